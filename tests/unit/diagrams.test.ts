import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  diagramAlt,
  diagramHash,
  diagramKind,
  diagramLabels,
  diagramType,
  extractMermaidBlocks,
  localeOfPath,
  mermaidVersion,
  svgSize,
  type ManifestEntry,
} from '../../shared/diagrams.mjs';
import {slimDiagramSvg, topLevelRules} from '../../scripts/lib/diagram-svg.mjs';
import remarkMermaidSvg from '../../plugins/remark-mermaid-svg.mjs';

const FLOW = 'flowchart TD\n    A[搭建 NFS] --> B[安装]\n    B --> C[备份]';

/** The values MDX's own parser (as Docusaurus runs it on .md and .mdx) gives ```mermaid code nodes. */
async function mdxMermaidValues(markdown: string): Promise<string[]> {
  // ESM-only: loaded the way Docusaurus' mdx-loader loads it.
  const {createProcessor} = await import('@mdx-js/mdx');
  const values: string[] = [];
  const walk = (node: {type: string; lang?: string; value?: string; children?: unknown[]}) => {
    if (node.type === 'code' && node.lang === 'mermaid') values.push(node.value ?? '');
    for (const child of node.children ?? []) walk(child as typeof node);
  };
  walk(createProcessor().parse(markdown) as Parameters<typeof walk>[0]);
  return values;
}

test('mermaid blocks: fenced ones only, with the value remark gives the code node', async () => {
  const markdown = [
    '# Title',
    '```mermaid',
    FLOW,
    '```',
    '',
    '````md',
    '```mermaid',
    'flowchart LR\n  X --> Y',
    '```',
    '````',
    '',
    '<Tabs>',
    '  ```mermaid title="indented in JSX"',
    '  sequenceDiagram',
    '    A->>B: hi',
    '  ```',
    '</Tabs>',
    '```bash',
    'echo mermaid',
    '```',
    '~~~mermaid',
    'pie',
    '~~~',
  ].join('\r\n');
  assert.deepEqual(extractMermaidBlocks(markdown), [
    {value: FLOW, line: 2},
    {value: 'sequenceDiagram\r\n  A->>B: hi', line: 16},
    {value: 'pie', line: 24},
  ]);
  assert.deepEqual(
    await mdxMermaidValues(markdown),
    extractMermaidBlocks(markdown).map((b) => b.value),
  );
  const unclosed = '```mermaid\ngraph TD\n  A-->B\n';
  assert.deepEqual(extractMermaidBlocks(unclosed), [{value: 'graph TD\n  A-->B', line: 1}]);
  assert.deepEqual(await mdxMermaidValues(unclosed), ['graph TD\n  A-->B']);
});

test('hashes are stable, short, and change with the source and the Mermaid version', () => {
  const hash = diagramHash(FLOW, '11.0.0');
  assert.match(hash, /^[0-9a-f]{16}$/);
  assert.equal(diagramHash(FLOW, '11.0.0'), hash);
  assert.notEqual(diagramHash(`${FLOW} `, '11.0.0'), hash);
  assert.notEqual(diagramHash(FLOW, '11.0.1'), hash);
  assert.match(mermaidVersion(), /^\d+\.\d+\.\d+/);
});

test('locale comes from the file path', () => {
  assert.equal(localeOfPath('i18n/en/docusaurus-plugin-content-blog/x.md'), 'en');
  assert.equal(localeOfPath('/site/i18n/en/docusaurus-plugin-content-docs/current/a.md'), 'en');
  assert.equal(localeOfPath('blog/2023-10-26-nfs-migration.md'), 'zh');
  assert.equal(localeOfPath('src/pages/partners/index.mdx'), 'zh');
});

test('alt text: kind and labels in document order, de-duplicated, in the page language', () => {
  assert.equal(diagramAlt(FLOW, 'zh'), '流程图：搭建 NFS、安装、备份');
  const flow = [
    'flowchart LR',
    '  %% a comment',
    '  subgraph N1[Node 1]',
    '    K1["kubelet<br/>agent"] -->|runs| R1[(Runtime)]',
    '  end',
    '  D{OK?} -- yes --> E([Done]) & F',
    '  P -.Failover when a host fails.-> N1',
    '  classDef hot fill:#f00',
    '  K1 --> R1',
  ].join('\n');
  assert.deepEqual(diagramLabels(flow), [
    'Node 1',
    'kubelet agent',
    'runs',
    'Runtime',
    'OK?',
    'yes',
    'Done',
    'F',
    'P',
    'Failover when a host fails',
  ]);
  assert.equal(diagramKind(flow, 'en'), 'Flowchart');
  assert.equal(
    diagramType('---\ntitle: T\n---\n%%{init: {}}%%\n  accTitle: x\nsequenceDiagram\n  A->>B: hi'),
    'sequenceDiagram',
  );

  const sequence =
    'sequenceDiagram\n  participant C as Your script\n  C->>R: GET /teams\n  R-->>C: tenants\n  Note over C,R: done\n  loop every minute\n  C->>R: GET /teams\n  end';
  assert.equal(diagramAlt(sequence, 'en'), 'Sequence diagram: Your script, R, GET /teams, tenants, done, every minute');
  assert.equal(diagramAlt('sequenceDiagram\n  A->>B: 你好', 'zh'), '时序图：A、B、你好');
});

