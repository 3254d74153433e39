import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {GLOSSARY, glossaryTerms} from '../../src/data/glossary.mjs';
import {frontMatterField, splitFrontMatter} from '../../shared/front-matter.mjs';
import {
  ALLOWED_NAMES,
  labelGlossaryProblems,
  pageGlossaryProblems,
  sentenceCaseHits,
  synonymHits,
  zhGlossaryProblems,
} from '../../scripts/lib/glossary.mjs';

test('sentence-case headings pass: proper names, acronyms, versions, CamelCase, code and words after a colon', () => {
  for (const heading of [
    'Install on managed Kubernetes',
    'DevOps guide',
    '4. Assemble a Service Mesh microservice architecture',
    'Step 1: Deploy GitLab and GitLab Runner {#deploy-gitlab}',
    'Use `grctl` to reset the admin password',
    'Install Rainbond v5.15.3 on K3s with Helm',
    'HA, DNS and TLS for Node.js apps',
    'Canary releases and A/B testing',
    'What is Rainbond? Start here',
    'The "Application is being prepared" page',
    'Install on Alibaba Cloud ACK',
    "Rainbond's Enterprise Edition and the Rainbond Application Model (RAM)",
    'Move apps to Xinchuang servers with Huawei Cloud CCE',
  ])
    assert.deepEqual(sentenceCaseHits(heading), [], heading);
});

test('title-case words after the first are flagged, and so are parts of a multi-word name used alone', () => {
  assert.deepEqual(sentenceCaseHits('Cluster Management Guide'), ['Management', 'Guide']);
  assert.deepEqual(sentenceCaseHits('Operations Guide'), ['Guide']);
  assert.deepEqual(sentenceCaseHits('Configure the Gateway'), ['Gateway']);
  assert.deepEqual(sentenceCaseHits('Install on Self-Built Kubernetes'), ['Self', 'Built']);
  assert.deepEqual(sentenceCaseHits('Mount an Alibaba Cloud Disk'), ['Disk']);
  assert.deepEqual(sentenceCaseHits('The Mesh Service of Rainbond'), ['Mesh', 'Service']);
  assert.deepEqual(sentenceCaseHits('Edit `values.yaml` Options'), ['Options']);
  assert.deepEqual(sentenceCaseHits('[Quick Install](./quick-install.md)'), ['Install']);
});

test("the allow-list holds the glossary's capitalised terms and none of its lower-case ones", () => {
  for (const name of ['Service Mesh', 'Xinchuang', 'Enterprise Edition', 'Rainbond Application Model', 'RAM', 'HA'])
    assert.ok(ALLOWED_NAMES.includes(name), name);
  for (const term of ['team', 'app market', 'Gateway', 'Cloud', 'Edition', 'Mesh'])
    assert.ok(!ALLOWED_NAMES.includes(term), term);
});

test('synonyms the glossary rules out are found, case-insensitively and as whole words', () => {
  const right = (line: string) => synonymHits(line).map((hit) => `${hit.word} → ${hit.right}`);
  assert.deepEqual(right('Install it from the Marketplace.'), ['Marketplace → app market']);
  assert.deepEqual(right('Publish an application template'), ['application template → app template']);
  assert.deepEqual(right('a micro-service app and two micro services'), [
    'micro-service → microservice',
    'micro services → microservices',
  ]);
  assert.deepEqual(right('Gray release with auto-scaling'), [
    'Gray release → canary release',
    'auto-scaling → autoscaling',
  ]);
  assert.deepEqual(right('fusing and current limiting'), [
    'fusing → circuit breaking',
    'current limiting → rate limiting',
  ]);
  assert.deepEqual(right('link tracing, dependence and connection information'), [
    'link tracing → distributed tracing',
    'dependence → dependency',
    'connection information → connection info',
  ]);
  assert.deepEqual(right('XinChuang and localisation in the enterprise edition'), [
    'XinChuang → Xinchuang',
    'localisation → localization',
    'enterprise edition → Enterprise Edition',
  ]);
});

test('right words, other products and paths are not synonyms', () => {
  for (const line of [
    'Install it from the app market; the open-source app store feeds it.',
    "Add the chart to Rancher's Apps & Marketplace.",
    'See /docs/micro-service/ for Xinchuang and the Enterprise Edition.',
    'A microservice with autoscaling, circuit breaking and rate limiting.',
    'A fusion of ideas; a dependency; canary release.',
  ])
    assert.deepEqual(synonymHits(line), [], line);
});

test('a page is checked outside code: front matter, headings and prose, each with its line', () => {
  const page = [
    '---',
    'title: Cluster Management Guide',
    'description: Manage clusters.',
    '---',
    '',
    '## Add a Node',
    '',
    '```bash',
    '# Install The Marketplace',
    '```',
    '',
    'Install `marketplace` from the Marketplace.',
    '#### Good heading',
    '##### Not Checked Heading',
  ].join('\n');
  assert.deepEqual(
    pageGlossaryProblems('x.md', page, 'title: Cluster Management Guide\ndescription: Manage clusters.'),
    [
      'x.md:2: title "Cluster Management Guide" is not sentence case: "Management" → "management"',
      'x.md:2: title "Cluster Management Guide" is not sentence case: "Guide" → "guide"',
      'x.md:6: heading "Add a Node" is not sentence case: "Node" → "node"',
      'x.md:12: "Marketplace": the glossary says "app market"',
    ],
  );
});

