import React, {type ReactNode} from 'react';
import Illustration, {Arrow, Box, ill, useIllustrationText} from '@site/src/components/Illustration';
import type {Bilingual} from '@site/src/data/bilingual';

const text = {
  label: {
    zh: '组件间流量治理：调用方组件的请求先经过基于 Envoy 的网络治理插件，插件按权重把 80% 的流量路由到用户服务 v1、20% 路由到 v2，并提供熔断、限流和异常实例摘除。',
    en: 'Traffic governance between components: the caller’s requests pass through the Envoy-based network governance plugin, which routes 80 percent of the traffic to user service v1 and 20 percent to v2 by weight, and adds circuit breaking, rate limiting and outlier ejection.',
  },
  caller: {zh: '调用方组件', en: 'Caller'},
  callerSub: {zh: '访问 127.0.0.1', en: 'calls 127.0.0.1'},
  plugin1: {zh: '网络治理插件', en: 'Network governance'},
  plugin2: {zh: '（Envoy）', en: 'plugin (Envoy)'},
  v1: {zh: '用户服务 v1', en: 'User service v1'},
  v2: {zh: '用户服务 v2', en: 'User service v2'},
  w80: {zh: '权重 80', en: 'Weight 80'},
  w20: {zh: '权重 20', en: 'Weight 20'},
  breaker: {zh: '熔断', en: 'Circuit breaking'},
  limit: {zh: '限流', en: 'Rate limiting'},
  eject: {zh: '异常实例摘除', en: 'Outlier ejection'},
} satisfies Record<string, Bilingual>;

const guards = [
  {x: 20, key: 'breaker'},
  {x: 170, key: 'limit'},
  {x: 320, key: 'eject'},
] as const;

/** Caller, governance plugin and two upstream versions split by weight, with the plugin's protections below. */
export default function ServiceMeshTraffic(): ReactNode {
  const t = useIllustrationText(text);
  return (
    <Illustration label={t('label')} viewBox="0 0 720 300">
      <Box x={20} y={90} w={150} h={110} label={t('caller')} labelY={138} />
      <text x="95" y="160" textAnchor="middle" className={ill.muted}>
        {t('callerSub')}
      </text>
      <Arrow d="M170 145 L198 145" />
      <Box x={200} y={90} w={170} h={110} shape="accent" label={t('plugin1')} labelY={138} labelStyle="onAccent" />
      <text x="285" y="162" textAnchor="middle" className={ill.onAccent}>
        {t('plugin2')}
      </text>
      <path d="M370 145 L440 145" className={ill.line} />
      <Arrow d="M440 145 L440 72 L518 72" />
      <text x="479" y="64" textAnchor="middle" className={ill.muted}>
        {t('w80')}
      </text>
      <Arrow d="M440 145 L440 228 L518 228" />
      <text x="479" y="220" textAnchor="middle" className={ill.muted}>
        {t('w20')}
      </text>
      <Box x={520} y={40} w={180} h={64} label={t('v1')} />
      <Box x={520} y={196} w={180} h={64} label={t('v2')} />
      <path
        d="M285 200 L285 222 M85 222 L385 222 M85 222 L85 240 M235 222 L235 240 M385 222 L385 240"
        className={ill.line}
      />
      {guards.map((g) => (
        <g key={g.key}>
          <rect x={g.x} y="240" width="130" height="40" rx="8" className={ill.soft} />
          <text x={g.x + 65} y="265" textAnchor="middle" className={ill.label}>
            {t(g.key)}
          </text>
        </g>
      ))}
    </Illustration>
  );
}
