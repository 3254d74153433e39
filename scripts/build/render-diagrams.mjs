#!/usr/bin/env node
// Renders every ```mermaid block of the site to SVG before `build` (npm run diagrams; beside `npm start` by hand),
// so pages show the diagrams as images and load no Mermaid JavaScript (plugins/remark-mermaid-svg.mjs). What the
// drawings hold that they never use (Mermaid's spare arrowheads and theme rules) is left out as they are written.
//   .generated/diagrams/img/diagrams/<hash>-light.svg and -dark.svg, served as static files;
//   .generated/diagrams/manifest.json: hash → {width, height, alt: {zh?, en?}}.
// A diagram whose two files exist is not rendered again. A diagram Mermaid cannot render fails the script.
// The drawings also depend on Chromium and the fonts (scripts/lib/renderer.mjs): when those change, every
// diagram is drawn again. Without Chromium it writes no manifest and exits 0 (the pages then render their
// diagrams in the browser), except in CI, where a build without drawn diagrams is an error.
import fs from 'node:fs';
import path from 'node:path';
import {
  DIAGRAM_DIR,
  DIAGRAM_URL_DIR,
  MANIFEST_FILE,
  MERMAID_THEMES,
  RENDER_SETTINGS,
  collectDiagrams,
  diagramAlt,
  diagramType,
  mermaidBrowserBundle,
  svgSize,
} from '../../shared/diagrams.mjs';
import {slimDiagramSvg} from '../lib/diagram-svg.mjs';
import {LAUNCH} from '../lib/first-load.mjs';
import {chromiumMissing, rendererIdentity, writeFileAtomic} from '../lib/renderer.mjs';

// CI has two cores: Docusaurus is not running yet, but more pages than this only queue for the CPU.
const PARALLEL_PAGES = 2;
const STATELESS_TYPES = new Set(['flowchart', 'graph']);
const OUT = path.join(DIAGRAM_DIR, DIAGRAM_URL_DIR);
const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);

// Docusaurus wants every static directory to exist, even when nothing is rendered.
fs.mkdirSync(OUT, {recursive: true});

const diagrams = collectDiagrams();

