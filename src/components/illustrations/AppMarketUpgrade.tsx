import React, {type ReactNode} from 'react';
import Illustration, {Arrow, Box, ill, useIllustrationText} from '@site/src/components/Illustration';
import type {Bilingual} from '@site/src/data/bilingual';

const text = {
  label: {
    zh: '按版本升级：本地组件库里有同一个应用模板的 1.0、1.1 和 2.0 三个版本，2.0 被标记为 Release；测试团队的应用依次从 1.0 升级到 1.1、2.0，每次升级前先列出变更；生产团队只安装 Release 版本 2.0，出问题时可从升级记录回滚。',
    en: 'Upgrading by version: the local component library holds versions 1.0, 1.1 and 2.0 of one app template, with 2.0 marked Release; the app in the test team is upgraded from 1.0 to 1.1 and 2.0, each upgrade listing its changes first, while the production team installs only the Release version 2.0 and can roll back from the upgrade records.',
  },
  library: {zh: '本地组件库：同一个应用模板的多个版本', en: 'Local component library: versions of one app template'},
  v10: {zh: '版本 1.0', en: 'Version 1.0'},
  v11: {zh: '版本 1.1', en: 'Version 1.1'},
  v20: {zh: '版本 2.0', en: 'Version 2.0'},
  release: {zh: 'Release', en: 'Release'},
  test: {zh: '测试团队', en: 'Test team'},
  testApp: {zh: '测试应用：1.0 → 1.1 → 2.0', en: 'Test app: 1.0 → 1.1 → 2.0'},
  diff: {zh: '每次升级前先列出变更', en: 'Each upgrade lists its changes first'},
  prod: {zh: '生产团队', en: 'Production team'},
  prodApp: {zh: '生产应用：2.0', en: 'Production app: 2.0'},
  rollback: {zh: '出问题时从升级记录回滚', en: 'Roll back from the upgrade records'},
} satisfies Record<string, Bilingual>;

/** Template versions in the local component library, upgraded through a test team and released to production. */
export default function AppMarketUpgrade(): ReactNode {
  const t = useIllustrationText(text);
  return (
    <Illustration label={t('label')} viewBox="0 0 720 330">
      <Box x={20} y={16} w={680} h={124} rx={12} shape="soft" label={t('library')} labelY={42} />
      <Box x={60} y={60} w={160} h={60} label={t('v10')} />
      <Arrow d="M220 90 L278 90" />
      <Box x={280} y={60} w={160} h={60} label={t('v11')} />
      <Arrow d="M440 90 L498 90" />
      <Box x={500} y={60} w={160} h={60} shape="accent" label={t('v20')} labelY={86} labelStyle="onAccent" />
      <text x="580" y="108" textAnchor="middle" className={ill.onAccent}>
        {t('release')}
      </text>

      <rect x="20" y="186" width="320" height="130" rx="12" className={ill.soft} />
      <text x="40" y="210" className={ill.label}>
        {t('test')}
      </text>
      <Box x={40} y={226} w={280} h={44} label={t('testApp')} />
      <text x="180" y="298" textAnchor="middle" className={ill.muted}>
        {t('diff')}
      </text>

      <rect x="380" y="186" width="320" height="130" rx="12" className={ill.soft} />
      <text x="400" y="210" className={ill.label}>
        {t('prod')}
      </text>
      <Box x={400} y={226} w={280} h={44} label={t('prodApp')} />
      <text x="540" y="298" textAnchor="middle" className={ill.muted}>
        {t('rollback')}
      </text>

      <Arrow d="M140 120 L140 224" />
      <Arrow d="M360 120 L250 224" />
      <Arrow d="M580 120 L580 224" />
    </Illustration>
  );
}
