import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {readRouteList} from '../../shared/files.mjs';
import yaml from 'js-yaml';
import {coverage, localize, translatableStrings} from '../../scripts/lib/openapi-i18n.mjs';
import {apiOperations} from '../../apiSidebar';

interface Operation {
  operationId: string;
  tags: string[];
}
const spec = yaml.load(readFileSync('static/openapi/rainbond.yaml', 'utf8')) as {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: {schemas: Record<string, unknown>};
};
const pages = readRouteList()
  .map((l) => /^\/docs\/api\/(\w+)\/(\w+)$/.exec(l))
  .filter((m): m is RegExpExecArray => m !== null)
  .map((m) => `${m[1]}/${m[2]}`);

test('the set of operationIds equals the 68 API page names of the route list', () => {
  assert.equal(pages.length, 68);
  const operations = Object.values(spec.paths).flatMap((item) => Object.values(item));
  const ids = operations.map((op) => `${op.tags[0]}/${op.operationId}`);
  assert.equal(new Set(ids).size, ids.length, 'operationIds are unique');
  assert.deepEqual([...ids].sort(), [...pages].sort());
  assert.deepEqual(
    apiOperations()
      .map((op) => `${op.tag}/${op.operationId}`)
      .sort(),
    [...pages].sort(),
  );
});

test('it is OpenAPI 3.1 with the shared schemas of the spec', () => {
  assert.equal(spec.openapi, '3.1.0');
  for (const name of [
    'App',
    'Component',
    'Team',
    'Region',
    'GatewayRule',
    'Certificate',
    'User',
    'Enterprise',
    'Error',
  ]) {
    assert.ok(spec.components.schemas[name], name);
  }
});

test('Chinese text is one overlay on the same structure: complete, and nothing else changes', () => {
  const zh = yaml.load(readFileSync('static/openapi/i18n/zh.yaml', 'utf8')) as Record<string, string>;
  assert.deepEqual(coverage(spec, zh), {missing: [], unknown: []});
  const localized = localize(spec, zh);
  const strip = (doc: unknown) => {
    const copy = structuredClone(doc);
    for (const [, , set] of translatableStrings(copy)) set('');
    return copy;
  };
  assert.deepEqual(strip(localized), strip(spec), 'only translatable strings differ');
  assert.notDeepEqual(localized, spec);
});
