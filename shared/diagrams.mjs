// Build-time Mermaid diagrams: the pure parts shared by scripts/build/render-diagrams.mjs (which renders every
// ```mermaid block to SVG) and plugins/remark-mermaid-svg.mjs (which swaps the block for the rendered images).
// Both must agree on what a block's source is and how it is hashed, or a page falls back to client rendering.
import crypto from 'node:crypto';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import {walkFiles} from './files.mjs';

/** Output folder, served as an extra static directory (docusaurus.config.ts staticDirectories). */
export const DIAGRAM_DIR = '.generated/diagrams';
/** Where the SVG files sit inside that folder, which is also their URL path below the base URL. */
export const DIAGRAM_URL_DIR = 'img/diagrams';
/** A page's reference to a rendered diagram file (`/img/diagrams/<hash>-light.svg`); group 1 is the file name. */
export const diagramReferences = () => new RegExp(`/${DIAGRAM_URL_DIR}/([0-9a-f]{16}-(?:light|dark)\\.svg)`, 'g');
export const MANIFEST_FILE = `${DIAGRAM_DIR}/manifest.json`;

/** The same themes the client-side fallback uses (themeConfig.mermaid in docusaurus.config.ts). */
export const MERMAID_THEMES = /** @type {const} */ ({light: 'neutral', dark: 'dark'});

// SVG text instead of HTML labels: an <img> cannot show foreignObject content reliably, and text
// measured with these fonts (Arial metrics; WenQuanYi for Chinese) is close to what visitors' fonts give.
// SVG edge labels sit on a half-transparent box, so the line shows through the text; opaque boxes (dark:
// the colours src/css/custom.css gives the client-rendered ones) keep them readable.
export const RENDER_SETTINGS = Object.freeze({
  htmlLabels: false,
  fontFamily: 'arial, "Liberation Sans", "WenQuanYi Micro Hei", sans-serif',
  handDrawnSeed: 1,
  themeCSS: {
    light: '.edgeLabel rect{opacity:1}',
    dark: '.edgeLabel rect{opacity:1;fill:#2a2f38}.edgeLabel text{fill:#f0f2f5}',
  },
});

/**
 * What the diagram step does to Mermaid's SVG after drawing it (scripts/lib/diagram-svg.mjs: unused markers and style
 * rules left out). Part of every hash: diagrams are cached for a year under their name, so a file whose bytes change
 * must change its name too.
 */
export const DIAGRAM_OUTPUT = 'unused-left-out-1';

const require = createRequire(import.meta.url);

/** Version of the Mermaid package that renders the diagrams (part of every hash). */
export function mermaidVersion() {
  return JSON.parse(fs.readFileSync(require.resolve('mermaid/package.json'), 'utf8')).version;
}

/** The browser build of Mermaid (a UMD file that defines `window.mermaid`). */
export function mermaidBrowserBundle() {
  return require.resolve('mermaid/dist/mermaid.min.js');
}

/**
 * @typedef {import('../settings.mjs').Locale} Locale
 * @typedef {{value: string, line: number}} MermaidBlock
 * @typedef {{width: number, height: number, alt: Partial<Record<Locale, string>>}} ManifestEntry
 * @typedef {{source: string, locales: Set<Locale>, uses: string[]}} Diagram
 */

/**
 * Fenced ```mermaid blocks of a Markdown/MDX document, with the text remark gives as the code node's value.
 * Every fence is tracked, so a mermaid fence shown inside a longer ```` fence is not taken for a diagram.
 * MDX (Docusaurus parses .md as MDX too) has no indented code, so a fence may be indented any amount;
 * that indentation is removed from the block's lines, as CommonMark does.
 * @param {string} markdown
 * @returns {MermaidBlock[]}
 */
export function extractMermaidBlocks(markdown) {
  // Line endings stay as written (a CRLF file gives CRLF values, as in remark), except the one before the
  // closing fence.
  const lines = markdown.split('\n');
  const value = (body) => body.join('\n').replace(/\r$/, '');
  /** @type {MermaidBlock[]} */
  const blocks = [];
  /** @type {{indent: number, char: string, length: number, lang: string, line: number, body: string[]} | null} */
  let open = null;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i];
    if (!open) {
      const m = /^([ \t]*)(`{3,}|~{3,})(.*?)\r?$/.exec(line);
      if (!m || (m[2][0] === '`' && m[3].includes('`'))) continue;
      open = {
        indent: m[1].length,
        char: m[2][0],
        length: m[2].length,
        lang: m[3].trim().split(/\s+/)[0],
        line: i + 1,
        body: [],
      };
      continue;
    }
    const close = /^[ \t]*(`{3,}|~{3,})[ \t]*\r?$/.exec(line);
    if (close && close[1][0] === open.char && close[1].length >= open.length) {
      if (open.lang === 'mermaid') blocks.push({value: value(open.body), line: open.line});
      open = null;
      continue;
    }
    open.body.push(line.replace(new RegExp(`^[ \\t]{0,${open.indent}}`), ''));
  }
  // An unclosed fence runs to the end of the document.
  if (open?.lang === 'mermaid') blocks.push({value: value(open.body).replace(/\r?\n$/, ''), line: open.line});
  return blocks;
}

