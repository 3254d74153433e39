import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {apiGroupLinks} from './apiSidebar';

// Three sidebars (SPEC §2): the manual (`docs`), the OpenAPI reference (`api`) and the app store (`store`).
// Category labels are zh; English is in i18n/en/docusaurus-plugin-content-docs/current.json.
// Trees follow the `sidebar:` blocks of ../shared/facts/docs-*.yaml.

/** One entry of a sidebar: a doc id or a category object. */
type Item = string | {type: 'category'; label: string; link: {type: 'doc'; id: string}; items: Item[]};

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
    'devops/index',
    'micro-service/index',
    'delivery/index',
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
