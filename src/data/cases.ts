// The published customer cases, in the order the case index shows them.
// Pure data: CaseList renders it as linked cards; each slug has a page at src/pages/case/<slug>.mdx.
import type {Bilingual} from './bilingual';

/** Industries and scenarios the case index filters by (ids appear in the URL: /case/?industry=government). */
export const industryLabels = {
  iot: {zh: '物联网', en: 'IoT'},
  manufacturing: {zh: '制造业', en: 'Manufacturing'},
  government: {zh: '政务与智慧城市', en: 'Government and smart city'},
  tourism: {zh: '文旅', en: 'Tourism'},
  software: {zh: '软件与 IT 服务', en: 'Software and IT services'},
  consumer: {zh: '消费应用', en: 'Consumer apps'},
  retail: {zh: '餐饮零售', en: 'Food service and retail'},
} satisfies Record<string, Bilingual>;

export const scenarioLabels = {
  'offline-delivery': {zh: '离线交付', en: 'Offline delivery'},
  'multi-cluster': {zh: '多集群与多云', en: 'Multi-cluster and multi-cloud'},
  devops: {zh: 'DevOps', en: 'DevOps'},
  microservices: {zh: '微服务', en: 'Microservices'},
  'app-templates': {zh: '应用模板与软件交付', en: 'App templates and software delivery'},
} satisfies Record<string, Bilingual>;

export type Industry = keyof typeof industryLabels;
export type Scenario = keyof typeof scenarioLabels;

export interface CaseStudy {
  slug: 'boe' | 'csgApp' | 'diningroom' | 'kgdata' | 'penghai' | 'szsd' | 'talkweb' | 'xybigdata' | 'zhjl';
  customer: Bilingual;
  industry: Bilingual;
  industries: Industry[];
  scenarios: Scenario[];
  /** One sentence: what the customer achieved with Rainbond. */
  summary: Bilingual;
}

