import {test} from 'node:test';
import assert from 'node:assert/strict';
import {GLOSSARY} from '../../src/data/glossary.mjs';
import * as cheerio from 'cheerio';
import {markFirstUses} from '../../plugins/remark-glossary-terms.mjs';
import {extractPage} from '../../scripts/lib/search-index.mjs';
import {flattenArticle} from '../../scripts/lib/print-pages.mjs';

type Node = {
  type: string;
  value?: string;
  url?: string;
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
  markFirstUses(tree, 'zh');
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

test('English: whole words only, any case; the concept page is a Markdown link Docusaurus prefixes and checks', () => {
  const tree: Node = {
    type: 'root',
    children: [paragraph(text(`Gatewayed is not a word. The ${gateway.en.term} routes traffic.`))],
  };
  markFirstUses(tree, 'en');
  const tip = tips(tree).find((t) => t.target === 'rb-term-gateway')!;
  assert.equal(tip?.word.toLowerCase(), gateway.en.term.toLowerCase());
  // "Gatewayed" is left alone: the mark is the whole word after it.
  assert.equal(tree.children?.[0].children?.[0].value, 'Gatewayed is not a word. The ');
  assert.ok(gateway.page, 'the gateway has a concept page');
  const links: Node[] = [];
  const collect = (node: Node) => {
    if (node.type === 'link') links.push(node);
    node.children?.forEach(collect);
  };
  collect(tip.tip!);
  assert.deepEqual(
    links.map((l) => l.url),
    [gateway.page],
  );
});

test('a toggletip keeps its word for search and paper, and its definition out of both', () => {
  const term =
    '<span class="rb-term"><button type="button" class="rb-term__word" popovertarget="rb-term-gateway">网关</button>' +
    '<span id="rb-term-gateway" popover="auto" class="rb-term__tip" data-search-ignore="">英文: gateway 定义文字</span></span>';
  const html = `<html><body><main><article><h1>标题</h1><p>通过${term}访问。</p><button>复制</button></article></main></body></html>`;
  const text = extractPage(html)
    .sections.map((s) => s.text)
    .join(' ');
  assert.match(text, /通过网关访问/);
  assert.doesNotMatch(text, /定义文字|复制/);
  const $ = cheerio.load(html);
  const article = $('article');
  flattenArticle($, article);
  assert.equal(article.find('p').text(), '通过网关访问。');
});

test('a longer term keeps its words wherever it is, and a table header row is left alone', () => {
  const market = GLOSSARY.find((e) => e.id === 'app-market')!;
  const tree: Node = {
    type: 'root',
    children: [
      {
        type: 'table',
        children: [
          {type: 'tableRow', children: [{type: 'tableCell', children: [text(gateway.zh.term)]}]},
          {type: 'tableRow', children: [{type: 'tableCell', children: [text(`经过${gateway.zh.term}`)]}]},
        ],
      },
      paragraph(text(`打开${market.zh.term}。再次打开${market.zh.term}。`)),
    ],
  };
  markFirstUses(tree, 'zh');
  const found = tips(tree);
  assert.deepEqual(
    found.map((t) => [t.target, t.word]),
    [
      ['rb-term-gateway', gateway.zh.term],
      ['rb-term-app-market', market.zh.term],
    ],
    'the header cell is skipped, the body cell marked; the second 应用市场 is not split into 应用 + 市场',
  );
  assert.equal(tree.children?.[0].children?.[0].children?.[0].children?.[0].value, gateway.zh.term);
});
