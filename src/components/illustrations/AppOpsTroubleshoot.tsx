import React, {type ReactNode} from 'react';
import Illustration, {Arrow, Box, ill, useIllustrationText} from '@site/src/components/Illustration';
import type {Bilingual} from '@site/src/data/bilingual';

const text = {
  label: {
    zh: '排查与自愈：健康检查通过 TCP 端口或 HTTP 路径探测组件的三个实例，发现第三个实例不健康后将其下线或重启；实例的输出实时进入浏览器中的日志页，Web 终端可以打开任一容器的 Shell，性能分析插件给出响应时间、吞吐率和错误率。',
    en: 'Troubleshooting and self-healing: a health check probes the three instances of a component by TCP port or HTTP path and takes the unhealthy third instance offline or restarts it; instance output streams live to the log page in the browser, the web terminal opens a shell in any container, and the performance analysis plugin reports response time, throughput and error rate.',
  },
  health: {zh: '健康检查', en: 'Health check'},
  healthNote1: {zh: 'TCP 端口或 HTTP 路径', en: 'TCP port or HTTP path'},
  healthNote2: {zh: '异常时下线或重启', en: 'unhealthy: offline or restart'},
  component: {zh: '组件', en: 'Component'},
  instance1: {zh: '实例 1 · 健康', en: 'Instance 1 · healthy'},
  instance2: {zh: '实例 2 · 健康', en: 'Instance 2 · healthy'},
  instance3: {zh: '实例 3 · 不健康', en: 'Instance 3 · unhealthy'},
  logs: {zh: '日志', en: 'Logs'},
  logsNote: {zh: '实时推送，历史保留 7 天', en: 'live, 7 days of history'},
  terminal: {zh: 'Web 终端', en: 'Web terminal'},
  terminalNote: {zh: '进入任一容器的 Shell', en: 'a shell in any container'},
  monitor: {zh: '性能分析', en: 'Performance analysis'},
  monitorNote: {zh: '响应时间、吞吐率、错误率', en: 'latency, throughput, errors'},
} satisfies Record<string, Bilingual>;

const panels = [
  ['logs', 'logsNote'],
  ['terminal', 'terminalNote'],
  ['monitor', 'monitorNote'],
] as const;

/** Health checks acting on instances, and the browser views a developer debugs with. */
export default function AppOpsTroubleshoot(): ReactNode {
  const t = useIllustrationText(text);
  return (
    <Illustration label={t('label')} viewBox="0 0 720 320">
      <Box x={15} y={110} w={200} h={100} label={t('health')} labelY={140} />
      <text x="115" y="164" textAnchor="middle" className={ill.muted}>
        {t('healthNote1')}
      </text>
      <text x="115" y="186" textAnchor="middle" className={ill.muted}>
        {t('healthNote2')}
      </text>
      <Arrow d="M215 130 L263 90" />
      <Arrow d="M215 160 L263 160" />
      <Arrow d="M215 190 L263 230" />

      <Box x={250} y={20} w={220} h={280} rx={12} shape="soft" label={t('component')} labelY={46} />
      {(['instance1', 'instance2', 'instance3'] as const).map((key, i) => (
        <g key={key}>
          <rect x="265" y={66 + i * 70} width="190" height="48" rx="8" className={i < 2 ? ill.accent : ill.box} />
          <text x="360" y={95 + i * 70} textAnchor="middle" className={i < 2 ? ill.onAccent : ill.label}>
            {t(key)}
          </text>
        </g>
      ))}

      {panels.map(([title, note], i) => {
        const y = 40 + i * 90;
        return (
          <g key={title}>
            <Arrow d={`M470 ${y + 32} L503 ${y + 32}`} />
            <rect x="505" y={y} width="200" height="64" rx="8" className={ill.box} />
            <text x="605" y={y + 27} textAnchor="middle" className={ill.label}>
              {t(title)}
            </text>
            <text x="605" y={y + 48} textAnchor="middle" className={ill.muted}>
              {t(note)}
            </text>
          </g>
        );
      })}
    </Illustration>
  );
}
