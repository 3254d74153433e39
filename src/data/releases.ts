// Every release with a notes page under /community/change/. The change index and the home page read this list,
// so the latest version is stated in one place only.
import type {Bilingual} from './bilingual';
export interface Release {
  /** Semantic version without the "v" and "-release", e.g. '5.15.3'. */
  version: string;
  /** ISO date (YYYY-MM-DD) when the facts give one, else null. */
  date: string | null;
  /** False for a page that exists but is not listed in the community sidebar (facts: in_sidebar). */
  listed: boolean;
  /** One sentence on what the release is about, in both languages (written fresh from the facts). */
  summary: Bilingual;
  /** Two to four short highlight phrases (the release's main topics), in both languages. */
  highlights: Bilingual<string[]>;
}

// No release notes page states a release date, so every `date` is null.
export const releases: Release[] = [
  {
    version: '5.15.3',
    date: null,
    listed: true,
    summary: {
      zh: 'Rainbond 5.15.3 只包含一项修复：多个源码组件同时构建时失败的问题已得到解决。',
      en: 'A single-fix release that stops concurrent builds of several source-code components from failing.',
    },
    highlights: {
      zh: ['单项修复版本', '修复多个源码组件并发构建失败'],
      en: ['Single-fix release', 'Concurrent source-code builds fixed'],
    },
  },
  {
    version: '5.15.2',
    date: null,
    listed: true,
    summary: {
      zh: 'Rainbond 5.15.2 让无法访问代码仓库的离线环境也能上传源码压缩包构建，为 Node.js 前端项目提供默认与 Docker 两种构建方式，并自动清理旧的构建镜像。',
      en: 'Lets offline sites build from an uploaded source archive, gives Node.js front-ends a default and a Docker build mode, and prunes old build images automatically.',
    },
    highlights: {
      zh: ['上传源码包构建', 'Node.js 前端两种构建模式', '自动清理旧版本镜像'],
      en: [
        'Build from an uploaded source archive',
        'Two build modes for Node.js front-ends',
        'Automatic cleanup of old build images',
      ],
    },
  },
  {
    version: '5.15.1',
    date: null,
    listed: true,
    summary: {
      zh: 'Rainbond 5.15.1 以问题修复和体验打磨为主：主机安装前会先检查节点连通性，Helm 命令安装省去重复添加仓库的步骤，构建缓存改为全局共享。',
      en: 'Mostly fixes and polish: host installs check node connectivity first, Helm command installs skip re-adding the repo, and the build cache is shared globally.',
    },
    highlights: {
      zh: ['主机安装预检节点连通性', 'Helm 命令一键安装', '全局共享构建缓存'],
      en: [
        'Node connectivity pre-check for host installs',
        'One-click Helm command install',
        'Globally shared build cache',
      ],
    },
  },
  {
    version: '5.15.0',
    date: null,
    listed: true,
    summary: {
      zh: 'Rainbond 5.15.0 着重提升构建速度、降低构建时的内存占用，并将支持的 Kubernetes 版本上限从 1.25 提高到 1.27。',
      en: 'Speeds up builds and cuts their memory use, and raises the newest supported Kubernetes version from 1.25 to 1.27.',
    },
    highlights: {
      zh: ['复制命令安装开源应用商店应用', '支持 Kubernetes 1.26 与 1.27', '构建速度大幅提升'],
      en: ['Install app store apps with a copied command', 'Kubernetes 1.26 and 1.27 support', 'Much faster builds'],
    },
  },
  {
    version: '5.14.2',
    date: null,
    listed: true,
    summary: {
      zh: 'Rainbond 5.14.2 推出信创版本，帮助应用迁移到国产 CPU 与操作系统之上，应用可发布为多架构模板并在信创环境中一键安装。',
      en: 'Introduces the Xinchuang edition for moving applications onto Chinese CPUs and operating systems, with multi-architecture app templates that install in one click.',
    },
    highlights: {
      zh: ['一云多芯异构集群', '国产 CPU 与操作系统适配', '存量应用迁移到 arm64', '应用市场支持 arm64'],
      en: [
        'Mixed-architecture clusters',
        'Chinese CPU and OS compatibility',
        'Migrating existing apps to arm64',
        'arm64 apps in the app market',
      ],
    },
  },
  {
    version: '5.14.1',
    date: null,
    listed: true,
    summary: {
      zh: 'Rainbond 5.14.1 着力降低上手门槛：控制台镜像更小、启动更快，新增部署引导页，源码构建改为分步配置，构建与运行错误直接显示在事件列表中。',
      en: 'Makes getting started easier with a smaller, faster-starting console image, a deployment guide page, step-by-step source build setup, and build or runtime errors shown in the event list.',
    },
    highlights: {
      zh: ['快速安装镜像缩小约 60%', '团队视图部署引导页', '源码构建分步配置'],
      en: [
        'Quick-install image about 60% smaller',
        'Deployment guide in the team view',
        'Step-by-step source build setup',
      ],
    },
  },
  {
    version: '5.14.0',
    date: null,
    listed: true,
    summary: {
      zh: 'Rainbond 5.14.0 升级了各语言的构建环境，并支持在删除应用时一并清理它的全部资源。',
      en: 'Upgrades the language buildpacks and lets an app be deleted together with all of its resources.',
    },
    highlights: {
      zh: ['构建基础镜像升级到 Ubuntu 22.04', '多语言构建版本更新', '删除应用时清理全部资源'],
      en: [
        'Build base image moved to Ubuntu 22.04',
        'Newer language versions for builds',
        'Delete an app with all its resources',
      ],
    },
  },
  {
    version: '5.13.0',
    date: null,
    listed: true,
    summary: {
      zh: 'Rainbond 5.13.0 以扩展网关的形式引入 Kubernetes Gateway API，并改进了由 Operator 管理的组件的使用体验。',
      en: 'Adds the Kubernetes Gateway API as an extension gateway and improves how Operator-managed workloads are shown and accessed.',
    },
    highlights: {
      zh: ['Kubernetes Gateway API 扩展网关', 'Operator 组件体验优化', '批量删除 K8s 资源'],
      en: [
        'Kubernetes Gateway API as an extension gateway',
        'Better Operator component experience',
        'Batch deletion of K8s resources',
      ],
    },
  },
  {
    version: '5.12.0',
    date: null,
    listed: true,
    summary: {
      zh: 'Rainbond 5.12.0 引入平台级插件与能力扩展，让平台朝微内核、按需安装的方向演进，并把 StorageClass 等集群能力展示出来。',
      en: 'Introduces platform-level plugins and capabilities, moving toward a micro-kernel platform where features are installed on demand and cluster capabilities such as StorageClass become visible.',
    },
    highlights: {
      zh: ['平台级插件', '能力扩展展示集群资源', 'Pipeline 插件扩展 CI'],
      en: ['Platform-level plugins', 'Capabilities that surface cluster resources', 'Pipeline plugin for CI'],
    },
  },
  {
    version: '5.11.1',
    date: null,
    listed: true,
    summary: {
      zh: 'Rainbond 5.11.1 是一个修复版本，解决了多节点集群资源信息错误、部分构建失败以及 Helm 安装未创建 CRD 等问题。',
      en: 'A bug-fix release for wrong resource info on multi-node clusters, several build failures and Helm installs that skipped CRD resources.',
    },
    highlights: {
      zh: ['多节点集群资源信息修复', '不安全镜像仓库下的构建修复', 'Helm 应用安装可正常创建 CRD'],
      en: [
        'Correct resource info on multi-node clusters',
        'Builds with insecure registries fixed',
        'Helm app installs now create CRDs',
      ],
    },
  },
  {
    version: '5.11.0',
    date: null,
    listed: true,
    summary: {
      zh: 'Rainbond 5.11.0 围绕集群管理、平台扩展和 Kubernetes 生态适配展开，重点新增集群与节点管理面板，以及将应用导出为 Helm Chart。',
      en: 'Centres on cluster management, extensibility and Kubernetes ecosystem fit, headlined by a cluster and node management panel and exporting apps as Helm Charts.',
    },
    highlights: {
      zh: ['导出 Helm Chart 包', '集群与节点管理面板', '默认采用原生 Service 治理模式'],
      en: ['Helm Chart export', 'Cluster and node management panel', 'Native Service governance by default'],
    },
  },
  {
    version: '5.10.1',
    date: null,
    listed: true,
    summary: {
      zh: 'Rainbond 5.10.1 支持配置更多 Kubernetes 特殊属性，Node.js 源码构建可选择前端或后端项目，同时修复了多节点集群上 Dockerfile 构建失败等问题。',
      en: 'Adds more configurable Kubernetes attributes, lets Node.js source builds choose a front-end or back-end project type, and fixes issues such as Dockerfile builds failing on multi-node clusters.',
    },
    highlights: {
      zh: ['可配置更多 K8s 特殊属性', 'Node.js 前后端项目类型', '工作空间查询提速'],
      en: ['More configurable K8s attributes', 'Front-end or back-end Node.js projects', 'Faster workspace queries'],
    },
  },
  {
    version: '5.10.0',
    date: null,
    listed: true,
    summary: {
      zh: 'Rainbond 5.10.0 新增面向开发者的工作空间，重构平台管理视图并加入告警，还提供集群命令行，并能把 Helm 安装的应用自动转换为 Rainbond 应用模型。',
      en: 'Adds a developer workspace, rebuilds the platform management view with alerts, and brings a cluster command line plus automatic conversion of Helm-installed apps into the Rainbond Application Model (RAM).',
    },
    highlights: {
      zh: ['开发者工作空间', '重构平台管理视图', '集群命令行', 'Helm 应用转换为 Rainbond 应用模型'],
      en: [
        'Developer workspace',
        'Rebuilt platform management view',
        'Cluster command line',
        'Helm apps converted to the Rainbond Application Model',
      ],
    },
  },
  {
    version: '5.9.0',
    date: null,
    listed: true,
    summary: {
      zh: 'Rainbond 5.9.0 同时兼容 Docker 与 containerd 两种容器运行时，并开始支持 Kubernetes 1.24 和 1.25。',
      en: 'Works with both the Docker and containerd runtimes and adds support for Kubernetes 1.24 and 1.25.',
    },
    highlights: {
      zh: ['支持 containerd 运行时', '用 grctl 更换集群网关地址', '支持 Kubernetes 1.24 与 1.25'],
      en: ['containerd runtime support', 'Change the cluster gateway address with grctl', 'Kubernetes 1.24 and 1.25'],
    },
  },
  {
    version: '5.8.1',
    date: null,
    listed: true,
    summary: {
      zh: 'Rainbond 5.8.1 支持将应用一键部署到非容器环境，产品界面可在中英文之间切换，并改进了单机体验版的安装流程。',
      en: 'Adds one-click deployment of apps to non-container environments, a Chinese and English UI switch, and a smoother single-node trial install with progress display.',
    },
    highlights: {
      zh: ['一键部署到非容器环境', '中英文界面切换', '单机安装显示进度'],
      en: [
        'One-click deploy to non-container environments',
        'Chinese and English UI',
        'Install progress for the single-node trial',
      ],
    },
  },
  {
    version: '5.8.0',
    date: null,
    listed: true,
    summary: {
      zh: 'Rainbond 5.8.0 让已有的 Kubernetes 应用更容易迁入：可一键导入集群中的现有应用，在应用下管理 K8s 资源，并直接通过 Yaml 部署组件。',
      en: 'Makes it easier to bring existing Kubernetes workloads in: import current cluster apps in one click, manage K8s resources under an app, and deploy components from Yaml.',
    },
    highlights: {
      zh: ['一键导入集群已有应用', '通过 Yaml 部署组件', '应用级 K8s 资源与属性', 'Job 与 CronJob 组件'],
      en: [
        'One-click import of existing cluster apps',
        'Deploy components from Yaml',
        'App-level K8s resources and attributes',
        'Job and CronJob components',
      ],
    },
  },
  {
    version: '5.7.1',
    date: null,
    listed: false,
    summary: {
      zh: 'Rainbond 5.7.1 通过 Helm 快速对接阿里云、华为云和腾讯云上的 Kubernetes 集群，并在界面中直接展示集群异常告警。',
      en: 'Connects Kubernetes clusters on Alibaba Cloud, Huawei Cloud and Tencent Cloud quickly through Helm, and shows cluster anomaly alerts directly in the UI.',
    },
    highlights: {
      zh: ['快速对接多家公有云', '集群异常告警'],
      en: ['Quick connection to multiple public clouds', 'Cluster anomaly alerts'],
    },
  },
  {
    version: '5.7.0',
    date: null,
    listed: true,
    summary: {
      zh: 'Rainbond 5.7.0 让插件可以像应用一样分享和一键安装，插件能自带存储与配置文件，并通过 CSI 接入 Ceph 存储。',
      en: 'Lets plugins be shared and installed in one click like apps, lets them carry their own storage and config files, and adds Ceph storage through CSI.',
    },
    highlights: {
      zh: ['插件分享与一键安装', '插件自定义存储与配置文件', '通过 CSI 对接 Ceph'],
      en: ['Plugin sharing and one-click install', 'Plugin-defined storage and config files', 'Ceph via CSI'],
    },
  },
  {
    version: '5.6.0',
    date: null,
    listed: true,
    summary: {
      zh: 'Rainbond 5.6.0 提供一条命令完成的单机体验安装和基于 Helm 的安装方式，丰富了拓扑图的信息与操作，并支持网关路径重写。',
      en: 'Adds a one-command single-machine trial and Helm-based installation, enriches the topology view, and supports gateway path rewriting.',
    },
    highlights: {
      zh: ['单机快速体验', 'Helm 安装', '拓扑图操作与聚合模式', '网关路径重写'],
      en: [
        'Single-machine quick trial',
        'Helm installation',
        'Topology actions and aggregation mode',
        'Gateway path rewrite',
      ],
    },
  },
  {
    version: '5.5.0',
    date: null,
    listed: true,
    summary: {
      zh: 'Rainbond 5.5.0 支持以插件方式接入 Istio 等第三方 ServiceMesh，并允许为团队、应用和组件设置在 Kubernetes 中可读的英文名称。',
      en: 'Supports Istio and other third-party service meshes as pluggable governance modes, and lets teams, apps and components take readable English names in Kubernetes.',
    },
    highlights: {
      zh: ['Istio 治理模式', '可插拔的第三方 ServiceMesh', '对 Kubernetes 友好的资源名称'],
      en: ['Istio governance mode', 'Pluggable third-party service meshes', 'Kubernetes-friendly resource names'],
    },
  },
  {
    version: '5.4.0',
    date: null,
    listed: true,
    summary: {
      zh: 'Rainbond 5.4.0 新增对 Kubernetes 1.20 至 1.22 的支持，改进了团队视图与离线安装体验，并升级网关的 Nginx 以修复安全漏洞。',
      en: "Adds support for Kubernetes 1.20 to 1.22, improves the team view and offline install experience, and upgrades the gateway's nginx to patch security vulnerabilities.",
    },
    highlights: {
      zh: ['支持 Kubernetes 1.20 至 1.22', '应用可设置 Logo', '从对象存储获取源码包构建', '网关 Nginx 安全升级'],
      en: [
        'Kubernetes 1.20 to 1.22 support',
        'App logos',
        'Source builds from object storage archives',
        'Gateway nginx security upgrade',
      ],
    },
  },
  {
    version: '5.3.3',
    date: null,
    listed: true,
    summary: {
      zh: 'Rainbond 5.3.3 支持随应用一起发布和安装网关访问规则，组件可设置 CPU 与配置文件权限，第三方组件支持多端口，并修复了多项集群安装与应用升级问题。',
      en: 'Publishes and installs gateway access rules together with apps, adds CPU settings and config file permissions for components, gives third-party components multiple ports, and fixes a range of cluster install and app upgrade issues.',
    },
    highlights: {
      zh: ['网关规则随应用发布与安装', '组件 CPU 设置与配置文件权限', '第三方组件多端口', '查询安装进度'],
      en: [
        'Gateway rules published with apps',
        'Component CPU settings and config file permissions',
        'Multiple ports for third-party components',
        'Install progress query',
      ],
    },
  },
  {
    version: '5.3.2',
    date: null,
    listed: true,
    summary: {
      zh: 'Rainbond 5.3.2 以改进和修复为主，涉及应用交付与升级、企业视图性能、安装前的环境检查以及 Helm 应用管理。',
      en: 'An improvement and fix release touching app delivery and upgrades, enterprise view performance, install-time environment checks and Helm app management.',
    },
    highlights: {
      zh: ['应用交付与升级改进', '企业视图统计提速', '安装时检测 Kubernetes 版本', 'Helm 应用问题修复'],
      en: [
        'Better app delivery and upgrades',
        'Faster enterprise view statistics',
        'Kubernetes version check at install',
        'Helm app fixes',
      ],
    },
  },
  {
    version: '5.3.1',
    date: null,
    listed: true,
    summary: {
      zh: 'Rainbond 5.3.1 接入 Helm 仓库，Helm 应用可以安装、配置并通过网关访问，同时增强了服务治理与源码构建能力，并优化了组件数量较多时的性能。',
      en: 'Integrates Helm repositories so Helm apps can be installed, configured and reached through the gateway, extends service governance and source builds, and speeds up work with large numbers of components.',
    },
    highlights: {
      zh: [
        '对接 Helm 仓库与 Helm 应用',
        'gRPC 协议治理',
        '源码构建支持 Go 1.14 至 1.16 与构建钩子',
        '批量升级与安装上百个组件',
      ],
      en: [
        'Helm repositories and Helm apps',
        'gRPC governance',
        'Go 1.14 to 1.16 runtimes and build hooks',
        'Batch upgrade and install of 100+ components',
      ],
    },
  },
];

/** Compares 'a.b.c' versions numerically. */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  const length = Math.max(left.length, right.length);
  for (let i = 0; i < length; i += 1) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) {
      return difference < 0 ? -1 : 1;
    }
  }
  return 0;
}

/** Releases sorted newest first, by version. */
export function releasesNewestFirst(list: Release[] = releases): Release[] {
  return [...list].sort((a, b) => compareVersions(b.version, a.version));
}

export const latestRelease: Release = releasesNewestFirst()[0];
