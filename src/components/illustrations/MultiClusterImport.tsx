import React, {type ReactNode} from 'react';
import Illustration, {Arrow, Box, ill, useIllustrationText} from '@site/src/components/Illustration';
import type {Bilingual} from '@site/src/data/bilingual';

const text = {
  label: {
    zh: '导入已有资源：左侧是一个不受 Rainbond 管理的 Kubernetes 命名空间，里面有 Deployment、StatefulSet、CronJob 以及 Service 和 ConfigMap；Rainbond 按 app 标签识别分组后，右侧得到一个团队和其中的应用，分别对应无状态组件、有状态组件、定时任务组件和应用的 Kubernetes 资源。',
    en: 'Importing existing resources: on the left, a Kubernetes namespace that Rainbond does not manage holds a Deployment, a StatefulSet, a CronJob, and Services and ConfigMaps; Rainbond groups them by their app label, and on the right they become a team with an app holding a stateless component, a stateful component, a scheduled task and the app’s Kubernetes resources.',
  },
  namespace: {zh: 'Kubernetes 命名空间', en: 'Kubernetes namespace'},
  deployment: {zh: 'Deployment', en: 'Deployment'},
  statefulset: {zh: 'StatefulSet', en: 'StatefulSet'},
  cronjob: {zh: 'CronJob', en: 'CronJob'},
  others: {zh: 'Service、ConfigMap', en: 'Service, ConfigMap'},
  scan: {zh: '识别并分组', en: 'Scan and group'},
  byLabel: {zh: '按 app 标签', en: 'by app label'},
  confirm: {zh: '确认导入', en: 'Confirm import'},
  team: {zh: '团队与应用', en: 'Team and app'},
  stateless: {zh: '无状态组件', en: 'Stateless component'},
  stateful: {zh: '有状态组件', en: 'Stateful component'},
  task: {zh: '定时任务组件', en: 'Scheduled task'},
  resources: {zh: '应用的 K8s 资源', en: 'App K8s resources'},
} satisfies Record<string, Bilingual>;

const rows = [
  ['deployment', 'stateless'],
  ['statefulset', 'stateful'],
  ['cronjob', 'task'],
  ['others', 'resources'],
] as const;

/** A namespace's workloads on the left, the team, app and components they become on the right. */
export default function MultiClusterImport(): ReactNode {
  const t = useIllustrationText(text);
  return (
    <Illustration label={t('label')} viewBox="0 0 720 300">
      <Box x={20} y={20} w={220} h={260} rx={12} shape="soft" label={t('namespace')} labelY={48} />
      <Box x={480} y={20} w={220} h={260} rx={12} shape="soft" label={t('team')} labelY={48} />
      {rows.map(([from, to], i) => (
        <g key={from}>
          <rect x="40" y={66 + i * 50} width="180" height="38" rx="8" className={ill.box} />
          <text x="130" y={90 + i * 50} textAnchor="middle" className={ill.text}>
            {t(from)}
          </text>
          <rect x="500" y={66 + i * 50} width="180" height="38" rx="8" className={ill.box} />
          <text x="590" y={90 + i * 50} textAnchor="middle" className={ill.label}>
            {t(to)}
          </text>
        </g>
      ))}
      <Arrow d="M242 150 L288 150" />
      <Box x={290} y={110} w={140} h={80} shape="accent" label={t('scan')} labelY={145} labelStyle="onAccent" />
      <text x="360" y="168" textAnchor="middle" className={ill.onAccent}>
        {t('byLabel')}
      </text>
      <Arrow d="M432 150 L478 150" />
      <text x="360" y="222" textAnchor="middle" className={ill.muted}>
        {t('confirm')}
      </text>
    </Illustration>
  );
}