export const cases: CaseStudy[] = [
  {
    slug: 'boe',
    customer: {zh: '京东方', en: 'BOE'},
    industry: {zh: '物联网、显示与智慧园区', en: 'IoT, display and smart parks'},
    industries: ['iot'],
    scenarios: ['offline-delivery', 'multi-cluster', 'app-templates'],
    summary: {
      zh: '基于 Rainbond 和 RainStore 建成物联网生态产品云，在自有机房和阿里云 ACK 两个数据中心上管理 30 个行业物联网系统、近 200 个服务组件。',
      en: 'Built its IoT ecosystem product cloud on Rainbond and RainStore, running 30 industry IoT systems with nearly 200 service components across its own data center and Alibaba Cloud ACK.',
    },
  },
  {
    slug: 'szsd',
    customer: {zh: '山西数智时代', en: 'Shanxi Shuzhi Shidai'},
    industry: {zh: '智慧旅游、景区信息化', en: 'Smart tourism and scenic-area IT'},
    industries: ['tourism'],
    scenarios: ['devops', 'microservices'],
    summary: {
      zh: '自 2022 年 8 月起在 Rainbond 上运行智慧景区产品的微服务，没有专职运维也能自动构建和部署，开发效率明显提升。',
      en: 'Has run the microservices of its smart scenic-area products on Rainbond since August 2022, building and deploying automatically without dedicated ops staff and developing noticeably faster.',
    },
  },
  {
    slug: 'talkweb',
    customer: {zh: '拓维信息', en: 'Talkweb'},
    industry: {zh: 'IT 软件与解决方案', en: 'IT software and solutions'},
    industries: ['software'],
    scenarios: ['devops', 'multi-cluster', 'app-templates'],
    summary: {
      zh: '把各团队五花八门的部署方式统一到以应用为中心的 Rainbond 上，并用网关路径重写和自研插件扩展平台能力。',
      en: 'Replaced the different deployment methods of its teams with app-centric management on Rainbond, and extended the platform with gateway path rewriting and its own plugins.',
    },
  },
  {
    slug: 'penghai',
    customer: {zh: '鹏海软件', en: 'Penghai Software'},
    industry: {zh: '工业互联网、制造业软件', en: 'Industrial internet and manufacturing software'},
    industries: ['manufacturing'],
    scenarios: ['devops'],
    summary: {
      zh: '在 Rainbond 上开发和测试 MES、WMS、SCADA 等工业软件，一键复制 20 到 50 个组件的项目环境，客户称产品研发效率提升一倍。',
      en: 'Develops and tests MES, WMS, SCADA and other industrial software on Rainbond, copies project environments of 20 to 50 components in one step, and reports doubled R&D efficiency.',
    },
  },
  {
    slug: 'zhjl',
    customer: {zh: '智慧巨鹿', en: 'Smart Julu'},
    industry: {zh: '智慧城市、政务', en: 'Smart city and government'},
    industries: ['government'],
    scenarios: ['multi-cluster'],
    summary: {
      zh: '来自 10 多家供应商的 30 多个智慧城市应用在两个 Rainbond 集群上稳定运行两年以上，运维团队无需直接面对 Kubernetes。',
      en: 'Runs more than 30 smart-city apps from over 10 vendors on two Rainbond clusters, stable for more than two years, without its ops team facing Kubernetes directly.',
    },
  },
  {
    slug: 'xybigdata',
    customer: {zh: '咸阳市大数据管理局', en: 'Xianyang Big Data Administration'},
    industry: {zh: '政务、智慧城市', en: 'Government and smart city'},
    industries: ['government'],
    scenarios: ['multi-cluster', 'app-templates'],
    summary: {
      zh: '以 Rainbond 作为智慧城市底座，三个集群承载 100 多个应用、500 多个组件，疫情期间快速上线的登记系统 3 天内完成 130 万人登记。',
      en: 'Uses Rainbond as its smart-city foundation, with three clusters hosting 100+ apps and 500+ components; a registration system launched during COVID-19 registered 1.3 million people in 3 days.',
    },
  },
  {
    slug: 'csgApp',
    customer: {zh: '正观易知科技（藏书馆 App）', en: 'Zhengguan Yizhi Technology (Cangshuguan app)'},
    industry: {zh: '面向个人用户的阅读应用', en: 'Consumer reading app'},
    industries: ['consumer'],
    scenarios: ['devops', 'microservices'],
    summary: {
      zh: '为拥有 1500 万注册用户的藏书馆 App 的约 50 个微服务建立云原生 DevOps 流程，服务器数量减少三分之二。',
      en: 'Built a cloud-native DevOps flow for the roughly 50 microservices behind the Cangshuguan app and its 15 million registered users, cutting its server count by two-thirds.',
    },
  },
  {
    slug: 'diningroom',
    customer: {zh: '某餐饮企业', en: 'A catering enterprise'},
    industry: {zh: '餐饮零售', en: 'Food service and retail'},
    industries: ['retail'],
    scenarios: ['app-templates'],
    summary: {
      zh: '让供应商在隔离租户中交付、从不接触生产环境，原计划 3 个月上线的物流订单中台 1 个月即上线。',
      en: 'Has vendors deliver in isolated tenants that never touch production, and took a logistics order middle platform planned for 3 months live in 1 month.',
    },
  },
  {
    slug: 'kgdata',
    customer: {zh: '柯基数据', en: 'Kergi Data'},
    industry: {zh: '知识图谱、人工智能软件', en: 'Knowledge graph and AI software'},
    industries: ['software'],
    scenarios: ['offline-delivery', 'app-templates'],
    summary: {
      zh: '一周内完成全部系统的云原生改造并通过 L2 认证，离线交付从一个团队一周缩短到一名运维人员约 1 小时。',
      en: 'Made all its systems cloud native in one week and passed L2 certification; an offline delivery that took a team a week now takes one ops engineer about an hour.',
    },
  },
];
