// Featured apps of the Rainbond app store shown on /opensourceApps, grouped by category.
// Pure data: AppCatalog renders it; zh text comes from src/pages/opensourceApps/index.mdx,
// en text from i18n/en/docusaurus-plugin-content-pages/opensourceApps/index.mdx.
import type {Bilingual} from './bilingual';

export type AppCategory =
  'devops' | 'microservice' | 'observability' | 'database' | 'data' | 'identity' | 'sample' | 'plugin';

export interface AppCategoryInfo {
  key: AppCategory;
  label: Bilingual;
}

export const appCategories: AppCategoryInfo[] = [
  {key: 'devops', label: {zh: '代码与 DevOps', en: 'Code and DevOps'}},
  {key: 'microservice', label: {zh: '微服务与配置中心', en: 'Microservices and configuration'}},
  {key: 'observability', label: {zh: '可观测性', en: 'Observability'}},
  {key: 'database', label: {zh: '数据库与中间件', en: 'Databases and middleware'}},
  {key: 'data', label: {zh: '数据开发与管理', en: 'Data development and management'}},
  {key: 'identity', label: {zh: '身份认证与知识库', en: 'Identity and knowledge base'}},
  {key: 'sample', label: {zh: '示例业务系统', en: 'Sample business systems'}},
  {key: 'plugin', label: {zh: '插件', en: 'Plugins'}},
];

export interface FeaturedApp {
  /** Display name, the same in both languages. */
  name: string;
  category: AppCategory;
  description: Bilingual;
}