test('labels are sentence case, every message is free of synonyms, spec-pinned labels are left alone', () => {
  const json = JSON.stringify(
    {
      'sidebar.docs.category.运维手册': {message: 'Operations Guide'},
      'sidebar.docs.category.快速开始': {message: 'Quick start'},
      'theme.NotFound.p1': {message: 'We could not find What you were Looking for.'},
      'navbar.mobile.appStore': {message: 'App Store'},
      'item.label.深入': {message: 'InDepth'},
      'link.title.文档': {message: 'Application Market'},
      'home.cta.body': {message: 'Install It from the marketplace.'},
    },
    null,
    2,
  );
  assert.deepEqual(labelGlossaryProblems('current.json', json), [
    'current.json:2: label "Operations Guide" is not sentence case: "Guide" → "guide"',
    'current.json:17: label "Application Market" is not sentence case: "Market" → "market"',
    'current.json:17: "Application Market" in "Application Market": the glossary says "app market"',
    'current.json:20: "marketplace" in "Install It from the marketplace.": the glossary says "app market"',
  ]);
});

test('Chinese pages write 应用模板, not 应用模版 (outside code)', () => {
  assert.deepEqual(zhGlossaryProblems('a.md', '---\ntitle: 发布\n---\n发布应用模版。\n`应用模版`\n'), [
    'a.md:4: "应用模版": the glossary says "应用模板"',
  ]);
});

/** The content folder behind each docs route prefix (the docs and community instances of the docs plugin). */
const CONTENT_DIRS: Record<string, string> = {'/docs': 'docs', '/community': 'community'};

/** Every Markdown file of a folder, recursively. */
function markdownFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * The file a current docs route is built from, the way Docusaurus maps them: `<path>.md(x)`, a folder's `index`,
 * `README` or same-named file, or a page whose front matter `slug` is the route. Undefined when none is.
 */
function sourceOf(route: string): string | undefined {
  const [prefix, dir] =
    Object.entries(CONTENT_DIRS).find(([base]) => route === base || route.startsWith(`${base}/`)) ?? [];
  if (!prefix || !dir) return undefined;
  const rest = route.slice(prefix.length).replace(/^\/|\/$/g, '');
  const stems = rest ? [rest, `${rest}/index`, `${rest}/README`, `${rest}/${path.basename(rest)}`] : ['index'];
  for (const stem of stems)
    for (const ext of ['.md', '.mdx']) if (fs.existsSync(path.join(dir, stem + ext))) return path.join(dir, stem + ext);
  return markdownFiles(dir).find(
    (file) => frontMatterField(splitFrontMatter(fs.readFileSync(file, 'utf8')).raw, 'slug') === `/${rest}`,
  );
}

test('every glossary entry has both languages, one short sentence each, everyday words and a unique id and terms', () => {
  const ids = new Set<string>();
  for (const entry of GLOSSARY) {
    assert.match(entry.id, /^[a-z0-9]+(-[a-z0-9]+)*$/, entry.id);
    assert.ok(!ids.has(entry.id), `${entry.id} is used twice`);
    ids.add(entry.id);
    const {zh, en} = entry;
    assert.ok(zh.term && en.term, `${entry.id}: a term in each language`);
    assert.ok(en.definition.length <= 160, `${entry.id}: the English definition is ${en.definition.length} characters`);
    assert.ok(
      [...zh.definition].length <= 80,
      `${entry.id}: the Chinese definition is ${[...zh.definition].length} characters`,
    );
    assert.match(en.definition, /^[A-Z][^]*[^.]\.$/, `${entry.id}: the English definition is one sentence`);
    assert.doesNotMatch(en.definition, /[.?!]\s/, `${entry.id}: the English definition is one sentence`);
    assert.match(zh.definition, /^[^。]+。$/, `${entry.id}: the Chinese definition is one sentence`);
    // Chinese technical writing: full-width punctuation, a space between Chinese and Latin words or numbers.
    assert.doesNotMatch(zh.definition, /[,;:()!?]/, `${entry.id}: the Chinese definition uses full-width punctuation`);
    assert.doesNotMatch(zh.definition, /\p{Script=Han}[A-Za-z0-9]|[A-Za-z0-9]\p{Script=Han}/u, `${entry.id}: spacing`);
    for (const side of [zh, en]) {
      assert.ok(side.everyday.length >= 2 && side.everyday.length <= 5, `${entry.id}: 2–5 everyday phrases`);
      assert.equal(new Set(side.everyday).size, side.everyday.length, `${entry.id}: an everyday phrase is repeated`);
    }
    for (const phrase of en.everyday)
      assert.equal(phrase, phrase.toLowerCase(), `${entry.id}: "${phrase}" is lower case`);
  }
  for (const locale of ['zh', 'en'] as const) {
    const spellings = GLOSSARY.flatMap((entry) => [entry[locale].term, ...(entry[locale].aliases ?? [])]);
    const twice = spellings.filter((term, i) => spellings.indexOf(term) !== i);
    assert.deepEqual(twice, [], `${locale}: a term or alias names two concepts`);
    assert.deepEqual(
      glossaryTerms(locale),
      [...spellings].sort((a, b) => b.length - a.length),
      locale,
    );
  }
});

test("a glossary entry's page is a current docs page, built from a file in the repository", () => {
  for (const {id, page} of GLOSSARY) {
    if (page === null) continue;
    assert.match(
      page,
      /^\/(docs|community)(\/[\w.-]+)*$/,
      `${id}: ${page} is a route without a locale or a trailing slash`,
    );
    assert.ok(sourceOf(page), `${id}: no file under docs/ or community/ is built into ${page}`);
  }
});

test('the lint reads the data: every English term and alias is either lower case or a name headings keep', () => {
  for (const {en} of GLOSSARY)
    for (const term of [en.term, ...(en.aliases ?? [])])
      for (const part of term.split(/\s*[()]\s*/).filter((word) => /[A-Z]/.test(word)))
        assert.ok(ALLOWED_NAMES.includes(part), part);
});
