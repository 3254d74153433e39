#!/usr/bin/env node
// Draws every blog post's cover (shared/covers.mjs) for both locales into .generated/covers/, a static
// directory, so `/img/blog/covers/<slug>.<locale>.svg` is served. Run by `npm run generate`.
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {COVER_DIR, COVER_URL_DIR, coverSvg, readPost} from '../../shared/covers.mjs';
import {walkFiles} from '../../shared/files.mjs';

/** Post folder and tag labels per locale (the English twins live under i18n/, Crowdin layout). */
const SOURCES = /** @type {const} */ ([
  ['zh', 'blog'],
  ['en', 'i18n/en/docusaurus-plugin-content-blog'],
]);
const out = path.join(COVER_DIR, COVER_URL_DIR);
fs.rmSync(COVER_DIR, {recursive: true, force: true});
fs.mkdirSync(out, {recursive: true});
let count = 0;
for (const [locale, dir] of SOURCES) {
  const tags = /** @type {Record<string, {label: string}>} */ (
    yaml.load(fs.readFileSync(path.join(dir, 'tags.yml'), 'utf8'))
  );
  for (const file of walkFiles(dir, (name) => /\.mdx?$/.test(name))) {
    const post = readPost(file);
    const tag = post.tags[0];
    fs.writeFileSync(
      path.join(out, `${post.slug}.${locale}.svg`),
      coverSvg({title: post.title, tag, tagLabel: tags[tag]?.label, locale}),
    );
    count += 1;
  }
}
console.log(`gen-covers: ${count} covers → ${out}`);
