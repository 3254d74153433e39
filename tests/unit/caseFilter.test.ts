import {test} from 'node:test';
import assert from 'node:assert/strict';
import {cases} from '../../src/data/cases';
import {caseFilterSearch, filterCases, parseCaseFilter, usedChoices} from '../../src/utils/caseFilter';

test('the filter round-trips through the URL query and ignores unknown values', () => {
  const filter = parseCaseFilter('?industry=government&scenario=multi-cluster');
  assert.deepEqual(filter, {industry: 'government', scenario: 'multi-cluster'});
  assert.equal(caseFilterSearch(filter), '?industry=government&scenario=multi-cluster');
  assert.deepEqual(parseCaseFilter(caseFilterSearch(filter)), filter);
  assert.deepEqual(parseCaseFilter('?industry=<script>&scenario='), {});
  assert.equal(caseFilterSearch({}), '');
});

test('filters narrow the list; every offered choice has at least one case', () => {
  assert.equal(filterCases(cases, {}).length, cases.length);
  const offline = filterCases(cases, {scenario: 'offline-delivery'}).map((c) => c.slug);
  assert.deepEqual(offline.sort(), ['boe', 'kgdata']);
  assert.deepEqual(
    filterCases(cases, {industry: 'government', scenario: 'multi-cluster'})
      .map((c) => c.slug)
      .sort(),
    ['xybigdata', 'zhjl'],
  );
  for (const name of ['industry', 'scenario'] as const)
    for (const id of usedChoices(cases, name)) assert.ok(filterCases(cases, {[name]: id}).length > 0, `${name}=${id}`);
});
