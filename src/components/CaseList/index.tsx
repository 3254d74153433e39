import React, {type ReactNode} from 'react';
import CardGrid from '@site/src/components/CardGrid';
import {cases} from '@site/src/data/cases';
import {useLocale} from '@site/src/data/bilingual';

/** Every published case as a linked card: customer, industry, outcome (data: src/data/cases.ts). */
export default function CaseList({limit}: {limit?: number}): ReactNode {
  const locale = useLocale();
  const items = cases.slice(0, limit).map((c) => ({
    to: `/case/${c.slug}`,
    title: c.customer[locale],
    description: (
      <>
        <strong>{c.industry[locale]}</strong> · {c.summary[locale]}
      </>
    ),
  }));
  return <CardGrid items={items} />;
}
