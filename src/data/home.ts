// Home page content that is data rather than layout: the spec's claims and the capability list.
import type {Bilingual} from './bilingual';

export interface Claim {
  figure: string;
  label: Bilingual;
}

/** SPEC §1: the four numbers the site stands behind. */
export const siteClaims: Claim[] = [
  {figure: '80+', label: {zh: '开箱即用的开源应用与插件', en: 'open-source apps and plugins ready to use'}},
  {figure: '500+', label: {zh: '可一键部署的开源应用', en: 'open-source apps deployable in one click'}},
  {figure: '~5 min', label: {zh: '完成安装', en: 'to install'}},
  {figure: '~30 min', label: {zh: '部署第一个应用', en: 'to your first app'}},
];

export interface Capability {
  title: Bilingual;
  description: Bilingual;
  to: string;
}

export const capabilities: Capability[] = [
  {
    to: '/feature/devops/',
    title: {zh: '一体化 DevOps', en: 'All-in-one DevOps'},
    description: {
      zh: '从源码自动识别语言、构建并部署，开发者不必学习容器与 Kubernetes。',
      en: 'Detect the language, build and deploy straight from source; developers never have to learn containers or Kubernetes.',
    },
  },
  {
    to: '/feature/multi-cluster/',
    title: {zh: 'Kubernetes 多集群管理', en: 'Kubernetes multi-cluster management'},
    description: {
      zh: '一个控制台接入多个集群，应用在集群之间部署、迁移和备份。',
      en: 'Connect many clusters to one console and deploy, migrate and back up apps across them.',
    },
  },
  {
    to: '/feature/service-mesh/',
    title: {zh: '开箱即用的微服务治理', en: 'Service mesh out of the box'},
    description: {
      zh: '内置 Service Mesh，传统应用无需改代码即可获得微服务架构。',
      en: 'A built-in service mesh gives existing apps a microservice architecture with no code changes.',
    },
  },
  {
    to: '/feature/app-market/',
    title: {zh: '云原生应用市场', en: 'Cloud-native app market'},
    description: {
      zh: '把应用发布为模板，一键安装、升级，也能导出离线包交付到客户现场。',
      en: 'Publish apps as templates, install and upgrade them in one click, or export offline packages for customer sites.',
    },
  },
  {
    to: '/feature/app-ops/',
    title: {zh: '自动化应用运维', en: 'Automated app operations'},
    description: {
      zh: '在网页上启停、伸缩和观测应用，大部分日常运维自动完成。',
      en: 'Start, stop, scale and observe apps from the web UI, with most routine operations automated.',
    },
  },
  {
    to: '/xinchuang/',
    title: {zh: '信创', en: 'Xinchuang'},
    description: {
      zh: '支持国产 CPU 与操作系统，x86 应用可自动转换到 Arm 架构运行。',
      en: 'Runs on domestic CPUs and operating systems, and converts x86 apps to run on Arm automatically.',
    },
  },
];

/** "What can Rainbond do": the eight use scenes, each linking its page. */
export const useScenes: Capability[] = [
  {
    to: '/usescene/IntegrationDev',
    title: {zh: '一体化开发测试环境', en: 'Integrated dev and test environments'},
    description: {
      zh: '自动识别语言并构建，开发测试环境开箱即用。',
      en: 'Language detection and builds out of the box.',
    },
  },
  {
    to: '/usescene/AppManagement',
    title: {zh: '企业应用统一管理', en: 'Unified enterprise app management'},
    description: {
      zh: '应用和算力统一管理，用起来像手机应用一样简单。',
      en: 'Apps and compute managed together, as simply as apps on a phone.',
    },
  },
  {
    to: '/usescene/MultiCloudManagement',
    title: {zh: '应用级多云管理', en: 'App-level multi-cloud'},
    description: {
      zh: '混合云与多个 Kubernetes 集群，应用透明地部署和迁移。',
      en: 'Hybrid cloud and many Kubernetes clusters; apps deploy and move transparently.',
    },
  },
  {
    to: '/usescene/offlineDelivery',
    title: {zh: '离线软件交付', en: 'Offline software delivery'},
    description: {
      zh: '自动化离线交付，兼顾定制和后续运维。',
      en: 'Automated offline delivery, with customisation and operations afterwards.',
    },
  },
  {
    to: '/usescene/componentReuse',
    title: {zh: '积木式业务拼装', en: 'Building-block assembly'},
    description: {
      zh: '业务单元模块化，通过拖拽拼装出新业务。',
      en: 'Modular business units, assembled into new apps by drag and drop.',
    },
  },
  {
    to: '/usescene/x86ToArm',
    title: {zh: '国产化和信创', en: 'Localization and Xinchuang'},
    description: {
      zh: '支持多种国产平台，x86 应用自动转换到 Arm。',
      en: 'Many domestic platforms; x86 apps converted to Arm automatically.',
    },
  },
  {
    to: '/usescene/EnterpriseDeliveryOne',
    title: {zh: '企业应用持续交付', en: 'Continuous delivery of enterprise apps'},
    description: {
      zh: '一键交付到客户环境，并持续升级。',
      en: 'One-click delivery to customers, then ongoing upgrades.',
    },
  },
  {
    to: '/usescene/EnterpriseDeliveryTwo',
    title: {zh: '模块化个性交付', en: 'Modular custom delivery'},
    description: {zh: '用模块化解决 ToB 定制交付的难题。', en: 'Modularity solves custom delivery for B2B software.'},
  },
];
