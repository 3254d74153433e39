#!/usr/bin/env node
// CSS order (plugins/lean-bundle splits CSS by chunk; Docusaurus ships one file to avoid order bugs, #2006):
// the split stylesheets must give every element the same computed style as the single file would. Builds the
// default locale once more with Docusaurus' single stylesheet (LEAN_BUNDLE_ONE_CSS=true) into .css-order/,
// then compares, element by element, a page of every section of both builds in light and dark mode.
// Usage: node scripts/gates/check-css-order.mjs [--reuse] (reuse an existing reference build)
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {builtPages, sectionSample} from '../../shared/files.mjs';
import {chromiumLaunchOptions, DEFAULT_LOCALE, isArchivedDocsPath} from '../../settings.mjs';

const REFERENCE = '.css-order/build';
const PORTS = {split: 4391, single: 4392};
/** Properties the cascade decides that a visitor sees; layout follows from them. */
const PROPERTIES = [
  'color',
  'background-color',
  'background-image',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'display',
  'position',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border-top-width',
  'border-top-color',
  'border-radius',
  'width',
  'height',
  'gap',
  'flex-direction',
  'justify-content',
  'align-items',
  'text-align',
  'opacity',
  'z-index',
  'visibility',
  'text-decoration-line',
  'box-shadow',
];

if (!process.argv.includes('--reuse') || !fs.existsSync(path.join(REFERENCE, 'index.html'))) {
  console.log('css-order: building the reference with one stylesheet (default locale)…');
  fs.rmSync(REFERENCE, {recursive: true, force: true});
  execFileSync('npx', ['docusaurus', 'build', '--locale', DEFAULT_LOCALE, '--out-dir', REFERENCE], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {...process.env, LEAN_BUNDLE_ONE_CSS: 'true'},
  });
}
const reference = fs.readdirSync(path.join(REFERENCE, 'assets/css'));
if (reference.length !== 1)
  throw new Error(`css-order: the reference build has ${reference.length} stylesheets, not one`);

const servers = Object.entries(PORTS).map(([name, port]) =>
  spawn(
    'node',
    [
      'scripts/dev/serve.mjs',
      '--port',
      String(port),
      '--dir',
      ...(name === 'split' ? ['build'] : [REFERENCE, '--reference-build']),
    ],
    {
      stdio: 'ignore',
    },
  ),
);
await new Promise((resolve) => setTimeout(resolve, 800));
const browser = await chromium.launch(chromiumLaunchOptions(process.env));
const pages = sectionSample(
  'build',
  // The reference is the current site; archived docs versions are built in passes of their own.
  builtPages('build').filter(
    (file) =>
      !file.startsWith(path.join('build', 'en')) &&
      !isArchivedDocsPath(`/${path.relative('build', file).split(path.sep).join('/')}`),
  ),
)
  .map(
    (file) =>
      `/${path
        .relative('build', file)
        .replace(/index\.html$/, '')
        .replace(/\.html$/, '')}`,
  )
  .concat(['/404.html']);

/** Computed styles of every element of a page, keyed by its position in the tree. */
async function styles(port, route, mode) {
  const context = await browser.newContext({viewport: {width: 1280, height: 900}});
  const page = await context.newPage();
  await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
  await page.goto(`http://127.0.0.1:${port}${route}`, {waitUntil: 'networkidle'});
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
  const result = await page.evaluate((properties) => {
    const out = {};
    const walk = (el, key) => {
      const computed = getComputedStyle(el);
      out[key] = properties.map((p) => computed.getPropertyValue(p)).join('|');
      [...el.children].forEach((child, i) => walk(child, `${key}>${child.tagName.toLowerCase()}${i}`));
    };
    walk(document.body, 'body');
    return out;
  }, PROPERTIES);
  await context.close();
  return result;
}

let differences = 0;
try {
  for (const mode of ['light', 'dark']) {
    for (const route of pages) {
      const [split, single] = [await styles(PORTS.split, route, mode), await styles(PORTS.single, route, mode)];
      const keys = Object.keys(single).filter((key) => split[key] !== single[key]);
      if (keys.length) {
        differences += keys.length;
        const [key] = keys;
        const diff = PROPERTIES.filter((_, i) => split[key]?.split('|')[i] !== single[key].split('|')[i]);
        console.error(
          `✘ ${route} (${mode}): ${keys.length} element(s) styled differently, e.g. ${key}: ${diff.join(', ')}`,
        );
      }
    }
  }
} finally {
  await browser.close();
  for (const server of servers) server.kill();
}
console.log(
  `css-order: ${pages.length} pages × 2 colour modes compared with the single-stylesheet build, ${differences} difference(s)`,
);
process.exit(differences ? 1 : 0);
