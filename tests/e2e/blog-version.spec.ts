import {expect, test} from '@playwright/test';
import {readFileSync} from 'node:fs';
import yaml from 'js-yaml';
import {readPost} from '../../shared/covers.mjs';
import {walkFiles} from '../../shared/files.mjs';
import {splitFrontMatter} from '../../shared/front-matter.mjs';
import {CURRENT_DOCS_LABEL, docsVersionLabel} from '../../settings.mjs';
import {locales} from './helpers';

// Issue #34: a post about an older platform version says which version it describes and links the current docs on
// its topic (BlogVersionNotice, from the post's `rainbond_version` and `current_docs`); other posts show no note.
const posts = walkFiles('blog', (name) => /^\d{4}-\d{2}-\d{2}-.+\.mdx?$/.test(name)).map((file) => {
  const keys = yaml.load(splitFrontMatter(readFileSync(file, 'utf8')).raw) as {
    rainbond_version?: string;
    current_docs?: string;
  };
  return {slug: readPost(file).slug, version: keys.rainbond_version, currentDocs: keys.current_docs};
});
const [withVersion] = posts.flatMap(({slug, version, currentDocs}) =>
  version && currentDocs ? [{slug, version, currentDocs}] : [],
);
const withoutVersion = posts.find((p) => !p.version);

for (const {locale, prefix} of locales) {
  test(`[${locale}] a post about an older version names it and links the current docs; other posts show no note`, async ({
    page,
    request,
  }) => {
    if (!withVersion || !withoutVersion) throw new Error('need a post with rainbond_version and one without');
    await page.goto(`${prefix}/blog/${withVersion.slug}`);
    const note = page.locator('main article').getByRole('note');
    await expect(note).toHaveCount(1);
    await expect(note).toContainText(docsVersionLabel(withVersion.version));
    await expect(note).toContainText(CURRENT_DOCS_LABEL);
    const link = note.getByRole('link', {
      name: locale === 'en' ? 'the current docs on this topic' : '当前版本的相关文档',
    });
    await expect(link).toHaveAttribute('href', `${prefix}${withVersion.currentDocs}`);
    expect((await request.get(`${prefix}${withVersion.currentDocs}`)).status()).toBe(200);

    await page.goto(`${prefix}/blog/${withoutVersion.slug}`);
    await expect(page.locator('main article').getByRole('note')).toHaveCount(0);
    // List cards are previews: no post shows the note there.
    await page.goto(`${prefix}/blog`);
    await expect(page.locator('main').getByRole('note')).toHaveCount(0);
  });
}
