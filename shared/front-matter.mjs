// Front matter of a Markdown or MDX file: the YAML between a first line `---` and the next `---` line. Every part
// of the project that reads it (content checks, covers, glossary, llms.txt, the bench) splits it here, the way
// Docusaurus does, so they agree on where a page's body starts.

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/**
 * The front matter's raw YAML, the body after it, and how many lines the front matter block takes.
 * @param {string} text
 * @returns {{raw: string, body: string, lines: number}}
 */
export function splitFrontMatter(text) {
  const match = FRONT_MATTER.exec(text);
  if (!match) return {raw: '', body: text, lines: 0};
  const lines = match[0].split('\n').length - (match[0].endsWith('\n') ? 1 : 0);
  return {raw: match[1], body: text.slice(match[0].length), lines};
}

/** The text of a one-line field (`title: Quick install`), unquoted, or undefined. @param {string} raw @param {string} name */
export function frontMatterField(raw, name) {
  return new RegExp(`^${name}:\\s*(.+)$`, 'm')
    .exec(raw)?.[1]
    .trim()
    .replace(/^(['"])(.*)\1$/, '$2');
}

/** The items of a one-line list field (`tags: [a, 'b']`), or undefined. @param {string} raw @param {string} name */
export function frontMatterList(raw, name) {
  return new RegExp(`^${name}:\\s*\\[([^\\]]*)\\]`, 'm')
    .exec(raw)?.[1]
    .split(',')
    .map((item) => item.trim().replace(/^['"]|['"]$/g, ''))
    .filter(Boolean);
}
