import {test} from 'node:test';
import assert from 'node:assert/strict';
import {GLOSSARY} from '../../src/data/glossary.mjs';
import {markFirstUses} from '../../plugins/remark-glossary-terms.mjs';

type Node = {
  type: string;
  value?: string;
  name?: string;
  children?: Node[];
  attributes?: {name: string; value: string}[];
};
const text = (value: string): Node => ({type: 'text', value});
const paragraph = (...children: Node[]): Node => ({type: 'paragraph', children});
const attr = (node: Node, name: string) => node.attributes?.find((a) => a.name === name)?.value;

/** Every toggletip in a tree: the word shown and the id it opens. */
function tips(tree: Node): {word: string; target: string; tip?: Node}[] {
  const out: {word: string; target: string; tip?: Node}[] = [];
  const walk = (node: Node) => {
    if (node.name === 'span' && attr(node, 'className') === 'rb-term') {
      const [button, tip] = node.children ?? [];
      out.push({word: button.children?.[0]?.value ?? '', target: attr(button, 'popoverTarget') ?? '', tip});
      return;
    }
    node.children?.forEach(walk);
  };
  walk(tree);
  return out;
}

const gateway = GLOSSARY.find((e) => e.id === 'gateway')!;

test('the first use of a term in prose opens its definition, the other language’s name and its concept page', () => {
  const tree: Node = {
    type: 'root',
    children: [
      {type: 'heading', children: [text(`${gateway.zh.term}配置`)]},
      paragraph(text(`通过${gateway.zh.term}对外提供服务，`), {type: 'inlineCode', value: gateway.zh.term}),
      paragraph(text(`再次提到${gateway.zh.term}。`)),
    ],
  };
  markFirstUses(tree, 'zh', '/');
  const found = tips(tree).filter((t) => t.target === 'rb-term-gateway');
  assert.equal(found.length, 1, 'once per page');
  assert.equal(found[0].word, gateway.zh.term);
  // The heading and inline code are left as they were.
  assert.equal(tree.children?.[0].children?.[0].value, `${gateway.zh.term}配置`);
  const tip = found[0].tip!;
  assert.equal(attr(tip, 'id'), 'rb-term-gateway');
  assert.equal(attr(tip, 'popover'), 'auto');
  const flat = JSON.stringify(tip);
  assert.ok(flat.includes(gateway.en.term), 'names the English term');
  assert.ok(flat.includes(gateway.zh.definition), 'gives the definition');
  if (gateway.page) assert.ok(flat.includes(gateway.page), 'links the concept page');
  // The text around the mark is kept.
  const first = tree.children?.[1].children ?? [];
  assert.equal(first[0].value, '通过');
  assert.equal(first[2].value, '对外提供服务，');
});

test('English: whole words only, any case, links prefixed with the locale', () => {
  const tree: Node = {
    type: 'root',
    children: [paragraph(text(`Gatewayed is not a word. The ${gateway.en.term} routes traffic.`))],
  };
  markFirstUses(tree, 'en', '/');
  const tip = tips(tree).find((t) => t.target === 'rb-term-gateway')!;
  assert.equal(tip?.word.toLowerCase(), gateway.en.term.toLowerCase());
  if (gateway.page) assert.ok(JSON.stringify(tip.tip).includes(`/en${gateway.page}`));
});
