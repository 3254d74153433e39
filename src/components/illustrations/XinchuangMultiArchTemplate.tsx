import React, {type ReactNode} from 'react';
import Illustration, {Arrow, Box, ill, useIllustrationText} from '@site/src/components/Illustration';
import type {Bilingual} from '@site/src/data/bilingual';

const text = {
  label: {
    zh: '异构应用模板：应用模板记录了每个组件的 CPU 架构（Web 为 x86_64，API 和 MySQL 为 arm64）；安装到目标集群时，Web 被调度到 x86_64 节点，API 和 MySQL 被调度到 arm64 节点。',
    en: 'A multi-architecture app template: the template records the CPU architecture of every component (Web on x86_64, API and MySQL on arm64); when it is installed into the target cluster, Web is scheduled onto x86_64 nodes and API and MySQL onto arm64 nodes.',
  },
  template: {zh: '应用模板', en: 'App template'},
  install: {zh: '安装', en: 'Install'},
  cluster: {zh: '目标集群', en: 'Target cluster'},
  x86Nodes: {zh: 'x86_64 节点', en: 'x86_64 nodes'},
  armNodes: {zh: 'arm64 节点', en: 'arm64 nodes'},
  web: {zh: 'Web', en: 'Web'},
  api: {zh: 'API', en: 'API'},
  mysql: {zh: 'MySQL', en: 'MySQL'},
  x86: {zh: 'x86_64', en: 'x86_64'},
  arm: {zh: 'arm64', en: 'arm64'},
  scheduled: {
    zh: '每个组件都被调度到模板记录的架构的节点上',
    en: 'Each component is scheduled onto nodes of its recorded architecture',
  },
} satisfies Record<string, Bilingual>;

const rows = [
  {y: 76, name: 'web', arch: 'x86'},
  {y: 136, name: 'api', arch: 'arm'},
  {y: 196, name: 'mysql', arch: 'arm'},
] as const;

/** An app template that records each component's architecture, installed onto the matching nodes. */
export default function XinchuangMultiArchTemplate(): ReactNode {
  const t = useIllustrationText(text);
  return (
    <Illustration label={t('label')} viewBox="0 0 720 320">
      <Box x={20} y={30} w={240} h={230} rx={12} shape="soft" label={t('template')} labelY={56} />
      {rows.map((r) => (
        <g key={r.name}>
          <rect x="40" y={r.y} width="200" height="44" rx="8" className={ill.box} />
          <text x="56" y={r.y + 27} className={ill.label}>
            {t(r.name)}
          </text>
          <text x="224" y={r.y + 27} textAnchor="end" className={ill.muted}>
            {t(r.arch)}
          </text>
        </g>
      ))}

      <Arrow d="M260 150 L318 150" />
      <text x="289" y="140" textAnchor="middle" className={ill.muted}>
        {t('install')}
      </text>

      <Box x={320} y={30} w={380} h={230} rx={12} shape="soft" label={t('cluster')} labelY={56} />
      <rect x="340" y="72" width="165" height="172" rx="10" className={ill.box} />
      <text x="422" y="96" textAnchor="middle" className={ill.label}>
        {t('x86Nodes')}
      </text>
      <Box x={357} y={116} w={130} h={36} rx={8} shape="accent" label={t('web')} labelStyle="onAccent" />

      <rect x="520" y="72" width="165" height="172" rx="10" className={ill.box} />
      <text x="602" y="96" textAnchor="middle" className={ill.label}>
        {t('armNodes')}
      </text>
      <Box x={537} y={116} w={130} h={36} rx={8} shape="accent" label={t('api')} labelStyle="onAccent" />
      <Box x={537} y={164} w={130} h={36} rx={8} shape="accent" label={t('mysql')} labelStyle="onAccent" />

      <text x="360" y="296" textAnchor="middle" className={ill.muted}>
        {t('scheduled')}
      </text>
    </Illustration>
  );
}
