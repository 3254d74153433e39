// Remark plugin: replaces `%%name%%` with the value src/data/platform.mjs gives for it, in text, inline code,
// code blocks (Mermaid too: it runs first), link and image URLs, and image alt text. An unknown name fails the
// build with the file and the name.
import {fillPlatformValues} from '../src/data/platform.mjs';

/** @param {any} node @param {(node: any) => void} visit */
function walk(node, visit) {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

export default function remarkPlatformValues() {
  /** @param {any} tree @param {{path?: string}} file */
  return (tree, file) => {
    const where = file.path ?? 'a Markdown file';
    walk(tree, (node) => {
      for (const field of ['value', 'url', 'alt', 'title']) {
        if (typeof node[field] === 'string' && node[field].includes('%%')) {
          node[field] = fillPlatformValues(node[field], where);
        }
      }
    });
  };
}
