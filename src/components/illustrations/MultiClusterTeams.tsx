import React, {type ReactNode} from 'react';
import Illustration, {Arrow, Box, ill, useIllustrationText} from '@site/src/components/Illustration';
import type {Bilingual} from '@site/src/data/bilingual';

const text = {
  label: {
    zh: '多租户层级：一个企业下有两个集群；集群 1 中有开发团队和测试团队的空间，集群 2 中有开发团队和生产团队的空间；每个团队空间是一个命名空间，可设内存限额；开发团队在两个集群中各有一块空间。',
    en: 'The multi-tenant hierarchy: one enterprise with two clusters; cluster 1 holds spaces for the dev team and the test team, cluster 2 for the dev team and the prod team; each team space is a namespace with its own memory quota, and the dev team has a space in both clusters.',
  },
  enterprise: {zh: '企业', en: 'Enterprise'},
  cluster1: {zh: '集群 1', en: 'Cluster 1'},
  cluster2: {zh: '集群 2', en: 'Cluster 2'},
  dev: {zh: '开发团队', en: 'Dev team'},
  test: {zh: '测试团队', en: 'Test team'},
  prod: {zh: '生产团队', en: 'Prod team'},
  namespace: {zh: '命名空间', en: 'Namespace'},
  quota: {zh: '内存限额', en: 'Memory quota'},
  span: {zh: '同一个团队，两个集群中各有空间', en: 'One team, a space in each cluster'},
} satisfies Record<string, Bilingual>;

const spaces = [
  {x: 40, team: 'dev'},
  {x: 190, team: 'test'},
  {x: 390, team: 'dev'},
  {x: 540, team: 'prod'},
] as const;

/** Enterprise, clusters and team spaces, with one team opened in two clusters. */
export default function MultiClusterTeams(): ReactNode {
  const t = useIllustrationText(text);
  return (
    <Illustration label={t('label')} viewBox="0 0 720 340">
      <Box x={280} y={14} w={160} h={44} shape="accent" label={t('enterprise')} labelStyle="onAccent" />
      <Arrow d="M320 58 L190 94" />
      <Arrow d="M400 58 L530 94" />
      <Box x={20} y={96} w={330} h={180} rx={12} shape="soft" label={t('cluster1')} labelY={124} />
      <Box x={370} y={96} w={330} h={180} rx={12} shape="soft" label={t('cluster2')} labelY={124} />
      {spaces.map((s) => (
        <g key={s.x}>
          <rect x={s.x} y="144" width="140" height="106" rx="10" className={ill.box} />
          <text x={s.x + 70} y="176" textAnchor="middle" className={ill.label}>
            {t(s.team)}
          </text>
          <text x={s.x + 70} y="206" textAnchor="middle" className={ill.muted}>
            {t('namespace')}
          </text>
          <text x={s.x + 70} y="228" textAnchor="middle" className={ill.muted}>
            {t('quota')}
          </text>
        </g>
      ))}
      <path d="M110 250 L110 306 L460 306 L460 250" className={ill.line} />
      <text x="285" y="328" textAnchor="middle" className={ill.muted}>
        {t('span')}
      </text>
    </Illustration>
  );
}
