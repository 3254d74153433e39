// The site's navigation, as data. docusaurus.config.ts turns it into navbar and footer items;
// labels are the zh defaults, English lives in i18n/en/docusaurus-theme-classic/{navbar,footer}.json.
import {APP_STORE_URL, CONTACT_URL, FORUM_URL} from './links';

export interface NavLink {
  label: string;
  /** Site path (no locale prefix) … */
  to?: string;
  /** … or an external address. */
  href?: string;
}

export const featureLinks: NavLink[] = [
  {label: '信创', to: '/xinchuang/'},
  {label: '一体化DevOps', to: '/feature/devops/'},
  {label: 'Kubernetes多集群管理', to: '/feature/multi-cluster/'},
  {label: '开箱即用的微服务治理', to: '/feature/service-mesh/'},
  {label: '云原生应用市场', to: '/feature/app-market/'},
  {label: '自动化应用运维', to: '/feature/app-ops/'},
];

export const learnLinks: NavLink[] = [
  {label: '使用场景', to: '/usescene/'},
  {label: '用户案例', to: '/case/'},
  {label: '博客', to: '/blog'},
  {label: 'OpenAPI', to: '/docs/Intro'},
];

export const communityLinks: NavLink[] = [
  {label: '参与贡献', to: '/community/contribution/'},
  {label: '社区支持', to: '/community/support'},
  {label: '应用商店', href: APP_STORE_URL},
  {label: '合作伙伴', to: '/partners/'},
  {label: '用户论坛', href: FORUM_URL},
];

export const docsFooterLinks: NavLink[] = [
  {label: '快速安装', to: '/docs/quick-start/quick-install'},
  {label: 'DevOps指南', to: '/docs/devops/'},
  {label: '微服务架构指南', to: '/docs/micro-service/'},
  {label: '应用交付指南', to: '/docs/delivery/'},
];

export const moreFooterLinks: NavLink[] = [
  {label: '企业版', to: '/enterprise_server/'},
  {label: '联系我们', href: CONTACT_URL},
];

export interface NavGroup {
  title: string;
  /** Marks the navbar item so the mobile menu can find it again (see theme/Navbar/MobileSidebar/PrimaryMenu). */
  key: 'docs' | 'feature' | 'learn' | 'community' | 'more';
  links: NavLink[];
}

export const footerGroups: NavGroup[] = [
  {key: 'docs', title: '文档', links: docsFooterLinks},
  {key: 'feature', title: '功能特性', links: featureLinks},
  {key: 'learn', title: '深入', links: learnLinks},
  {key: 'community', title: '开源社区', links: communityLinks},
  {key: 'more', title: '更多', links: moreFooterLinks},
];

/** Every internal target of the navbar, footer and mobile menu: the link tests walk this list. */
export function internalNavTargets(): string[] {
  const all = [
    ...footerGroups.flatMap((g) => g.links),
    {to: '/docs/'},
    {to: '/opensourceApps'},
    {to: '/docs/versions'},
  ];
  return [...new Set(all.flatMap((l) => (l.to ? [l.to] : [])))];
}
