import React, {type ReactNode} from 'react';
import Illustration, {Arrow, Box, ill, useIllustrationText} from '@site/src/components/Illustration';
import type {Bilingual} from '@site/src/data/bilingual';

const text = {
  label: {
    zh: '控制台中的应用视图：左侧拓扑图显示前端、后端、缓存、数据库四个组件及其依赖，后端叠放表示多个实例；点击组件打开右侧操作面板（构建、更新、重启、伸缩、Web 终端、日志）；底部的操作记录保存每位团队成员的每一次操作。',
    en: 'The app view in the console: on the left, a topology of four components (frontend, backend, cache, database) and their dependencies, with the backend stacked to show several instances; clicking a component opens the action panel on the right (build, update, restart, scale, web terminal, logs); along the bottom, the operation history records every action of every team member.',
  },
  topology: {zh: '应用拓扑', en: 'App topology'},
  frontend: {zh: '前端', en: 'Frontend'},
  backend: {zh: '后端', en: 'Backend'},
  cache: {zh: '缓存', en: 'Cache'},
  database: {zh: '数据库', en: 'Database'},
  running: {zh: '● 运行中', en: '● running'},
  instances: {zh: '3 个实例', en: '3 instances'},
  actions: {zh: '组件操作', en: 'Component actions'},
  build: {zh: '构建', en: 'Build'},
  update: {zh: '更新', en: 'Update'},
  restart: {zh: '重启', en: 'Restart'},
  scale: {zh: '伸缩', en: 'Scale'},
  terminal: {zh: 'Web 终端', en: 'Web terminal'},
  logs: {zh: '日志', en: 'Logs'},
  history: {
    zh: '操作记录：谁在什么时间做了什么，团队成员的每一次操作都有据可查',
    en: 'Operation history: who did what and when, for every team member',
  },
} satisfies Record<string, Bilingual>;

const actions = ['build', 'update', 'restart', 'scale', 'terminal', 'logs'] as const;

/** App-level operations: topology with live status, per-component actions, and the shared operation history. */
export default function AppOpsConsole(): ReactNode {
  const t = useIllustrationText(text);
  const node = (x: number, y: number, key: keyof typeof text) => (
    <g>
      <rect x={x} y={y} width="130" height="46" rx="8" className={ill.accent} />
      <text x={x + 65} y={y + 22} textAnchor="middle" className={ill.onAccent}>
        {t(key)}
      </text>
      <text x={x + 65} y={y + 38} textAnchor="middle" className={ill.onAccent}>
        {t('running')}
      </text>
    </g>
  );
  return (
    <Illustration label={t('label')} viewBox="0 0 720 340">
      <rect x="15" y="20" width="365" height="236" rx="12" className={ill.soft} />
      <text x="35" y="46" className={ill.label}>
        {t('topology')}
      </text>
      {node(40, 70, 'frontend')}
      <rect x="232" y="62" width="130" height="46" rx="8" className={ill.box} />
      <rect x="226" y="66" width="130" height="46" rx="8" className={ill.box} />
      {node(220, 70, 'backend')}
      <text x="295" y="150" className={ill.muted}>
        {t('instances')}
      </text>
      {node(40, 180, 'cache')}
      {node(220, 180, 'database')}
      <Arrow d="M170 93 L218 93" />
      <Arrow d="M285 116 L285 178" />
      <Arrow d="M240 116 L160 178" />

      <rect x="405" y="20" width="300" height="236" rx="12" className={ill.box} />
      <text x="425" y="46" className={ill.label}>
        {t('actions')}
      </text>
      {actions.map((key, i) => {
        const x = 425 + (i % 2) * 140;
        const y = 66 + Math.floor(i / 2) * 60;
        return (
          <g key={key}>
            <rect x={x} y={y} width="126" height="42" rx="6" className={ill.soft} />
            <text x={x + 63} y={y + 26} textAnchor="middle" className={ill.label}>
              {t(key)}
            </text>
          </g>
        );
      })}
      <Arrow d="M364 93 L403 93" />

      <Box x={15} y={276} w={690} h={48} label={t('history')} labelStyle="text" />
    </Illustration>
  );
}
