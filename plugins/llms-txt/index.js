// Writes /llms.txt (and /en/llms.txt): the docs of the locale with a one-line description each, and a
// Markdown copy of every doc page at `<route>.md`, so tools that read Markdown get the source text.
const fs = require('node:fs');
const path = require('node:path');

function stripFrontMatter(text) {
  return text.replace(/^---\n[\s\S]*?\n---\n/, '');
}

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

module.exports = function llmsTxt(context) {
  let docs = [];
  /** Every page with a "Copy as Markdown" button: the docs, the API reference and the community docs. */
  let markdownPages = [];
  return {
    name: 'llms-txt',
    async allContentLoaded({allContent}) {
      // The docs and the API reference (its own instance); other instances (community) are not docs.
      // Each pass loads one version of the docs: the current one, or in an archive pass that archived version
      // (its Markdown copies are kept; its llms.txt is not, scripts/build-archives.mjs copies the docs only).
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
            source: path.join(context.siteDir, doc.source.replace(/^@site\//, '')),
          }))
          .sort((a, b) => a.permalink.localeCompare(b.permalink));
      markdownPages = pages([...current('default'), ...current('api'), ...current('community')]);
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
      ];
      fs.writeFileSync(path.join(outDir, 'llms.txt'), lines.join('\n'));
    },
  };
};
