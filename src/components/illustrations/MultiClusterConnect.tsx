import React, {type ReactNode} from 'react';
import Illustration, {Arrow, Box, ill, useIllustrationText} from '@site/src/components/Illustration';
import type {Bilingual} from '@site/src/data/bilingual';

const text = {
  label: {
    zh: 'Rainbond 控制台通过集群 API（8443 端口）和 WebSocket（6060 端口）连接五类集群：自建 Kubernetes、阿里云 ACK、华为云 CCE、腾讯云 TKE，以及由控制台自动安装 Kubernetes 的 Linux 服务器；底部列出在控制台中对每个集群可做的管理：节点状态、资源限额、标签与污点、Kubernetes Dashboard。',
    en: 'The Rainbond console connects over the cluster API on port 8443 and WebSocket on port 6060 to five kinds of clusters: self-built Kubernetes, Alibaba Cloud ACK, Huawei Cloud CCE, Tencent Cloud TKE, and Linux servers where the console installs Kubernetes for you; a band underneath lists what you manage for each cluster: node status, resource quota, labels and taints, and the Kubernetes Dashboard.',
  },
  console: {zh: 'Rainbond 控制台', en: 'Rainbond console'},
  consoleSub: {zh: '所有集群一处管理', en: 'Every cluster in one place'},
  link: {zh: 'API :8443，WebSocket :6060', en: 'API :8443, WebSocket :6060'},
  self: {zh: '自建 K8s', en: 'Self-built K8s'},
  ack: {zh: '阿里云 ACK', en: 'Alibaba ACK'},
  cce: {zh: '华为云 CCE', en: 'Huawei CCE'},
  tke: {zh: '腾讯云 TKE', en: 'Tencent TKE'},
  linux: {zh: 'Linux 服务器', en: 'Linux servers'},
  helm: {zh: 'Helm 安装', en: 'Helm chart'},
  hosts: {zh: '自动安装 K8s', en: 'K8s installed'},
  ops: {
    zh: '节点状态、资源限额、标签与污点、Kubernetes Dashboard',
    en: 'Node status, resource quota, labels and taints, Kubernetes Dashboard',
  },
} satisfies Record<string, Bilingual>;

const clusters = [
  {x: 10, name: 'self', how: 'helm'},
  {x: 150, name: 'ack', how: 'helm'},
  {x: 290, name: 'cce', how: 'helm'},
  {x: 430, name: 'tke', how: 'helm'},
  {x: 570, name: 'linux', how: 'hosts'},
] as const;

/** One console on top, a bus down to five kinds of Kubernetes clusters, and the per-cluster management below. */
export default function MultiClusterConnect(): ReactNode {
  const t = useIllustrationText(text);
  return (
    <Illustration label={t('label')} viewBox="0 0 720 340">
      <Box x={240} y={16} w={240} h={64} shape="accent" label={t('console')} labelY={44} labelStyle="onAccent" />
      <text x="360" y="66" textAnchor="middle" className={ill.onAccent}>
        {t('consoleSub')}
      </text>
      <path d="M360 80 L360 140" className={ill.line} />
      <text x="372" y="114" className={ill.muted}>
        {t('link')}
      </text>
      <path d="M74 140 L634 140" className={ill.line} />
      {clusters.map((c) => (
        <g key={c.name}>
          <Arrow d={`M${c.x + 64} 140 L${c.x + 64} 196`} />
          <rect x={c.x} y="198" width="128" height="72" rx="10" className={ill.box} />
          <text x={c.x + 64} y="228" textAnchor="middle" className={ill.label}>
            {t(c.name)}
          </text>
          <text x={c.x + 64} y="250" textAnchor="middle" className={ill.muted}>
            {t(c.how)}
          </text>
        </g>
      ))}
      <Box x={10} y={292} w={688} h={36} rx={8} shape="soft" label={t('ops')} labelStyle="muted" />
    </Illustration>
  );
}
