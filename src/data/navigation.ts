// The site's navigation, as data. docusaurus.config.ts turns it into navbar and footer items, picking each label
// for the locale it builds (the English labels are SPEC §2's own words); the mobile menu builds its own list
// from the same items (mobileMenuItems), so each label is written once.
import type {Bilingual, Locale} from './bilingual';
import {APP_STORE_URL, CONTACT_URL, FORUM_URL} from './links';
import {localePath} from '../../settings.mjs';
import {feedPath} from '../../shared/feeds.mjs';

export interface NavLink {
  label: Bilingual;
  /** Site path (no locale prefix) … */
  to?: string;
  /** … or an external address … */
  href?: string;
  /** … or a file the build writes beside the pages (a feed), in the locale's folder: opened by the browser, not the router. */
  file?: string;
}

export const featureLinks: NavLink[] = [
  {label: {zh: '信创', en: 'XinChuang'}, to: '/xinchuang/'},
  {label: {zh: '一体化DevOps', en: 'DevOps'}, to: '/feature/devops/'},
  {label: {zh: 'Kubernetes多集群管理', en: 'Multi Cluster'}, to: '/feature/multi-cluster/'},
  {label: {zh: '开箱即用的微服务治理', en: 'Service Mesh'}, to: '/feature/service-mesh/'},
  {label: {zh: '云原生应用市场', en: 'App Markets'}, to: '/feature/app-market/'},
  {label: {zh: '自动化应用运维', en: 'Automated OPS'}, to: '/feature/app-ops/'},
];

export const learnLinks: NavLink[] = [
  {label: {zh: '使用场景', en: 'UseScene'}, to: '/usescene/'},
  {label: {zh: '用户案例', en: 'Case'}, to: '/case/'},
  {label: {zh: '博客', en: 'Blog'}, to: '/blog'},
  {label: {zh: 'OpenAPI', en: 'OpenAPI'}, to: '/docs/Intro'},
];

export const communityLinks: NavLink[] = [
  {label: {zh: '参与贡献', en: 'Contribution'}, to: '/community/contribution/'},
  {label: {zh: '社区支持', en: 'Support'}, to: '/community/support'},
  {label: {zh: '应用商店', en: 'App Store'}, href: APP_STORE_URL},
  {label: {zh: '合作伙伴', en: 'Partners'}, to: '/partners/'},
  {label: {zh: '用户论坛', en: 'Forum'}, href: FORUM_URL},
];

const docsFooterLinks: NavLink[] = [
  {label: {zh: '快速安装', en: 'Quick install'}, to: '/docs/quick-start/quick-install'},
  {label: {zh: 'DevOps指南', en: 'DevOps guide'}, to: '/docs/devops/'},
  {label: {zh: '微服务架构指南', en: 'Microservice guide'}, to: '/docs/micro-service/'},
  {label: {zh: '应用交付指南', en: 'Delivery guide'}, to: '/docs/delivery/'},
];

/** Navbar items outside the groups below. */
export const navbarLabels = {
  docs: {zh: '文档', en: 'Docs'},
  feature: {zh: '功能特性', en: 'Feature'},
  learn: {zh: '深入', en: 'InDepth'},
  community: {zh: '开源社区', en: 'Community'},
  enterprise: {zh: '企业版', en: 'Enterprise'},
  allVersions: {zh: '全部版本', en: 'All versions'},
} satisfies Record<string, Bilingual>;

const moreFooterLinks: NavLink[] = [
  {label: {zh: '企业版', en: 'Enterprise'}, to: '/enterprise_server/'},
  {label: {zh: '联系我们', en: 'Contact us'}, href: CONTACT_URL},
  {label: {zh: '发布说明订阅（RSS）', en: 'Release notes (RSS)'}, file: feedPath('releases', 'rss')},
  {label: {zh: '文档更新订阅（RSS）', en: 'Docs changes (RSS)'}, file: feedPath('docs', 'rss')},
];

export interface NavGroup {
  title: Bilingual;
  key: 'docs' | 'feature' | 'learn' | 'community' | 'more';
  links: NavLink[];
}

