// Content-Security-Policy for the built site: scripts only from the site itself plus the inline scripts the site
// means to have, named below, plus the hosts an operator enabled (analytics, Algolia). Any other inline script in
// the build (a plugin, a theme upgrade, a page) fails the build and the config render, naming it and its page.
import crypto from 'node:crypto';
import fs from 'node:fs';
import {htmlPages} from '../../shared/files.mjs';

/**
 * The inline scripts the site means to have, by name and SHA-256 of their exact text. A Docusaurus upgrade that
 * changes one fails the check with the new hash: read the new script, then update the hash here.
 * @type {readonly {name: string, why: string, sha256: string}[]}
 */
export const ALLOWED_INLINE_SCRIPTS = Object.freeze([
  {
    name: 'theme bootstrap',
    why:
      "Docusaurus' colour-mode script, run before first paint so a dark-mode reader never sees a light flash; it " +
      "also applies docusaurus-data-* query attributes and the announcement bar's dismissed state.",
    sha256: 'xy2akvxz5VHIoREss9eT4/Yl+wAcSiC/PJeWHT943rM=',
  },
  {
    name: 'wrong-base-URL banner',
    why:
      "Docusaurus' banner on the home page for a site deployed under the wrong base URL (SPEC: error states); it " +
      'runs only when the bundles failed to load. Its text names the configured base URL, which is left out of the hash.',
    sha256: 'Wdx6E2VdYbU8x3g/QtpYCoZpqB4pct4bPkqpQKNTgxI=',
  },
]);

/**
 * The text an allowed script is recognised by: the banner's configured base URL stands in as BASE_URL, so one
 * entry covers every BASE_URL and locale an operator builds with.
 * @param {string} text
 */
export function recognisedText(text) {
  return text.replace(/(color: red;">)[^<]*(<\/span>) *(?:\(default value\))?/, '$1BASE_URL$2');
}

const sha256 = (text) => crypto.createHash('sha256').update(text).digest('base64');

/**
 * Every executable inline script of the build: its hash and the pages that carry it.
 * @param {string} buildDir
 * @returns {Map<string, {text: string, pages: string[]}>}
 */
export function inlineScripts(buildDir) {
  /** @type {Map<string, {text: string, pages: string[]}>} */
  const found = new Map();
  for (const file of htmlPages(buildDir)) {
    const html = fs.readFileSync(file, 'utf8');
    // The client-redirect page (the introduction's id path) redirects with its meta refresh; its script is a fallback.
    if (/http-equiv="?refresh/i.test(html)) continue;
    for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
      const attrs = match[1] ?? '';
      if (/\ssrc=/.test(attrs) || /type=["']?application\/(ld\+)?json/.test(attrs) || !match[2]) continue;
      const hash = sha256(match[2]);
      const entry = found.get(hash) ?? {text: match[2], pages: []};
      entry.pages.push(file);
      found.set(hash, entry);
    }
  }
  return found;
}

/**
 * The allowed inline scripts' hashes as CSP sources; throws, naming each unknown script and a page it is on.
 * @param {string} buildDir
 */
export function inlineScriptHashes(buildDir) {
  const allowed = new Map(ALLOWED_INLINE_SCRIPTS.map((s) => [s.sha256, s.name]));
  const found = inlineScripts(buildDir);
  const unknown = [...found].filter(([, {text}]) => !allowed.has(sha256(recognisedText(text))));
  if (unknown.length) {
    throw new Error(
      `the build has inline scripts the CSP does not allow (scripts/lib/csp.mjs ALLOWED_INLINE_SCRIPTS):\n${unknown
        .map(
          ([hash, {text, pages}]) =>
            `  sha256-${hash} on ${pages.length} page(s), e.g. ${pages[0]}:\n    ${text.slice(0, 160).replace(/\s+/g, ' ')}…`,
        )
        .join('\n')}`,
    );
  }
  return [...found.keys()].map((hash) => `'sha256-${hash}'`).sort();
}

/**
 * Origins (scheme://host) of URLs, for the policy's source lists.
 * @param {string[]} urls
 * @returns {string[]}
 */
export function origins(urls) {
  return [...new Set(urls.map((u) => new URL(u).origin))];
}

/**
 * The policy: the site's own origin, the allowed inline scripts' hashes and the hosts an operator enabled.
 * @param {{hashes: string[], scriptOrigins?: string[], connectOrigins?: string[]}} sources
 */
export function contentSecurityPolicy({hashes, scriptOrigins = [], connectOrigins = []}) {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...hashes, ...scriptOrigins].join(' ')}`.trim(),
    // React style attributes and Mermaid's generated SVG styles are inline.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self' ${connectOrigins.join(' ')}`.trim(),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}
