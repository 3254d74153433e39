// The bilingual glossary as data: one entry per platform concept, its preferred term in each language, a one-sentence
// definition, the concept page that explains it and the everyday words readers type instead of the term (issue #34).
// /work/shared/GLOSSARY.md is what writers read; this file is what code reads. scripts/lib/glossary.mjs takes the
// English terms from here for its lint, so a term added here is also a name the lint knows; tests/unit/glossary.test.ts
// holds every entry to the limits below and every page to a real docs file.

import {escapeRegExp} from '../../shared/regexp.mjs';

/**
 * One language's side of an entry.
 * - `term`: the glossary's preferred term; `aliases`: other spellings of the same concept a reader meets or types
 *   (应用模版 is one, though the Chinese lint asks writers for 应用模板).
 * - `definition`: one plain sentence (at most 160 characters in English, 80 in Chinese).
 * - `everyday`: 2–5 phrases a reader might type instead of the term, lower case in English; only phrases that mean
 *   this concept, not merely a related task.
 * @typedef {{term: string, aliases?: string[], definition: string, everyday: string[]}} GlossarySide
 */

/**
 * - `id`: stable, kebab-case.
 * - `page`: the route of the concept page in the current docs, without a locale prefix; null when no page fits.
 * - `tooltip`: false for a term too common or too vague to annotate in running text; true when left out.
 * @typedef {{id: string, zh: GlossarySide, en: GlossarySide, page: string | null, tooltip?: boolean}} GlossaryEntry
 */

/** @typedef {'zh' | 'en'} GlossaryLocale */

