import React, {type ReactNode, useId, useState} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {useLocale} from '@site/src/data/bilingual';
import {BASES, chooseInstall, type Base, type Goal, type InstallAnswers} from '@site/src/utils/installChooser';
import styles from './styles.module.css';

function baseLabel(base: Base): string {
  switch (base) {
    case 'hosts':
      return translate({id: 'installChooser.base.hosts', message: '只有 Linux 服务器'});
    case 'self-built':
      return translate({id: 'installChooser.base.selfBuilt', message: '自建 Kubernetes 集群'});
    case 'ack':
      return translate({id: 'installChooser.base.ack', message: '阿里云 ACK'});
    case 'cce':
      return translate({id: 'installChooser.base.cce', message: '华为云 CCE'});
    case 'tke':
      return translate({id: 'installChooser.base.tke', message: '腾讯云 TKE'});
    case 'k3s':
      return 'K3s';
    case 'rancher':
      return 'Rancher';
    default:
      return 'Minikube';
  }
}

interface ChoiceProps<T extends string> {
  legend: ReactNode;
  name: string;
  value: T;
  options: {value: T; label: ReactNode}[];
  onChange: (value: T) => void;
}

/** A question as a group of radio buttons (arrow keys move between them, as native radios do). */
function Question<T extends string>({legend, name, value, options, onChange}: ChoiceProps<T>): ReactNode {
  return (
    <fieldset className={styles.question}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((o) => (
          <label key={o.value} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** "Which installation is mine?": a few questions and the page that fits, with the reason. */
export default function InstallChooser(): ReactNode {
  const locale = useLocale();
  const id = useId();
  const [answers, setAnswers] = useState<InstallAnswers>({
    goal: 'try',
    offline: false,
    base: 'self-built',
    highAvailability: false,
  });
  const set =
    <K extends keyof InstallAnswers>(key: K) =>
    (value: InstallAnswers[K]) =>
      setAnswers((a) => ({...a, [key]: value}));
  const choice = chooseInstall(answers);
  const yesNo = [
    {value: 'no' as const, label: translate({id: 'installChooser.no', message: '否'})},
    {value: 'yes' as const, label: translate({id: 'installChooser.yes', message: '是'})},
  ];
  return (
    // A region, not a form: nothing is submitted, the answer updates as the reader chooses.
    <section className={styles.chooser} aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className={styles.title}>
        <Translate id="installChooser.title">回答几个问题，找到适合你的安装方式</Translate>
      </p>
      <Question<Goal>
        legend={<Translate id="installChooser.goal">你要做什么？</Translate>}
        name={`${id}-goal`}
        value={answers.goal}
        onChange={set('goal')}
        options={[
          {value: 'try', label: translate({id: 'installChooser.goal.try', message: '先体验一下'})},
          {
            value: 'production',
            label: translate({id: 'installChooser.goal.production', message: '团队使用或生产环境'}),
          },
        ]}
      />
      {answers.goal === 'production' && (
        <>
          <Question<'yes' | 'no'>
            legend={<Translate id="installChooser.offline">服务器不能访问互联网（离线环境）？</Translate>}
            name={`${id}-offline`}
            value={answers.offline ? 'yes' : 'no'}
            onChange={(v) => set('offline')(v === 'yes')}
            options={yesNo}
          />
          {!answers.offline && (
            <>
              <Question<Base>
                legend={<Translate id="installChooser.base">你已经有什么？</Translate>}
                name={`${id}-base`}
                value={answers.base}
                onChange={set('base')}
                options={BASES.map((b) => ({value: b, label: baseLabel(b)}))}
              />
              <Question<'yes' | 'no'>
                legend={<Translate id="installChooser.ha">需要高可用吗？</Translate>}
                name={`${id}-ha`}
                value={answers.highAvailability ? 'yes' : 'no'}
                onChange={(v) => set('highAvailability')(v === 'yes')}
                options={yesNo}
              />
            </>
          )}
        </>
      )}
      <div className={styles.result} role="status">
        <p className={styles.resultTitle}>
          <Translate id="installChooser.result">推荐：</Translate> <Link to={choice.to}>{choice.title[locale]}</Link>
        </p>
        <p className={styles.reason}>{choice.reason[locale]}</p>
      </div>
    </section>
  );
}
