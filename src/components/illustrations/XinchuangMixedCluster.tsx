import React, {type ReactNode} from 'react';
import Illustration, {Arrow, Box, ill, useIllustrationText} from '@site/src/components/Illustration';
import type {Bilingual} from '@site/src/data/bilingual';

const text = {
  label: {
    zh: '一云多芯：一个 Rainbond 控制台同时管理两个集群；左边的异构集群里既有 x86_64 节点（Intel、AMD），也有 arm64 节点（鲲鹏 920、飞腾），右边是只有 arm64 节点的单一架构集群；安装程序会自动识别每个节点的 CPU 架构。',
    en: 'One cloud, many chips: one Rainbond console manages two clusters; the mixed-architecture cluster on the left holds x86_64 nodes (Intel, AMD) and arm64 nodes (Kunpeng 920, Phytium), and the cluster on the right has arm64 nodes only; the installer detects the CPU architecture of every node.',
  },
  console: {zh: 'Rainbond 控制台', en: 'Rainbond console'},
  mixed: {zh: '异构集群', en: 'Mixed-architecture cluster'},
  single: {zh: '单一架构集群', en: 'Single-architecture cluster'},
  x86: {zh: 'x86_64 节点', en: 'x86_64 node'},
  x86Note: {zh: 'Intel / AMD', en: 'Intel / AMD'},
  arm: {zh: 'arm64 节点', en: 'arm64 node'},
  armNote: {zh: '鲲鹏 / 飞腾', en: 'Kunpeng / Phytium'},
  detect: {zh: '安装程序自动识别每个节点的 CPU 架构', en: "The installer detects each node's CPU architecture"},
} satisfies Record<string, Bilingual>;

const mixedNodes = [
  {x: 40, y: 150, arm: false},
  {x: 240, y: 150, arm: true},
  {x: 40, y: 226, arm: false},
  {x: 240, y: 226, arm: true},
] as const;

/** One console over a mixed x86_64/arm64 cluster and a single-architecture arm64 cluster. */
export default function XinchuangMixedCluster(): ReactNode {
  const t = useIllustrationText(text);
  return (
    <Illustration label={t('label')} viewBox="0 0 720 340">
      <Box x={260} y={16} w={200} h={50} shape="accent" label={t('console')} labelStyle="onAccent" />
      <Arrow d="M320 66 L230 108" />
      <Arrow d="M400 66 L585 108" />

      <Box x={20} y={110} w={420} h={190} rx={12} shape="soft" label={t('mixed')} labelY={136} />
      {mixedNodes.map((n) => (
        <g key={`${n.x}-${n.y}`}>
          <rect x={n.x} y={n.y} width="180" height="60" rx="10" className={n.arm ? ill.accent : ill.box} />
          <text x={n.x + 90} y={n.y + 26} textAnchor="middle" className={n.arm ? ill.onAccent : ill.label}>
            {t(n.arm ? 'arm' : 'x86')}
          </text>
          <text x={n.x + 90} y={n.y + 47} textAnchor="middle" className={n.arm ? ill.onAccent : ill.muted}>
            {t(n.arm ? 'armNote' : 'x86Note')}
          </text>
        </g>
      ))}

      <Box x={470} y={110} w={230} h={190} rx={12} shape="soft" label={t('single')} labelY={136} />
      {[150, 226].map((y) => (
        <g key={y}>
          <rect x="495" y={y} width="180" height="60" rx="10" className={ill.accent} />
          <text x="585" y={y + 26} textAnchor="middle" className={ill.onAccent}>
            {t('arm')}
          </text>
          <text x="585" y={y + 47} textAnchor="middle" className={ill.onAccent}>
            {t('armNote')}
          </text>
        </g>
      ))}
      <text x="360" y="328" textAnchor="middle" className={ill.muted}>
        {t('detect')}
      </text>
    </Illustration>
  );
}
