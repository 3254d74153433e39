import React, {type ReactNode} from 'react';
import Illustration, {Arrow, Box, ill, useIllustrationText} from '@site/src/components/Illustration';
import type {Bilingual} from '@site/src/data/bilingual';

const text = {
  label: {
    zh: '应用拓扑图的编辑模式：应用网关把外部访问送到 Web UI，Web UI 依赖订单服务，订单服务依赖 MySQL 和用户服务，用户服务依赖 Redis；有上游依赖的组件自动带上 Envoy Sidecar，订单服务通过 127.0.0.1:3306 访问 MySQL，MySQL 的连接信息注入到依赖它的组件中。',
    en: 'The app topology in edit mode: the app gateway sends outside traffic to the web UI, the web UI depends on the order service, the order service depends on MySQL and on the user service, and the user service depends on Redis; components with upstream dependencies get an Envoy sidecar, the order service reaches MySQL at 127.0.0.1:3306, and MySQL’s connection info is injected into the components that depend on it.',
  },
  gateway: {zh: '应用网关', en: 'App gateway'},
  external: {zh: '对外访问', en: 'Outside traffic'},
  web: {zh: 'Web UI', en: 'Web UI'},
  running: {zh: '运行中', en: 'Running'},
  order: {zh: '订单服务', en: 'Order service'},
  user: {zh: '用户服务', en: 'User service'},
  envoy: {zh: 'Envoy', en: 'Envoy'},
  mysql: {zh: 'MySQL', en: 'MySQL'},
  redis: {zh: 'Redis', en: 'Redis'},
  connInfo: {zh: '注入连接信息', en: 'Injects connection info'},
  drag: {zh: '拖拽建立依赖', en: 'Drag to add a dependency'},
  local: {zh: '本地地址调用', en: 'Calls stay local'},
  localCall: {zh: '订单服务访问 127.0.0.1:3306', en: 'Order service calls 127.0.0.1:3306'},
  sidecar: {zh: 'Sidecar 负责发现与负载均衡', en: 'The sidecar finds and balances peers'},
} satisfies Record<string, Bilingual>;

/** A small app topology: gateway, web UI, two services with sidecars, MySQL and Redis, and a local call. */
export default function ServiceMeshTopology(): ReactNode {
  const t = useIllustrationText(text);
  return (
    <Illustration label={t('label')} viewBox="0 0 720 290">
      <Box x={20} y={40} w={120} h={84} label={t('gateway')} labelY={78} />
      <text x="80" y="100" textAnchor="middle" className={ill.muted}>
        {t('external')}
      </text>
      <Arrow d="M140 82 L178 82" />
      <Box x={180} y={40} w={120} h={84} label={t('web')} labelY={78} />
      <text x="240" y="100" textAnchor="middle" className={ill.muted}>
        {t('running')}
      </text>
      <Arrow d="M300 82 L338 82" />
      {(['order', 'user'] as const).map((name, i) => (
        <g key={name}>
          <rect x="340" y={40 + i * 144} width="150" height="84" rx="10" className={ill.box} />
          <text x="415" y={70 + i * 144} textAnchor="middle" className={ill.label}>
            {t(name)}
          </text>
          <rect x="375" y={88 + i * 144} width="80" height="24" rx="6" className={ill.accent} />
          <text x="415" y={105 + i * 144} textAnchor="middle" className={ill.onAccent}>
            {t('envoy')}
          </text>
        </g>
      ))}
      <Arrow d="M490 82 L558 82" />
      <Arrow d="M415 124 L415 182" />
      <text x="426" y="158" className={ill.muted}>
        {t('drag')}
      </text>
      <Arrow d="M490 226 L558 226" />
      <Box x={560} y={40} w={140} h={84} label={t('mysql')} labelY={78} />
      <text x="630" y="100" textAnchor="middle" className={ill.muted}>
        {t('connInfo')}
      </text>
      <Box x={560} y={184} w={140} h={84} label={t('redis')} />
      <Box x={20} y={184} w={280} h={84} shape="soft" label={t('local')} labelY={212} />
      <text x="160" y="234" textAnchor="middle" className={ill.muted}>
        {t('localCall')}
      </text>
      <text x="160" y="254" textAnchor="middle" className={ill.muted}>
        {t('sidecar')}
      </text>
    </Illustration>
  );
}
