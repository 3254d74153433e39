// When two versions of a page say the same thing: the rule the docs-changes feed (scripts/lib/feeds.mjs) uses to
// leave formatting-only commits out, and the translation records (shared/translation-drift.mjs) hash, so a
// Chinese edit that touches only links or formatting neither announces a change nor marks its English twin drifted.
// Plain ESM with no imports: build steps, plugins and tests share it.

/**
 * A page's text with what a formatting change touches taken out, so two versions compare equal exactly when only
 * formatting changed: table delimiter rows (alignment, column widths), link and image targets (`[a](x)` and `[a][x]`
 * → `[a]`, reference definitions, `href`/`to` attributes), emphasis and code markers (`*`, `_`, `` ` ``), and all
 * whitespace (spacing between Chinese and Latin words, heading marker spacing, line wrapping, indentation). Removing
 * every space also equates `a b` with `ab`, a content change so rare in prose that the simpler rule is worth it.
 * @param {string} text
 */
export function normaliseForComparison(text) {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/^(?=[^\n]*\|)(?=[^\n]*-)[ \t|:-]+$/gm, '|-|')
    .replace(/^[ \t]*\[[^\]\n]+\]:[ \t]*\S.*$/gm, '')
    .replace(/\]\((?:<[^>\n]*>|[^()\s]*(?:\([^()\s]*\)[^()\s]*)*)(?:\s+(?:"[^"\n]*"|'[^'\n]*'))?\s*\)/g, ']')
    .replace(/\]\[[^\]\n]*\]/g, ']')
    .replace(/\b(href|to)=(?:"[^"]*"|'[^']*'|\{[^}]*\})/g, '$1=')
    .replace(/[*_`]/g, '')
    .replace(/\s+/g, '');
}

/**
 * Whether a change from `before` to `after` is formatting only (see normaliseForComparison).
 * @param {string} before
 * @param {string} after
 */
export const isFormattingOnly = (before, after) => normaliseForComparison(before) === normaliseForComparison(after);