const fileOf = (hash, variant) => path.join(OUT, `${hash}-${variant}.svg`);
const RENDERER_FILE = path.join(DIAGRAM_DIR, 'renderer.txt');
const chromiumThere = fs.existsSync(LAUNCH.executablePath);
const renderer = chromiumThere
  ? rendererIdentity(
      LAUNCH.executablePath,
      RENDER_SETTINGS.fontFamily.split(',').map((f) => f.trim().replace(/"/g, '')),
    )
  : undefined;
if (renderer && (fs.existsSync(RENDERER_FILE) ? fs.readFileSync(RENDERER_FILE, 'utf8').trim() : '') !== renderer) {
  // Drawn by another Chromium or other fonts: none of the cached files is what this machine would draw.
  for (const name of fs.readdirSync(OUT)) fs.rmSync(path.join(OUT, name), {force: true});
}
const pending = [...diagrams.keys()].filter(
  (hash) => !fs.existsSync(fileOf(hash, 'light')) || !fs.existsSync(fileOf(hash, 'dark')),
);

if (pending.length && !chromiumThere) {
  chromiumMissing(
    'diagrams',
    `Chromium not found at ${LAUNCH.executablePath} (npm run setup:browser installs it); ` +
      `${pending.length} of ${diagrams.size} diagrams will render in the browser instead`,
  );
}

const failures = [];
if (pending.length) {
  // Loaded lazily so that a machine without Playwright's browser support still gets the notice above.
  const {chromium} = await import('@playwright/test');
  const browser = await chromium.launch(LAUNCH);
  try {
    const bundle = mermaidBrowserBundle();
    const queue = [...pending];
    let done = 0;
    const worker = async () => {
      const page = await browser.newPage();
      // Rendering is local: nothing may reach the network.
      await page.route('**/*', (route) => route.abort());
      let loaded = false;
      for (let hash = queue.shift(); hash; hash = queue.shift()) {
        const diagram = diagrams.get(hash);
        if (!diagram) throw new Error(`diagrams: ${hash} is pending but not collected`);
        const {source, uses} = diagram;
        try {
          // Some diagram types (sequence diagrams) number their elements with counters that outlive a render,
          // so their files would depend on what the page rendered before: they get a freshly loaded Mermaid.
          // Flowcharts keep no such state, and loading Mermaid costs ten times a rendering.
          if (!loaded || !STATELESS_TYPES.has(diagramType(source))) {
            await page.setContent('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
            await page.addScriptTag({path: bundle});
            loaded = true;
          }
          for (const [variant, theme] of Object.entries(MERMAID_THEMES)) {
            const svg = await page.evaluate(renderInPage, {
              source,
              theme,
              variant,
              id: `rb-${hash}`,
              settings: RENDER_SETTINGS,
            });
            writeFileAtomic(fileOf(hash, variant), slimDiagramSvg(svg));
          }
        } catch (/** @type {any} */ error) {
          loaded = false; // whatever a failed render left behind goes with the page
          // Mermaid's own message, without Playwright's prefix and the bundle's stack.
          const message = String(error?.message ?? error)
            .replace(/^page\.evaluate: (Error: )?/, '')
            .split('\n')
            .filter((line) => !/^\s+at /.test(line))
            .join('\n');
          failures.push({uses, message});
        }
        done += 1;
        if (done % 25 === 0) console.log(`diagrams: ${done}/${pending.length} rendered (${seconds()} s)`);
      }
      await page.close();
    };
    await Promise.all(Array.from({length: Math.min(PARALLEL_PAGES, pending.length)}, worker));
  } finally {
    await browser.close();
  }
}

// Runs in the page. Mermaid measures text with the page's fonts; the SVG gets explicit width and height so
// an <img> reserves its box before it loads, and is re-serialised as XML (Mermaid returns HTML markup).
async function renderInPage({source, theme, variant, id, settings}) {
  const {mermaid} = /** @type {any} */ (window);
  mermaid.initialize({
    startOnLoad: false,
    securityLevel: 'strict',
    suppressErrorRendering: true,
    theme,
    htmlLabels: settings.htmlLabels,
    flowchart: {htmlLabels: settings.htmlLabels},
    fontFamily: settings.fontFamily,
    themeVariables: {fontFamily: settings.fontFamily},
    themeCSS: settings.themeCSS[variant],
    // Some shapes are drawn with Rough.js, which is random unless seeded: the same source gives the same file.
    handDrawnSeed: settings.handDrawnSeed,
  });
  const {svg} = await mermaid.render(id, source);
  const holder = document.createElement('div');
  holder.innerHTML = svg;
  const root = holder.querySelector('svg');
  if (!root) throw new Error('Mermaid produced no SVG element');
  const [, , width, height] = (root.getAttribute('viewBox') ?? '').split(/[\s,]+/).map(Number);
  if (!(width > 0 && height > 0)) throw new Error('Mermaid produced an SVG without a size');
  root.setAttribute('width', String(Math.ceil(width)));
  root.setAttribute('height', String(Math.ceil(height)));
  root.style.removeProperty('max-width');
  if (!root.getAttribute('style')) root.removeAttribute('style');
  return new XMLSerializer().serializeToString(root);
}

// The manifest lists every diagram of the site whose files exist, and only those.
const manifest = {};
for (const [hash, {source, locales}] of diagrams) {
  if (!fs.existsSync(fileOf(hash, 'light')) || !fs.existsSync(fileOf(hash, 'dark'))) continue;
  const size = svgSize(fs.readFileSync(fileOf(hash, 'light'), 'utf8'));
  if (!size) continue;
  const alt = Object.fromEntries([...locales].sort().map((locale) => [locale, diagramAlt(source, locale)]));
  manifest[hash] = {...size, alt};
}
writeFileAtomic(MANIFEST_FILE, `${JSON.stringify(manifest, null, 1)}\n`);
if (renderer) writeFileAtomic(RENDERER_FILE, `${renderer}\n`);

// Files of diagrams that changed or went away would otherwise be published with the site.
const keep = new Set(Object.keys(manifest).flatMap((hash) => [`${hash}-light.svg`, `${hash}-dark.svg`]));
for (const name of fs.readdirSync(OUT)) if (!keep.has(name)) fs.rmSync(path.join(OUT, name), {force: true});

const rendered = pending.length - failures.length;
console.log(
  `diagrams: ${diagrams.size} diagrams; ${rendered} rendered, ${diagrams.size - pending.length} cached` +
    `${failures.length ? `, ${failures.length} failed` : ''} (${seconds()} s)`,
);
if (failures.length) {
  for (const {uses, message} of failures)
    console.error(`✘ ${uses.join(', ')}: Mermaid cannot render this diagram:\n  ${message.replace(/\n/g, '\n  ')}`);
  process.exit(1);
}
