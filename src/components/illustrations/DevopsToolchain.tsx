import React, {type ReactNode} from 'react';
import Illustration, {Arrow, Box, ill, useIllustrationText} from '@site/src/components/Illustration';
import type {Bilingual} from '@site/src/data/bilingual';

const text = {
  label: {
    zh: 'Rainbond 居中负责构建与部署，四周连接团队已有的工具：GitHub、GitLab、Gitee 代码仓库，浏览器中的 OpenVSCode Web IDE，调用构建 API 的 GitLab CI 或 Jenkins，Maven 构建中的 SonarQube 扫描，Nexus、Artifactory 制品仓库，以及基于 GitLab CI 的 Pipeline 插件。',
    en: 'Rainbond sits in the middle and builds and deploys, connected to the tools a team already runs: GitHub, GitLab and Gitee repositories, an OpenVSCode web IDE in the browser, GitLab CI or Jenkins calling the build API, SonarQube scanning inside the Maven build, Nexus and Artifactory artifact repositories, and the Pipeline plugin built on GitLab CI.',
  },
  rainbond: {zh: 'Rainbond', en: 'Rainbond'},
  core: {zh: '构建与部署', en: 'build and deploy'},
  git: {zh: '代码仓库', en: 'Git repositories'},
  gitNote: {zh: 'GitHub、GitLab、Gitee，OAuth 对接', en: 'GitHub, GitLab, Gitee via OAuth'},
  ide: {zh: 'Web IDE', en: 'Web IDE'},
  ideNote: {zh: '浏览器中的 OpenVSCode', en: 'OpenVSCode in the browser'},
  ci: {zh: '外部 CI', en: 'External CI'},
  ciNote: {zh: 'GitLab CI 或 Jenkins 调用 API', en: 'GitLab CI or Jenkins calls the API'},
  scan: {zh: '代码扫描', en: 'Code scanning'},
  scanNote: {zh: 'Maven 构建中运行 SonarQube', en: 'SonarQube in the Maven build'},
  artifacts: {zh: '制品仓库', en: 'Artifact repositories'},
  artifactsNote: {zh: 'Nexus、Artifactory', en: 'Nexus, Artifactory'},
  pipeline: {zh: 'Pipeline 插件', en: 'Pipeline plugin'},
  pipelineNote: {zh: '基于 GitLab CI 与 Runner', en: 'stages on GitLab CI and Runner'},
} satisfies Record<string, Bilingual>;

const left = [
  ['git', 'gitNote'],
  ['ide', 'ideNote'],
  ['ci', 'ciNote'],
] as const;
const right = [
  ['scan', 'scanNote'],
  ['artifacts', 'artifactsNote'],
  ['pipeline', 'pipelineNote'],
] as const;

/** The existing toolchain around Rainbond's build and deploy core. */
export default function DevopsToolchain(): ReactNode {
  const t = useIllustrationText(text);
  const tool = (x: number, y: number, title: keyof typeof text, note: keyof typeof text) => (
    <g key={title}>
      <rect x={x} y={y} width="230" height="64" rx="8" className={ill.box} />
      <text x={x + 115} y={y + 27} textAnchor="middle" className={ill.label}>
        {t(title)}
      </text>
      <text x={x + 115} y={y + 48} textAnchor="middle" className={ill.muted}>
        {t(note)}
      </text>
    </g>
  );
  return (
    <Illustration label={t('label')} viewBox="0 0 720 320">
      {left.map(([title, note], i) => tool(15, 30 + i * 96, title, note))}
      {right.map(([title, note], i) => tool(475, 30 + i * 96, title, note))}
      <Box
        x={285}
        y={115}
        w={150}
        h={90}
        rx={12}
        shape="accent"
        label={t('rainbond')}
        labelY={154}
        labelStyle="onAccent"
      />
      <text x="360" y="178" textAnchor="middle" className={ill.onAccent}>
        {t('core')}
      </text>
      <Arrow d="M245 62 L283 130" />
      <Arrow d="M245 158 L283 160" />
      <Arrow d="M245 254 L283 190" />
      <Arrow d="M473 62 L437 130" />
      <Arrow d="M473 158 L437 160" />
      <Arrow d="M473 254 L437 190" />
    </Illustration>
  );
}
