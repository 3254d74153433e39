import React, {type ReactNode} from 'react';
import Illustration, {Arrow, Box, ill, useIllustrationText} from '@site/src/components/Illustration';
import type {Bilingual} from '@site/src/data/bilingual';

const text = {
  label: {
    zh: '五种来源（源代码、jar 或 war 包、Dockerfile 或 Docker Compose、容器镜像、Kubernetes YAML 或 Helm）汇入 Rainbond，平台识别语言、构建镜像并滚动更新，最终成为应用中运行的组件。',
    en: 'Five inputs (source code, a jar or war package, a Dockerfile or Docker Compose file, a container image, Kubernetes YAML or a Helm chart) flow into Rainbond, which detects the language, builds an image and rolls it out as running components of an app.',
  },
  inputs: {zh: '你已有的东西', en: 'What you already have'},
  source: {zh: '源代码', en: 'Source code'},
  sourceNote: {zh: 'Java、Python、Node.js、PHP、Go…', en: 'Java, Python, Node.js, PHP, Go…'},
  pkg: {zh: 'jar / war 包', en: 'jar / war package'},
  dockerfile: {zh: 'Dockerfile / Compose', en: 'Dockerfile / Compose'},
  image: {zh: '容器镜像', en: 'Container image'},
  yaml: {zh: 'Kubernetes YAML / Helm', en: 'Kubernetes YAML / Helm'},
  rainbond: {zh: 'Rainbond', en: 'Rainbond'},
  detect: {zh: '识别语言', en: 'Detect language'},
  build: {zh: '构建镜像', en: 'Build image'},
  roll: {zh: '滚动更新', en: 'Rolling update'},
  app: {zh: '应用', en: 'App'},
  component: {zh: '组件', en: 'Component'},
  workload: {zh: '组件即 Kubernetes 工作负载', en: 'each one a Kubernetes workload'},
} satisfies Record<string, Bilingual>;

const inputs = ['source', 'pkg', 'dockerfile', 'image', 'yaml'] as const;

/** Every common input format converges on one build service and ends as running components. */
export default function DevopsBuildSources(): ReactNode {
  const t = useIllustrationText(text);
  return (
    <Illustration label={t('label')} viewBox="0 0 720 340">
      <text x="130" y="26" textAnchor="middle" className={ill.muted}>
        {t('inputs')}
      </text>
      {inputs.map((key, i) => {
        const y = 40 + i * 58;
        return (
          <g key={key}>
            <rect x="20" y={y} width="220" height={key === 'source' ? 48 : 42} rx="8" className={ill.box} />
            <text x="130" y={key === 'source' ? y + 21 : y + 26} textAnchor="middle" className={ill.label}>
              {t(key)}
            </text>
            {key === 'source' && (
              <text x="130" y={y + 39} textAnchor="middle" className={ill.muted}>
                {t('sourceNote')}
              </text>
            )}
            <Arrow d={`M240 ${y + 21} L298 ${128 + i * 20}`} />
          </g>
        );
      })}

      <Box
        x={300}
        y={80}
        w={170}
        h={190}
        rx={12}
        shape="accent"
        label={t('rainbond')}
        labelY={110}
        labelStyle="onAccent"
      />
      <Box x={318} y={126} w={134} h={36} rx={6} label={t('detect')} />
      <Box x={318} y={172} w={134} h={36} rx={6} label={t('build')} />
      <Box x={318} y={218} w={134} h={36} rx={6} label={t('roll')} />
      <Arrow d="M470 175 L528 175" />

      <Box x={530} y={60} w={170} h={230} rx={12} shape="soft" label={t('app')} labelY={86} />
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <rect x="550" y={102 + i * 54} width="130" height="40" rx="8" className={ill.box} />
          <text x="615" y={127 + i * 54} textAnchor="middle" className={ill.label}>
            {t('component')}
          </text>
        </g>
      ))}
      <text x="615" y="314" textAnchor="middle" className={ill.muted}>
        {t('workload')}
      </text>
    </Illustration>
  );
}
