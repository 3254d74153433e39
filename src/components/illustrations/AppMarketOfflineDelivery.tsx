import React, {type ReactNode} from 'react';
import Illustration, {Arrow, Box, ill, useIllustrationText} from '@site/src/components/Illustration';
import type {Bilingual} from '@site/src/data/bilingual';

const text = {
  label: {
    zh: '离线交付：在线开发环境中的应用模板可以导出为三种包：Rainbond 应用包（可升级、可回滚）交给装有 Rainbond 和 Kubernetes 的客户环境，Docker Compose 包（镜像加 compose 文件）交给 Docker Compose 主机，非容器包（启停脚本，无需 Docker）交给普通 Linux 服务器；离线包通过 U 盘或光盘带到现场。',
    en: 'Offline delivery: an app template in the online development environment exports as three kinds of package: a Rainbond app package (upgrade and roll back) for a customer running Rainbond and Kubernetes, a Docker Compose package (images and a compose file) for a Docker Compose host, and a non-container package (start and stop scripts, no Docker) for a plain Linux server; the packages travel on a USB drive or disc.',
  },
  dev: {zh: '开发环境', en: 'Development'},
  export: {zh: '导出', en: 'Export'},
  site: {zh: '客户现场（离线）', en: 'Customer site (offline)'},
  online: {zh: '在线 Rainbond', en: 'Online Rainbond'},
  template: {zh: '应用模板', en: 'App template'},
  ram: {zh: 'Rainbond 应用包', en: 'Rainbond app package'},
  ramNote: {zh: '可升级、可回滚', en: 'Upgrade and roll back'},
  compose: {zh: 'Docker Compose 包', en: 'Docker Compose package'},
  composeNote: {zh: '镜像 + compose 文件', en: 'Images and a compose file'},
  native: {zh: '非容器包', en: 'Non-container package'},
  nativeNote: {zh: '启停脚本，无需 Docker', en: 'Start/stop scripts, no Docker'},
  targetRam: {zh: 'Rainbond + Kubernetes', en: 'Rainbond + Kubernetes'},
  targetCompose: {zh: 'Docker Compose 主机', en: 'Docker Compose host'},
  targetNative: {zh: '普通 Linux 服务器', en: 'Plain Linux server'},
  media: {zh: '通过 U 盘或光盘带入隔离网络', en: 'Carried into the isolated network on a USB drive or disc'},
} satisfies Record<string, Bilingual>;

const rows = [
  {y: 40, name: 'ram', note: 'ramNote', target: 'targetRam'},
  {y: 142, name: 'compose', note: 'composeNote', target: 'targetCompose'},
  {y: 244, name: 'native', note: 'nativeNote', target: 'targetNative'},
] as const;

/** One app template exported as three package kinds, each landing on a different kind of offline customer site. */
export default function AppMarketOfflineDelivery(): ReactNode {
  const t = useIllustrationText(text);
  return (
    <Illustration label={t('label')} viewBox="0 0 720 360">
      <text x="105" y="24" textAnchor="middle" className={ill.muted}>
        {t('dev')}
      </text>
      <text x="355" y="24" textAnchor="middle" className={ill.muted}>
        {t('export')}
      </text>
      <text x="620" y="24" textAnchor="middle" className={ill.muted}>
        {t('site')}
      </text>

      <Box x={20} y={40} w={170} h={280} rx={12} shape="soft" label={t('online')} labelY={66} />
      <Box x={35} y={150} w={140} h={60} shape="accent" label={t('template')} labelStyle="onAccent" />

      {rows.map((r) => (
        <g key={r.y}>
          <Arrow d={`M175 180 L248 ${r.y + 38}`} />
          <rect x="250" y={r.y} width="210" height="76" rx="10" className={ill.box} />
          <text x="355" y={r.y + 33} textAnchor="middle" className={ill.label}>
            {t(r.name)}
          </text>
          <text x="355" y={r.y + 55} textAnchor="middle" className={ill.muted}>
            {t(r.note)}
          </text>
          <Arrow d={`M460 ${r.y + 38} L528 ${r.y + 38}`} />
          <rect x="530" y={r.y + 8} width="180" height="60" rx="10" className={ill.box} />
          <text x="620" y={r.y + 43} textAnchor="middle" className={ill.label}>
            {t(r.target)}
          </text>
        </g>
      ))}
      <text x="500" y="346" textAnchor="middle" className={ill.muted}>
        {t('media')}
      </text>
    </Illustration>
  );
}
