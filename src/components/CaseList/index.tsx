import React, {type ReactNode, useEffect, useState} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import CardGrid from '@site/src/components/CardGrid';
import {cases} from '@site/src/data/cases';
import {useLocale, type Bilingual} from '@site/src/data/bilingual';
import {
  caseFilterSearch,
  DIMENSIONS,
  filterCases,
  parseCaseFilter,
  usedChoices,
  type CaseFilter,
  type Dimension,
} from '@site/src/utils/caseFilter';
import styles from './styles.module.css';

/** The filter controls: shown once the page is interactive (without JavaScript the page is the full list). */
function Filters({filter, onChange}: {filter: CaseFilter; onChange: (next: CaseFilter) => void}): ReactNode {
  const locale = useLocale();
  const legends: Record<Dimension, ReactNode> = {
    industry: <Translate id="cases.filter.industry">行业</Translate>,
    scenario: <Translate id="cases.filter.scenario">场景</Translate>,
  };
  return (
    <div
      className={styles.filters}
      role="group"
      aria-label={translate({id: 'cases.filter.label', message: '筛选案例'})}>
      {(Object.keys(DIMENSIONS) as Dimension[]).map((name) => (
        <label key={name} className={styles.filter}>
          {legends[name]}
          <select
            value={filter[name] ?? ''}
            onChange={(e) => onChange({...filter, [name]: e.target.value || undefined})}>
            <option value="">{translate({id: 'cases.filter.all', message: '全部'})}</option>
            {usedChoices(cases, name).map((id) => (
              <option key={id} value={id}>
                {(DIMENSIONS[name].labels as Record<string, Bilingual>)[id][locale]}
              </option>
            ))}
          </select>
        </label>
      ))}
    </div>
  );
}

/**
 * Every published case as a linked card: customer, industry, outcome (data: src/data/cases.ts). With `filterable`,
 * a filter by industry and scenario that lives in the URL query (/case/?scenario=offline-delivery).
 */
export default function CaseList({limit, filterable = false}: {limit?: number; filterable?: boolean}): ReactNode {
  const locale = useLocale();
  const location = useLocation();
  const history = useHistory();
  // The page is prerendered as the full list; the URL's filter applies once hydrated (no mismatch, no JS needed).
  const [filter, setFilter] = useState<CaseFilter | null>(null);
  useEffect(() => {
    if (filterable) setFilter(parseCaseFilter(location.search));
  }, [filterable, location.search]);

  const shown = filterCases(cases, filter ?? {}).slice(0, limit);
  const items = shown.map((c) => ({
    to: `/case/${c.slug}`,
    title: c.customer[locale],
    description: (
      <>
        <strong>{c.industry[locale]}</strong> · {c.summary[locale]}
      </>
    ),
  }));
  const change = (next: CaseFilter) => {
    setFilter(next);
    history.replace({search: caseFilterSearch(next), hash: location.hash});
  };
  return (
    <>
      {filterable && filter && (
        <>
          <Filters filter={filter} onChange={change} />
          <p className={styles.count} role="status">
            <Translate id="cases.filter.count" values={{count: shown.length, total: cases.length}}>
              {'显示 {count} / {total} 个案例'}
            </Translate>
          </p>
        </>
      )}
      <CardGrid items={items} />
    </>
  );
}
