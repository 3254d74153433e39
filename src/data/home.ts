// Home page content that is data rather than layout: the spec's claims and the capability list.
import {translate} from '@docusaurus/Translate';

export interface Claim {
  figure: string;
  label: string;
}

/** SPEC §1: the four numbers the site stands behind. */
export function getSiteClaims(): Claim[] {
  return [
    {figure: '80+', label: translate({id: 'home.claims.plugins', message: '开箱即用的开源应用与插件'})},
    {figure: '500+', label: translate({id: 'home.claims.apps', message: '可一键部署的开源应用'})},
    {figure: '~5 min', label: translate({id: 'home.claims.install', message: '完成安装'})},
    {figure: '~30 min', label: translate({id: 'home.claims.firstApp', message: '部署第一个应用'})},
  ];
}

export interface Capability {
  title: string;
  description: string;
  to: string;
}

export function getCapabilities(): Capability[] {
  return [
    {
      to: '/feature/devops/',
      title: translate({id: 'home.capability.devops.title', message: '一体化 DevOps'}),
      description: translate({
        id: 'home.capability.devops.description',
        message: '从源码自动识别语言、构建并部署，开发者不必学习容器与 Kubernetes。',
      }),
    },
    {
      to: '/feature/multi-cluster/',
      title: translate({id: 'home.capability.multiCluster.title', message: 'Kubernetes 多集群管理'}),
      description: translate({
        id: 'home.capability.multiCluster.description',
        message: '一个控制台接入多个集群，应用在集群之间部署、迁移和备份。',
      }),
    },
    {
      to: '/feature/service-mesh/',
      title: translate({id: 'home.capability.serviceMesh.title', message: '开箱即用的微服务治理'}),
      description: translate({
        id: 'home.capability.serviceMesh.description',
        message: '内置 Service Mesh，传统应用无需改代码即可获得微服务架构。',
      }),
    },
    {
      to: '/feature/app-market/',
      title: translate({id: 'home.capability.appMarket.title', message: '云原生应用市场'}),
      description: translate({
        id: 'home.capability.appMarket.description',
        message: '把应用发布为模板，一键安装、升级，也能导出离线包交付到客户现场。',
      }),
    },
    {
      to: '/feature/app-ops/',
      title: translate({id: 'home.capability.appOps.title', message: '自动化应用运维'}),
      description: translate({
        id: 'home.capability.appOps.description',
        message: '在网页上启停、伸缩和观测应用，大部分日常运维自动完成。',
      }),
    },
    {
      to: '/xinchuang/',
      title: translate({id: 'home.capability.xinchuang.title', message: '信创'}),
      description: translate({
        id: 'home.capability.xinchuang.description',
        message: '支持国产 CPU 与操作系统，x86 应用可自动转换到 Arm 架构运行。',
      }),
    },
  ];
}

/** "What can Rainbond do": the eight use scenes, each linking its page. */
export function getUseScenes(): Capability[] {
  return [
    {
      to: '/usescene/IntegrationDev',
      title: translate({id: 'home.scene.integrationDev.title', message: '一体化开发测试环境'}),
      description: translate({
        id: 'home.scene.integrationDev.description',
        message: '自动识别语言并构建，开发测试环境开箱即用。',
      }),
    },
    {
      to: '/usescene/AppManagement',
      title: translate({id: 'home.scene.appManagement.title', message: '企业应用统一管理'}),
      description: translate({
        id: 'home.scene.appManagement.description',
        message: '应用和算力统一管理，用起来像手机应用一样简单。',
      }),
    },
    {
      to: '/usescene/MultiCloudManagement',
      title: translate({id: 'home.scene.multiCloud.title', message: '应用级多云管理'}),
      description: translate({
        id: 'home.scene.multiCloud.description',
        message: '混合云与多个 Kubernetes 集群，应用透明地部署和迁移。',
      }),
    },
    {
      to: '/usescene/offlineDelivery',
      title: translate({id: 'home.scene.offline.title', message: '离线软件交付'}),
      description: translate({id: 'home.scene.offline.description', message: '自动化离线交付，兼顾定制和后续运维。'}),
    },
    {
      to: '/usescene/componentReuse',
      title: translate({id: 'home.scene.componentReuse.title', message: '积木式业务拼装'}),
      description: translate({
        id: 'home.scene.componentReuse.description',
        message: '业务单元模块化，通过拖拽拼装出新业务。',
      }),
    },
    {
      to: '/usescene/x86ToArm',
      title: translate({id: 'home.scene.x86ToArm.title', message: '国产化和信创'}),
      description: translate({
        id: 'home.scene.x86ToArm.description',
        message: '支持多种国产平台，x86 应用自动转换到 Arm。',
      }),
    },
    {
      to: '/usescene/EnterpriseDeliveryOne',
      title: translate({id: 'home.scene.deliveryOne.title', message: '企业应用持续交付'}),
      description: translate({id: 'home.scene.deliveryOne.description', message: '一键交付到客户环境，并持续升级。'}),
    },
    {
      to: '/usescene/EnterpriseDeliveryTwo',
      title: translate({id: 'home.scene.deliveryTwo.title', message: '模块化个性交付'}),
      description: translate({id: 'home.scene.deliveryTwo.description', message: '用模块化解决 ToB 定制交付的难题。'}),
    },
  ];
}
