// Writes /llms.txt (and /en/llms.txt): the docs of the locale with a one-line description each, and a
// Markdown copy of every doc page at `<route>.md`, so tools that read Markdown get the source text. Also the whole
// current docs as one Markdown file, /llms-full.txt, and one file per top-level section of the docs sidebar,
// /llms/<section>.txt, in sidebar order with platform values filled in; llms.txt links them.
const fs = require('node:fs');
const path = require('node:path');

/** @type {(text: string) => string} set when the plugin loads (shared/front-matter.mjs is an ES module). */
let stripFrontMatter;

/** Markdown without MDX-only lines (imports, JSX component tags) that mean nothing outside the site. */
function plainMarkdown(text) {
  return (
    stripFrontMatter(text)
      // The endpoint line of an API page (scripts/lib/openapi-pages.mjs) reads as `POST /path` in Markdown.
      .replace(/^<p className="api-endpoint">.*?>(\w+)<\/span> <code[^>]*>\{"([^"]+)"\}<\/code><\/p>$/gm, '`$1 $2`')
      // Tabs (containerd / Docker) read as one labelled part after the other.
      .replace(/^[ \t]*<TabItem\b[^>]*\blabel="([^"]+)"[^>]*>[ \t]*$/gm, '**$1**')
      .split('\n')
      .filter(
        (line) =>
          !/^import .* from ['"].*['"];?$/.test(line) &&
          !/^<[A-Z]\w*[^>]*\/>$/.test(line.trim()) &&
          !/^<\/?Tabs\b[^>]*>$|^<\/TabItem>$/.test(line.trim()),
      )
      .join('\n')
      .replace(/ \{#[\w-]+\}$/gm, '')
      .trim()
  );
}

/**
 * The docs sidebars' top-level sections, each with its doc ids in reading order.
 * @param {Record<string, any[]>} sidebars the loaded version's sidebars
 * @returns {{label: string, ids: string[]}[]}
 */
function sidebarSections(sidebars) {
  /** @param {any[]} items @param {string[]} ids */
  const collect = (items, ids) => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') ids.push(item.id);
      if (item.type === 'category') {
        if (item.link?.type === 'doc') ids.push(item.link.id);
        collect(item.items ?? [], ids);
      }
    }
    return ids;
  };
  return ['docs', 'store'].flatMap((name) =>
    (sidebars[name] ?? []).map((item) =>
      item.type === 'category'
        ? {label: item.label, ids: collect([item], [])}
        : {label: item.label ?? item.id, ids: collect([item], [])},
    ),
  );
}

/**
 * A section's file name: the first path segment most of its pages share (installation, use-manual…); a section's
 * overview may sit at /docs/ itself.
 * @param {string[]} links the section's permalinks
 */
