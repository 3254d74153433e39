import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {apiGroupLinks} from './apiSidebar';

// Three sidebars (SPEC §2): the manual (`docs`), the OpenAPI reference (`api`) and the app store (`store`).
// Category labels are zh; English is in i18n/en/docusaurus-plugin-content-docs/current.json.
// Trees follow the `sidebar:` blocks of ../shared/facts/docs-*.yaml.

/** One entry of a sidebar: a doc id, a category object or a link to a page outside the docs. */
type Item =
  | string
  | {type: 'category'; label: string; link: {type: 'doc'; id: string}; items: Item[]}
  | {type: 'link'; label: string; href: string};

/** A category whose title links to its index page. */
function section(label: string, indexDoc: string, items: Item[]): Item {
  return {type: 'category', label, link: {type: 'doc', id: indexDoc}, items};
}

const sidebars: SidebarsConfig = {
  docs: [
    {
      type: 'category',
      label: '快速开始',
      collapsible: false,
      // An overview page gives the always-open category a real link (a link without href is not crawlable).
      link: {
        type: 'generated-index',
        slug: '/quick-start',
        description: '安装 Rainbond，了解它的架构与设计理念，部署第一个应用。',
      },
      items: [
        'quick-start/introduction',
        'quick-start/quick-install',
        'quick-start/getting-started',
        'quick-start/differences',
        {
          type: 'category',
          label: '架构',
          items: [
            'quick-start/architecture/design-concept',
            'quick-start/architecture/flow',
            'quick-start/architecture/architecture',
          ],
        },
      ],
    },
    section('安装与升级 Rainbond', 'installation/index', [
      'installation/install-with-ui/index',
      section('基于 Kubernetes 安装', 'installation/install-with-helm/index', [
        'installation/install-with-helm/install-from-kubernetes',
        'installation/install-with-helm/vaules-config',
        section('在托管 Kubernetes 上安装', 'installation/install-with-helm/cloud/index', [
          'installation/install-with-helm/cloud/ack-install-with-helm',
          'installation/install-with-helm/cloud/cce-install-with-helm',
        ]),
        section('其他安装方式', 'installation/install-with-helm/other/index', [
          'installation/install-with-helm/other/k3s-install-with-helm',
          'installation/install-with-helm/other/install-from-minikube',
          'installation/install-with-helm/other/install-from-rancher',
        ]),
      ]),
      section('高可用集群安装', 'installation/ha-deployment/index', [
        section('安装前准备与要求', 'installation/ha-deployment/overview/index', [
          'installation/ha-deployment/overview/mysql-ha',
          'installation/ha-deployment/overview/deploy-keepalived',
        ]),
        section('Kubernetes 集群安装', 'installation/ha-deployment/deploy-k8s/index', [
          'installation/ha-deployment/deploy-k8s/rke-config',
        ]),
        section('分布式文件存储安装', 'installation/ha-deployment/storage/index', [
          'installation/ha-deployment/storage/ceph-rbd',
        ]),
        section('Rainbond 集群安装', 'installation/ha-deployment/deploy-rainbond/index', [
          'installation/ha-deployment/deploy-rainbond/init-rainbond-config',
        ]),
        'installation/ha-deployment/console-recover',
      ]),
      'installation/offline/index',
      'upgrade/latest-version',
      'installation/uninstall',
    ]),
    section('使用手册', 'use-manual/index', [
      section('使用入门', 'use-manual/get-start/index', [
        section('学习概念', 'use-manual/get-start/concept/index', [
          'use-manual/get-start/concept/team',
          'use-manual/get-start/concept/app',
          'use-manual/get-start/concept/component',
          'use-manual/get-start/concept/plugin',
          'use-manual/get-start/concept/gateway',
        ]),
        'use-manual/get-start/team-management-and-multi-tenancy',
        'use-manual/get-start/create-app-from-source',
        'use-manual/get-start/create-app-from-market',
        'use-manual/get-start/create-dependency',
        'use-manual/get-start/release-to-market',
        'use-manual/get-start/upgrade-from-market',
        'use-manual/get-start/offline-delivery-with-market',
      ]),
      section('部署服务组件', 'use-manual/component-create/index', [
        'use-manual/component-create/creation-process',
        section('基于源代码创建组件', 'use-manual/component-create/language-support/index', [
          section('Java 语言参考', 'use-manual/component-create/language-support/java/index', [
            'use-manual/component-create/language-support/java/java-maven',
            'use-manual/component-create/language-support/java/java-multi-module-build',
            'use-manual/component-create/language-support/java/java-jar',
            'use-manual/component-create/language-support/java/java-war',
            'use-manual/component-create/language-support/java/java-gradle',
            'use-manual/component-create/language-support/java/java-maven-de',
            'use-manual/component-create/language-support/java/tomcat-redis-session',
            'use-manual/component-create/language-support/java/webapp-runner',
          ]),
          'use-manual/component-create/language-support/dockefile',
          'use-manual/component-create/language-support/python',
          'use-manual/component-create/language-support/php',
          'use-manual/component-create/language-support/netcore',
          'use-manual/component-create/language-support/golang',
          'use-manual/component-create/language-support/html',
          'use-manual/component-create/language-support/nodejs',
          'use-manual/component-create/language-support/nodejs-static',
          'use-manual/component-create/language-support/slugignore',
          'use-manual/component-create/language-support/procfile',
          'use-manual/component-create/language-support/rainbondfile',
          'use-manual/component-create/language-support/envs',
        ]),
        section('基于 Docker 镜像创建组件', 'use-manual/component-create/image-support/index', [
          'use-manual/component-create/image-support/docker-compose',
          'use-manual/component-create/image-support/image',
        ]),
        section('接入外部服务作为第三方组件', 'use-manual/component-create/thirdparty-service/index', [
          'use-manual/component-create/thirdparty-service/thirdparty-define',
          'use-manual/component-create/thirdparty-service/thirdparty-design',
          'use-manual/component-create/thirdparty-service/thirdparty-create',
        ]),
        section('本地文件创建组件', 'use-manual/component-create/package-support/index', [
          'use-manual/component-create/package-support/jar-war',
        ]),
      ]),
      section('组件管理', 'use-manual/component-manage/index', [
        section('组件总览', 'use-manual/component-manage/overview/index', [
          'use-manual/component-manage/overview/basic-operation',
          'use-manual/component-manage/overview/service-properties',
        ]),
        section('组件监控', 'use-manual/component-manage/monitor/index', [
          'use-manual/component-manage/monitor/service-monitor',
          'use-manual/component-manage/monitor/custom-monitor',
        ]),
        'use-manual/component-manage/service-log',
        section('组件伸缩', 'use-manual/component-manage/automatic-telescoping/index', [
          'use-manual/component-manage/automatic-telescoping/service-auto-scaling',
        ]),
        section('组件环境配置', 'use-manual/component-manage/env/index', [
          'use-manual/component-manage/env/advanced-env',
        ]),
        section('组件存储', 'use-manual/component-manage/custom-volume/index', [
          'use-manual/component-manage/custom-volume/service-volume-custom',
        ]),
        'use-manual/component-manage/service-port-domain',
        'use-manual/component-manage/service-plugins',
        section('组件构建源', 'use-manual/component-manage/build-source/index', [
          'use-manual/component-manage/build-source/change_source_type',
        ]),
        'use-manual/component-manage/other/index',
      ]),
      section('应用管理', 'use-manual/app-manage/index', [
        section('应用总览', 'use-manual/app-manage/overview/index', [
          'use-manual/app-manage/overview/app-topology',
          'use-manual/app-manage/overview/operation',
        ]),
        'use-manual/app-manage/manage-helm-app',
        'use-manual/app-manage/share-app',
        section('应用升级', 'use-manual/app-manage/app-upgrade/index', [
          'use-manual/app-manage/app-upgrade/upgrade-app',
        ]),
        'use-manual/app-manage/config-group',
      ]),
      section('团队管理', 'use-manual/team-manage/index', [
        section('网关', 'use-manual/team-manage/gateway/index', [
          section('访问策略管理', 'use-manual/team-manage/gateway/rules/index', [
            'use-manual/team-manage/gateway/rules/domain',
            'use-manual/team-manage/gateway/rules/tcpip',
          ]),
          'use-manual/team-manage/gateway/certs/index',
        ]),
        section('插件', 'use-manual/team-manage/plugin-manage/index', [
          'use-manual/team-manage/plugin-manage/plugin-design-develop',
          'use-manual/team-manage/plugin-manage/mesh-plugin',
          'use-manual/team-manage/plugin-manage/new-plugin',
          'use-manual/team-manage/plugin-manage/tcm-plugin',
          'use-manual/team-manage/plugin-manage/create-mysql-plugin',
        ]),
      ]),
      section('应用市场', 'use-manual/app-store-manage/index', [
        'use-manual/app-store-manage/install-app',
        'use-manual/app-store-manage/share-app',
        'use-manual/app-store-manage/export-non-container-package',
      ]),
    ]),
    section('DevOps 指南', 'devops/index', [
      'devops/overview/index',
      'devops/code-repository/index',
      section('应用部署', 'devops/app-deploy/index', [
        'devops/app-deploy/react-vue',
        'devops/app-deploy/springboot',
        section('工具集成', 'devops/app-deploy/ci-tools/index', [
          'devops/app-deploy/ci-tools/gitlab-ci',
          'devops/app-deploy/ci-tools/sonarqube',
        ]),
      ]),
      'devops/env-version/index',
      section('持续部署', 'devops/continuous-deploy/index', [
        'devops/continuous-deploy/gitops',
        'devops/continuous-deploy/auto-build',
      ]),
      section('应用调试', 'devops/app-debug/index', ['devops/app-debug/nocalhost']),
      section('Pipeline 概述', 'devops/pipeline/index', [
        'devops/pipeline/install',
        'devops/pipeline/app-service',
        'devops/pipeline/repository',
        'devops/pipeline/images',
        'devops/pipeline/deploy-history',
        'devops/pipeline/pipelines',
      ]),
    ]),
    section('原生 Kubernetes 指南', 'kubernetes-native-guide/index', [
      'kubernetes-native-guide/overview/index',
      section('使用 YAML 部署组件', 'kubernetes-native-guide/yaml/index', [
        'kubernetes-native-guide/yaml/create',
        'kubernetes-native-guide/yaml/example',
      ]),
      section('使用 Helm 部署组件', 'kubernetes-native-guide/helm/index', [
        'kubernetes-native-guide/helm/docking_helm_store',
        'kubernetes-native-guide/helm/creation-process',
        'kubernetes-native-guide/helm/manage-helm-app',
        'kubernetes-native-guide/helm/helm-cmd-install',
        'kubernetes-native-guide/helm/example',
        'kubernetes-native-guide/helm/export-chart',
      ]),
      'kubernetes-native-guide/deploy-job',
      section('已有资源导入和管理', 'kubernetes-native-guide/import-manage/index', [
        'kubernetes-native-guide/import-manage/non-workload',
        'kubernetes-native-guide/import-manage/import-resource',
        'kubernetes-native-guide/import-manage/special-attribute',
      ]),
      'kubernetes-native-guide/gateway-api',
    ]),
    section('微服务架构指南', 'micro-service/index', [
      'micro-service/overview/index',
      section('Service Mesh 使用', 'micro-service/service-mesh/index', [
        'micro-service/service-mesh/regist_and_discover',
        'micro-service/service-mesh/connection_env',
        'micro-service/service-mesh/traffic-management',
        section('熔断与限流', 'micro-service/service-mesh/fused-limit/index', [
          'micro-service/service-mesh/fused-limit/fused',
          'micro-service/service-mesh/fused-limit/limit',
        ]),
        section('Service Mesh 治理模式', 'micro-service/service-mesh/model/index', [
          'micro-service/service-mesh/model/deploy-istio',
        ]),
      ]),
      section('Spring Cloud 微服务部署', 'micro-service/example/index', [
        'micro-service/example/pig',
        'micro-service/example/blade',
      ]),
      section('链路追踪', 'micro-service/tracking/index', [
        'micro-service/tracking/pinpoint',
        'micro-service/tracking/skywalking',
        'micro-service/tracking/jaeger',
      ]),
      section('性能分析', 'micro-service/analysis/index', [
        'micro-service/analysis/pyroscope',
        'micro-service/analysis/arthas',
      ]),
    ]),
    section('应用交付指南', 'delivery/index', [
      section('持续交付', 'delivery/continuous/index', [
        'delivery/continuous/source-code',
        'delivery/continuous/ram',
        'delivery/continuous/multi-env',
      ]),
      section('离线交付', 'delivery/offline/index', [
        'delivery/offline/micro-service',
        'delivery/offline/development-iteration',
      ]),
      'delivery/app-model-parameters',
    ]),
    section('信创指南', 'localization-guide/index', [
      'localization-guide/overview/index',
      'localization-guide/multi-arch-installation',
      'localization-guide/multi-arch-app-deploy',
      'localization-guide/multi-arch-app-orchestration',
      'localization-guide/multi-arch-model',
    ]),
    section('扩展', 'expand/index', [
      'expand/docs-for-ai-assistants',
      'expand/offline-docs',
      'expand/practices/app-dev/connect-api',
      'expand/practices/app-dev/auto-schema',
      'expand/practices/app-dev/data-initialization',
    ]),
    section('集群管理指南', 'cluster-manage/index', [
      section('集群状态监控', 'cluster-manage/status-monitor/index', ['cluster-manage/status-monitor/dashboard']),
      'cluster-manage/cluster-info',
      'cluster-manage/resource-limit',
      section('节点管理', 'cluster-manage/nodes/index', ['cluster-manage/nodes/add-node']),
    ]),
    section('运维手册', 'ops-guide/index', [
      section('平台组件概述', 'ops-guide/component/index', [
        'ops-guide/component/rainbond-operator',
        'ops-guide/component/rbd-hub',
      ]),
      'ops-guide/migrate-app',
      section('高级运维', 'ops-guide/management/index', [
        'ops-guide/management/resource-cleanup',
        'ops-guide/management/data-migration',
        'ops-guide/management/container-runtime-switch',
        'ops-guide/management/change-gateway',
        'ops-guide/management/buildkit-args',
        'ops-guide/management/docker-log',
        'ops-guide/management/custom-shared-storage',
        'ops-guide/management/change-ports',
        'ops-guide/management/switch-registry',
        'ops-guide/management/auto-cert',
        'ops-guide/management/reset-admin-password',
      ]),
      section('存储解决方案', 'ops-guide/storage/index', [
        'ops-guide/storage/ali-disk',
        'ops-guide/storage/change-nfs',
      ]),
      section('集群监控', 'ops-guide/monitor/index', [
        'ops-guide/monitor/monitor-alert-items',
        'ops-guide/monitor/monitor-alert-deploy',
        section('告警配置项', 'ops-guide/monitor/alert/index', [
          'ops-guide/monitor/alert/alert-wechat',
          'ops-guide/monitor/alert/alert-dingtalk',
          'ops-guide/monitor/alert/alert-mail',
        ]),
      ]),
      section('CLI 命令行', 'ops-guide/tools/index', ['ops-guide/tools/grctl', 'ops-guide/tools/shell']),
    ]),
    section('常见问题', 'troubleshooting/index', [
      section('安装问题', 'troubleshooting/installation/index', [
        'troubleshooting/installation/dind',
        'troubleshooting/installation/ui',
        'troubleshooting/installation/helm',
      ]),
      section('使用问题', 'troubleshooting/use/index', [
        'troubleshooting/use/build',
        'troubleshooting/use/run',
        'troubleshooting/use/gateway',
        'troubleshooting/use/cluster-connect',
        'troubleshooting/use/console-exception',
        'troubleshooting/use/cluster-component',
        'troubleshooting/use/other',
      ]),
    ]),
    section('企业版使用手册', 'enterprise/index', [
      section('可观测性中心', 'enterprise/observability/index', [
        'enterprise/observability/dashboard',
        'enterprise/observability/large-screen',
        'enterprise/observability/global-logs',
        'enterprise/observability/alarm',
      ]),
      section('微服务治理', 'enterprise/microservices/index', [
        'enterprise/microservices/springcloud',
        'enterprise/microservices/istio',
      ]),
      'enterprise/xinchuang',
      'enterprise/gray-release',
      'enterprise/scanner',
      section('安全能力', 'enterprise/security/index', [
        'enterprise/security/waf',
        'enterprise/security/audit',
        'enterprise/safe',
      ]),
      'enterprise/style',
      'enterprise/GPU',
      section('其他功能', 'enterprise/other/index', [
        'enterprise/other/team-resource',
        'enterprise/other/file-manage',
        'enterprise/backup',
        'enterprise/offline',
      ]),
    ]),
    // Every platform term with its English name and definition (src/pages/glossary, src/data/glossary.mjs): at the
    // top level, so no category's overview lists it as one of its pages.
    {type: 'link', label: '术语表', href: '/glossary'},
  ],
  // The operation pages are in the API docs instance (sidebarsApi.ts); this tree links to them.
  api: ['Intro', ...apiGroupLinks()],
  store: [
    {
      type: 'category',
      label: '使用指南',
      items: ['store/install/appPackage', 'store/install/onLineInstall'],
    },
    {
      type: 'category',
      label: '发布指南',
      items: ['store/onLine/aindex', 'store/onLine/create', 'store/onLine/publish', 'store/onLine/putaway'],
    },
  ],
};

export default sidebars;
