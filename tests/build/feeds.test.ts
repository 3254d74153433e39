// After the build: the release-notes and docs-changes feeds (scripts/build/write-feeds.mjs) parse as RSS and Atom in
// both locales, point at pages the build has, list the latest release first and the newest docs change in git, and
// every page's head links to them (plugins/feeds). BUILD_DIR names another build folder (default build/).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseFeed} from '@rowanmanning/feed-parser';
import {LOCALE_IDS, LOCALES, localePath, readSiteEnv, withoutLocalePrefix} from '../../settings.mjs';
import {FEEDS, FEED_FORMATS, FEED_IDS, feedPath} from '../../shared/feeds.mjs';
import {walkFiles} from '../../shared/files.mjs';
import {readPageMetadata} from '../../shared/page-metadata.mjs';
import {VERSION_FILE} from '../../scripts/lib/build-output.mjs';
import {DOCS_DIR, compareVersions, routesBySource} from '../../scripts/lib/feeds.mjs';
import {resolveFile} from '../../scripts/lib/resolve.mjs';
import {releases} from '../../src/data/releases';

const BUILD = path.resolve(process.env.BUILD_DIR ?? 'build');
const versionFile = path.join(BUILD, VERSION_FILE);
const built = fs.existsSync(versionFile) ? JSON.parse(fs.readFileSync(versionFile, 'utf8')) : undefined;
// The address the build was made for (version.json), so the test agrees with a build for another host.
const site = built ? {url: built.siteUrl as string, baseUrl: built.baseUrl as string} : readSiteEnv(process.env);
const FORMATS = Object.keys(FEED_FORMATS) as (keyof typeof FEED_FORMATS)[];

const feedFile = (locale: keyof typeof LOCALES, id: keyof typeof FEEDS, format: keyof typeof FEED_FORMATS) =>
  path.join(BUILD, LOCALES[locale].prefix, feedPath(id, format));
const read = (locale: keyof typeof LOCALES, id: keyof typeof FEEDS, format: keyof typeof FEED_FORMATS) =>
  parseFeed(fs.readFileSync(feedFile(locale, id, format), 'utf8'));

/** A link's path under the base URL, as resolveFile takes it (the build folder is the base URL's root). */
const pathInBuild = (link: string) => `/${decodeURIComponent(new URL(link).pathname).slice(site.baseUrl.length)}`;

test('every feed parses in both formats and locales, with its own title and a self link', () => {
  for (const locale of LOCALE_IDS) {
    for (const id of FEED_IDS) {
      for (const format of FORMATS) {
        const feed = read(locale, id, format);
        assert.equal(feed.meta.type, format, `${locale} ${id} ${format}`);
        assert.equal(feed.title, FEEDS[id].title[locale]);
        assert.equal(
          feed.self,
          `${site.url}${site.baseUrl}${LOCALES[locale].prefix ? `${LOCALES[locale].prefix}/` : ''}${feedPath(id, format)}`,
        );
        assert.ok(feed.items.length > 0, `${locale} ${id} ${format}: no entries`);
        // The build's time (SOURCE_DATE_EPOCH, which version.json states too): two builds of a commit write the same feed.
        if (built) assert.equal(feed.updated?.toISOString(), built.builtAt, `${locale} ${id} ${format}: updated`);
      }
    }
  }
});

test('every link is absolute, on this build’s address, in its locale, and a page the build has', () => {
  const problems: string[] = [];
  for (const locale of LOCALE_IDS) {
    const prefix = `${site.baseUrl}${LOCALES[locale].prefix ? `${LOCALES[locale].prefix}/` : ''}`;
    for (const id of FEED_IDS) {
      for (const format of FORMATS) {
        const feed = read(locale, id, format);
        for (const link of [feed.url ?? '(no feed link)', ...feed.items.map((item) => item.url ?? '(no link)')]) {
          const where = `${locale} ${id} ${format}: ${link}`;
          if (!link.startsWith(`${site.url}${prefix}`)) problems.push(`${where} is not under ${site.url}${prefix}`);
          else if (
            locale === 'zh' &&
            LOCALE_IDS.some((l) => LOCALES[l].prefix && pathInBuild(link).startsWith(`/${LOCALES[l].prefix}/`))
          )
            problems.push(`${where} is in another locale`);
          else if (!resolveFile(BUILD, pathInBuild(link))) problems.push(`${where}: no such page in ${BUILD}`);
        }
      }
    }
  }
  assert.deepEqual(problems.slice(0, 20), []);
});

