import React, {type ReactNode} from 'react';
import Illustration, {Arrow, Box, ill, useIllustrationText} from '@site/src/components/Illustration';
import type {Bilingual} from '@site/src/data/bilingual';

const text = {
  label: {
    zh: '自动部署流水线：推送带 @deploy 的提交，或镜像推送、API 调用，触发 Webhook；Rainbond 构建出新版本并滚动更新。每次构建都记入版本历史，可以一键回滚到上一个版本。',
    en: 'The automatic deployment path: a commit containing @deploy, an image push or an API call fires a webhook, Rainbond builds a new version and rolls it out. Every build is kept in the version history, and one click rolls back to a previous version.',
  },
  push: {zh: '推送代码', en: 'Push a commit'},
  pushNote: {zh: '提交信息含 @deploy', en: 'contains @deploy'},
  hook: {zh: 'Webhook', en: 'Webhook'},
  hookNote: {zh: '通知 Rainbond', en: 'calls Rainbond'},
  build: {zh: '构建', en: 'Build'},
  buildNote: {zh: '识别语言并编译', en: 'detect and compile'},
  version: {zh: '新版本', en: 'New version'},
  versionNote: {zh: '即运行镜像', en: 'the runtime image'},
  roll: {zh: '滚动更新', en: 'Rolling update'},
  rollNote: {zh: '业务不中断', en: 'no downtime'},
  triggers: {zh: '触发方式', en: 'Triggers'},
  gitHook: {zh: '• Git 推送 Webhook', en: '• Git push webhook'},
  imageHook: {zh: '• 镜像推送 Webhook', en: '• Image push webhook'},
  api: {zh: '• API 调用（外部 CI）', en: '• API call from your CI'},
  history: {zh: '构建版本历史（默认保留 30 天）', en: 'Build version history (kept 30 days)'},
  current: {zh: '当前版本', en: 'Current'},
  previous: {zh: '上一版本', en: 'Previous'},
  older: {zh: '更早版本', en: 'Older'},
  recorded: {zh: '记录', en: 'recorded'},
  rollback: {zh: '一键回滚', en: 'One-click rollback'},
} satisfies Record<string, Bilingual>;

const steps = [
  ['push', 'pushNote'],
  ['hook', 'hookNote'],
  ['build', 'buildNote'],
  ['version', 'versionNote'],
] as const;

/** Push-to-deploy: triggers, build, rolling update, and the version history a rollback picks from. */
export default function DevopsAutoDeploy(): ReactNode {
  const t = useIllustrationText(text);
  return (
    <Illustration label={t('label')} viewBox="0 0 720 300">
      {steps.map(([title, note], i) => {
        const x = 12 + i * 144;
        return (
          <g key={title}>
            <rect x={x} y="40" width="124" height="62" rx="8" className={ill.box} />
            <text x={x + 62} y="66" textAnchor="middle" className={ill.label}>
              {t(title)}
            </text>
            <text x={x + 62} y="86" textAnchor="middle" className={ill.muted}>
              {t(note)}
            </text>
            <Arrow d={`M${x + 124} 71 L${x + 142} 71`} />
          </g>
        );
      })}
      <Box x={588} y={40} w={124} h={62} rx={8} shape="accent" label={t('roll')} labelY={66} labelStyle="onAccent" />
      <text x="650" y="87" textAnchor="middle" className={ill.onAccent}>
        {t('rollNote')}
      </text>

      <rect x="12" y="170" width="250" height="112" rx="10" className={ill.soft} />
      <text x="28" y="194" className={ill.label}>
        {t('triggers')}
      </text>
      <text x="28" y="218" className={ill.muted}>
        {t('gitHook')}
      </text>
      <text x="28" y="242" className={ill.muted}>
        {t('imageHook')}
      </text>
      <text x="28" y="266" className={ill.muted}>
        {t('api')}
      </text>
      <Arrow d="M218 170 L218 104" />

      <rect x="300" y="170" width="412" height="112" rx="10" className={ill.box} />
      <text x="316" y="194" className={ill.label}>
        {t('history')}
      </text>
      <Box x={316} y={214} w={120} h={44} rx={6} shape="accent" label={t('current')} labelStyle="onAccent" />
      <Box x={446} y={214} w={120} h={44} rx={6} label={t('previous')} />
      <Box x={576} y={214} w={120} h={44} rx={6} label={t('older')} />

      <Arrow d="M690 102 L690 168" />
      <text x="684" y="140" textAnchor="end" className={ill.muted}>
        {t('recorded')}
      </text>
      <Arrow d="M506 214 L506 146 L610 146 L610 104" />
      <text x="498" y="138" textAnchor="end" className={ill.muted}>
        {t('rollback')}
      </text>
    </Illustration>
  );
}
