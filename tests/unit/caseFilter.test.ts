import {test} from 'node:test';
import assert from 'node:assert/strict';
import {cases, industryLabels, scenarioLabels} from '../../src/data/cases';
import {caseFilterSearch, filterCases, parseCaseFilter, usedChoices} from '../../src/utils/caseFilter';

test('the filter round-trips through the URL query and ignores unknown values', () => {
  const filter = parseCaseFilter('?industry=government&scenario=multi-cluster');
  assert.deepEqual(filter, {industry: 'government', scenario: 'multi-cluster'});
  assert.equal(caseFilterSearch(filter), '?industry=government&scenario=multi-cluster');
  assert.deepEqual(parseCaseFilter(caseFilterSearch(filter)), filter);
  assert.deepEqual(parseCaseFilter('?industry=<script>&scenario='), {});
  assert.equal(caseFilterSearch({}), '');
});

test('filters narrow the list', () => {
  assert.equal(filterCases(cases, {}).length, cases.length);
  const offline = filterCases(cases, {scenario: 'offline-delivery'}).map((c) => c.slug);
  assert.deepEqual(offline.sort(), ['boe', 'kgdata']);
  assert.deepEqual(
    filterCases(cases, {industry: 'government', scenario: 'multi-cluster'})
      .map((c) => c.slug)
      .sort(),
    ['xybigdata', 'zhjl'],
  );
});

test('a filter offers only the choices its cases have, in label order, and every label has a case', () => {
  const one = [{...cases[0], industries: ['retail'], scenarios: ['app-templates', 'offline-delivery']}] as typeof cases;
  assert.deepEqual(usedChoices(one, 'industry'), ['retail']);
  assert.deepEqual(usedChoices(one, 'scenario'), ['offline-delivery', 'app-templates']);
  // A label no published case carries would never be offered: it is dead data.
  assert.deepEqual(usedChoices(cases, 'industry'), Object.keys(industryLabels));
  assert.deepEqual(usedChoices(cases, 'scenario'), Object.keys(scenarioLabels));
});