function sectionSlug(links) {
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const link of links) {
    const segment = /\/docs\/([^/]+)\//.exec(`${link}/`)?.[1];
    if (segment) counts.set(segment, (counts.get(segment) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'docs';
}

module.exports = async function llmsTxt(context) {
  const {splitFrontMatter} = await import('../../shared/front-matter.mjs');
  stripFrontMatter = (text) => splitFrontMatter(text).body;
  /** @type {{label: string, ids: string[]}[]} */
  let sections = [];
  /** @type {Map<string, string>} doc id → permalink */
  let permalinks = new Map();
  let docs = [];
  /** Every page with a "Copy as Markdown" button: the docs, the API reference and the community docs. */
  let markdownPages = [];
  return {
    name: 'llms-txt',
    async allContentLoaded({allContent}) {
      const {repoPath} = await import('../../settings.mjs');
      // The docs and the API reference (its own instance); other instances (community) are not docs.
      // Each pass loads one version of the docs: the current one, or in an archive pass that archived version
      // (its Markdown copies are kept; its llms.txt is not, scripts/build/build-archives.mjs copies the docs only).
      const current = (id) =>
        allContent['docusaurus-plugin-content-docs']?.[id]?.loadedVersions?.flatMap((v) => v.docs) ?? [];
      const pages = (list) =>
        list
          .filter((doc) => !doc.draft)
          .map((doc) => ({
            title: doc.title,
            description: doc.description,
            permalink: doc.permalink,
            unlisted: doc.unlisted,
            source: path.join(context.siteDir, repoPath(doc.source)),
          }))
          .sort((a, b) => a.permalink.localeCompare(b.permalink));
      markdownPages = pages([...current('default'), ...current('api'), ...current('community')]);
      const main = allContent['docusaurus-plugin-content-docs']?.default?.loadedVersions ?? [];
      const version = main.find((v) => v.versionName === 'current') ?? main[0];
      sections = version ? sidebarSections(version.sidebars) : [];
      permalinks = new Map((version?.docs ?? []).map((doc) => [doc.id, doc.permalink]));
      docs = pages([...current('default'), ...current('api')]).filter((doc) => !doc.unlisted);
    },
    async postBuild({outDir, siteConfig}) {
      const base = context.baseUrl; // includes the locale prefix (/en/) for English
      // The Markdown copy says what the page says: platform values (%%name%%) filled in as the page has them.
      const {fillPlatformValues} = await import('../../src/data/platform.mjs');
      const {markdownCopyUrl} = await import('../../settings.mjs');
      for (const doc of markdownPages) {
        const file = path.join(outDir, markdownCopyUrl(doc.permalink).slice(base.length));
        fs.mkdirSync(path.dirname(file), {recursive: true});
        fs.writeFileSync(
          file,
          `# ${doc.title}\n\n${doc.description ? `> ${doc.description}\n\n` : ''}${plainMarkdown(fillPlatformValues(fs.readFileSync(doc.source, 'utf8'), doc.source))}\n`,
        );
      }
      const url = siteConfig.url;
      // The whole docs, and each section, as single Markdown files built from the copies just written.
      /** @type {{slug: string, label: string, file: string}[]} */
      const fullFiles = [];
      const whole = [];
      const seen = new Set();
      for (const {label, ids} of sections) {
        const parts = [];
        for (const id of ids) {
          const permalink = permalinks.get(id);
          if (!permalink || seen.has(permalink)) continue;
          seen.add(permalink);
          const copy = path.join(outDir, markdownCopyUrl(permalink).slice(base.length));
          if (!fs.existsSync(copy)) continue;
          parts.push(`${fs.readFileSync(copy, 'utf8').trim()}\n\nSource: ${url}${permalink}\n`);
        }
        if (!parts.length) continue;
        const slug = sectionSlug(ids.map((id) => permalinks.get(id) ?? ''));
        const file = `llms/${slug}.txt`;
        fs.mkdirSync(path.join(outDir, 'llms'), {recursive: true});
        fs.writeFileSync(path.join(outDir, file), `# ${siteConfig.title}: ${label}\n\n${parts.join('\n---\n\n')}`);
        fullFiles.push({slug, label, file});
        whole.push(`<!-- ${label} -->\n\n${parts.join('\n---\n\n')}`);
      }
      if (whole.length) {
        fs.writeFileSync(path.join(outDir, 'llms-full.txt'), `# ${siteConfig.title}\n\n${whole.join('\n---\n\n')}`);
      }
      const lines = [
        `# ${siteConfig.title}`,
        '',
        `> ${siteConfig.tagline}: Rainbond is an open-source cloud-native application management platform that deploys apps onto Kubernetes from source code, with DevOps pipelines, service mesh, multi-cluster management and an app market.`,
        '',
        `Documentation ${context.i18n.currentLocale === 'en' ? 'in English' : 'in Chinese'}; every page is also available as Markdown at the link given.`,
        '',
        '## Docs',
        '',
        ...docs.map(
          (doc) =>
            `- [${doc.title}](${url}${markdownCopyUrl(doc.permalink)})${doc.description ? `: ${doc.description}` : ''}`,
        ),
        '',
        ...(fullFiles.length
          ? [
              '## Full text',
              '',
              `- [All docs in one file](${url}${base}llms-full.txt)`,
              ...fullFiles.map((f) => `- [${f.label}](${url}${base}${f.file})`),
              '',
            ]
          : []),
      ];
      fs.writeFileSync(path.join(outDir, 'llms.txt'), lines.join('\n'));
    },
  };
};
