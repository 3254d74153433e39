import type {Config, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {themes as prismThemes} from 'prism-react-renderer';

import {ANNOUNCEMENT_ID, BLOG_POSTS_PER_PAGE} from './src/data/constants';
import {GITEE_REPO_URL, GITHUB_REPO_URL} from './src/data/links';
import {footerGroups, navbarItems, navbarLabels, navItem} from './src/data/navigation';
import {
  CURRENT_DOCS,
  CURRENT_DOCS_LABEL,
  DEFAULT_LOCALE,
  docsPass,
  docsVersionLabel,
  docsVersionRoot,
  LOCALE_IDS,
  LOCALES,
  localePath,
  readSiteEnv,
} from './settings.mjs';
import {searchSetup} from './src/data/searchConfig';
import {analyticsScripts} from './shared/analytics.mjs';
import {DIAGRAM_DIR, MERMAID_THEMES, unrenderedDiagrams} from './shared/diagrams.mjs';
import {COVER_DIR} from './shared/covers.mjs';
import remarkMermaidSvg, {mermaidSvgCache} from './plugins/remark-mermaid-svg.mjs';
import remarkPlatformValues from './plugins/remark-platform-values.mjs';
import remarkGlossaryTerms from './plugins/remark-glossary-terms.mjs';
import remarkTranslationNotice, {translationNoticeRoutes} from './plugins/remark-translation-notice.mjs';

const site = readSiteEnv(process.env);
const search = searchSetup(process.env);
// DOCS_VERSION=5.14 builds that archived version's docs alone (scripts/build/build-archives.mjs): its pages carry its own
// route table, not the whole site's, and scripts/build/build-archives.mjs copies them into build/ next to the current site.
const archive = docsPass(process.env);
// The main docs instance builds one version per pass: the current one unless this is an archive pass.
const docsVersionOptions = archive
  ? {
      onlyIncludeVersions: [archive.name],
      lastVersion: archive.name,
      versions: {[archive.name]: {label: docsVersionLabel(archive.name), path: archive.name}},
    }
  : {
      onlyIncludeVersions: [CURRENT_DOCS],
      lastVersion: CURRENT_DOCS,
      versions: {[CURRENT_DOCS]: {label: CURRENT_DOCS_LABEL}},
    };

// The announcement is raw HTML, so its links carry the locale prefix themselves.
const announcement =
  site.locale === 'en'
    ? `⭐️ Like Rainbond? <a target="_blank" rel="noopener noreferrer" href="${GITHUB_REPO_URL}">Give it a star on GitHub</a> — and read the <a href="${localePath(site.baseUrl, 'en', '/docs/')}">latest docs (${CURRENT_DOCS_LABEL})</a>.`
    : `⭐️ 喜欢 Rainbond？<a target="_blank" rel="noopener noreferrer" href="${GITHUB_REPO_URL}">到 GitHub 点个 Star</a>，并阅读<a href="${localePath(site.baseUrl, 'zh', '/docs/')}">最新文档（${CURRENT_DOCS_LABEL}）</a>。`;

// Mermaid blocks become the SVG images scripts/build/render-diagrams.mjs made; the locale's base URL is where
// Docusaurus serves static files in that locale's build and dev server.
// Platform values (%%name%%) go in first, so diagrams and code blocks get them too.
// An English twin whose Chinese page changed since it was translated opens with a note (shared/translation-drift.mjs).
const diagramPlugins = [
  remarkPlatformValues,
  [remarkMermaidSvg, {baseUrl: localePath(site.baseUrl, site.locale, '/')}],
  [remarkTranslationNotice, {baseUrl: site.baseUrl}],
];
// Mermaid's browser renderer (theme-mermaid, on every doc and blog page) is bundled only for diagrams left
// unrendered: a build without Chromium, and `npm start`, which draws no diagrams (scripts/dev/start.mjs).
const clientMermaid = process.env.NODE_ENV !== 'production' || unrenderedDiagrams().length > 0;

// Navigation labels are Bilingual data (src/data/bilingual.ts): the config picks the locale it is built for.
const navbar = navbarItems(site.locale);

// Plugins every pass has, the current site and each archived docs version.
const sharedPlugins: PluginConfig[] = [
  // Pages compiled against an older diagram manifest are not reused from the bundler's cache.
  mermaidSvgCache,
  // Each page's route, for the translation notice's link to the Chinese page (plugins/remark-translation-notice.mjs).
  translationNoticeRoutes,
  // /llms.txt and a Markdown copy of every doc page (<route>.md).
  './plugins/llms-txt',
  // Chunk names, lazy routes and Prism on demand, for first-load bytes (plugins/lean-bundle).
  './plugins/lean-bundle',
  // Titles and sidebar trails for the steps after the build (social cards, search index): shared/page-metadata.mjs.
  './plugins/page-metadata',
  // <link rel="alternate"> to the release-notes and docs-changes feeds (written by scripts/build/write-feeds.mjs).
  './plugins/feeds',
];

/**
 * The introduction's id path. No redirect page per `x.html`: every server the site ships with (deploy/nginx,
 * `npm run serve`, the offline bundle's) answers `.html` and `/index.html` paths with a 301 to the bare path, and the
 * 3,820 pages in their own folders cost the build ~17 MB (decision 0024).
 */
const redirects = (docsRoot: string): PluginConfig => [
  '@docusaurus/plugin-client-redirects',
  {redirects: [{from: `${docsRoot}quick-start/introduction`, to: docsRoot}]},
];

/** An archived version's pass: its docs, nothing else (no blog, pages, community, API, robots.txt, search page). */
const archivePlugins = (name: string): PluginConfig[] => [...sharedPlugins, redirects(docsVersionRoot(name))];

// Every plugin of the current site after the main docs instance.
const sitePlugins: PluginConfig[] = [
  [
    './plugins/lean-docs',
    {
      id: 'community',
      path: 'community',
      routeBasePath: 'community',
      sidebarPath: './sidebarsCommunity.ts',
      editUrl: site.editUrl,
      editLocalizedFiles: true,
      showLastUpdateTime: true,
      beforeDefaultRemarkPlugins: diagramPlugins,
    },
  ],
  // API reference: plain MDX pages generated from the OpenAPI document (scripts/build/gen-api-docs.mjs), in
  // their own docs instance so the reference has its own sidebar and search section.
  [
    './plugins/lean-docs',
    {
      id: 'api',
      path: 'api-docs',
      routeBasePath: 'docs/api',
      sidebarPath: './sidebarsApi.ts',
    },
  ],
  ...sharedPlugins,
  // robots.txt naming both locales' sitemaps on this deployment's URL.
  ['./plugins/robots-txt', {localePrefixes: LOCALE_IDS.map((id) => LOCALES[id].prefix)}],
  // The introduction is served at /docs/ (slug /); its id path is where older links point.
  redirects('/docs/'),
  ...search.plugins,
];

const config: Config = {
  title: 'Rainbond',
  tagline: site.locale === 'en' ? 'Application Delivery Center' : '应用交付中心',
  favicon: 'img/favicon.svg',
  url: site.url,
  baseUrl: site.baseUrl,
  organizationName: 'goodrain',
  projectName: 'rainbond',
  // Build-time diagram images (scripts/build/render-diagrams.mjs): .generated/diagrams/img/diagrams/*.svg.
  staticDirectories: ['static', DIAGRAM_DIR, COVER_DIR],

  // An archive pass's table lacks the rest of the site, so its links are checked once merged into build/
  // (scripts/build/build-archives.mjs), against the files every page links to.
  onBrokenLinks: archive ? 'ignore' : 'throw',
  onBrokenAnchors: archive ? 'ignore' : 'throw',
  markdown: {
    mermaid: clientMermaid,
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
    // Writers use `## Heading {#id}` so zh and en twins share anchors; v4 would turn that syntax off.
    mdx1Compat: {headingIds: true, comments: true, admonitions: true},
  },

  // HTML minified by html-minifier-terser rather than SWC: SWC drops optional end tags (</li>, </p>, </html>),
  // which browsers accept but which leaves the built HTML impossible to validate (scripts/gates/validate-html.mjs).
  // DOCUSAURUS_FASTER=false builds with the classic bundler (npm run bench compares the two).
  // No persistent bundler cache: it is not keyed by the docs pass (DOCS_VERSION), so an archive pass reused the
  // current site's compiled route table; it also kept serving a stale theme module after a swizzle was added.
  // CI builds from a clean clone, where the cache never helps.
  future: {
    v4: true,
    faster: process.env.DOCUSAURUS_FASTER === 'false' ? false : {swcHtmlMinimizer: false, rspackPersistentCache: false},
  },

  // Analytics (SPEC §7) load only when an operator lists their script URLs in ANALYTICS_SCRIPTS.
  scripts: analyticsScripts(process.env).map((src) => ({src, async: true})),
  // The spec stores the colour mode under `theme` and tab choices under `docusaurus.tab.*`: no per-site suffix.
  storage: {type: 'localStorage', namespace: false},

  i18n: {
    defaultLocale: DEFAULT_LOCALE,
    locales: LOCALE_IDS,
    localeConfigs: Object.fromEntries(
      LOCALE_IDS.map((id) => [id, {label: LOCALES[id].label, htmlLang: LOCALES[id].htmlLang}]),
    ),
  },

  presets: [
    [
      'classic',
      {
        // The docs plugin is added below, through plugins/lean-docs.
        docs: false,
        blog: archive
          ? false
          : {
              routeBasePath: 'blog',
              blogTitle: '博客',
              blogDescription: 'Rainbond 产品动态与云原生实践文章',
              postsPerPage: BLOG_POSTS_PER_PAGE,
              blogSidebarCount: 'ALL',
              blogSidebarTitle: '所有文章',
              sortPosts: 'descending',
              // Every post in full in both feeds (the default keeps the newest 20).
              feedOptions: {type: ['rss', 'atom'], xslt: true, limit: false},
              // One tag list and one author (the project team), both translated under i18n/en/.
              tags: 'tags.yml',
              onInlineTags: 'throw',
              authorsMapPath: 'authors.yml',
              showReadingTime: true,
              editUrl: site.editUrl,
              editLocalizedFiles: true,
              showLastUpdateTime: true,
              onInlineAuthors: 'throw',
              onUntruncatedBlogPosts: 'throw',
              beforeDefaultRemarkPlugins: diagramPlugins,
            },
        pages: archive ? false : {beforeDefaultRemarkPlugins: diagramPlugins},
        theme: {customCss: './src/css/custom.css'},
        // lastmod from each page's last git commit (docs and blog show it as "last updated" too).
        // Archived versions are left out of the sitemap: their pages are noindex (src/theme/DocItem/Metadata).
        sitemap: archive ? false : {lastmod: 'date', changefreq: null, priority: null, ignorePatterns: ['**/search']},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // The three docs instances use plugins/lean-docs: the upstream docs plugin with a lighter version prop.
    [
      './plugins/lean-docs',
      {
        sidebarPath: './sidebars.ts',
        editUrl: site.editUrl,
        editLocalizedFiles: true,
        showLastUpdateTime: true,
        ...docsVersionOptions,
        // The manual's first use of each glossary term opens its definition (current version only: the plugin
        // leaves archived versions' files alone).
        beforeDefaultRemarkPlugins: [...diagramPlugins, [remarkGlossaryTerms, {locale: site.locale}]],
      },
    ],
    // An archive pass stops here: the rest of the site is the current build's.
    ...(archive ? archivePlugins(archive.name) : sitePlugins),
  ],

  themes: [...(clientMermaid ? ['@docusaurus/theme-mermaid'] : []), ...search.themes],
  clientModules: [
    './src/clientModules/chunkErrorBox.ts',
    './src/clientModules/idlePrefetch.ts',
    './src/clientModules/crossBuildLinks.ts',
    './src/clientModules/codeHighlighter.ts',
  ],

  themeConfig: {
    metadata: [
      {name: 'keywords', content: 'Rainbond, 云原生, 应用管理平台, Kubernetes, DevOps, Service Mesh, 信创, Helm'},
    ],
    announcementBar: {id: ANNOUNCEMENT_ID, content: announcement, isCloseable: true},
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 5},
    // The version dropdown keeps the reader's version itself (src/theme/NavbarItem/DocsVersionDropdownNavbarItem):
    // Docusaurus' own memory forgets a version its build does not hold, and each pass holds one.
    docs: {sidebar: {hideable: true}, versionPersistence: 'none'},
    navbar: {
      title: 'Rainbond',
      hideOnScroll: true,
      logo: {alt: 'Rainbond', src: 'img/logo.svg'},
      items: [
        {...navbar.docs, position: 'left'},
        {...navbar.feature, position: 'left'},
        {...navbar.learn, position: 'left'},
        {...navbar.community, position: 'left'},
        {
          type: 'docsVersionDropdown',
          position: 'right',
          dropdownItemsAfter: [
            {type: 'html', value: '<hr class="dropdown-separator">'},
            {to: '/docs/versions', label: navbarLabels.allVersions[site.locale]},
          ],
        },
        {...navbar.enterprise, position: 'right'},
        {...navbar.locale, position: 'right'},
        {href: GITHUB_REPO_URL, position: 'right', className: 'nav-icon nav-icon--github', 'aria-label': 'GitHub'},
        {href: GITEE_REPO_URL, position: 'right', className: 'nav-icon nav-icon--gitee', 'aria-label': 'Gitee'},
      ],
    },
    footer: {
      style: 'dark',
      logo: {alt: 'Rainbond', src: 'img/logo-wordmark.svg', href: '/', width: 160, height: 40},
      links: footerGroups.map(({title, links}) => ({
        title: title[site.locale],
        items: links.map((link) => navItem(link, site.locale, site.baseUrl)),
      })),
      copyright: `Copyright © ${new Date().getFullYear()} Goodrain, Inc. All Rights Reserved`,
    },
    prism: {
      // Token colours that keep 4.5:1 contrast on their backgrounds (checked by the axe tests).
      theme: prismThemes.vsLight,
      darkTheme: prismThemes.vsDark,
      // Every language is evaluated with the highlighter (src/theme/CodeBlock/Content: after a client-side navigation
      // or a colour-mode switch), so only bash: the one our pages use that prism-react-renderer lacks (yaml, json,
      // go, python ship with it; the few sql, toml, ini and powershell blocks render plain).
      additionalLanguages: ['bash'],
    },
    // Client-side fallback for diagrams not rendered at build time; the same themes as the rendered ones.
    mermaid: {theme: {...MERMAID_THEMES}},
    ...search.themeConfig,
  } satisfies Preset.ThemeConfig,
};

export default config;
