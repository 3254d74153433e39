import React, {type ReactNode} from 'react';
import Illustration, {Box, ill, useIllustrationText} from '@site/src/components/Illustration';
import type {Bilingual} from '@site/src/data/bilingual';

const text = {
  label: {
    zh: '自动伸缩：左侧曲线是组件的 CPU 使用率，超过 50% 的目标线时实例增加，回落后实例减少；右侧是伸缩规则（CPU 或内存指标，最少 1 个、最多 10 个实例），当前 10 个实例名额中有 4 个在运行。',
    en: 'Autoscaling: on the left, a component’s CPU utilization rises above the 50% target line, so instances are added, and falls back, so they are removed; on the right, the scaling rule (a CPU or memory metric, at least 1 and at most 10 instances) with 4 of the 10 instance slots running now.',
  },
  cpu: {zh: 'CPU 使用率', en: 'CPU utilization'},
  time: {zh: '时间', en: 'time'},
  target: {zh: '目标 50%', en: 'target 50%'},
  out: {zh: '扩容', en: 'scale out'},
  in: {zh: '缩容', en: 'scale in'},
  rule: {zh: '水平自动伸缩规则', en: 'Horizontal autoscaling rule'},
  metric: {zh: '指标：CPU 或内存', en: 'Metric: CPU or memory'},
  range: {zh: '实例数：最少 1，最多 10', en: 'Instances: min 1, max 10'},
  now: {zh: '当前运行 4 个实例', en: '4 instances running now'},
  manual: {zh: '手动伸缩：随时调整实例数和内存', en: 'Manual scaling: change instances and memory any time'},
} satisfies Record<string, Bilingual>;

/** A metric crossing its target drives the instance count between a floor and a ceiling. */
export default function AppOpsAutoscaling(): ReactNode {
  const t = useIllustrationText(text);
  return (
    <Illustration label={t('label')} viewBox="0 0 720 320">
      <path d="M60 30 L60 250 L400 250" className={ill.line} />
      <text x="68" y="36" className={ill.muted}>
        {t('cpu')}
      </text>
      <text x="400" y="272" textAnchor="end" className={ill.muted}>
        {t('time')}
      </text>
      <path d="M60 150 L400 150" className={ill.soft} />
      <text x="396" y="142" textAnchor="end" className={ill.muted}>
        {t('target')}
      </text>
      <path d="M62 230 C 120 226, 150 120, 200 80 S 290 70, 320 150 S 370 226, 398 228" className={ill.line} />
      <Box x={236} y={40} w={76} h={22} rx={11} shape="accent" label={t('out')} labelStyle="onAccent" />
      <Box x={300} y={206} w={70} h={22} rx={11} label={t('in')} labelStyle="muted" />

      <rect x="440" y="30" width="265" height="220" rx="12" className={ill.box} />
      <text x="458" y="58" className={ill.label}>
        {t('rule')}
      </text>
      <text x="458" y="86" className={ill.muted}>
        {t('metric')}
      </text>
      <text x="458" y="108" className={ill.muted}>
        {t('range')}
      </text>
      {Array.from({length: 10}, (_, i) => (
        <rect
          key={i}
          x={458 + (i % 5) * 46}
          y={126 + Math.floor(i / 5) * 46}
          width="36"
          height="36"
          rx="6"
          className={i < 4 ? ill.accent : ill.soft}
        />
      ))}
      <text x="458" y="236" className={ill.label}>
        {t('now')}
      </text>
      <text x="360" y="304" textAnchor="middle" className={ill.text}>
        {t('manual')}
      </text>
    </Illustration>
  );
}
