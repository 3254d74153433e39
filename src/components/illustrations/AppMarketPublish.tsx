import React, {type ReactNode} from 'react';
import Illustration, {Arrow, Box, ill, useIllustrationText} from '@site/src/components/Illustration';
import type {Bilingual} from '@site/src/data/bilingual';

const text = {
  label: {
    zh: '发布应用模板：一个正在运行的应用（Web、API、MySQL 三个组件）经过发布表单（版本号、环境变量、连接信息、伸缩规则），提交后同步镜像，生成应用模板；发布范围决定谁能安装它：当前团队、整个企业，或云端应用商店的所有用户。',
    en: 'Publishing an app template: a running app with Web, API and MySQL components goes through the publish form (version, environment variables, connection info, scaling rules); submitting syncs the images and produces an app template, and the publish scope decides who can install it: this team, every team in the enterprise, or all users of the cloud app store.',
  },
  running: {zh: '运行中的应用', en: 'Running app'},
  web: {zh: 'Web', en: 'Web'},
  api: {zh: 'API', en: 'API'},
  mysql: {zh: 'MySQL', en: 'MySQL'},
  form: {zh: '发布表单', en: 'Publish form'},
  version: {zh: '版本号 1.0', en: 'Version 1.0'},
  env: {zh: '环境变量', en: 'Environment variables'},
  conn: {zh: '连接信息', en: 'Connection info'},
  scaling: {zh: '伸缩规则', en: 'Scaling rules'},
  template: {zh: '应用模板', en: 'App template'},
  synced: {zh: '镜像已同步', en: 'Images synced'},
  team: {zh: '团队', en: 'Team'},
  teamNote: {zh: '仅本团队成员可安装', en: 'Members of this team'},
  enterprise: {zh: '企业', en: 'Enterprise'},
  enterpriseNote: {zh: '企业内所有团队可安装', en: 'Every team in the enterprise'},
  store: {zh: '云端应用商店', en: 'Cloud app store'},
  storeNote: {zh: '对接商店的所有用户', en: 'All connected users'},
  scope: {zh: '发布范围决定谁能安装这个模板', en: 'The publish scope decides who can install the template'},
} satisfies Record<string, Bilingual>;

const scopes = [
  {x: 40, title: 'team', note: 'teamNote'},
  {x: 260, title: 'enterprise', note: 'enterpriseNote'},
  {x: 480, title: 'store', note: 'storeNote'},
] as const;

/** A running app goes through the publish form to an app template, which lands in one of three scopes. */
export default function AppMarketPublish(): ReactNode {
  const t = useIllustrationText(text);
  return (
    <Illustration label={t('label')} viewBox="0 0 720 340">
      <Box x={20} y={30} w={200} h={150} rx={12} shape="soft" label={t('running')} labelY={54} />
      <Box x={36} y={70} w={76} h={36} rx={8} label={t('web')} />
      <Box x={128} y={70} w={76} h={36} rx={8} label={t('api')} />
      <Box x={78} y={130} w={84} h={36} rx={8} label={t('mysql')} />
      <path d="M74 106 L104 130" className={ill.line} />
      <path d="M166 106 L136 130" className={ill.line} />

      <Arrow d="M220 105 L258 105" />
      <Box x={260} y={30} w={200} h={150} rx={12} label={t('form')} labelY={56} />
      <path d="M276 68 L444 68" className={ill.line} />
      <text x="360" y="90" textAnchor="middle" className={ill.muted}>
        {t('version')}
      </text>
      <text x="360" y="114" textAnchor="middle" className={ill.muted}>
        {t('env')}
      </text>
      <text x="360" y="138" textAnchor="middle" className={ill.muted}>
        {t('conn')}
      </text>
      <text x="360" y="162" textAnchor="middle" className={ill.muted}>
        {t('scaling')}
      </text>

      <Arrow d="M460 105 L498 105" />
      <Box
        x={500}
        y={60}
        w={200}
        h={90}
        rx={12}
        shape="accent"
        label={t('template')}
        labelY={99}
        labelStyle="onAccent"
      />
      <text x="600" y="124" textAnchor="middle" className={ill.onAccent}>
        {t('synced')}
      </text>

      <path d="M600 150 L600 200 L140 200" className={ill.line} />
      {scopes.map((s) => (
        <g key={s.x}>
          <Arrow d={`M${s.x + 100} 200 L${s.x + 100} 234`} />
          <rect x={s.x} y="236" width="200" height="64" rx="10" className={ill.box} />
          <text x={s.x + 100} y="263" textAnchor="middle" className={ill.label}>
            {t(s.title)}
          </text>
          <text x={s.x + 100} y="285" textAnchor="middle" className={ill.muted}>
            {t(s.note)}
          </text>
        </g>
      ))}
      <text x="360" y="328" textAnchor="middle" className={ill.muted}>
        {t('scope')}
      </text>
    </Illustration>
  );
}
