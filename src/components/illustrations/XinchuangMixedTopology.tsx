import React, {type ReactNode} from 'react';
import Illustration, {Arrow, Box, ill, useIllustrationText} from '@site/src/components/Illustration';
import type {Bilingual} from '@site/src/data/bilingual';

const text = {
  label: {
    zh: '异构微服务编排：同一个应用里，运行在 x86_64 上的 Web 前端依赖运行在 arm64 上的订单服务，订单服务依赖 arm64 上的 MySQL，还留在 x86_64 上的报表服务也依赖这个 MySQL；依赖通过服务网格或 Kubernetes Service 跨架构通信。',
    en: 'Orchestrating across architectures: in one app, a web front end on x86_64 depends on an order service on arm64, which depends on MySQL on arm64, and a report service still on x86_64 depends on the same MySQL; the dependencies work across architectures through the Service Mesh or a Kubernetes Service.',
  },
  app: {zh: '一个应用，两种架构', en: 'One app, two architectures'},
  web: {zh: 'Web 前端', en: 'Web front end'},
  order: {zh: '订单服务', en: 'Order service'},
  mysql: {zh: 'MySQL', en: 'MySQL'},
  report: {zh: '报表服务', en: 'Report service'},
  x86: {zh: 'x86_64', en: 'x86_64'},
  arm: {zh: 'arm64', en: 'arm64'},
  via: {
    zh: '依赖通过服务网格或 Kubernetes Service 跨架构通信',
    en: 'Dependencies cross architectures via Service Mesh or Kubernetes Service',
  },
} satisfies Record<string, Bilingual>;

const components = [
  {x: 40, y: 80, name: 'web', arm: false},
  {x: 275, y: 80, name: 'order', arm: true},
  {x: 510, y: 80, name: 'mysql', arm: true},
  {x: 275, y: 170, name: 'report', arm: false},
] as const;

/** An app topology whose components run on x86_64 and arm64 and still depend on each other. */
export default function XinchuangMixedTopology(): ReactNode {
  const t = useIllustrationText(text);
  return (
    <Illustration label={t('label')} viewBox="0 0 720 300">
      <Box x={20} y={16} w={680} h={234} rx={12} shape="soft" label={t('app')} labelY={44} />
      {components.map((c) => (
        <g key={c.name}>
          <rect x={c.x} y={c.y} width="170" height="60" rx="10" className={c.arm ? ill.accent : ill.box} />
          <text x={c.x + 85} y={c.y + 26} textAnchor="middle" className={c.arm ? ill.onAccent : ill.label}>
            {t(c.name)}
          </text>
          <text x={c.x + 85} y={c.y + 47} textAnchor="middle" className={c.arm ? ill.onAccent : ill.muted}>
            {t(c.arm ? 'arm' : 'x86')}
          </text>
        </g>
      ))}
      <Arrow d="M210 110 L273 110" />
      <Arrow d="M445 110 L508 110" />
      <Arrow d="M445 200 L595 200 L595 142" />

      <rect x="40" y="266" width="18" height="14" rx="3" className={ill.accent} />
      <text x="66" y="278" className={ill.muted}>
        {t('arm')}
      </text>
      <rect x="130" y="266" width="18" height="14" rx="3" className={ill.box} />
      <text x="156" y="278" className={ill.muted}>
        {t('x86')}
      </text>
      <text x="700" y="278" textAnchor="end" className={ill.muted}>
        {t('via')}
      </text>
    </Illustration>
  );
}