export const footerGroups: NavGroup[] = [
  {key: 'docs', title: {zh: '文档', en: 'Docs'}, links: docsFooterLinks},
  {key: 'feature', title: {zh: '功能特性', en: 'Feature'}, links: featureLinks},
  {key: 'learn', title: {zh: '深入', en: 'InDepth'}, links: learnLinks},
  {key: 'community', title: {zh: '开源社区', en: 'Community'}, links: communityLinks},
  {key: 'more', title: {zh: '更多', en: 'More'}, links: moreFooterLinks},
];

/** A navbar item as the theme config takes it (the loose shape `@theme/NavbarItem` renders). */
export interface NavbarItem {
  type?: string;
  label?: string;
  to?: string;
  href?: string;
  className?: string;
  activeBaseRegex?: string;
  items?: NavbarItem[];
  [prop: string]: unknown;
}

/**
 * A link of the data as a navbar or footer item in `locale`. A file gets its full path (base URL, locale folder)
 * behind `pathname://`, which Docusaurus leaves to the browser: the router would show its 404 page for it.
 */
export const navItem = ({label, to, href, file}: NavLink, locale: Locale, baseUrl = '/'): NavbarItem => {
  if (to) return {label: label[locale], to};
  if (file) return {label: label[locale], href: `pathname://${localePath(baseUrl, locale, file)}`};
  return {label: label[locale], href};
};

/** The navbar items the desktop bar and the mobile menu share, in `locale` (without their position). */
export function navbarItems(locale: Locale) {
  return {
    // SPEC §2: "Docs" opens /docs/ (the introduction) and stays highlighted anywhere in the manual.
    docs: {
      to: '/docs/',
      label: navbarLabels.docs[locale],
      className: 'nav-docs',
      activeBaseRegex: '/docs/(?!api/|Intro$|store/)',
    },
    feature: {
      type: 'dropdown',
      label: navbarLabels.feature[locale],
      className: 'nav-feature',
      items: featureLinks.map((link) => navItem(link, locale)),
    },
    learn: {
      type: 'dropdown',
      label: navbarLabels.learn[locale],
      className: 'nav-learn',
      items: learnLinks.map((link) => navItem(link, locale)),
    },
    community: {
      type: 'dropdown',
      label: navbarLabels.community[locale],
      to: '/community/support',
      className: 'nav-community',
      items: communityLinks.map((link) => navItem(link, locale)),
    },
    enterprise: {label: navbarLabels.enterprise[locale], to: '/enterprise_server/', className: 'nav-enterprise'},
    // The theme's config validation fills in the dropdown's extra items; the mobile menu renders this item as it is.
    locale: {type: 'localeDropdown', className: 'nav-locale', dropdownItemsBefore: [], dropdownItemsAfter: []},
  } satisfies Record<string, NavbarItem>;
}

/** Where the mobile menu's app-store group points besides the app store: the site's own featured apps. */
export const FEATURED_APPS_PATH = '/opensourceApps';

/**
 * SPEC §2, below 996 px: product, features (without XinChuang), learn, docs, an app-store group with the featured
 * apps, and the language — not a copy of the desktop bar. `labels` are the menu's own UI strings, translated by
 * the component.
 */
export function mobileMenuItems(locale: Locale, labels: {product: string; featuredApps: string}): NavbarItem[] {
  const items = navbarItems(locale);
  const appStore = communityLinks.find((link) => link.href === APP_STORE_URL);
  if (!appStore) throw new Error('navigation: the community links no longer hold the app store');
  return [
    {...items.enterprise, label: labels.product},
    {...items.feature, items: items.feature.items.filter((item) => item.to !== '/xinchuang/')},
    items.learn,
    items.docs,
    {
      type: 'dropdown',
      label: appStore.label[locale],
      className: 'nav-app-store',
      items: [navItem(appStore, locale), {to: FEATURED_APPS_PATH, label: labels.featuredApps}],
    },
    items.locale,
  ];
}

/** Every internal target of the navbar, footer and mobile menu: the link tests walk this list. */
export function internalNavTargets(): string[] {
  const all = [
    ...footerGroups.flatMap((g) => g.links),
    {to: '/docs/'},
    {to: FEATURED_APPS_PATH},
    {to: '/docs/versions'},
  ];
  return [...new Set(all.flatMap((l) => (l.to ? [l.to] : [])))];
}
