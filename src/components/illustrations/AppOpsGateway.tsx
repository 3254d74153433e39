import React, {type ReactNode} from 'react';
import Illustration, {Arrow, Box, ill, useIllustrationText} from '@site/src/components/Illustration';
import type {Bilingual} from '@site/src/data/bilingual';

const text = {
  label: {
    zh: '内置应用网关：用户请求进入 rbd-gateway，由访问策略分流：按域名转到前端；同一路径 /api 按权重拆分，90 转到后端 v1，10 转到处于灰度发布中的后端 v2。HTTPS 证书可以上传，也可以自动签发。',
    en: 'The built-in app gateway: user requests enter rbd-gateway and access policies route them, by domain to the frontend, while the same path /api is split by weight, 90 to backend v1 and 10 to backend v2 in a canary release. HTTPS certificates are uploaded or issued automatically.',
  },
  users: {zh: '用户', en: 'Users'},
  gateway: {zh: '应用网关', en: 'App gateway'},
  rbd: {zh: 'rbd-gateway', en: 'rbd-gateway'},
  cert: {zh: 'HTTPS 证书', en: 'HTTPS certificate'},
  certNote: {zh: '上传或自动签发', en: 'uploaded or auto-issued'},
  policies: {zh: '访问策略', en: 'Access policies'},
  rule1: {zh: '域名 www.example.com', en: 'Domain www.example.com'},
  rule2: {zh: '路径 /api · 权重 90', en: 'Path /api · weight 90'},
  rule3: {zh: '路径 /api · 权重 10', en: 'Path /api · weight 10'},
  frontend: {zh: '前端', en: 'Frontend'},
  v1: {zh: '后端 v1', en: 'Backend v1'},
  v2: {zh: '后端 v2', en: 'Backend v2'},
  canary: {zh: '灰度发布', en: 'canary release'},
} satisfies Record<string, Bilingual>;

const rules = [
  ['rule1', 'frontend'],
  ['rule2', 'v1'],
  ['rule3', 'v2'],
] as const;

/** North-south traffic through the app gateway: routing rules, weights for a canary, and certificates. */
export default function AppOpsGateway(): ReactNode {
  const t = useIllustrationText(text);
  return (
    <Illustration label={t('label')} viewBox="0 0 720 320">
      <Box x={15} y={124} w={100} h={52} rx={26} label={t('users')} />
      <Arrow d="M115 150 L153 150" />

      <Box
        x={155}
        y={110}
        w={150}
        h={80}
        rx={12}
        shape="accent"
        label={t('gateway')}
        labelY={145}
        labelStyle="onAccent"
      />
      <text x="230" y="168" textAnchor="middle" className={ill.onAccent}>
        {t('rbd')}
      </text>
      <path d="M230 190 L230 232" className={ill.line} />
      <Box x={155} y={232} w={150} h={60} rx={8} label={t('cert')} labelY={257} />
      <text x="230" y="277" textAnchor="middle" className={ill.muted}>
        {t('certNote')}
      </text>

      <text x="440" y="32" textAnchor="middle" className={ill.muted}>
        {t('policies')}
      </text>
      {rules.map(([rule, target], i) => {
        const y = 48 + i * 90;
        return (
          <g key={rule}>
            <Arrow d={`M305 150 L343 ${y + 26}`} />
            <rect x="345" y={y} width="190" height="52" rx="8" className={ill.box} />
            <text x="440" y={y + 31} textAnchor="middle" className={ill.label}>
              {t(rule)}
            </text>
            <Arrow d={`M535 ${y + 26} L573 ${y + 26}`} />
            <rect x="575" y={y} width="130" height="52" rx="8" className={target === 'v2' ? ill.soft : ill.box} />
            <text x="640" y={target === 'v2' ? y + 24 : y + 31} textAnchor="middle" className={ill.label}>
              {t(target)}
            </text>
            {target === 'v2' && (
              <text x="640" y={y + 42} textAnchor="middle" className={ill.muted}>
                {t('canary')}
              </text>
            )}
          </g>
        );
      })}
    </Illustration>
  );
}
