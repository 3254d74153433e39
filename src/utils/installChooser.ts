// Which installation page fits the reader: a pure function of a few answers, the same decision the flowchart on
// /docs/installation/ draws. The InstallChooser component asks the questions; the unit test walks every answer.
import type {Bilingual} from '../data/bilingual';

export type Goal = 'try' | 'production';
/** What the reader already has to install on. */
export type Base = 'hosts' | 'self-built' | 'ack' | 'cce' | 'tke' | 'k3s' | 'rancher' | 'minikube';

export interface InstallAnswers {
  goal: Goal;
  /** The servers cannot reach the internet. */
  offline: boolean;
  base: Base;
  highAvailability: boolean;
}

export interface InstallChoice {
  /** Site path of the page to follow. */
  to: string;
  title: Bilingual;
  reason: Bilingual;
}

const helmBases: Record<Exclude<Base, 'hosts'>, {to: string; title: Bilingual}> = {
  'self-built': {
    to: '/docs/installation/install-with-helm/install-from-kubernetes',
    title: {zh: '基于自建 Kubernetes 安装', en: 'Install on self-built Kubernetes'},
  },
  ack: {
    to: '/docs/installation/install-with-helm/cloud/ack-install-with-helm',
    title: {zh: '基于阿里云 ACK 集群安装', en: 'Install on Alibaba Cloud ACK'},
  },
  cce: {
    to: '/docs/installation/install-with-helm/cloud/cce-install-with-helm',
    title: {zh: '基于华为云 CCE 集群安装', en: 'Install on Huawei Cloud CCE'},
  },
  tke: {to: '/tke/', title: {zh: '在腾讯云 TKE 上安装 Rainbond', en: 'Install Rainbond on Tencent Cloud TKE'}},
  k3s: {
    to: '/docs/installation/install-with-helm/other/k3s-install-with-helm',
    title: {zh: '在 K3s 上安装', en: 'Install on K3s'},
  },
  rancher: {
    to: '/docs/installation/install-with-helm/other/install-from-rancher',
    title: {zh: '在 Rancher 上安装', en: 'Install on Rancher'},
  },
  minikube: {
    to: '/docs/installation/install-with-helm/other/install-from-minikube',
    title: {zh: '在 Minikube 上安装', en: 'Install on Minikube'},
  },
};

export function chooseInstall({goal, offline, base, highAvailability}: InstallAnswers): InstallChoice {
  if (goal === 'try') {
    return {
      to: '/docs/quick-start/quick-install',
      title: {zh: '快速安装', en: 'Quick install'},
      reason: {
        zh: '只是体验或个人开发：一条命令在一台机器上用 Docker 运行完整的 Rainbond，几分钟即可打开控制台。',
        en: 'You are trying it out: one command runs all of Rainbond in Docker on one machine, and the console is up in minutes.',
      },
    };
  }
  if (offline) {
    return {
      to: '/docs/installation/offline/',
      title: {zh: '离线安装', en: 'Offline installation'},
      reason: {
        zh: '服务器不能访问互联网：在一台联网机器上准备镜像和 Chart，再带进内网，用 Helm 安装到已有的 Kubernetes 集群。',
        en: 'Your servers have no internet access: prepare the images and the chart on a connected machine, carry them in, and install with Helm on your Kubernetes cluster.',
      },
    };
  }
  if (base === 'hosts') {
    return highAvailability
      ? {
          to: '/docs/installation/ha-deployment/',
          title: {zh: '高可用安装 Rainbond 集群', en: 'Install a high-availability cluster'},
          reason: {
            zh: '只有 Linux 主机且要求高可用：先部署多节点 Kubernetes、共享存储和高可用数据库，再安装 Rainbond。',
            en: 'You have Linux hosts and need high availability: deploy multi-node Kubernetes, shared storage and an HA database first, then Rainbond.',
          },
        }
      : {
          to: '/docs/installation/install-with-ui/',
          title: {zh: '基于主机安装', en: 'Install on hosts'},
          reason: {
            zh: '只有 Linux 主机：在控制台的图形界面中添加主机，由 Rainbond 安装 Kubernetes 和平台。',
            en: 'You have Linux hosts only: add them in the console and Rainbond installs Kubernetes and the platform for you.',
          },
        };
  }
  const page = helmBases[base];
  return {
    ...page,
    reason: highAvailability
      ? {
          zh: '你已经有 Kubernetes 集群：用 Helm Chart 安装，并在 values 中开启 Cluster.enableHA，同时配置外部数据库、外部 Etcd 和 RWX 共享存储。',
          en: 'You already have a Kubernetes cluster: install with the Helm chart and turn on Cluster.enableHA in its values, with an external database, external Etcd and RWX shared storage.',
        }
      : {
          zh: '你已经有 Kubernetes 集群：用 Helm Chart 把 Rainbond 安装到集群中，不需要改动已有的工作负载。',
          en: 'You already have a Kubernetes cluster: the Helm chart installs Rainbond into it without touching your existing workloads.',
        },
  };
}

/** Every combination of answers, for the unit test and for the form's options. */
export const GOALS: Goal[] = ['try', 'production'];
export const BASES: Base[] = ['hosts', 'self-built', 'ack', 'cce', 'tke', 'k3s', 'rancher', 'minikube'];