test('alt text: the author’s accTitle/accDescr win; long lists are cut on a whole item', () => {
  assert.equal(
    diagramAlt('flowchart LR\n  accTitle: Install flow\n  accDescr: From download to login\n  A --> B', 'en'),
    'Install flow: From download to login',
  );
  assert.equal(diagramAlt('pie\n  accDescr {\n    Share of\n    installs\n  }\n  "x": 1', 'zh'), 'Share of installs');
  const many = `flowchart LR\n${Array.from({length: 40}, (_, i) => `  N${i}[Step number ${i}]`).join('\n')}`;
  const alt = diagramAlt(many, 'en');
  assert.ok(alt.length <= 200, `${alt.length} chars`);
  assert.match(alt, /^Flowchart: Step number 0, Step number 1, .*Step number \d+, …$/);
  assert.match(diagramAlt(many.replace(/Step number/g, '步骤'), 'zh'), /^流程图：步骤 0、步骤 1、.*步骤 \d+等$/);
  assert.equal(diagramAlt('gantt\n  title Plan', 'en'), 'Gantt chart');
});

test('svg size comes from the root element', () => {
  assert.deepEqual(svgSize('<svg id="x" width="268" viewBox="0 0 268 715.4" height="716"><g width="1"/></svg>'), {
    width: 268,
    height: 716,
  });
  assert.equal(svgSize('<svg width="100%"></svg>'), null);
});

const hash = diagramHash(FLOW, mermaidVersion());
const manifest: Record<string, ManifestEntry> = {
  [hash]: {width: 268, height: 716, alt: {zh: '流程图：搭建 NFS、安装、备份'}},
};

type Node = {
  type: string;
  name?: string;
  lang?: string;
  value?: string;
  children?: Node[];
  attributes?: {name: string; value: string}[];
};

function transform(tree: Node, path: string, options: Parameters<typeof remarkMermaidSvg>[0]): Node {
  remarkMermaidSvg(options)(tree, {path});
  return tree;
}

test('remark plugin: a rendered diagram becomes a figure with both images, under the base URL', () => {
  const tree = transform(
    {type: 'root', children: [{type: 'blockquote', children: [{type: 'code', lang: 'mermaid', value: FLOW}]}]},
    'blog/x.md',
    {
      baseUrl: '/site/',
      manifest,
    },
  );
  // The page imports the zoom component once; the figure sits inside it.
  assert.equal(tree.children![0].type, 'mdxjsEsm');
  assert.match(String(tree.children![0].value), /^import DiagramZoom from '@site\/src\/components\/DiagramZoom';$/);
  const zoom = tree.children![1].children![0];
  assert.equal(zoom.name, 'DiagramZoom');
  const figure = zoom.children![0];
  assert.equal(figure.type, 'mdxJsxFlowElement');
  assert.equal(figure.name, 'figure');
  const attrs = (node: Node) => Object.fromEntries(node.attributes!.map((a) => [a.name, a.value]));
  assert.deepEqual(attrs(figure), {className: 'rb-diagram'});
  const [light, dark] = figure.children!;
  assert.deepEqual(attrs(light), {
    className: 'rb-diagram__light',
    src: `/site/img/diagrams/${hash}-light.svg`,
    width: '268',
    height: '716',
    alt: '流程图：搭建 NFS、安装、备份',
    loading: 'lazy',
    decoding: 'async',
  });
  assert.equal(attrs(dark).src, `/site/img/diagrams/${hash}-dark.svg`);
  assert.equal(attrs(dark).alt, '');
  assert.equal(attrs(dark)['aria-hidden'], 'true');
});

