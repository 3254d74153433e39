import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import CardGrid from '@site/src/components/CardGrid';
import UiTabs, {type TabItem} from '@site/src/components/UiTabs';
import {appCategories, featuredApps, type AppCategory} from '@site/src/data/apps';
import {useLocale} from '@site/src/data/bilingual';

/** The featured apps, filterable by category: one card tab per category, plus "All". */
export default function AppCatalog(): ReactNode {
  const locale = useLocale();
  const cards = (category?: AppCategory) =>
    featuredApps
      .filter((app) => !category || app.category === category)
      .map((app) => ({title: app.name, description: app.description[locale]}));
  const items: TabItem[] = [
    {itemKey: 'all', tab: translate({id: 'apps.all', message: '全部'}), content: <CardGrid items={cards()} />},
    ...appCategories.map((c) => ({
      itemKey: c.key,
      tab: c.label[locale],
      // Category tabs can be closed to narrow the row of filters; "All" always stays.
      closable: true,
      content: <CardGrid items={cards(c.key)} />,
    })),
  ];
  return (
    <UiTabs
      type="card"
      size="default"
      items={items}
      aria-label={translate({id: 'apps.filter', message: '按类别筛选应用'})}
    />
  );
}
