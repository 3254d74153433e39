import React, {type ReactNode} from 'react';
import Illustration, {Arrow, Box, ill, useIllustrationText} from '@site/src/components/Illustration';
import type {Bilingual} from '@site/src/data/bilingual';

const text = {
  label: {
    zh: '插件式可观测性：一个组件（Pod）中有业务容器、性能分析插件和链路追踪 Agent 插件，插件与组件共享网络、存储和环境变量；性能分析插件把平均响应时间、吞吐率、在线人数和最慢 URL 送到控制台，Agent 插件把数据送到从应用商店安装的 Pinpoint、SkyWalking、Jaeger、OpenTelemetry、Pyroscope 或 Arthas。',
    en: 'Observability through plugins: one component (a pod) holds the business container, a performance analysis plugin and a tracing agent plugin, all sharing network, storage and environment variables; the performance plugin feeds response time, throughput, online users and the slowest URLs to the console, and the agent plugin feeds Pinpoint, SkyWalking, Jaeger, OpenTelemetry, Pyroscope or Arthas installed from the app store.',
  },
  pod: {zh: '组件（Pod）', en: 'Component (pod)'},
  business: {zh: '业务容器', en: 'Business container'},
  perf: {zh: '性能分析插件', en: 'Performance analysis plugin'},
  agent: {zh: '链路追踪 Agent 插件', en: 'Tracing agent plugin'},
  shared: {zh: '插件与组件共享网络、存储和环境变量', en: 'Plugins share network, storage and env vars'},
  console: {zh: '控制台中查看', en: 'In the console'},
  metrics1: {zh: '平均响应时间、吞吐率', en: 'Response time, throughput,'},
  metrics2: {zh: '在线人数、最慢 URL', en: 'online users, slowest URLs'},
  store: {zh: '从应用商店一键安装', en: 'Installed from the app store'},
  pinpoint: {zh: 'Pinpoint', en: 'Pinpoint'},
  skywalking: {zh: 'SkyWalking', en: 'SkyWalking'},
  jaeger: {zh: 'Jaeger', en: 'Jaeger'},
  otel: {zh: 'OpenTelemetry', en: 'OpenTelemetry'},
  pyroscope: {zh: 'Pyroscope', en: 'Pyroscope'},
  arthas: {zh: 'Arthas', en: 'Arthas'},
} satisfies Record<string, Bilingual>;

const tools = [
  {x: 410, y: 180, key: 'pinpoint'},
  {x: 550, y: 180, key: 'skywalking'},
  {x: 410, y: 216, key: 'jaeger'},
  {x: 550, y: 216, key: 'otel'},
  {x: 410, y: 252, key: 'pyroscope'},
  {x: 550, y: 252, key: 'arthas'},
] as const;

/** A component with two plugins beside its container, and where each plugin's data goes. */
export default function ServiceMeshObservability(): ReactNode {
  const t = useIllustrationText(text);
  return (
    <Illustration label={t('label')} viewBox="0 0 720 310">
      <Box x={20} y={20} w={310} h={276} rx={12} shape="soft" label={t('pod')} labelY={48} />
      <Box x={40} y={64} w={270} h={52} label={t('business')} labelStyle="text" />
      <Box x={40} y={130} w={270} h={52} shape="accent" label={t('perf')} labelStyle="onAccent" />
      <Box x={40} y={196} w={270} h={52} shape="accent" label={t('agent')} labelStyle="onAccent" />
      <text x="175" y="276" textAnchor="middle" className={ill.muted}>
        {t('shared')}
      </text>
      <Arrow d="M310 156 L360 156 L360 70 L398 70" />
      <Box x={400} y={20} w={300} h={100} label={t('console')} labelY={50} />
      <text x="550" y="76" textAnchor="middle" className={ill.muted}>
        {t('metrics1')}
      </text>
      <text x="550" y="96" textAnchor="middle" className={ill.muted}>
        {t('metrics2')}
      </text>
      <Arrow d="M310 222 L398 222" />
      <Box x={400} y={136} w={300} h={160} rx={12} shape="soft" label={t('store')} labelY={164} />
      {tools.map((tool) => (
        <g key={tool.key}>
          <rect x={tool.x} y={tool.y} width="130" height="30" rx="6" className={ill.box} />
          <text x={tool.x + 65} y={tool.y + 20} textAnchor="middle" className={ill.label}>
            {t(tool.key)}
          </text>
        </g>
      ))}
    </Illustration>
  );
}