/**
 * Identifies a diagram's rendering: its source, both themes, the Mermaid version, the renderer settings and what is
 * done to the output.
 */
export function diagramHash(source, version) {
  const input = JSON.stringify({source, themes: MERMAID_THEMES, version, settings: RENDER_SETTINGS, DIAGRAM_OUTPUT});
  return crypto.createHash('sha256').update(input).digest('hex').slice(0, 16);
}

/** Pages under i18n/en/ are English; everything else (docs/, blog/, community/, src/pages/) is Chinese. */
export function localeOfPath(file) {
  return /(^|[\\/])i18n[\\/]en[\\/]/.test(file) ? 'en' : 'zh';
}

/** @type {[RegExp, string, string][]} */
const KINDS = [
  [/^(flowchart|graph)\b/, 'Flowchart', '流程图'],
  [/^sequenceDiagram\b/, 'Sequence diagram', '时序图'],
  [/^classDiagram/, 'Class diagram', '类图'],
  [/^stateDiagram/, 'State diagram', '状态图'],
  [/^erDiagram\b/, 'Entity relationship diagram', '实体关系图'],
  [/^gantt\b/, 'Gantt chart', '甘特图'],
  [/^pie\b/, 'Pie chart', '饼图'],
  [/^journey\b/, 'User journey', '用户旅程图'],
  [/^gitGraph\b/, 'Git graph', 'Git 分支图'],
  [/^mindmap\b/, 'Mind map', '思维导图'],
  [/^timeline\b/, 'Timeline', '时间线'],
  [/^quadrantChart\b/, 'Quadrant chart', '象限图'],
  [/^(architecture|block|C4|packet|sankey|xychart|requirementDiagram|kanban|radar|treemap)/, 'Diagram', '图表'],
];

/** Statements of a diagram: without its YAML front matter, %% comments and %%{init}%% directives. */
function statements(source) {
  const text = source.replace(/\r\n?/g, '\n').replace(/^\s*---\n[\s\S]*?\n---[ \t]*(\n|$)/, '');
  return text
    .split('\n')
    .map((line) => line.replace(/%%.*$/, '').trim())
    .filter(Boolean);
}

