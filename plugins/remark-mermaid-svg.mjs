// Remark plugin: a ```mermaid block that scripts/build/render-diagrams.mjs rendered becomes a figure with its light
// and dark SVG images, so the page needs no Mermaid JavaScript. It runs before Docusaurus' own mermaid
// step (mdx-loader's remark/mermaid, a default plugin), which then only sees the blocks left as code:
// those missing from the manifest (no Chromium, or not drawn yet under `npm start`, which draws none), which
// @docusaurus/theme-mermaid still renders in the browser.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {
  DIAGRAM_URL_DIR,
  MANIFEST_FILE,
  diagramAlt,
  diagramHash,
  localeOfPath,
  mermaidVersion,
} from '../shared/diagrams.mjs';

const SITE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MANIFEST_PATH = path.join(SITE_DIR, MANIFEST_FILE);

/** The manifest, re-read when the render script rewrote it (it may run again beside `docusaurus start`). */
function manifestReader(file) {
  let cached = {mtime: -1, entries: {}};
  return () => {
    const mtime = fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0;
    if (mtime !== cached.mtime) cached = {mtime, entries: mtime ? JSON.parse(fs.readFileSync(file, 'utf8')) : {}};
    return cached.entries;
  };
}

const attribute = (name, value) => ({type: 'mdxJsxAttribute', name, value});

function image(className, src, {width, height}, alt, decorative) {
  return {
    type: 'mdxJsxFlowElement',
    name: 'img',
    attributes: [
      attribute('className', className),
      attribute('src', src),
      attribute('width', String(width)),
      attribute('height', String(height)),
      attribute('alt', alt),
      ...(decorative ? [attribute('aria-hidden', 'true')] : []),
      attribute('loading', 'lazy'),
      attribute('decoding', 'async'),
    ],
    children: [],
    // Plain elements: MDX would otherwise hand them to the theme's MDX <img> component.
    data: {_mdxExplicitJsx: true},
  };
}

/** The figure that replaces a rendered diagram's code block. */
export function diagramFigure(hash, entry, alt, baseUrl) {
  const src = (variant) => `${baseUrl}${DIAGRAM_URL_DIR}/${hash}-${variant}.svg`;
  return {
    type: 'mdxJsxFlowElement',
    name: 'figure',
    attributes: [attribute('className', 'rb-diagram')],
    children: [
      image('rb-diagram__light', src('light'), entry, alt, false),
      // The same picture in dark colours: its alt would only repeat the light one's.
      image('rb-diagram__dark', src('dark'), entry, '', true),
    ],
    data: {_mdxExplicitJsx: true},
  };
}

/** The component that opens a diagram large (src/components/DiagramZoom), imported only by pages with diagrams. */
const ZOOM = {name: 'DiagramZoom', from: '@site/src/components/DiagramZoom'};

/** `import DiagramZoom from '…'` as an MDX ESM node (MDX compiles the estree, not the text). */
function zoomImport() {
  return {
    type: 'mdxjsEsm',
    value: `import ${ZOOM.name} from '${ZOOM.from}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: ZOOM.name}}],
            source: {type: 'Literal', value: ZOOM.from, raw: `'${ZOOM.from}'`},
          },
        ],
      },
    },
  };
}

/** The figure inside the zoom component: click or Enter opens it large. */
function zoomable(figure) {
  return {type: 'mdxJsxFlowElement', name: ZOOM.name, attributes: [], children: [figure]};
}

/**
 * Options: `baseUrl` (the URL the site's static files are served under, with trailing slash) and, for tests,
 * `manifest` (the entries themselves, instead of reading .generated/diagrams/manifest.json).
 * @param {{baseUrl?: string, manifest?: Record<string, import('../shared/diagrams.mjs').ManifestEntry>}} [options]
 */
export default function remarkMermaidSvg({baseUrl = '/', manifest} = {}) {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const entries = manifest ? () => manifest : manifestReader(MANIFEST_PATH);
  const version = mermaidVersion();

  return (tree, file) => {
    const known = entries();
    const locale = localeOfPath(path.relative(SITE_DIR, file.path ?? ''));
    const visit = (node) => {
      if (!node.children) return;
      node.children = node.children.map((child) => {
        if (child.type !== 'code' || child.lang !== 'mermaid') {
          visit(child);
          return child;
        }
        const hash = diagramHash(child.value, version);
        const entry = known[hash];
        if (!entry) {
          // With no manifest at all (no Chromium) every diagram falls back, and the render script said so.
          if (Object.keys(known).length) {
            const where = `${file.path}:${child.position?.start.line ?? '?'}`;
            console.warn(
              `[remark-mermaid-svg] ${where}: diagram not rendered yet, it renders in the browser (npm run diagrams)`,
            );
          }
          return child;
        }
        zoomed += 1;
        return zoomable(diagramFigure(hash, entry, entry.alt?.[locale] ?? diagramAlt(child.value, locale), base));
      });
    };
    let zoomed = 0;
    visit(tree);
    // Pages without diagrams import nothing: no zoom code is loaded there.
    if (zoomed > 0) tree.children.unshift(zoomImport());
  };
}

/**
 * Docusaurus plugin that ties the bundler's persistent cache to the manifest. The compiled MDX of a page is
 * cached by its source alone, so without this a page would keep the figure (or the code block) of an older
 * manifest: after a Mermaid upgrade its images would point at files the render script has since removed.
 */
export function mermaidSvgCache() {
  return {
    name: 'mermaid-svg-cache',
    configureWebpack(config) {
      const digest = fs.existsSync(MANIFEST_PATH)
        ? crypto.createHash('sha256').update(fs.readFileSync(MANIFEST_PATH)).digest('hex').slice(0, 16)
        : 'none';
      // Rspack (future.faster) keeps its cache settings under experiments.cache, Webpack under cache.
      const cache = typeof config.experiments?.cache === 'object' ? config.experiments.cache : config.cache;
      if (cache && typeof cache === 'object') cache.version = `${cache.version ?? ''}-diagrams-${digest}`;
      return {};
    },
  };
}
