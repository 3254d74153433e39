import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readRouteList} from '../../shared/files.mjs';
import {communityLinks, featureLinks, footerGroups, internalNavTargets, learnLinks} from '../../src/data/navigation';

const routes = new Set(readRouteList());

test('every internal navigation target is a route of the spec', () => {
  const targets = internalNavTargets();
  assert.ok(targets.length > 10, `${targets.length} targets`);
  for (const target of targets) {
    assert.ok(routes.has(target) || routes.has(target.replace(/\/$/, '')), `${target} is not in tests/routes.txt`);
  }
});

test('the feature dropdown lists the six features of SPEC §2 in order', () => {
  assert.deepEqual(
    featureLinks.map((l) => l.to),
    [
      '/xinchuang/',
      '/feature/devops/',
      '/feature/multi-cluster/',
      '/feature/service-mesh/',
      '/feature/app-market/',
      '/feature/app-ops/',
    ],
  );
});

test('InDepth ends with OpenAPI → /docs/Intro; Community has exactly two external links', () => {
  assert.equal(learnLinks.at(-1)?.to, '/docs/Intro');
  assert.equal(communityLinks.filter((l) => l.href).length, 2);
  assert.ok(communityLinks.every((l) => (l.href ? /^https:\/\//.test(l.href) : l.to?.startsWith('/'))));
});

test('the footer has the five groups of the spec', () => {
  assert.deepEqual(
    footerGroups.map((g) => g.key),
    ['docs', 'feature', 'learn', 'community', 'more'],
  );
  for (const group of footerGroups) assert.ok(group.links.length > 0, group.key);
});