function frontMatterTitle(source) {
  const fm = /^\s*---\n([\s\S]*?)\n---/.exec(source.replace(/\r\n?/g, '\n'));
  return fm ? (/^title:\s*["']?(.*?)["']?\s*$/m.exec(fm[1])?.[1] ?? '') : '';
}

/** Label text as a reader sees it: entity codes decoded, line breaks as spaces, Markdown and icon markup gone. */
function cleanLabel(raw) {
  return raw
    .replace(/#(\d+);/g, (_, code) => String.fromCodePoint(Number(code)))
    .replace(/#(quot|amp|lt|gt|nbsp);/g, (_, name) => ({quot: '"', amp: '&', lt: '<', gt: '>', nbsp: ' '})[name])
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/\bfa[bkrs]?:fa-[\w-]+/g, '')
    .replace(/`/g, '')
    .replace(/\*{1,2}([^*]+)\*{1,2}/g, '$1')
    .replace(/^"|"$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const SHAPES = [
  ['(((', ')))'],
  ['([', '])'],
  ['[[', ']]'],
  ['[(', ')]'],
  ['((', '))'],
  ['{{', '}}'],
  ['[/', '/]'],
  ['[/', '\\]'],
  ['[\\', '\\]'],
  ['[\\', '/]'],
  ['[', ']'],
  ['(', ')'],
  ['{', '}'],
  ['>', ']'],
];

/** Texts of a flowchart: node labels (or bare ids) by first mention, edge labels and subgraph titles. */
function flowchartLabels(lines) {
  const order = []; // node ids and literal texts, in document order
  const labels = new Map();
  const seen = new Set();
  const mention = (id) => {
    if (!seen.has(id)) order.push({id});
    seen.add(id);
  };
  for (const statement of lines.slice(1).flatMap((l) => l.split(/;\s*/))) {
    if (!statement || /^(classDef|class|style|linkStyle|click|direction|end)\b/.test(statement)) continue;
    const sub = /^subgraph\s+(.*)$/.exec(statement);
    if (sub) {
      // A subgraph is drawn with its title; edges may later name it by id.
      const titled = /^([^\s[]+)\s*\[(.*)\]$/.exec(sub[1]);
      order.push({text: titled ? titled[2] : sub[1]});
      seen.add(titled ? titled[1] : sub[1]);
      continue;
    }
    let rest = statement.replace(/:::[\w-]+/g, '');
    for (rest = rest.trimStart(); rest; rest = rest.trimStart()) {
      // Edge with a label: -->|text|, -- text -->, -. text .->, == text ==>.
      const edge =
        /^(?:<?[-=.]{2,}[>xo]?|~~~)\s*\|([^|]*)\|/.exec(rest) ??
        /^<?(?:--|==|-\.)(?![-=.>])\s*(.+?)\s*(?:-{2,}|={2,}|\.-)[>xo]?/.exec(rest);
      if (edge) {
        order.push({text: edge[1]});
        rest = rest.slice(edge[0].length);
        continue;
      }
      const id = /^([\p{L}\p{N}_][\p{L}\p{N}_-]*?)(?=\s*(?:@\{|[[({>]|&|<?[-=.~]{2,}|$)|\s)/u.exec(rest);
      if (id) {
        rest = rest.slice(id[0].length);
        mention(id[1]);
        const shape = SHAPES.find(([open]) => rest.startsWith(open));
        const extended = /^@\{[^}]*?label:\s*"([^"]*)"[^}]*\}/.exec(rest);
        if (extended) {
          if (!labels.has(id[1])) labels.set(id[1], extended[1]);
          rest = rest.slice(extended[0].length);
        } else if (shape) {
          const body = rest.slice(shape[0].length);
          const quoted = /^\s*"([^"]*)"\s*/.exec(body);
          const end = quoted ? quoted[0].length : body.indexOf(shape[1]);
          const text = quoted ? quoted[1] : body.slice(0, end < 0 ? undefined : end);
          if (!labels.has(id[1])) labels.set(id[1], text);
          const after = body.slice(end < 0 ? body.length : end);
          rest = after.startsWith(shape[1]) ? after.slice(shape[1].length) : after.replace(/^[\])}/\\]+/, '');
        }
        continue;
      }
      // Anything else (arrows without labels, &): skip one token.
      rest = rest.replace(/^(?:\S+?(?=[\p{L}\p{N}_])|\S+)/u, '');
    }
  }
  return order.map((entry) => ('id' in entry ? (labels.get(entry.id) ?? entry.id) : entry.text));
}

/** Texts of a sequence diagram: participants (by alias when given), messages, notes, block titles. */
function sequenceLabels(lines) {
  const texts = [];
  const names = new Map();
  const actor = (id) => {
    if (!names.has(id)) {
      names.set(id, id);
      texts.push(id);
    }
  };
  for (const line of lines.slice(1)) {
    const declared = /^(?:create\s+)?(?:participant|actor)\s+(.+?)(?:\s+as\s+(.+))?$/.exec(line);
    if (declared) {
      if (!names.has(declared[1])) {
        names.set(declared[1], declared[2] ?? declared[1]);
        texts.push(declared[2] ?? declared[1]);
      }
      continue;
    }
    const message = /^([^\s:+-][^:]*?)\s*(?:<<)?-{1,2}(?:>>|>|x|\))\s*[+-]?\s*([^:]+?)\s*:\s*(.*)$/.exec(line);
    if (message) {
      actor(message[1]);
      actor(message[2]);
      texts.push(message[3]);
      continue;
    }
    const note = /^note\s+(?:over|left of|right of)\s+[^:]+:\s*(.*)$/i.exec(line);
    if (note) {
      texts.push(note[1]);
      continue;
    }
    const block = /^(?:loop|alt|else|opt|par|and|critical|option|break|box)\s+(.+)$/.exec(line);
    if (block) texts.push(block[1]);
  }
  return texts;
}

/** Texts of any other kind of diagram: quoted strings, bracketed labels and text after colons. */
function genericLabels(lines) {
  const texts = [];
  for (const line of lines.slice(1)) {
    if (/^(title|accTitle|accDescr|section|dateFormat|axisFormat|direction|classDef|style)\b/.test(line)) {
      const section = /^section\s+(.+)$/.exec(line);
      if (section) texts.push(section[1]);
      continue;
    }
    for (const m of line.matchAll(/"([^"]+)"|\[([^\]]+)\]|:\s*(.+)$/g)) texts.push(m[1] ?? m[2] ?? m[3]);
  }
  return texts;
}

/** `accTitle: …` and `accDescr: …` / `accDescr { … }` of a diagram, when its author wrote them. */
function accessibleText(source) {
  const title = /^\s*accTitle\s*:\s*(.+)$/m.exec(source)?.[1]?.trim() ?? '';
  const descr =
    /^\s*accDescr\s*:\s*(.+)$/m.exec(source)?.[1]?.trim() ??
    /^\s*accDescr\s*\{([\s\S]*?)\}/m.exec(source)?.[1]?.replace(/\s+/g, ' ').trim() ??
    '';
  return {title, descr};
}

/** The diagram type keyword a diagram starts with ("flowchart", "sequenceDiagram", …). */
export function diagramType(source) {
  return /^[\w-]+/.exec(statements(source).find((line) => !/^acc(Title|Descr)\b/.test(line)) ?? '')?.[0] ?? '';
}

/** The kind of diagram, as a reader would name it. */
export function diagramKind(source, locale) {
  const first = diagramType(source);
  const kind = KINDS.find(([pattern]) => pattern.test(first));
  if (!kind) return locale === 'en' ? 'Diagram' : '图表';
  return locale === 'en' ? kind[1] : kind[2];
}

/** Label texts of a diagram in document order, cleaned and de-duplicated. */
export function diagramLabels(source) {
  const lines = statements(source).filter((l) => !/^acc(Title|Descr)\b/.test(l));
  const first = lines[0] ?? '';
  const raw = /^(flowchart|graph)\b/.test(first)
    ? flowchartLabels(lines)
    : /^sequenceDiagram\b/.test(first)
      ? sequenceLabels(lines)
      : genericLabels(lines);
  /** @type {string[]} */
  const labels = [];
  for (const text of raw.map(cleanLabel)) if (text && !labels.includes(text)) labels.push(text);
  return labels;
}

/**
 * Joins texts with the locale's list separator, dropping whole items (then words) to stay within `max`.
 * @param {string[]} items @param {Locale} locale @param {number} max
 */
function joinWithin(items, locale, max) {
  const sep = locale === 'en' ? ', ' : '、';
  const more = locale === 'en' ? ', …' : '等';
  let out = '';
  for (const [i, item] of items.entries()) {
    const next = i === 0 ? item : out + sep + item;
    if (next.length > max) {
      if (i > 0) return out + more;
      const cut = item.slice(0, max - 1);
      return `${locale === 'en' && cut.includes(' ') ? cut.slice(0, cut.lastIndexOf(' ')) : cut}…`;
    }
    out = next;
  }
  return out;
}

/**
 * Alt text of a rendered diagram: the author's accTitle/accDescr when given; otherwise the kind of diagram
 * and its labels in document order ("Flowchart: A, B, C" / "流程图：A、B、C"), about `max` characters at most.
 * @param {string} source @param {Locale} locale @param {number} [max]
 * @returns {string}
 */
export function diagramAlt(source, locale, max = 200) {
  const colon = locale === 'en' ? ': ' : '：';
  const {title, descr} = accessibleText(source);
  const given = [title || frontMatterTitle(source), descr].filter(Boolean);
  if (title || descr) return given.join(colon);
  const kind = diagramKind(source, locale);
  const labels = [frontMatterTitle(source), ...diagramLabels(source)].filter(Boolean);
  if (!labels.length) return kind;
  return kind + colon + joinWithin(labels, locale, Math.max(20, max - kind.length - colon.length));
}

/** Width and height of an SVG from its root element's attributes (rendered files carry both). */
export function svgSize(svg) {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const width = Number(/\swidth="([\d.]+)"/.exec(root)?.[1]);
  const height = Number(/\sheight="([\d.]+)"/.exec(root)?.[1]);
  return width > 0 && height > 0 ? {width, height} : null;
}

/** Folders whose Markdown may hold diagrams. */
const SOURCE_DIRS = ['docs', 'versioned_docs', 'blog', 'community', 'i18n', 'src/pages'];

function markdownFiles(dir) {
  return walkFiles(dir, (name) => /\.mdx?$/.test(name), new Set());
}

/** Every diagram of the site: hash → {source, locales, uses: ["file:line"]}. */
export function collectDiagrams(dirs = SOURCE_DIRS) {
  const version = mermaidVersion();
  const diagrams = new Map();
  for (const file of dirs.flatMap(markdownFiles)) {
    for (const {value, line} of extractMermaidBlocks(fs.readFileSync(file, 'utf8'))) {
      const hash = diagramHash(value, version);
      const entry = diagrams.get(hash) ?? {source: value, locales: new Set(), uses: []};
      entry.locales.add(localeOfPath(file));
      entry.uses.push(`${file}:${line}`);
      diagrams.set(hash, entry);
    }
  }
  return diagrams;
}

/** Uses ("file:line") of diagrams the manifest lacks: they are left to Mermaid in the browser. */
export function unrenderedDiagrams(manifestFile = MANIFEST_FILE) {
  const manifest = fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, 'utf8')) : {};
  return [...collectDiagrams()].filter(([hash]) => !manifest[hash]).flatMap(([, {uses}]) => uses);
}
