import React, {type ReactNode} from 'react';
import Illustration, {Arrow, Box, ill, useIllustrationText} from '@site/src/components/Illustration';
import type {Bilingual} from '@site/src/data/bilingual';

const text = {
  label: {
    zh: '快速复制：开发团队中基于 dev 分支的应用（前端、后端、数据库及其依赖）被复制到测试团队，复制时把构建源切换到 testing 分支；配置随之复制，依赖关系重建，组件自动构建并启动。',
    en: 'Quick copy: an app in the dev team built from the dev branch (frontend, backend, database and their dependencies) is copied into the test team with its build sources switched to the testing branch; configuration comes along, dependencies are recreated, and the components build and start on their own.',
  },
  devTeam: {zh: '开发团队 · dev 分支', en: 'Dev team · dev branch'},
  testTeam: {zh: '测试团队 · testing 分支', en: 'Test team · testing branch'},
  frontend: {zh: '前端', en: 'Frontend'},
  backend: {zh: '后端', en: 'Backend'},
  database: {zh: '数据库', en: 'Database'},
  copy: {zh: '快速复制', en: 'Quick copy'},
  change1: {zh: '可改分支', en: 'change branch'},
  change2: {zh: '或镜像 tag', en: 'or image tag'},
  result: {
    zh: '配置随之复制，依赖关系重建，组件自动构建并启动',
    en: 'Configuration copied, dependencies recreated, components built and started',
  },
} satisfies Record<string, Bilingual>;

const parts = ['frontend', 'backend', 'database'] as const;

function TeamApp({x, title, t}: {x: number; title: string; t: (k: keyof typeof text) => string}): ReactNode {
  return (
    <g>
      <rect x={x} y="30" width="250" height="240" rx="12" className={ill.soft} />
      <text x={x + 125} y="58" textAnchor="middle" className={ill.label}>
        {title}
      </text>
      {parts.map((part, i) => (
        <g key={part}>
          <rect x={x + 50} y={78 + i * 64} width="150" height="42" rx="8" className={ill.box} />
          <text x={x + 125} y={104 + i * 64} textAnchor="middle" className={ill.label}>
            {t(part)}
          </text>
          {i < parts.length - 1 && <Arrow d={`M${x + 125} ${120 + i * 64} L${x + 125} ${140 + i * 64}`} />}
        </g>
      ))}
    </g>
  );
}

/** Quick copy of a whole app from one team (and branch) to another. */
export default function DevopsEnvCopy(): ReactNode {
  const t = useIllustrationText(text);
  return (
    <Illustration label={t('label')} viewBox="0 0 720 320">
      <TeamApp x={15} title={t('devTeam')} t={t} />
      <Arrow d="M265 150 L293 150" />
      <Box x={295} y={112} w={130} h={76} shape="accent" label={t('copy')} labelY={156} labelStyle="onAccent" />
      <text x="360" y="210" textAnchor="middle" className={ill.muted}>
        {t('change1')}
      </text>
      <text x="360" y="228" textAnchor="middle" className={ill.muted}>
        {t('change2')}
      </text>
      <Arrow d="M425 150 L453 150" />
      <TeamApp x={455} title={t('testTeam')} t={t} />
      <text x="360" y="302" textAnchor="middle" className={ill.muted}>
        {t('result')}
      </text>
    </Illustration>
  );
}
