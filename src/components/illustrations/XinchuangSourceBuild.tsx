import React, {type ReactNode} from 'react';
import Illustration, {Arrow, Box, ill, useIllustrationText} from '@site/src/components/Illustration';
import type {Bilingual} from '@site/src/data/bilingual';

const text = {
  label: {
    zh: '不改代码迁移：源代码从代码仓库进入，创建组件时在 x86_64 和 arm64 之间选择 arm64，构建过程识别语言、准备 arm64 运行环境并编译，结果运行在 arm64 节点上；Jar、War 包与架构无关，容器镜像则拉取 arm64/v8 版本，同样运行在 arm64 节点上；架构记录在构建源页面，之后可以修改。',
    en: 'Migrating without code changes: source code comes from a Git repository, arm64 is chosen over x86_64 when the component is created, and the builder detects the language, fetches an arm64 runtime and compiles, so the app runs on an arm64 node; Jar and War packages do not depend on the architecture and container images use their arm64/v8 variant, landing on the same node; the architecture is recorded on the build source page and can be changed later.',
  },
  source: {zh: '源代码', en: 'Source code'},
  repo: {zh: '代码仓库', en: 'Git repository'},
  arch: {zh: '选择架构', en: 'Architecture'},
  x86: {zh: 'x86_64', en: 'x86_64'},
  arm: {zh: 'arm64', en: 'arm64'},
  builder: {zh: '源码构建', en: 'Builder'},
  detect: {zh: '识别语言', en: 'Detect language'},
  runtime: {zh: '准备 arm64 运行环境', en: 'Fetch arm64 runtime'},
  compile: {zh: '编译打包', en: 'Compile'},
  node: {zh: 'arm64 节点', en: 'arm64 node'},
  noChange: {zh: '无需改代码', en: 'No code changes'},
  other: {zh: 'Jar、War 软件包，或容器镜像', en: 'Jar or War package, or a container image'},
  otherNote: {
    zh: '软件包与架构无关；镜像使用 arm64/v8 版本',
    en: 'Packages run on any architecture; images use the arm64/v8 variant',
  },
  recorded: {
    zh: '架构记录在组件的构建源页面，之后可以修改并重新构建',
    en: 'The architecture is recorded on the build source page and can be changed',
  },
} satisfies Record<string, Bilingual>;

/** Source code built for arm64 by choosing the architecture, beside packages and images taking the same route. */
export default function XinchuangSourceBuild(): ReactNode {
  const t = useIllustrationText(text);
  return (
    <Illustration label={t('label')} viewBox="0 0 720 300">
      <Box x={20} y={60} w={130} h={64} label={t('source')} labelY={88} />
      <text x="85" y="110" textAnchor="middle" className={ill.muted}>
        {t('repo')}
      </text>
      <Arrow d="M150 92 L188 92" />

      <Box x={190} y={30} w={150} h={124} label={t('arch')} labelY={54} />
      <Box x={205} y={66} w={120} h={32} rx={8} shape="soft" label={t('x86')} labelStyle="muted" />
      <Box x={205} y={108} w={120} h={32} rx={8} shape="accent" label={t('arm')} labelStyle="onAccent" />
      <Arrow d="M340 92 L378 92" />

      <Box x={380} y={30} w={150} h={124} label={t('builder')} labelY={56} />
      <text x="455" y="84" textAnchor="middle" className={ill.muted}>
        {t('detect')}
      </text>
      <text x="455" y="108" textAnchor="middle" className={ill.muted}>
        {t('runtime')}
      </text>
      <text x="455" y="132" textAnchor="middle" className={ill.muted}>
        {t('compile')}
      </text>
      <Arrow d="M530 92 L558 92" />

      <rect x="560" y="30" width="145" height="234" rx="12" className={ill.accent} />
      <text x="632" y="142" textAnchor="middle" className={ill.onAccent}>
        {t('node')}
      </text>
      <text x="632" y="166" textAnchor="middle" className={ill.onAccent}>
        {t('noChange')}
      </text>

      <Box x={20} y={200} w={510} h={64} label={t('other')} labelY={226} />
      <text x="275" y="248" textAnchor="middle" className={ill.muted}>
        {t('otherNote')}
      </text>
      <Arrow d="M530 232 L558 232" />

      <text x="360" y="290" textAnchor="middle" className={ill.muted}>
        {t('recorded')}
      </text>
    </Illustration>
  );
}
