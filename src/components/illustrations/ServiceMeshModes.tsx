import React, {type ReactNode} from 'react';
import Illustration, {Arrow, Box, ill, useIllustrationText} from '@site/src/components/Illustration';
import type {Bilingual} from '@site/src/data/bilingual';

const text = {
  label: {
    zh: '治理模式按应用切换：一个应用可以在三种模式之间一键切换：内置 ServiceMesh 模式（默认，显式依赖，通过 127.0.0.1 访问，Envoy Sidecar）、Kubernetes 原生 Service 模式（组件通过 Service 域名互相访问）和 Istio 模式（由 Istio 控制面接管治理，用 Kiali 可视化）。',
    en: 'Governance modes switch per app: one app can move in one click between three modes: built-in Service Mesh (the default, with explicit dependencies, peers at 127.0.0.1 and an Envoy sidecar), Kubernetes native Service (components call each other by Service DNS name), and Istio (the Istio control plane handles governance, with Kiali to visualize the traffic).',
  },
  app: {zh: '应用', en: 'App'},
  mode: {zh: '治理模式', en: 'Governance mode'},
  switch: {zh: '按应用一键切换', en: 'Switch per app'},
  builtin: {zh: '内置 ServiceMesh 模式（默认）', en: 'Built-in Service Mesh (default)'},
  builtinSub: {
    zh: '显式依赖，通过 127.0.0.1 访问，Envoy Sidecar',
    en: 'Explicit dependencies, 127.0.0.1, Envoy sidecar',
  },
  native: {zh: 'Kubernetes 原生 Service 模式', en: 'Kubernetes native Service'},
  nativeSub: {zh: '组件通过 Service 域名互相访问', en: 'Components call each other by Service DNS name'},
  istio: {zh: 'Istio 模式', en: 'Istio'},
  istioSub: {zh: '由 Istio 控制面接管治理，Kiali 可视化', en: 'Istio control plane governs traffic, Kiali shows it'},
} satisfies Record<string, Bilingual>;

const modes = [
  {y: 20, title: 'builtin', sub: 'builtinSub'},
  {y: 116, title: 'native', sub: 'nativeSub'},
  {y: 212, title: 'istio', sub: 'istioSub'},
] as const;

/** One app on the left and the three governance modes it can switch between. */
export default function ServiceMeshModes(): ReactNode {
  const t = useIllustrationText(text);
  return (
    <Illustration label={t('label')} viewBox="0 0 720 300">
      <Box x={20} y={90} w={200} h={120} rx={12} label={t('app')} labelY={122} />
      <text x="120" y="144" textAnchor="middle" className={ill.muted}>
        {t('mode')}
      </text>
      <Box x={36} y={160} w={168} h={32} rx={8} shape="accent" label={t('switch')} labelStyle="onAccent" />
      {modes.map((m) => (
        <g key={m.title}>
          <Arrow d={`M220 150 L260 150 L260 ${m.y + 34} L298 ${m.y + 34}`} />
          <rect
            x="300"
            y={m.y}
            width="400"
            height="68"
            rx="10"
            className={m.title === 'builtin' ? ill.accent : ill.box}
          />
          <text x="500" y={m.y + 29} textAnchor="middle" className={m.title === 'builtin' ? ill.onAccent : ill.label}>
            {t(m.title)}
          </text>
          <text x="500" y={m.y + 51} textAnchor="middle" className={m.title === 'builtin' ? ill.onAccent : ill.muted}>
            {t(m.sub)}
          </text>
        </g>
      ))}
    </Illustration>
  );
}
