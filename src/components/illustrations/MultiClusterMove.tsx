import React, {type ReactNode} from 'react';
import Illustration, {Arrow, Box, ill, useIllustrationText} from '@site/src/components/Illustration';
import type {Bilingual} from '@site/src/data/bilingual';

const text = {
  label: {
    zh: '同一个应用及其三个组件从集群 A（私有云）到集群 B（公有云）的三条路径：快速复制、安装应用模板，以及先备份到对象存储（OSS 或 S3）再在集群 B 恢复。',
    en: 'Three paths that take one app and its three components from cluster A on a private cloud to cluster B on a public cloud: fast copy, installing an app template, and backing up to object storage (OSS or S3) then restoring on cluster B.',
  },
  clusterA: {zh: '集群 A', en: 'Cluster A'},
  clusterB: {zh: '集群 B', en: 'Cluster B'},
  private: {zh: '私有云', en: 'Private cloud'},
  public: {zh: '公有云', en: 'Public cloud'},
  app: {zh: '应用', en: 'App'},
  components: {zh: '3 个组件', en: '3 components'},
  copy: {zh: '快速复制', en: 'Fast copy'},
  template: {zh: '安装应用模板', en: 'Install app template'},
  backup: {zh: '备份', en: 'Back up'},
  restore: {zh: '恢复', en: 'Restore'},
  storage: {zh: '对象存储', en: 'Object storage'},
  storageSub: {zh: 'OSS / S3', en: 'OSS / S3'},
} satisfies Record<string, Bilingual>;

/** An app in one cluster, the same app in another, and the three ways between them. */
export default function MultiClusterMove(): ReactNode {
  const t = useIllustrationText(text);
  const cluster = (x: number, name: 'clusterA' | 'clusterB', where: 'private' | 'public') => (
    <g>
      <rect x={x} y="20" width="210" height="226" rx="12" className={ill.soft} />
      <text x={x + 105} y="46" textAnchor="middle" className={ill.label}>
        {t(name)}
      </text>
      <text x={x + 105} y="66" textAnchor="middle" className={ill.muted}>
        {t(where)}
      </text>
      <rect x={x + 25} y="84" width="160" height="140" rx="10" className={ill.box} />
      <text x={x + 105} y="110" textAnchor="middle" className={ill.label}>
        {t('app')}
      </text>
      {[0, 1, 2].map((i) => (
        <rect key={i} x={x + 40 + i * 45} y="128" width="40" height="34" rx="6" className={ill.accent} />
      ))}
      <text x={x + 105} y="196" textAnchor="middle" className={ill.muted}>
        {t('components')}
      </text>
    </g>
  );
  return (
    <Illustration label={t('label')} viewBox="0 0 720 330">
      {cluster(20, 'clusterA', 'private')}
      {cluster(490, 'clusterB', 'public')}
      <text x="360" y="112" textAnchor="middle" className={ill.label}>
        {t('copy')}
      </text>
      <Arrow d="M212 122 L512 122" />
      <text x="360" y="176" textAnchor="middle" className={ill.label}>
        {t('template')}
      </text>
      <Arrow d="M212 186 L512 186" />
      <Box x={280} y={268} w={160} h={48} label={t('storage')} labelY={288} />
      <text x="360" y="306" textAnchor="middle" className={ill.muted}>
        {t('storageSub')}
      </text>
      <Arrow d="M125 246 L125 292 L278 292" />
      <text x="200" y="284" textAnchor="middle" className={ill.muted}>
        {t('backup')}
      </text>
      <Arrow d="M442 292 L595 292 L595 248" />
      <text x="520" y="284" textAnchor="middle" className={ill.muted}>
        {t('restore')}
      </text>
    </Illustration>
  );
}