export const featuredApps: FeaturedApp[] = [
  {
    name: 'GitLab & GitLab Runner',
    category: 'devops',
    description: {
      zh: '代码托管与 CI。GitLab（如 14.8.2 版本）和 GitLab Runner 可以安装到同一个应用中，用于源码管理和运行 GitLab CI 流水线。',
      en: 'Code hosting and CI. GitLab (for example version 14.8.2) and GitLab Runner install into the same application for source management and GitLab CI pipelines.',
    },
  },
  {
    name: 'OpenVSCode',
    category: 'devops',
    description: {
      zh: '在浏览器中使用的 IDE，具备 VS Code 的核心功能并支持扩展。商店版本预装 gitlab-workflow 扩展以及 Go、Node.js、Python、Java 运行环境。',
      en: 'An IDE in the browser with the core features of VS Code and support for extensions. The store version comes with the gitlab-workflow extension and Go, Node.js, Python and Java runtimes.',
    },
  },
  {
    name: 'SonarQube',
    category: 'devops',
    description: {
      zh: '代码静态扫描，用于发现缺陷和安全漏洞。商店提供 8.9.9 LTS 版本，安装时会一并部署 PostgreSQL 数据库。',
      en: 'Static code scanning that finds defects and security vulnerabilities. The store offers version 8.9.9 LTS, installed together with a PostgreSQL database.',
    },
  },
  {
    name: 'Jianmu',
    category: 'devops',
    description: {
      zh: '可扩展的无代码（图形化）和低代码（GitOps）DevOps 编排工具。既可作为应用安装，也可作为插件扩展 Rainbond 的构建体系。',
      en: 'Extensible no-code (graphical) and low-code (GitOps) DevOps orchestration tool. It installs as an app and also works as a plugin that extends the Rainbond build system.',
    },
  },
  {
    name: 'Jpom',
    category: 'devops',
    description: {
      zh: '轻量的在线构建、自动部署、日常运维和项目监控工具，可以管理无法容器化的传统项目，也可以充当集群服务器的堡垒机。',
      en: 'Lightweight tool for online builds, automatic deployment, daily operations and project monitoring. It can manage legacy projects that cannot run in containers and act as a bastion host for cluster servers.',
    },
  },
  {
    name: 'Locust',
    category: 'devops',
    description: {
      zh: '可用脚本编写场景的压测工具，带实时 Web 界面。商店版本安装为主从集群，负责产生负载的从节点可以水平扩展。',
      en: 'Load-testing tool scripted in code, with a live web UI. The store version installs as a master and worker cluster, and the workers that generate load scale horizontally.',
    },
  },
  {
    name: 'Nacos',
    category: 'microservice',
    description: {
      zh: '服务发现、配置和服务管理平台。商店提供 Nacos-cluster（1.4.2、2.0.4 版本）和 Nacos 单机版（2.1.2 版本）。',
      en: 'Service discovery, configuration and service management platform. The store offers Nacos-cluster (versions 1.4.2 and 2.0.4) and standalone Nacos (version 2.1.2).',
    },
  },
  {
    name: 'Apollo',
    category: 'microservice',
    description: {
      zh: '分布式配置中心。模板支持 1.9.2 版本，默认包含 PRO 环境，之后可以再添加其他环境。',
      en: 'Distributed configuration center. The template supports version 1.9.2 and includes a PRO environment by default; you can add more environments later.',
    },
  },
  {
    name: 'Sentinel-Dashboard',
    category: 'microservice',
    description: {
      zh: 'Sentinel 控制台，商店提供 1.8.6 版本，可与商店中的 Nacos、Redis 一起为 Spring Cloud 项目提供基础服务。',
      en: "The Sentinel console, offered in version 1.8.6. Together with the store's Nacos and Redis it provides base services for Spring Cloud projects.",
    },
  },
  {
    name: 'Rate Limit Service',
    category: 'microservice',
    description: {
      zh: 'Envoy 全局限流所需的限流服务（RLS），基于 Go 和 gRPC 实现，版本 1.4.0。在商店中搜索中文名“速率限制”即可找到。',
      en: 'The rate limit service (RLS) that Envoy global rate limiting needs, written in Go with gRPC, version 1.4.0. In the store it is listed under a Chinese name meaning rate limit.',
    },
  },
  {
    name: 'SkyWalking',
    category: 'observability',
    description: {
      zh: '面向云原生系统的开源 APM 和可观测平台，提供链路追踪、指标和依赖分析；配合 skywalking-agent 插件即可接入。',
      en: 'Open-source APM and observability platform for cloud-native systems, covering tracing, metrics and dependency analysis. Turn on the skywalking-agent plugin to connect your services.',
    },
  },
  {
    name: 'Pinpoint',
    category: 'observability',
    description: {
      zh: '面向大型分布式 Java、PHP 系统的 APM，以 Agent 方式接入，无需修改代码；商店版本为 2.1.0。',
      en: 'APM for large distributed Java and PHP systems, attached as an agent with no code changes. The store version is 2.1.0.',
    },
  },
  {
    name: 'Jaeger',
    category: 'observability',
    description: {
      zh: '分布式链路追踪系统，可与 opentelemetry-java-agent 插件配合，为微服务接入追踪。',
      en: 'Distributed tracing system. Pair it with the opentelemetry-java-agent plugin to add tracing to your microservices.',
    },
  },
  {
    name: 'Pyroscope',
    category: 'observability',
    description: {
      zh: '开源的持续性能剖析平台，用于定位慢代码、高 CPU 和内存泄漏；配合 Pyroscope-Java-Agent 插件使用。',
      en: 'Open-source continuous profiling platform that finds slow code, high CPU and memory leaks. Use it with the Pyroscope-Java-Agent plugin.',
    },
  },
  {
    name: 'Loki',
    category: 'observability',
    description: {
      zh: '云原生日志聚合系统。商店应用包含 Loki、Grafana 组件以及 promtail DaemonSet 等 Kubernetes 资源。',
      en: 'Cloud-native log aggregation system. The store app contains Loki and Grafana components plus Kubernetes resources such as the promtail DaemonSet.',
    },
  },
  {
    name: 'HertzBeat',
    category: 'observability',
    description: {
      zh: '无需 Agent 的实时监控告警系统，支持自定义监控，可监控 HTTP 接口、JVM、SSL 证书以及 MySQL、Redis 等多种数据库。',
      en: 'Agentless real-time monitoring and alerting with custom monitors. It watches HTTP APIs, JVMs, SSL certificates and many databases such as MySQL and Redis.',
    },
  },
  {
    name: 'Elasticsearch & Kibana',
    category: 'observability',
    description: {
      zh: '分布式搜索分析引擎及其可视化界面，可与 Filebeat 或 Fluentd 插件组成日志收集方案。',
      en: 'Distributed search and analytics engine with its visualization UI. Combine them with the Filebeat or Fluentd plugins for log collection.',
    },
  },
  {
    name: 'MySQL',
    category: 'database',
    description: {
      zh: '关系型数据库，商店提供 5.7 和 8.0 等版本，常作为其他应用的基础服务。',
      en: 'Relational database, offered in versions such as 5.7 and 8.0, and often used as a base service by other apps.',
    },
  },
  {
    name: 'Redis',
    category: 'database',
    description: {
      zh: '内存数据库与缓存，商店提供 5.0.7 等版本。',
      en: 'In-memory database and cache, offered in versions such as 5.0.7.',
    },
  },
  {
    name: 'PostgreSQL HA',
    category: 'database',
    description: {
      zh: '基于 repmgr 和 Pgpool 的 PostgreSQL 高可用集群：写请求发往主库，读请求分发到备库，主库故障时自动切换。搜索 postgresql-ha 安装。',
      en: 'High-availability PostgreSQL cluster based on repmgr and Pgpool: writes go to the primary, reads go to the standbys, and a standby takes over when the primary fails. Search for postgresql-ha.',
    },
  },
  {
    name: 'MongoDB & RabbitMQ',
    category: 'database',
    description: {
      zh: '文档数据库与消息队列，可以和 MySQL、Redis、Elasticsearch 一起为业务系统提供中间件。',
      en: 'Document database and message queue. Together with MySQL, Redis and Elasticsearch they provide the middleware a business system needs.',
    },
  },
  {
    name: 'Kafka & ZooKeeper',
    category: 'database',
    description: {
      zh: '消息流平台及其协调服务，可与 KnowStreaming 安装到同一个应用中统一管理。',
      en: 'Streaming platform and its coordination service. You can install Kafka into the same application as KnowStreaming and manage them together.',
    },
  },
  {
    name: 'EMQX',
    category: 'database',
    description: {
      zh: '开源的分布式 MQTT 消息服务器，可扩展到百万级连接；商店模板提供 4.4.3 版本的高可用集群。',
      en: 'Open-source distributed MQTT broker that scales to millions of connections. The store template offers a high-availability cluster of version 4.4.3.',
    },
  },
  {
    name: 'KnowStreaming',
    category: 'database',
    description: {
      zh: '源自滴滴的云原生 Kafka 管理平台，提供 Kafka 运维管控、监控告警、资源治理和多活容灾。',
      en: 'Cloud-native Kafka management platform that started at DiDi, covering Kafka operations control, monitoring and alerting, resource governance and multi-site disaster recovery.',
    },
  },
  {
    name: 'DolphinScheduler',
    category: 'data',
    description: {
      zh: 'Apache 分布式可视化 DAG 工作流调度系统，支持多租户和多种任务类型；API、Master、Worker 都可以扩展为多实例。',
      en: 'Apache distributed visual DAG workflow scheduler with multi-tenancy and many task types. Its API, Master and Worker components each scale to several instances.',
    },
  },
  {
    name: 'DataCap',
    category: 'data',
    description: {
      zh: '面向多种数据源的数据转换、集成和可视化工具，提供按数据源的 SQL 编辑器。',
      en: 'Tool for data transformation, integration and visualization across many data sources, with a SQL editor for each source.',
    },
  },
  {
    name: 'Bytebase',
    category: 'data',
    description: {
      zh: '开源的数据库 CI/CD 工具，管理数据库变更的全生命周期，支持 MySQL、PostgreSQL、TiDB、Snowflake、ClickHouse 等数据库。',
      en: 'Open-source database CI/CD tool that manages the full lifecycle of schema changes, with support for MySQL, PostgreSQL, TiDB, Snowflake, ClickHouse and more.',
    },
  },
  {
    name: 'MaxKey',
    category: 'identity',
    description: {
      zh: '开源的企业级 IAM 和单点登录产品，提供统一认证、身份管理、访问管理和权限管理。',
      en: 'Open-source enterprise IAM and single sign-on product with unified authentication, identity management, access management and permission management.',
    },
  },
  {
    name: 'zyplayer-doc',
    category: 'identity',
    description: {
      zh: '面向私有化、内网部署的 WIKI 知识库，也可以把整个空间开放到互联网作为产品文档。',
      en: 'Wiki knowledge base designed for private, intranet deployment. You can also open a whole space to the internet as product documentation.',
    },
  },
  {
    name: 'Spring Cloud Pig',
    category: 'sample',
    description: {
      zh: '基于 Spring Boot 和 Spring Cloud Alibaba 的 RBAC 权限管理系统，商店提供 3.5.0 等版本，常用于体验微服务治理和链路追踪。',
      en: 'RBAC system built on Spring Boot and Spring Cloud Alibaba, offered in versions such as 3.5.0. It is a common way to try microservice governance and tracing.',
    },
  },
  {
    name: 'RuoYi SpringBoot',
    category: 'sample',
    description: {
      zh: '若依管理系统，商店提供 3.6.0 版本，可用于体验切换 Istio 等治理模式。',
      en: 'The RuoYi admin system, offered in version 3.6.0. Use it to try switching governance modes, for example to Istio.',
    },
  },
  {
    name: 'mall',
    category: 'sample',
    description: {
      zh: '流行的开源电商学习项目。安装后所有服务自动构建并启动，省去复杂的手动部署。',
      en: 'Popular open-source e-commerce learning project. After install, all its services build and start automatically, so you skip a complex manual deployment.',
    },
  },
  {
    name: 'Fluentd-ElasticSearch7',
    category: 'plugin',
    description: {
      zh: '以一般类型插件运行的 Fluentd 日志收集器，无需改动业务容器，把组件日志发送到 Elasticsearch。',
      en: 'Fluentd log collector running as a general-type plugin. It ships component logs to Elasticsearch without touching the business container.',
    },
  },
  {
    name: 'Arthas-Agent & Arthas Tunnel',
    category: 'plugin',
    description: {
      zh: 'Arthas-Agent 插件下载 arthas-agent.jar 并以 javaagent 方式启动，用于在线诊断 Java 应用；Arthas Tunnel 应用统一管理多个 Agent。',
      en: 'The Arthas-Agent plugin downloads arthas-agent.jar and starts it as a javaagent for online Java diagnostics; the Arthas Tunnel app manages many agents in one place.',
    },
  },
  {
    name: 'opentelemetry-java-agent',
    category: 'plugin',
    description: {
      zh: '初始化类型插件，把 opentelemetry-javaagent.jar 下载到组件中，为 Java 服务接入 Jaeger 等追踪系统。',
      en: 'Init-type plugin that downloads opentelemetry-javaagent.jar into the component, so Java services report to tracing systems such as Jaeger.',
    },
  },
  {
    name: 'Pyroscope-Java-Agent',
    category: 'plugin',
    description: {
      zh: '以 javaagent 方式注入 pyroscope.jar，把 Java 服务的性能剖析数据发送到 Pyroscope Server。',
      en: 'Injects pyroscope.jar as a javaagent and sends profiling data from Java services to the Pyroscope Server.',
    },
  },
  {
    name: 'Pipeline',
    category: 'plugin',
    description: {
      zh: '拓维信息基于 GitLab CI 开发的流水线插件，提供流水线模板、代码管理、镜像仓库和部署历史；需要 Rainbond v5.12.0 以及 GitLab 和 GitLab Runner。',
      en: 'Pipeline plugin built by Talkweb on GitLab CI, with pipeline templates, code management, an image repository and deployment history. It needs Rainbond v5.12.0 plus GitLab and GitLab Runner.',
    },
  },
];
