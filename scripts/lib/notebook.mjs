// The performance notebook (maintainers/performance.md): the bench writes its latest figures into marked
// sections of it, so the numbers a maintainer reads are the numbers the last run printed.
import fs from 'node:fs';

export const NOTEBOOK = 'maintainers/performance.md';

/** A Markdown table from rows of objects (the same rows the bench prints with console.table). */
export function markdownTable(/** @type {Record<string, unknown>[]} */ rows) {
  if (!rows.length) return '';
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const cell = (value) => String(value ?? '').replaceAll('|', '\\|');
  return [
    `| ${columns.join(' | ')} |`,
    `| ${columns.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${columns.map((c) => cell(row[c])).join(' | ')} |`),
  ].join('\n');
}

/**
 * Replaces the section `<!-- bench:<name>:start -->` … `<!-- bench:<name>:end -->` of the notebook with `body`;
 * a section the notebook lacks is added under "## Runs".
 * @param {string} name @param {string} body @param {string} [file]
 */
export function writeNotebookSection(name, body, file = NOTEBOOK) {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const text = fs.readFileSync(file, 'utf8');
  const block = `${start}\n\n${body.trim()}\n\n${end}`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  let next;
  if (from >= 0 && to > from) next = text.slice(0, from) + block + text.slice(to + end.length);
  else {
    const runs = text.indexOf('## Runs\n');
    if (runs < 0) throw new Error(`${file} has no "## Runs" heading to add the ${name} section under`);
    const at = runs + '## Runs\n'.length;
    next = `${text.slice(0, at)}\n${block}\n${text.slice(at)}`;
  }
  fs.writeFileSync(file, next);
  console.log(`bench: figures written into ${file} (${name})`);
}
