// The docs an MCP client asks about, read from the data folder the website's build writes
// (scripts/build/build-mcp-data.mjs): the site's own search indexes (current docs and each archived version, per locale)
// and the Markdown copies of the docs, API and community pages. The search runs the website's engine
// (src/components/Search, bundled into dist/engine.mjs), so a query finds here what it finds on the site.
// Only files under the data folder are read; nothing touches the network.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {searchSite} from '../dist/engine.mjs';

export const DEFAULT_DATA = fileURLToPath(new URL('../data/', import.meta.url));
export const LOCALES = ['zh', 'en'];

/**
 * @typedef {{siteUrl: string, current: string, archived: string[], builtAt: string, commit: string,
 *   versions?: string[], defaultVersion?: string}} Manifest
 * `versions` and `defaultVersion` narrow what an offline bundle of one docs version holds (scripts/build/bundle.mjs).
 * @typedef {[url: string, title: string, section: string, version: string, crumbs: string[]]} Doc
 */

/** @param {string} file */
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

export class DocsData {
  /** @param {string} [dir] */
  constructor(dir = DEFAULT_DATA) {
    this.dir = path.resolve(dir);
    const manifestFile = path.join(this.dir, 'manifest.json');
    if (!fs.existsSync(manifestFile)) {
      throw new Error(`no docs data in ${this.dir}: build the site (npm run build) or pass --data <folder>`);
    }
    /** @type {Manifest} */
    this.manifest = readJson(manifestFile);
    this.site = path.join(this.dir, 'site');
    /** @type {Map<string, any>} */
    this.indexes = new Map();
  }

  /** Docs versions, newest first: the current one, then the archived ones (a bundle: its one version). */
  get versions() {
    return this.manifest.versions ?? [this.manifest.current, ...this.manifest.archived];
  }

  /** The version a tool answers about when none is asked for. */
  get defaultVersion() {
    return this.manifest.defaultVersion ?? this.manifest.current;
  }

  /** @param {string} locale */
  prefix(locale) {
    return locale === 'en' ? '/en' : '';
  }

  /**
   * The search index of a locale and docs version, read lazily from files.
   * @param {string} locale
   * @param {string} version
   */
  index(locale, version) {
    const archived = version !== this.manifest.current;
    const dir = path.join(this.site, this.prefix(locale), 'search-index', archived ? version : '');
    let index = this.indexes.get(dir);
    if (!index) {
      const meta = readJson(path.join(dir, 'meta.json'));
      /** @type {Map<string, Promise<unknown>>} */
      const cache = new Map();
      const cached = (/** @type {string} */ file) => {
        let hit = cache.get(file);
        if (!hit) {
          hit = fs.promises.readFile(path.join(dir, meta.build, file), 'utf8').then(JSON.parse);
          cache.set(file, hit);
        }
        return hit;
      };
      index = {
        meta,
        base: dir,
        shard: (/** @type {number} */ n) => cached(`t${n}.json`),
        page: (/** @type {number} */ d) => cached(`p${d}.json`),
      };
      this.indexes.set(dir, index);
    }
    return index;
  }

  /** @param {string} version */
  checkVersion(version) {
    if (!this.versions.includes(version)) {
      throw new Error(`unknown docs version ${version}; known: ${this.versions.join(', ')}`);
    }
  }

  /** @param {string} urlPath */
  absolute(urlPath) {
    return `${this.manifest.siteUrl}${urlPath}`;
  }

  /** The Markdown copy's path for a page path, when the build wrote one. @param {string} urlPath */
  markdownFile(urlPath) {
    const file = path.join(this.site, `${urlPath.replace(/\/$/, '')}.md`);
    return file.startsWith(this.site + path.sep) && fs.existsSync(file) ? file : null;
  }

  /**
   * Searches one locale and docs version with the website's engine.
   * @param {{query: string, locale?: string, version?: string, section?: string, limit?: number}} options
   */
  async search({query, locale = 'zh', version = this.defaultVersion, section, limit = 10}) {
    this.checkVersion(version);
    const index = this.index(locale, version);
    const results = await searchSite(index, query, {
      locale,
      preferVersion: `V${version}`,
      limit,
      filters: section ? {section} : {},
    });
    return results.map((r) => ({
      title: r.title,
      url: this.absolute(r.url),
      markdown: this.markdownFile(r.url) ? this.absolute(`${r.url.replace(/\/$/, '')}.md`) : undefined,
      section: r.section,
      version: r.version?.replace(/^V/, ''),
      breadcrumb: r.crumbs,
      excerpt: r.excerpt.map((p) => p.text).join(''),
      headings: r.subResults.map((s) => ({title: s.title, url: this.absolute(s.url)})),
    }));
  }

  /**
   * A page's Markdown, by its URL or path (`https://…/docs/x`, `/en/docs/x`, `/docs/x.md`).
   * @param {string} page
   */
  read(page) {
    let urlPath = page.trim();
    if (/^https?:\/\//.test(urlPath)) urlPath = new URL(urlPath).pathname;
    urlPath = decodeURIComponent(urlPath.split(/[?#]/)[0]).replace(/\.md$/, '');
    if (!urlPath.startsWith('/') || urlPath.split('/').includes('..')) throw new Error(`not a page path: ${page}`);
    const file = this.markdownFile(urlPath);
    if (!file) throw new Error(`no Markdown copy for ${urlPath} (docs, API and community pages have one)`);
    return {url: this.absolute(urlPath), markdown: fs.readFileSync(file, 'utf8')};
  }

  /**
   * The pages of a section (a path prefix such as /docs/installation), or, without one, the sections with their
   * page counts.
   * @param {{locale?: string, version?: string, section?: string}} options
   */
  list({locale = 'zh', version = this.defaultVersion, section}) {
    this.checkVersion(version);
    /** @type {Doc[]} */
    const docs = this.index(locale, version).meta.docs.filter(
      (/** @type {Doc} */ d) => d[2] === 'docs' || d[2] === 'api' || d[2] === 'community',
    );
    const prefix = this.prefix(locale);
    if (!section) {
      /** @type {Map<string, number>} */
      const counts = new Map();
      for (const [url] of docs) {
        // /docs/<section>, /docs/<version>/<section>, /community/<section>, behind the locale's prefix.
        const depth = (version === this.manifest.current ? 3 : 4) + (prefix ? 1 : 0);
        const key = url.replace(/\/$/, '').split('/').slice(0, depth).join('/');
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      return [...counts].map(([p, pages]) => ({section: p, pages}));
    }
    const wanted = `${prefix}${section.startsWith('/') ? section : `/${section}`}`.replace(/\/$/, '');
    return docs
      .filter(([url]) => url === wanted || url.startsWith(`${wanted}/`))
      .map(([url, title, , , crumbs]) => ({title, url: this.absolute(url), breadcrumb: crumbs}));
  }
}