test('remark plugin: an English page without a stored English alt gets one generated', () => {
  const tree = transform(
    {type: 'root', children: [{type: 'code', lang: 'mermaid', value: FLOW}]},
    '/repo/i18n/en/docusaurus-plugin-content-blog/x.md',
    {manifest},
  );
  const light = tree.children![1].children![0].children![0];
  assert.equal(light.attributes!.find((a) => a.name === 'alt')!.value, 'Flowchart: 搭建 NFS, 安装, 备份');
  assert.equal(light.attributes!.find((a) => a.name === 'src')!.value, `/img/diagrams/${hash}-light.svg`);
});

test('remark plugin: diagrams missing from the manifest and other code stay as they are', () => {
  const other: Node = {type: 'code', lang: 'mermaid', value: 'flowchart LR\n  X --> Y'};
  const bash: Node = {type: 'code', lang: 'bash', value: FLOW};
  const tree = transform({type: 'root', children: [other, bash]}, 'docs/a.md', {manifest: {}});
  assert.deepEqual(tree.children, [other, bash]);
});

test('remark plugin in a real MDX compile: plain <figure>/<img> elements, not the theme’s MDX components', async () => {
  const {compile} = await import('@mdx-js/mdx');
  const out = String(
    await compile(`Text\n\n\`\`\`mermaid\n${FLOW}\n\`\`\`\n`, {remarkPlugins: [[remarkMermaidSvg, {manifest}]]}),
  );
  assert.match(out, /_jsx\("img", \{[^}]*className: "rb-diagram__light"/);
  assert.match(out, /"figure"/);
  assert.doesNotMatch(out, /_components\.img|mermaid\b(?!.*\.svg)/);
});

test('a drawn diagram keeps the markers and style rules it uses and loses the rest, text untouched', () => {
  const svg =
    '<svg id="rb-1" xmlns="http://www.w3.org/2000/svg" class="flowchart" viewBox="0 0 10 10" width="10" height="10">' +
    '<style>#rb-1{fill:#000;}@keyframes dash{to{stroke-dashoffset:0;}}#rb-1 .label{color:red;}' +
    '#rb-1 .error-icon{fill:#522;}#rb-1 .cluster rect,#rb-1 .node rect{stroke:#999;}#rb-1 :root{--x:1;}' +
    '#rb-1 .edgeLabel&gt;rect{opacity:1;}#rb-1 .cluster-label&gt;text{fill:blue;}</style>' +
    '<g><marker id="rb-1_pointEnd" class="marker"><path d="M 0 0 L 10 5 z"/></marker>' +
    '<marker id="rb-1_crossEnd" class="marker cross"><path d="M 1,1 l 9,9"/></marker></g>' +
    '<path class="flowchart-link" marker-end="url(#rb-1_pointEnd)"/>' +
    '<g class="node"><rect/><g class="label"><text>安装 &amp; 备份</text></g></g>' +
    '<g class="edgeLabel"><rect/></g></svg>';
  const slim = slimDiagramSvg(svg);
  assert.ok(slim.includes('id="rb-1_pointEnd"'), 'the marker an edge names stays');
  assert.ok(!slim.includes('rb-1_crossEnd'), 'the marker nothing names goes');
  for (const kept of [
    '#rb-1{fill:#000;}',
    '@keyframes dash{to{stroke-dashoffset:0;}}',
    '#rb-1 .label{color:red;}',
    // A rule stays whole when one of its selectors matches.
    '#rb-1 .cluster rect,#rb-1 .node rect{stroke:#999;}',
    '#rb-1 :root{--x:1;}',
    '#rb-1 .edgeLabel&gt;rect{opacity:1;}',
  ]) {
    assert.ok(slim.includes(kept), kept);
  }
  assert.ok(!slim.includes('error-icon'), 'a rule for elements the diagram lacks goes');
  assert.ok(!slim.includes('cluster-label'), 'a child-combinator rule that matches nothing goes');
  assert.ok(slim.includes('<text>安装 &amp; 备份</text>'), 'Chinese text and entities are written as they were');
  assert.equal(slimDiagramSvg(slim), slim, 'slimming twice changes nothing');
});

test('style rules split at the top level only; an unbalanced sheet is kept whole', () => {
  assert.deepEqual(topLevelRules('a{x:1}@media print{b{y:2}}c,d{z:3}'), [
    {text: 'a{x:1}', selectors: ['a']},
    {text: '@media print{b{y:2}}'},
    {text: 'c,d{z:3}', selectors: ['c', 'd']},
  ]);
  assert.deepEqual(topLevelRules('a{x:1'), [{text: 'a{x:1'}]);
});