/** In the order of GLOSSARY.md's rows. @type {readonly GlossaryEntry[]} */
export const GLOSSARY = Object.freeze([
  {
    id: 'team',
    zh: {
      term: '团队',
      definition:
        '团队是 Rainbond 的多租户资源单元，集群空间、应用、组件和插件都归属于团队，用户加入团队后才能访问这些资源。',
      everyday: ['租户', '多租户', '工作空间', '按部门或客户隔离资源'],
    },
    en: {
      term: 'team',
      definition:
        "A team is Rainbond's multi-tenant space: cluster space, apps, components and plugins belong to a team, and users reach them by joining it.",
      everyday: ['tenant', 'workspace', 'multi-tenancy', 'separate projects per customer'],
    },
    page: '/docs/use-manual/get-start/concept/team',
  },
  {
    id: 'app',
    zh: {
      term: '应用',
      definition: '应用是团队下由多个组件组成的业务系统，这些组件可以一起启停、升级和备份，并能整体发布为应用模板。',
      everyday: ['业务系统', '项目', '一组服务', '整个系统'],
    },
    en: {
      term: 'app',
      definition:
        'An app groups the components of one business system in a team, so they start, stop, upgrade and back up together and can be published as a template.',
      everyday: ['project', 'business system', 'group of services', 'my whole system'],
    },
    page: '/docs/use-manual/get-start/concept/app',
  },
  {
    id: 'component',
    zh: {
      term: '组件',
      definition: '组件是应用中可独立部署的单元，对应一个 Kubernetes 工作负载，可以从源码、镜像或应用模板创建。',
      everyday: ['服务', '微服务', '容器', '工作负载'],
    },
    en: {
      term: 'component',
      definition:
        'A component is one deployable unit of an app, run as one Kubernetes workload and created from source code, an image or an app template.',
      everyday: ['service', 'microservice', 'container', 'workload'],
    },
    page: '/docs/use-manual/get-start/concept/component',
  },
  {
    id: 'third-party-component',
    zh: {
      term: '第三方组件',
      aliases: ['第三方服务'],
      definition:
        '第三方组件是运行在集群外、由 Rainbond 登记地址的服务，集群内的组件可以依赖它，网关也可以把它暴露出去。',
      everyday: ['外部服务', '集群外的数据库', '接入已有服务'],
    },
    en: {
      term: 'third-party component',
      definition:
        'A third-party component is a service outside the cluster that Rainbond registers by address, so components can depend on it and the gateway can expose it.',
      everyday: ['external service', 'database outside the cluster', 'register an existing service'],
    },
    page: '/docs/use-manual/component-create/thirdparty-service/thirdparty-define',
  },
  {
    id: 'plugin',
    zh: {
      term: '插件',
      definition:
        '插件为组件附加可复用的运维能力，如性能分析、网络治理和日志收集，运行时与组件共享网络、存储和环境变量。',
      everyday: ['sidecar', '边车容器', '扩展功能', '附加能力'],
    },
    en: {
      term: 'plugin',
      definition:
        'A plugin adds a reusable operational capability to a component, such as performance analysis, network governance or log collection.',
      everyday: ['sidecar', 'add-on', 'extension', 'attach a sidecar container'],
    },
    page: '/docs/use-manual/get-start/concept/plugin',
  },
  {
    id: 'gateway',
    zh: {
      term: '网关',
      aliases: ['应用网关'],
      definition: '网关是外部流量进入应用的入口，按访问策略把发往域名或 IP 端口的请求转发到组件端口。',
      everyday: ['对外访问', '外网访问', '暴露服务', '反向代理', '负载均衡入口'],
    },
    en: {
      term: 'gateway',
      aliases: ['app gateway'],
      definition:
        "The gateway is where outside traffic enters your apps: its access policies route requests for a domain or an IP and port to a component's port.",
      everyday: ['expose my app', 'ingress', 'reverse proxy', 'public access', 'load balancer'],
    },
    page: '/docs/use-manual/get-start/concept/gateway',
  },
  {
    id: 'access-policy',
    zh: {
      term: '访问策略',
      definition: '访问策略是网关的一条转发规则，由域名、路径、请求头或 IP 端口等条件和接收请求的组件端口组成。',
      everyday: ['绑定域名', '修改端口的域名', '路由规则', '转发规则'],
    },
    en: {
      term: 'access policy',
      definition:
        'An access policy is one gateway rule: conditions such as a domain, path, header or IP and port, and the component port that matching requests go to.',
      everyday: ["rename a port's domain", 'bind a domain', 'routing rule', 'forwarding rule'],
    },
    page: '/docs/use-manual/team-manage/gateway/rules',
  },
  {
    id: 'certificate',
    zh: {
      term: '证书',
      definition: '证书是上传到团队网关的 HTTPS 证书，HTTP 访问策略开启 HTTPS 时使用它。',
      everyday: ['https', 'ssl 证书', 'tls', '配置 https'],
    },
    en: {
      term: 'certificate',
      definition:
        "A certificate is an HTTPS certificate uploaded to the team's gateway, used by HTTP access policies that serve HTTPS.",
      everyday: ['https', 'ssl certificate', 'tls cert', 'enable https for my domain'],
    },
    page: '/docs/use-manual/team-manage/gateway/certs',
    tooltip: false,
  },
  {
    id: 'cluster',
    zh: {
      term: '集群',
      definition: '集群是接入 Rainbond 的一个 Kubernetes 集群，团队在其中开通空间运行应用，API 中称为 region。',
      everyday: ['k8s 集群', '数据中心', '机房', 'region'],
    },
    en: {
      term: 'cluster',
      definition:
        'A cluster is a Kubernetes cluster joined to Rainbond, where teams open space to run their apps; the API calls it a region.',
      everyday: ['kubernetes cluster', 'k8s cluster', 'region', 'data center'],
    },
    page: '/docs/cluster-manage',
    tooltip: false,
  },
  {
    id: 'console',
    zh: {
      term: '控制台',
      definition: '控制台是 Rainbond 的 Web 界面，通过集群端的 API 管理团队、应用和集群，一个控制台可以管理多个集群。',
      everyday: ['管理界面', 'web 界面', '管理后台', '登录页面'],
    },
    en: {
      term: 'console',
      definition:
        "The console is Rainbond's web UI: it manages teams, apps and clusters through each cluster's API, and one console can manage several clusters.",
      everyday: ['web ui', 'admin ui', 'management page', 'login page'],
    },
    page: '/docs',
    tooltip: false,
  },
  {
    id: 'enterprise-administrator',
    zh: {
      term: '企业管理员',
      definition: '企业管理员管理整个 Rainbond 企业，包括其中的集群、团队、用户和平台设置。',
      everyday: ['超级管理员', '平台管理员', 'admin 账号'],
    },
    en: {
      term: 'enterprise administrator',
      definition:
        'An enterprise administrator manages the whole Rainbond enterprise: its clusters, teams, users and platform settings.',
      everyday: ['super admin', 'platform admin', 'admin account'],
    },
    page: '/docs/use-manual/get-start/team-management-and-multi-tenancy',
  },
  {
    id: 'team-administrator',
    zh: {
      term: '团队管理员',
      definition: '团队管理员负责一个团队，管理其中的成员与角色、网关、插件和应用。',
      everyday: ['团队负责人', '项目管理员', '给成员分配权限'],
    },
    en: {
      term: 'team administrator',
      definition:
        'A team administrator runs one team: its members and roles, its gateway and plugins, and the apps inside it.',
      everyday: ['team owner', 'project admin', 'give a member permissions'],
    },
    page: '/docs/use-manual/team-manage',
  },
  {
    id: 'app-market',
    zh: {
      term: '应用市场',
      definition: '应用市场是控制台内的应用模板目录，可以从中一键安装应用，也可以连接开源应用商店或 Helm 仓库。',
      everyday: ['应用目录', '模板库', '软件仓库', '一键装个 mysql'],
    },
    en: {
      term: 'app market',
      definition:
        "The app market is the console's catalogue of app templates: install apps from it in one click, and connect it to the open-source app store or a Helm repository.",
      everyday: ['marketplace', 'app catalog', 'template catalog', 'install mysql in one click'],
    },
    page: '/docs/use-manual/app-store-manage',
  },
  {
    id: 'local-component-library',
    zh: {
      term: '本地组件库',
      definition: '本地组件库是应用市场中存放本企业所发布应用模板的区域，这些模板只在当前 Rainbond 内流转。',
      everyday: ['私有模板库', '内部应用仓库', '企业内部共享应用'],
    },
    en: {
      term: 'local component library',
      definition:
        'The local component library is the part of the app market holding the templates published in your enterprise; they stay inside this Rainbond installation.',
      everyday: ['private template library', 'internal app catalog', 'share apps inside my company'],
    },
    page: '/docs/use-manual/app-store-manage/install-app',
  },
  {
    id: 'app-store',
    zh: {
      term: '应用商店',
      aliases: ['开源应用商店'],
      definition: '应用商店是官方维护的在线商店，任何 Rainbond 连接后都可以从中安装应用，或把自己的应用发布上去。',
      everyday: ['在线应用商店', '下载现成的应用', '公共应用仓库'],
    },
    en: {
      term: 'app store',
      aliases: ['open-source app store'],
      definition:
        'The app store is the officially maintained online store: any Rainbond installation can connect to it to install apps or publish its own.',
      everyday: ['online app store', 'download ready-made apps', 'public app catalog'],
    },
    page: '/docs/store/install/onLineInstall',
  },
  {
    id: 'app-template',
    zh: {
      term: '应用模板',
      aliases: ['应用模版'],
      definition: '应用模板把应用的组件、配置、插件和拓扑保存为可复用的版本，发布到应用市场后可以一键安装和升级。',
      everyday: ['打包应用', '可复用模板', '应用安装包', '一键部署包'],
    },
    en: {
      term: 'app template',
      definition:
        "An app template is a versioned, reusable package of an app's components, configuration, plugins and topology, published to a market and installed in one click.",
      everyday: ['package my app for reuse', 'reusable template', 'app blueprint', 'installable package'],
    },
    page: '/docs/use-manual/get-start/release-to-market',
  },
  {
    id: 'rainbond-application-model',
    zh: {
      term: '应用模型',
      aliases: ['RAM', 'Rainbond 应用模型'],
      definition: 'Rainbond 应用模型（RAM）是描述应用的标准规范，应用模板基于它实现一键安装、升级和跨环境交付。',
      everyday: ['应用抽象', '应用描述规范', '应用定义格式'],
    },
    en: {
      term: 'Rainbond Application Model (RAM)',
      aliases: ['RAM'],
      definition:
        'The Rainbond Application Model (RAM) is the standard spec that describes an app; app templates build on it to install, upgrade and move between environments.',
      everyday: ['application spec', 'app definition format', 'application abstraction'],
    },
    page: '/docs/quick-start/architecture/design-concept',
  },
  {
    id: 'publish',
    zh: {
      term: '发布',
      definition: '发布是把运行中的应用保存为应用模板的新版本，范围可以是团队、企业或开源应用商店。',
      everyday: ['分享应用', '上架应用', '打一个版本'],
    },
    en: {
      term: 'publish',
      definition:
        'To publish is to save a running app as a new version of an app template, shared with the team, the enterprise or the open-source app store.',
      everyday: ['share my app', 'release a version of my app', 'put my app on the store'],
    },
    page: '/docs/use-manual/app-manage/share-app',
    tooltip: false,
  },
  {
    id: 'install',
    zh: {
      term: '安装',
      definition: '安装是把应用市场中的应用模板部署到团队的某个应用里，平台会自动创建并启动其中的组件。',
      everyday: ['一键安装', '从市场部署', '一键部署'],
    },
    en: {
      term: 'install',
      definition:
        'To install is to deploy an app template from a market into an app of a team, where its components are created and started for you.',
      everyday: ['one-click install', 'deploy from the market', 'add mysql from the catalog'],
    },
    page: '/docs/use-manual/get-start/create-app-from-market',
    tooltip: false,
  },
  {
    id: 'upgrade',
    zh: {
      term: '升级',
      definition: '升级是把从应用市场安装的应用更新到其应用模板的新版本，出现问题时可以回滚。',
      everyday: ['更新到新版本', '版本更新', '新版本上线'],
    },
    en: {
      term: 'upgrade',
      definition:
        'To upgrade is to move an app installed from a market to a newer version of its template, and to roll back if needed.',
      everyday: ['update to the new version', 'roll out a new version', 'apply a template update'],
    },
    page: '/docs/use-manual/get-start/upgrade-from-market',
    tooltip: false,
  },
  {
    id: 'offline-delivery',
    zh: {
      term: '离线交付',
      definition: '离线交付把应用模板导出为离线包，在无法联网的客户环境中导入、安装和升级。',
      everyday: ['内网部署', '私有化交付', '断网环境', '交付给客户'],
    },
    en: {
      term: 'offline delivery',
      definition:
        'Offline delivery exports an app template as a package, then imports, installs and upgrades it in a customer environment with no internet access.',
      everyday: ['air-gapped', 'deliver to a customer without internet', 'on-premises delivery', 'private deployment'],
    },
    page: '/docs/delivery/offline',
  },
  {
    id: 'continuous-delivery',
    zh: {
      term: '持续交付',
      definition: '持续交付让每次变更都处于可发布状态，并按版本从开发、测试推进到生产环境。',
      everyday: ['版本晋级', '随时可以发布', '交付流程'],
    },
    en: {
      term: 'continuous delivery',
      definition:
        'Continuous delivery keeps every change ready to release and promotes it, version by version, from development through test to production.',
      everyday: ['promote a release', 'always ready to release', 'delivery process'],
    },
    page: '/docs/delivery/continuous',
  },
  {
    id: 'multi-environment-delivery',
    zh: {
      term: '多环境交付',
      definition: '多环境交付把同一个应用模板依次部署到测试、生产等多个集群或团队，并在各环境中升级和回滚。',
      everyday: ['从测试环境发布到生产环境', '多环境发布', '测试环境到生产环境', '多套环境部署同一个应用'],
    },
    en: {
      term: 'multi-environment delivery',
      definition:
        'Multi-environment delivery deploys one app template to several clusters or teams in turn, from test to production, with upgrade and rollback in each.',
      everyday: ['move my app from staging to prod', 'promote to production', 'deliver to several environments'],
    },
    page: '/docs/delivery/continuous/multi-env',
  },
  {
    id: 'continuous-deployment',
    zh: {
      term: '持续部署',
      definition: '持续部署让代码或镜像的变更无需人工操作即可上线，由 Webhook 或 API 调用触发构建和部署。',
      everyday: ['自动发布', '持续发布', '上线流程自动化'],
    },
    en: {
      term: 'continuous deployment',
      definition:
        'Continuous deployment takes a change of code or image to a running component without manual steps: a webhook or an API call triggers the build and the rollout.',
      everyday: ['automate releases', 'deploy continuously', 'release pipeline'],
    },
    page: '/docs/devops/continuous-deploy',
  },
  {
    id: 'automatic-deployment',
    zh: {
      term: '自动部署',
      definition:
        '自动部署由 Git Webhook（提交信息带触发关键字）、镜像仓库 Webhook 或自定义 API 触发组件的构建和部署。',
      everyday: ['提交代码自动上线', '推送后自动构建', 'webhook 自动部署', '每次提交自动构建'],
    },
    en: {
      term: 'automatic deployment',
      definition:
        'Automatic deployment rebuilds and deploys a component from a Git webhook (a commit message with the trigger keyword), an image webhook or a custom API call.',
      everyday: [
        'ship every commit automatically',
        'auto deploy on push',
        'redeploy when an image is pushed',
        'webhook',
      ],
    },
    page: '/docs/devops/continuous-deploy/auto-build',
  },
  {
    id: 'rollback',
    zh: {
      term: '回滚',
      definition: '回滚把组件恢复到之前某次构建的版本；构建版本记录默认保留 30 天。',
      everyday: ['回到上一个版本', '回退到之前的构建', '撤销这次上线'],
    },
    en: {
      term: 'rollback',
      definition:
        'A rollback returns a component to one of its earlier build versions; build records are kept for 30 days by default.',
      everyday: ['go back to the previous version', 'undo a deploy', 'revert to an earlier build'],
    },
    page: '/docs/devops/env-version',
  },
  {
    id: 'source-code-build',
    zh: {
      term: '源码构建',
      definition: '源码构建由平台识别代码语言，自动编译并打包成可运行的组件，无需编写 Dockerfile。',
      everyday: ['从代码部署', '不写 dockerfile', '代码直接上线', 'git 仓库部署'],
    },
    en: {
      term: 'source-code build',
      definition:
        "A source-code build detects your code's language, then compiles and packages it into a runnable component, with no Dockerfile to write.",
      everyday: ['deploy from git', 'build without a dockerfile', 'deploy my code', 'buildpack'],
    },
    page: '/docs/use-manual/component-create/language-support',
  },
  {
    id: 'build-source',
    zh: {
      term: '构建源',
      definition: '构建源说明组件从哪里构建：代码仓库和分支、镜像地址或应用模板，以及相应的凭据和构建参数。',
      everyday: ['换分支', '修改仓库地址', '换镜像', '构建参数'],
    },
    en: {
      term: 'build source',
      definition:
        "A component's build source is where it is built from: a repository and branch, an image or an app template, with its credentials and build settings.",
      everyday: ['change the git branch', 'switch repository', 'change the image', 'build settings'],
    },
    page: '/docs/use-manual/component-manage/build-source',
  },
  {
    id: 'scaling',
    zh: {
      term: '伸缩',
      definition: '伸缩是调整组件的资源或实例数，包括调整内存的垂直伸缩和调整实例数的水平伸缩。',
      everyday: ['扩容', '缩容', '扩缩容'],
    },
    en: {
      term: 'scaling',
      definition:
        'Scaling changes what a component runs with: its memory (vertical scaling) or its number of instances (horizontal scaling).',
      everyday: ['scale up', 'scale down', 'resize'],
    },
    page: '/docs/use-manual/component-manage/automatic-telescoping',
    tooltip: false,
  },
  {
    id: 'horizontal-scaling',
    zh: {
      term: '水平伸缩',
      definition: '水平伸缩以滚动方式增减组件的实例数，适用于无状态组件和可以组成集群的有状态组件。',
      everyday: ['增加实例数', '多副本', '多开几个实例'],
    },
    en: {
      term: 'horizontal scaling',
      definition:
        'Horizontal scaling adds or removes instances of a component in a rolling way, for stateless components and stateful ones that can run as a cluster.',
      everyday: ['add more instances', 'more replicas', 'run several copies'],
    },
    page: '/docs/use-manual/component-manage/automatic-telescoping',
  },
  {
    id: 'vertical-scaling',
    zh: {
      term: '垂直伸缩',
      definition: '垂直伸缩调整组件的内存，CPU 按固定比例随之变化，组件需要重启才能生效。',
      everyday: ['加内存', '调整 CPU 和内存', '内存调大'],
    },
    en: {
      term: 'vertical scaling',
      definition:
        "Vertical scaling changes a component's memory, with CPU following at a fixed ratio; the component restarts to apply it.",
      everyday: ['give it more memory', 'increase cpu and memory', 'resize memory'],
    },
    page: '/docs/use-manual/component-manage/automatic-telescoping',
  },
  {
    id: 'autoscaling',
    zh: {
      term: '自动伸缩',
      definition: '自动伸缩根据 CPU、内存等指标自动增减组件的实例数，基于 Kubernetes HPA 实现。',
      everyday: ['弹性伸缩', '根据负载自动扩容', 'hpa', '流量大时自动加实例'],
    },
    en: {
      term: 'autoscaling',
      definition:
        "Autoscaling adds and removes a component's instances automatically from metrics such as CPU and memory, using the Kubernetes HPA.",
      everyday: ['scale automatically under load', 'hpa', 'elastic scaling'],
    },
    page: '/docs/use-manual/component-manage/automatic-telescoping/service-auto-scaling',
  },
  {
    id: 'environment-variable',
    zh: {
      term: '环境变量',
      definition: '环境变量是注入组件的键值对，供程序读取配置，修改后需要更新或重启组件才能生效。',
      everyday: ['env', '配置参数', '启动参数'],
    },
    en: {
      term: 'environment variable',
      definition:
        'An environment variable is a key and value injected into a component for its program to read; a change applies once the component is updated or restarted.',
      everyday: ['env vars', 'set a config value', 'pass settings to my app'],
    },
    page: '/docs/use-manual/component-manage/env',
    tooltip: false,
  },
  {
    id: 'config-file',
    zh: {
      term: '配置文件',
      definition: '配置文件是在控制台中编写、挂载到容器指定路径的文件，内容可以引用环境变量。',
      everyday: ['挂载配置', 'configmap', 'nginx.conf 放哪里'],
    },
    en: {
      term: 'config file',
      definition:
        'A config file is a file written in the console and mounted at a path in the container; its content can reference environment variables.',
      everyday: ['mount a config file', 'configmap', 'where do i put nginx.conf'],
    },
    page: '/docs/use-manual/component-manage/env',
    tooltip: false,
  },
  {
    id: 'config-group',
    zh: {
      term: '配置组',
      definition: '配置组是一组环境变量，可以一次应用到同一应用中选定的多个组件。',
      everyday: ['共享环境变量', '多个组件共用配置', '统一配置'],
    },
    en: {
      term: 'config group',
      definition: 'A config group is a set of environment variables applied in one go to chosen components of an app.',
      everyday: [
        'share env vars across components',
        'common settings for the whole app',
        'same variables for every service',
      ],
    },
    page: '/docs/use-manual/app-manage/config-group',
  },
  {
    id: 'storage',
    zh: {
      term: '存储',
      definition: '存储是挂载到组件中的存储卷，类型包括共享存储、本地存储、配置文件和内存文件存储。',
      everyday: ['磁盘', '数据卷', '挂载目录', 'volume'],
    },
    en: {
      term: 'storage',
      definition:
        'Storage is a volume mounted into a component; its types include shared storage, local storage, config files and in-memory files.',
      everyday: ['disk', 'volume', 'mount a directory'],
    },
    page: '/docs/use-manual/component-manage/custom-volume',
    tooltip: false,
  },
  {
    id: 'persistent-storage',
    zh: {
      term: '持久化存储',
      definition: '持久化存储让组件的数据在重启和重新调度后依然保留，不会随容器文件系统一起丢失。',
      everyday: ['数据不丢失', '重启后数据没了', 'pvc', '数据持久化'],
    },
    en: {
      term: 'persistent storage',
      definition:
        "Persistent storage keeps a component's data across restarts and rescheduling instead of losing it with the container's file system.",
      everyday: ['keep data after restart', 'my data disappears after restart', 'pvc'],
    },
    page: '/docs/use-manual/component-manage/custom-volume',
  },
  {
    id: 'dependency',
    zh: {
      term: '依赖',
      definition: '依赖是组件之间的调用关系，建立后调用方可以访问被依赖的组件，并获得它的连接信息。',
      everyday: ['服务调用', '连接数据库', '组件互通', '服务之间访问'],
    },
    en: {
      term: 'dependency',
      definition:
        'A dependency lets one component call another and receive its connection info as environment variables.',
      everyday: ['connect two services', 'let my app reach the database', 'service to service call'],
    },
    page: '/docs/use-manual/get-start/create-dependency',
    tooltip: false,
  },
  {
    id: 'connection-info',
    zh: {
      term: '连接信息',
      definition: '连接信息是组件对外提供的地址、账号、密码等变量，会作为环境变量注入依赖它的组件。',
      everyday: ['数据库地址', '数据库密码', '连接字符串', '连接变量'],
    },
    en: {
      term: 'connection info',
      definition:
        'Connection info is the address, user, password and other settings a component offers, injected as environment variables into the components that depend on it.',
      everyday: ['database url', 'connection string', 'pass database credentials to my app'],
    },
    page: '/docs/micro-service/service-mesh/connection_env',
  },
  {
    id: 'service-mesh',
    zh: {
      term: '服务网格',
      aliases: ['Service Mesh'],
      definition: '服务网格是组件间通信的基础设施层，由随组件部署的代理完成服务发现、负载均衡和流量治理。',
      everyday: ['sidecar 代理', '微服务治理', '服务发现', 'envoy'],
    },
    en: {
      term: 'Service Mesh',
      definition:
        'Service Mesh is the layer that carries traffic between components: proxies deployed beside them handle discovery, load balancing and traffic governance.',
      everyday: ['sidecar proxy', 'microservice governance', 'service discovery', 'envoy'],
    },
    page: '/docs/micro-service/service-mesh',
  },
  {
    id: 'governance-mode',
    zh: {
      term: '治理模式',
      definition: '治理模式决定应用内组件如何互相通信和治理，可选内置 Service Mesh、Kubernetes 原生 Service 或 Istio。',
      everyday: ['切换 istio', '原生 service 模式', '组件之间用域名访问'],
    },
    en: {
      term: 'governance mode',
      definition:
        "An app's governance mode sets how its components reach and govern each other: the built-in Service Mesh, native Kubernetes Services or Istio.",
      everyday: ['switch to istio', 'use kubernetes service names', 'call services by dns name'],
    },
    page: '/docs/micro-service/service-mesh/model',
  },
  {
    id: 'circuit-breaking',
    zh: {
      term: '熔断',
      definition: '熔断在上游服务出错或过载时暂时切断对它的请求，避免故障沿调用链扩散。',
      everyday: ['断路器', '服务降级', '防止雪崩'],
    },
    en: {
      term: 'circuit breaking',
      definition:
        'Circuit breaking stops requests to a failing or overloaded upstream service for a while, so one fault does not spread along the call chain.',
      everyday: ['circuit breaker', 'stop cascading failures', 'fail fast when a service is down'],
    },
    page: '/docs/micro-service/service-mesh/fused-limit/fused',
  },
  {
    id: 'rate-limiting',
    zh: {
      term: '限流',
      definition: '限流限制服务在单位时间内接受的请求数并拒绝超出的部分，防止突发流量压垮服务。',
      everyday: ['限制请求数', '流量控制', 'qps 限制', '防刷'],
    },
    en: {
      term: 'rate limiting',
      definition:
        'Rate limiting caps how many requests a service accepts per unit of time and rejects the rest, so a burst of traffic cannot overwhelm it.',
      everyday: ['throttle requests', 'limit requests per second', 'too many requests'],
    },
    page: '/docs/micro-service/service-mesh/fused-limit/limit',
  },
  {
    id: 'distributed-tracing',
    zh: {
      term: '链路追踪',
      definition: '链路追踪记录一个请求经过各个服务的调用路径和耗时，帮助快速定位分布式系统中的问题。',
      everyday: ['调用链', 'apm', '请求慢在哪个服务', '全链路监控'],
    },
    en: {
      term: 'distributed tracing',
      definition:
        'Distributed tracing records the path a request takes through your services and the time spent in each, to find where a problem lies.',
      everyday: ['trace requests across services', 'apm', 'find which service is slow'],
    },
    page: '/docs/micro-service/tracking',
  },
  {
    id: 'canary-release',
    zh: {
      term: '灰度发布',
      definition: '灰度发布先把新版本开放给一部分请求或用户，确认无误后逐步放量，出现问题可以回滚。',
      everyday: ['金丝雀发布', '小流量验证', '新版本先给部分用户', 'a/b 测试'],
    },
    en: {
      term: 'canary release',
      definition:
        'A canary release sends a share of requests or users to a new version first and widens it step by step once it behaves, with rollback if it does not.',
      everyday: ['gray release', 'roll out to some users first', 'a/b testing', 'test a new version on a few users'],
    },
    page: '/docs/enterprise/gray-release',
  },
  {
    id: 'xinchuang',
    zh: {
      term: '信创',
      definition: '信创是中国推动的信息技术国产化，Rainbond 信创版支持国产 CPU 和操作系统，应用无需修改代码即可迁移。',
      everyday: ['国产服务器', '国产芯片', '鲲鹏', '麒麟系统'],
    },
    en: {
      term: 'Xinchuang (localization)',
      aliases: ['Xinchuang'],
      definition:
        "Xinchuang is China's IT localization programme; Rainbond's Xinchuang edition runs on domestic CPUs and operating systems and moves apps there unchanged.",
      everyday: ['chinese domestic servers', 'domestic cpu', 'kunpeng', 'china it localization'],
    },
    page: '/docs/localization-guide/overview',
  },
  {
    id: 'localization',
    zh: {
      term: '国产化',
      definition: '国产化是把应用从进口软硬件迁移到国产芯片、操作系统和数据库上运行的过程。',
      everyday: ['国产替代', '自主可控', '迁移到国产环境'],
    },
    en: {
      term: 'localization',
      definition:
        'Localization is moving apps from imported hardware and software onto domestic chips, operating systems and databases.',
      everyday: ['migrate to domestic hardware', 'replace imported software', 'domestic it stack'],
    },
    page: '/docs/enterprise/xinchuang',
  },
  {
    id: 'multi-architecture',
    zh: {
      term: '多架构',
      definition: '多架构指一个集群或平台同时管理 x86_64 和 arm64 等不同 CPU 架构的节点，并把组件调度到匹配的节点上。',
      everyday: ['异构集群', '一云多芯', 'arm 和 x86 混合部署', 'arm64'],
    },
    en: {
      term: 'multi-architecture',
      definition:
        'Multi-architecture means one cluster or platform runs nodes of several CPU architectures, such as x86_64 and arm64, and puts each component on a matching node.',
      everyday: [
        'arm64 and x86 in one cluster',
        'run on arm servers',
        'mixed cpu architectures',
        'heterogeneous cluster',
      ],
    },
    page: '/docs/localization-guide/multi-arch-installation',
  },
  {
    id: 'enterprise-edition',
    zh: {
      term: '企业版',
      definition:
        '企业版是 Rainbond 的商业版本，在开源版之上增加可观测性中心、微服务治理、全链路灰度发布和安全扩展等功能。',
      everyday: ['商业版', '付费版', '收费功能'],
    },
    en: {
      term: 'Enterprise Edition',
      definition:
        "The Enterprise Edition is Rainbond's commercial edition; it adds an observability center, microservice governance, canary releases and security extensions.",
      everyday: ['paid version', 'commercial edition', 'enterprise features'],
    },
    page: '/docs/enterprise',
  },
  {
    id: 'open-source-edition',
    zh: {
      term: '开源版',
      definition: '开源版是免费开放源代码的 Rainbond 版本，包含应用构建、部署、应用市场和多集群管理等核心功能。',
      everyday: ['免费版', '社区版', '开源版有什么限制'],
    },
    en: {
      term: 'open-source edition',
      definition:
        'The open-source edition is the free, openly licensed Rainbond, with app building and deployment, the app market and multi-cluster management.',
      everyday: ['free version', 'community edition', 'is rainbond free'],
    },
    page: '/docs/quick-start/edition',
  },
  {
    id: 'quick-install',
    zh: {
      term: '快速安装',
      definition: '快速安装用一条命令在一台机器上启动单机体验版，几分钟后即可打开控制台。',
      everyday: ['一条命令安装', '本机试用', '最简单的安装方式'],
    },
    en: {
      term: 'quick install',
      definition:
        'The quick install starts the single-node trial edition on one machine with one command; the console is up within minutes.',
      everyday: ['try it on my laptop', 'install with one command', 'fastest way to install'],
    },
    page: '/docs/quick-start/quick-install',
  },
  {
    id: 'single-node-trial-edition',
    zh: {
      term: '单机体验版',
      definition: '单机体验版把整个 Rainbond 运行在一个 Docker 容器中，只用于体验和个人开发，不用于生产。',
      everyday: ['单机版', 'all-in-one', 'dind 版本', '在 docker 里运行'],
    },
    en: {
      term: 'single-node trial edition',
      definition:
        'The single-node trial edition runs all of Rainbond in one Docker container, for trying it out or personal development, not for production.',
      everyday: ['all-in-one', 'single machine demo', 'dind'],
    },
    page: '/docs/quick-start/quick-install',
  },
  {
    id: 'high-availability',
    zh: {
      term: '高可用',
      definition: '高可用部署让控制台和集群端组件在多个节点上冗余运行，任一节点故障时平台仍然可用。',
      everyday: ['生产环境部署', '多节点集群', '避免单点故障'],
    },
    en: {
      term: 'high availability (HA)',
      aliases: ['HA'],
      definition:
        'A high-availability installation runs the console and cluster components on several nodes, so the platform keeps working when one node fails.',
      everyday: ['production-grade install', 'no single point of failure', 'multi-node cluster'],
    },
    page: '/docs/installation/ha-deployment',
  },
  {
    id: 'build-from-source',
    zh: {
      term: '源码编译',
      definition: '源码编译是贡献者从 Rainbond 自身的源代码编译出控制台和集群端组件。',
      everyday: ['编译 rainbond', '自己打包控制台镜像', '参与 rainbond 开发'],
    },
    en: {
      term: 'build from source',
      definition:
        "Building from source is how contributors compile Rainbond's own console and cluster components from its code.",
      everyday: ['compile rainbond', 'build the console image myself', 'develop rainbond'],
    },
    page: '/community/contribution/compile',
  },
]);

/**
 * Every term and alias of one language, longest first, so a caller matching text tries "app market" before "app".
 * @param {GlossaryLocale} locale
 * @returns {string[]}
 */
export function glossaryTerms(locale) {
  const terms = GLOSSARY.flatMap((entry) => [entry[locale].term, ...(entry[locale].aliases ?? [])]);
  return [...new Set(terms)].sort((a, b) => b.length - a.length);
}

/**
 * How a term form is found in text, the same for the docs' toggletips and search: a Chinese form anywhere (Chinese
 * has no spaces), a Latin one as a whole word in any case ("gateway", not the "gateway" of "rbd-gateway" or
 * "Gatewayed").
 * @param {string} form
 * @param {{global?: boolean}} [options] `global`: for `matchAll`
 */
export function termPattern(form, {global = false} = {}) {
  const escaped = escapeRegExp(form);
  const flags = `${global ? 'g' : ''}u`;
  return /\p{Script=Han}/u.test(form)
    ? new RegExp(escaped, flags)
    : new RegExp(`(?<![\\p{L}\\p{N}_-])${escaped}(?![\\p{L}\\p{N}_-])`, `${flags}i`);
}
