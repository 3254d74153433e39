// The pieces of the code-block gate (scripts/gates/check-code-blocks.mjs) that tests drive directly: finding fenced
// blocks, standing placeholders in for one word, and checking YAML and JSON blocks (with their whole Kubernetes
// objects). Placeholders are written one way, `<in-angle-brackets>`; a block marked ```yaml excerpt is not whole.
import yaml from 'js-yaml';
import {isWholeObject, objectProblems} from './k8s-validate.mjs';

const YAML = new Set(['yaml', 'yml']);
/** `<your-ip>`, `<Pod 名称>`, `<team-namespace>`: one placeholder, one word. Not `<<EOF`, not `<(cmd)`. */
const PLACEHOLDER = /<(?![<(!])([^<>\n"'`$|;&]{1,60})>/g;

/**
 * Fenced blocks of a Markdown text: language, meta, body and the line the fence opens on.
 * @param {string} text
 */
export function fencedBlocks(text) {
  /** @type {{lang: string, meta: string, body: string, line: number}[]} */
  const blocks = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)\s*(.*)$/.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, lang, meta] = open;
    const body = [];
    let j = i + 1;
    for (; j < lines.length; j += 1) {
      const close = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`).exec(lines[j]);
      if (close) break;
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j].trimStart());
    }
    blocks.push({lang: lang.toLowerCase(), meta, body: body.join('\n'), line: i + 1});
    i = j;
  }
  return blocks;
}

/**
 * A block's text as the reader gets it, each placeholder standing for one word that fits where readers put their
 * own value: `placeholder0` is a shell word, a DNS label and valid base64 (Secret data) alike.
 * @param {string} body
 */
export const asChecked = (body) => body.replace(PLACEHOLDER, 'placeholder0');

/**
 * Problems of the YAML and JSON blocks of one file (shell blocks are checked in a batch), and the number of whole
 * Kubernetes objects checked against their schema.
 * @param {{lang: string, body: string, line: number}[]} blocks
 */
export async function dataBlockProblems(blocks) {
  const problems = [];
  let objects = 0;
  for (const {lang, body, line} of blocks) {
    /** @type {unknown[]} */
    let docs = [];
    try {
      if (YAML.has(lang)) docs = yaml.loadAll(asChecked(body));
      else if (lang === 'json') docs = [JSON.parse(body)];
    } catch (/** @type {any} */ error) {
      problems.push({line, message: `${lang} does not parse: ${String(error.message).split('\n')[0]}`});
      continue;
    }
    for (const doc of docs.filter(isWholeObject)) {
      const found = await objectProblems(doc);
      if (found === null) continue;
      objects += 1;
      for (const message of found) problems.push({line, message});
    }
  }
  return {problems, objects};
}
