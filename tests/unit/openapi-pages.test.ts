import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import yaml from 'js-yaml';
import {
  cell,
  curlFor,
  fieldRows,
  operationPage,
  operationsOf,
  sampleFor,
  summaryLine,
  typeLabel,
} from '../../scripts/lib/openapi-pages.mjs';

const spec = yaml.load(readFileSync('static/openapi/rainbond.yaml', 'utf8')) as Record<string, unknown>;
const mini = {
  paths: {
    '/v1/teams/{team_id}/things': {
      post: {
        operationId: 'makeThing',
        tags: ['team'],
        summary: 'Make a thing',
        description: 'Makes a thing. Uses `{braces}` and <angles> safely.',
        parameters: [
          {$ref: '#/components/parameters/team_id'},
          {name: 'dry', in: 'query', schema: {type: 'boolean', default: false}},
        ],
        requestBody: {
          content: {'application/json': {schema: {$ref: '#/components/schemas/Thing'}, example: {name: "it's"}}},
        },
        responses: {
          '200': {
            description: 'Made.',
            content: {'application/json': {schema: {type: 'array', items: {$ref: '#/components/schemas/Thing'}}}},
          },
          '204': {description: 'Nothing.'},
        },
      },
    },
  },
  components: {
    parameters: {
      team_id: {name: 'team_id', in: 'path', required: true, schema: {type: 'string'}, description: 'Team | ID'},
    },
    schemas: {
      Base: {type: 'object', required: ['name'], properties: {name: {type: 'string', description: 'Name.'}}},
      Thing: {
        allOf: [
          {$ref: '#/components/schemas/Base'},
          {
            type: 'object',
            properties: {
              kind: {type: ['string', 'null'], enum: ['a', 'b']},
              parts: {type: 'array', items: {$ref: '#/components/schemas/Thing'}},
              size: {type: 'integer', format: 'int64'},
            },
          },
        ],
      },
    },
  },
};

test('fields of allOf schemas are merged, nested fields are named by path, and a self-reference is listed once', () => {
  const rows = fieldRows(mini, {$ref: '#/components/schemas/Thing'});
  assert.deepEqual(
    rows.map((r) => [r.name, r.type, r.required]),
    [
      ['name', 'string', true],
      ['kind', 'string | null', false],
      ['parts', 'object[]', false],
      ['parts[].name', 'string', true],
      ['parts[].kind', 'string | null', false],
      ['parts[].parts', 'object[]', false],
      ['parts[].size', 'integer (int64)', false],
      ['size', 'integer (int64)', false],
    ],
  );
  assert.equal(typeLabel(mini, {type: 'array', items: {type: 'string'}}), 'string[]');
});

test('table cells and prose cannot break MDX: braces and angle brackets are escaped outside code, pipes in tables', () => {
  assert.equal(cell('a {b} <c>\n `{d}`'), 'a \\{b\\} \\<c\\> `{d}`');
  const page = operationPage(mini, operationsOf(mini)[0], 'en');
  assert.match(page, /Uses `\{braces\}` and \\<angles\\> safely\./);
  assert.match(page, /\| `team_id` \| `string` \| Yes \| Team \\\| ID \|/);
  assert.match(page, /`string \\\| null`/);
  // The endpoint path is a JS string literal, so `{team_id}` is not read as an expression.
  assert.match(page, /<code className="api-endpoint__path">\{"\/v1\/teams\/\{team_id\}\/things"\}<\/code>/);
});

test('a page has the shared heading ids in both locales, every status code, and a body-less response says so', () => {
  const entry = operationsOf(mini)[0];
  const ids = (text: string) => [...text.matchAll(/\{#([\w-]+)\}$/gm)].map((m) => m[1]);
  const en = operationPage(mini, entry, 'en');
  const zh = operationPage(mini, entry, 'zh');
  assert.deepEqual(ids(en), [
    'request',
    'path-parameters',
    'query-parameters',
    'request-body',
    'responses',
    'response-200',
    'response-204',
    'sample-request',
  ]);
  assert.deepEqual(ids(zh), ids(en));
  assert.match(en, /### 204 \{#response-204\}\n\nNothing\.\n\nThe response has no body\./);
  assert.match(zh, /## 请求示例 \{#sample-request\}/);
  assert.match(en, /Default: `false`/);
  assert.match(en, /One of: `a`, `b`/);
});

test('examples: the documented one first, else one shaped like the schema; curl quotes the body safely', () => {
  const entry = operationsOf(mini)[0];
  assert.equal(
    curlFor(mini, entry).split('\n')[0],
    "curl -X POST 'http://<console-host>:7070/v1/teams/<team_id>/things' \\",
  );
  assert.match(curlFor(mini, entry), /-d '\{\n {2}"name": "it'\\''s"\n\}'/);
  assert.deepEqual(sampleFor(mini, {$ref: '#/components/schemas/Base'}), {name: 'string'});
});

test('every operation of the real document renders, with a one-sentence description', () => {
  const entries = operationsOf(spec);
  assert.equal(entries.length, 68);
  for (const entry of entries) {
    const page = operationPage(spec, entry, 'en');
    assert.match(page, /^---\nid: \w+\n/);
    assert.ok(page.includes(`api-endpoint__method api-method--${entry.method}`));
  }
  assert.equal(summaryLine('Lists teams. More text.'), 'Lists teams.');
  assert.equal(summaryLine('列出团队。更多说明。'), '列出团队。');
});
