// Content-Security-Policy for the built site: scripts only from the site itself plus the exact inline
// scripts Docusaurus emits (by SHA-256 hash), plus the hosts an operator enabled (analytics, Algolia).
import crypto from 'node:crypto';
import fs from 'node:fs';
import {htmlPages} from './files.mjs';

/** Distinct executable inline scripts of the build, as CSP hash sources. */
export function inlineScriptHashes(buildDir) {
  const hashes = new Set();
  for (const file of htmlPages(buildDir)) {
    const html = fs.readFileSync(file, 'utf8');
    // Client-redirect pages (`x.html`) are never served by nginx: it answers those URLs with a 301.
    if (/http-equiv="?refresh/i.test(html)) continue;
    for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
      const attrs = match[1] ?? '';
      if (/\ssrc=/.test(attrs) || /type=["']?application\/(ld\+)?json/.test(attrs) || !match[2]) continue;
      hashes.add(`'sha256-${crypto.createHash('sha256').update(match[2]).digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/** Origins (scheme://host) of URLs, for the policy's source lists. */
export function origins(urls) {
  return [...new Set(urls.map((u) => new URL(u).origin))];
}

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
