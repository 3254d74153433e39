import React, {type ReactNode} from 'react';
import Illustration, {Arrow, Box, ill, useIllustrationText} from '@site/src/components/Illustration';
import type {Bilingual} from '@site/src/data/bilingual';

const text = {
  label: {
    zh: '安装来源：开源应用商店（80 多个开源应用，在线安装）和本地组件库（企业内部发布的模板，也可离线导入）都出现在控制台的应用市场中；选择版本后安装到某个团队的应用里，组件自动启动。',
    en: 'Where installs come from: the open-source app store (80+ open-source apps, installed online) and the local component library (templates published inside the enterprise, or imported offline) both appear in the console app market; you pick a version and install it into an app in a team, and its components start automatically.',
  },
  store: {zh: '开源应用商店', en: 'Open-source app store'},
  storeNote: {zh: '80 多个开源应用，在线安装', en: '80+ open-source apps, online'},
  library: {zh: '本地组件库', en: 'Local component library'},
  libraryNote: {zh: '企业内部发布，或离线导入', en: 'Published in-house or imported'},
  market: {zh: '应用市场', en: 'App market'},
  pick: {zh: '选择版本', en: 'Pick a version'},
  install: {zh: '安装', en: 'Install'},
  team: {zh: '团队', en: 'Team'},
  app: {zh: '应用', en: 'App'},
  component: {zh: '组件', en: 'Component'},
  starts: {zh: '安装后自动启动', en: 'Starts automatically'},
} satisfies Record<string, Bilingual>;

/** The open-source app store and the local component library feed the console app market, which installs into a team. */
export default function AppMarketSources(): ReactNode {
  const t = useIllustrationText(text);
  return (
    <Illustration label={t('label')} viewBox="0 0 720 320">
      <Box x={20} y={40} w={220} h={84} label={t('store')} labelY={76} />
      <text x="130" y="100" textAnchor="middle" className={ill.muted}>
        {t('storeNote')}
      </text>
      <Box x={20} y={190} w={220} h={84} label={t('library')} labelY={226} />
      <text x="130" y="250" textAnchor="middle" className={ill.muted}>
        {t('libraryNote')}
      </text>

      <Arrow d="M240 82 L288 140" />
      <Arrow d="M240 232 L288 176" />
      <Box
        x={290}
        y={116}
        w={150}
        h={84}
        rx={12}
        shape="accent"
        label={t('market')}
        labelY={152}
        labelStyle="onAccent"
      />
      <text x="365" y="176" textAnchor="middle" className={ill.onAccent}>
        {t('pick')}
      </text>

      <Arrow d="M440 158 L498 158" />
      <text x="469" y="148" textAnchor="middle" className={ill.muted}>
        {t('install')}
      </text>
      <Box x={500} y={24} w={200} h={272} rx={12} shape="soft" label={t('team')} labelY={48} />
      <Box x={520} y={62} w={160} h={196} label={t('app')} labelY={86} />
      {[100, 150, 200].map((y) => (
        <g key={y}>
          <rect x="540" y={y} width="120" height="36" rx="8" className={ill.soft} />
          <text x="600" y={y + 23} textAnchor="middle" className={ill.muted}>
            {t('component')}
          </text>
        </g>
      ))}
      <text x="600" y="280" textAnchor="middle" className={ill.muted}>
        {t('starts')}
      </text>
    </Illustration>
  );
}
