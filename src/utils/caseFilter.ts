// The case index's filter as a pure function of the URL query, so a filtered list can be shared as a link.
import {industryLabels, scenarioLabels, type CaseStudy, type Industry, type Scenario} from '../data/cases';

export interface CaseFilter {
  industry?: Industry;
  scenario?: Scenario;
}

const isIndustry = (v: string | null): v is Industry => v !== null && Object.hasOwn(industryLabels, v);
const isScenario = (v: string | null): v is Scenario => v !== null && Object.hasOwn(scenarioLabels, v);

/** Reads ?industry=…&scenario=…; unknown values are ignored (the full list is never hidden by a typo). */
export function parseCaseFilter(search: string): CaseFilter {
  const params = new URLSearchParams(search);
  const industry = params.get('industry');
  const scenario = params.get('scenario');
  return {...(isIndustry(industry) && {industry}), ...(isScenario(scenario) && {scenario})};
}

/** The query string for a filter ('' when nothing is chosen). */
export function caseFilterSearch(filter: CaseFilter): string {
  const params = new URLSearchParams();
  if (filter.industry) params.set('industry', filter.industry);
  if (filter.scenario) params.set('scenario', filter.scenario);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function filterCases<T extends Pick<CaseStudy, 'industries' | 'scenarios'>>(list: T[], filter: CaseFilter): T[] {
  return list.filter(
    (c) =>
      (!filter.industry || c.industries.includes(filter.industry)) &&
      (!filter.scenario || c.scenarios.includes(filter.scenario)),
  );
}

/** Industries and scenarios that at least one case has: a filter never offers an empty choice. */
export function usedIndustries(list: Pick<CaseStudy, 'industries'>[]): Industry[] {
  return (Object.keys(industryLabels) as Industry[]).filter((i) => list.some((c) => c.industries.includes(i)));
}

export function usedScenarios(list: Pick<CaseStudy, 'scenarios'>[]): Scenario[] {
  return (Object.keys(scenarioLabels) as Scenario[]).filter((s) => list.some((c) => c.scenarios.includes(s)));
}
