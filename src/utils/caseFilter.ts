// The case index's filter as a pure function of the URL query, so a filtered list can be shared as a link.
import type {Bilingual} from '../data/bilingual';
import {industryLabels, scenarioLabels, type CaseStudy, type Industry, type Scenario} from '../data/cases';

export interface CaseFilter {
  industry?: Industry;
  scenario?: Scenario;
}

export type Dimension = keyof CaseFilter;

/** What the case index filters by: the URL parameter, its choices, and where a case lists its own. */
export const DIMENSIONS = {
  industry: {labels: industryLabels as Record<Industry, Bilingual>, tags: (c: CaseStudy): string[] => c.industries},
  scenario: {labels: scenarioLabels as Record<Scenario, Bilingual>, tags: (c: CaseStudy): string[] => c.scenarios},
} satisfies Record<Dimension, unknown>;

const DIMENSION_NAMES = Object.keys(DIMENSIONS) as Dimension[];

/** Reads ?industry=…&scenario=…; unknown values are ignored (the full list is never hidden by a typo). */
export function parseCaseFilter(search: string): CaseFilter {
  const params = new URLSearchParams(search);
  const filter: Record<string, string> = {};
  for (const name of DIMENSION_NAMES) {
    const value = params.get(name);
    if (value !== null && Object.hasOwn(DIMENSIONS[name].labels, value)) filter[name] = value;
  }
  return filter as CaseFilter;
}

/** The query string for a filter ('' when nothing is chosen). */
export function caseFilterSearch(filter: CaseFilter): string {
  const params = new URLSearchParams();
  for (const name of DIMENSION_NAMES) if (filter[name]) params.set(name, filter[name]);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function filterCases(list: CaseStudy[], filter: CaseFilter): CaseStudy[] {
  return list.filter((c) =>
    DIMENSION_NAMES.every((name) => !filter[name] || DIMENSIONS[name].tags(c).includes(filter[name])),
  );
}

/** A dimension's choices that at least one case has: a filter never offers an empty choice. */
export function usedChoices(list: CaseStudy[], name: Dimension): string[] {
  return Object.keys(DIMENSIONS[name].labels).filter((id) => list.some((c) => DIMENSIONS[name].tags(c).includes(id)));
}
