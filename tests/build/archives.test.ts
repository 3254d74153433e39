// After the build: the archived docs versions sit in build/ next to the current site (scripts/build/build-archives.mjs),
// each with its own route table, and tell search engines the truth about themselves.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {ARCHIVED_DOCS, LOCALE_IDS, LOCALES} from '../../settings.mjs';
import {walkFiles} from '../../shared/files.mjs';

const html = (file: string) => fs.readFileSync(file, 'utf8');
const isPage = (text: string) => /<main[\s>]/.test(text);
const ROBOTS = /<meta[^>]*\sname="?robots"?[^>]*\scontent="([^"]*)"/;
const CANONICAL = /<link[^>]*\srel="?canonical"?[^>]*\shref="?([^"> ]+)"?/;

/** The main bundle a built page loads (its route table and registry). */
function mainBundle(page: string, localeDir: string): string {
  const src = /<script src="?([^"> ]*\/main\.[0-9a-f]+\.js)"?/.exec(html(page))?.[1];
  assert.ok(src, `${page} loads a main bundle`);
  return fs.readFileSync(path.join(localeDir, 'assets/js', path.basename(src)), 'utf8');
}

for (const locale of LOCALE_IDS) {
  const localeDir = path.join('build', LOCALES[locale].prefix);
  const prefix = LOCALES[locale].prefix ? `/${LOCALES[locale].prefix}` : '';

  test(`${locale}: every archived page is noindex, follow, canonical to its current page where that exists`, () => {
    assert.ok(ARCHIVED_DOCS.length > 0, 'settings.mjs names the archived versions');
    for (const {name} of ARCHIVED_DOCS) {
      const pages = walkFiles(path.join(localeDir, 'docs', name), (f) => f.endsWith('.html'), new Set()).filter(
        (file) => isPage(html(file)),
      );
      assert.ok(pages.length > 150, `${name}: ${pages.length} pages`);
      let canonicalToCurrent = 0;
      for (const file of pages) {
        const text = html(file);
        assert.equal(ROBOTS.exec(text)?.[1], 'noindex, follow', file);
        const canonical = CANONICAL.exec(text)?.[1] ?? '';
        const currentPath = new URL(canonical).pathname;
        if (!currentPath.includes(`/docs/${name}/`)) {
          canonicalToCurrent += 1;
          const rel = currentPath.slice(`${prefix}/`.length);
          const target = path.join(localeDir, rel, 'index.html');
          assert.ok(
            fs.existsSync(target) || fs.existsSync(path.join(localeDir, `${rel}.html`)),
            `${file} → ${canonical}`,
          );
        }
      }
      assert.ok(
        canonicalToCurrent > pages.length * 0.9,
        `${name}: ${canonicalToCurrent}/${pages.length} canonical to current`,
      );
    }
  });

  test(`${locale}: current pages are indexable and the sitemap lists no archived page`, () => {
    for (const route of ['index.html', 'docs/quick-start/quick-install/index.html', 'blog/noyaml/index.html']) {
      assert.doesNotMatch(html(path.join(localeDir, route)), ROBOTS, route);
    }
    const sitemap = html(path.join(localeDir, 'sitemap.xml'));
    assert.match(sitemap, /\/docs\/quick-start\/quick-install</);
    assert.doesNotMatch(sitemap, /\/docs\/5\.1\d\//);
  });

  test(`${locale}: a current page's route table holds no archived route; an archived page's holds only its version`, () => {
    const current = mainBundle(path.join(localeDir, 'docs/quick-start/quick-install/index.html'), localeDir);
    assert.match(current, /quick-start\/quick-install/);
    assert.doesNotMatch(current, /\/docs\/5\.1\d\//);
    for (const {name} of ARCHIVED_DOCS) {
      const archived = mainBundle(path.join(localeDir, `docs/${name}/quick-start/quick-install/index.html`), localeDir);
      assert.ok(archived.includes(`/docs/${name}/quick-start/quick-install`), `${name}: its own routes`);
      assert.doesNotMatch(archived, /"\/(en\/)?blog\/noyaml"/, `${name}: no blog routes`);
      for (const other of ARCHIVED_DOCS.filter((v) => v.name !== name))
        assert.ok(!archived.includes(`/docs/${other.name}/quick-start`), `${name}: no ${other.name} routes`);
    }
  });
}