test('the release feed lists every release of src/data/releases.ts, the latest first', () => {
  const latest = releases.map((r) => r.version).sort(compareVersions)[0];
  for (const locale of LOCALE_IDS) {
    for (const format of FORMATS) {
      const items = read(locale, 'releases', format).items;
      assert.match(
        items[0].url ?? '',
        new RegExp(`/community/change/${latest.replaceAll('.', '\\.')}$`),
        `${locale} ${format}`,
      );
      const listed = items.map((item) => /\/change\/([\d.]+)$/.exec(item.url ?? '')?.[1] ?? `? ${item.url}`);
      listed.sort(compareVersions);
      assert.deepEqual(listed, releases.map((r) => r.version).sort(compareVersions), `${locale} ${format}`);
    }
  }
});

/** The current docs pages as git names them (not partials). */
const docsPages = () =>
  walkFiles(DOCS_DIR, (name) => /\.mdx?$/.test(name), new Set())
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => !file.split('/').some((part) => part.startsWith('_')));
test('every docs page is found by its file in the build metadata, in both locales', () => {
  const metadata = readPageMetadata(BUILD);
  const routes = routesBySource(metadata, site);
  const lost = docsPages().flatMap((file) => {
    const route = routes.get(file);
    return LOCALE_IDS.filter((locale) => !route || !metadata.get(localePath(site.baseUrl, locale, route))).map(
      (locale) => `${locale} ${file}`,
    );
  });
  assert.deepEqual(lost, []);
});

test('the docs feed starts with the newest change git has of a docs page', () => {
  // Worked out here with git alone: the newest commit that touched a current docs page with more than whitespace
  // (git's own -w), which the feed's formatting rule can only have left out if it were emphasis or links alone.
  const git = (...args: string[]) => execFileSync('git', args, {encoding: 'utf8'}).trim();
  const pages = new Set(docsPages());
  let newest: {commit: string; files: string[]} | undefined;
  for (const block of git('log', '--format=%x1e%H', '--name-only', '--', `${DOCS_DIR}/`).split('\x1e')) {
    const [commit, ...files] = block.split('\n').filter(Boolean);
    const touched = files.filter((file) => pages.has(file));
    const parent = git('log', '-1', '--format=%P', commit ?? 'HEAD').split(' ')[0];
    const real = touched.filter((file) => {
      if (!parent) return true;
      try {
        execFileSync('git', ['diff', '--quiet', '-w', '--ignore-blank-lines', parent, commit, '--', file]);
        return false;
      } catch {
        return true;
      }
    });
    if (commit && real.length) {
      newest = {commit, files: real};
      break;
    }
  }
  assert.ok(newest, 'git has a change of a docs page (a clone with history)');
  const sourceRoutes = routesBySource(readPageMetadata(BUILD), site);
  for (const locale of LOCALE_IDS) {
    for (const format of FORMATS) {
      const first = read(locale, 'docs', format).items[0];
      assert.ok(first.id?.endsWith(`#change-${newest.commit.slice(0, 12)}`), `${locale} ${format}: ${first.id}`);
      const routes = newest.files.map((file) => (sourceRoutes.get(file) ?? `? ${file}`).replace(/\/$/, ''));
      const route = withoutLocalePrefix(pathInBuild(first.url ?? '')).replace(/\/$/, '');
      assert.ok(
        routes.includes(route),
        `${locale} ${format}: ${route} is one of ${newest.commit.slice(0, 10)}'s pages`,
      );
    }
  }
});

test('every page’s head links to both feeds in its locale, titled in its language', () => {
  for (const locale of LOCALE_IDS) {
    const prefix = LOCALES[locale].prefix;
    for (const page of [path.join(BUILD, prefix, 'index.html'), path.join(BUILD, prefix, 'docs/index.html')]) {
      const head = fs.readFileSync(page, 'utf8').split('</head>')[0];
      const links = [...head.matchAll(/<link\s[^>]*>/g)]
        .map(([tag]) =>
          Object.fromEntries([...tag.matchAll(/([\w-]+)=(?:"([^"]*)"|([^\s>"]+))/g)].map(([, k, q, u]) => [k, q ?? u])),
        )
        .filter((attrs) => attrs.rel === 'alternate' && attrs.type === FEED_FORMATS.rss.type);
      for (const id of FEED_IDS) {
        const href = `${site.baseUrl}${prefix ? `${prefix}/` : ''}${feedPath(id, 'rss')}`;
        assert.ok(
          links.some((attrs) => attrs.href === href && attrs.title === FEEDS[id].title[locale]),
          `${path.relative(BUILD, page)}: no <link rel="alternate" href="${href}" title="${FEEDS[id].title[locale]}">`,
        );
      }
    }
  }
});
