// Ejected: below 996 px the menu is product, features, learn, docs and an app-store group with the
// featured apps (SPEC §2), not a copy of the desktop bar. Items come from the (already translated)
// navbar config, found by their className, so each label is written and translated once.
import React, {type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@site/internals/client/theme';
import {translate} from '@docusaurus/Translate';
import NavbarItem, {type Props as NavbarItemConfig} from '@theme/NavbarItem';
import {APP_STORE_URL} from '@site/src/data/links';

/** The loose shape of a navbar item as it sits in the theme config. */
interface Item {
  type?: string;
  label?: string;
  className?: string;
  to?: string;
  href?: string;
  items?: Item[];
  [prop: string]: unknown;
}

function byClass(items: Item[], className: string): Item | undefined {
  return items.find((item) => item.className?.split(' ').includes(className));
}

function useMobileMenuItems(): Item[] {
  const items = useThemeConfig().navbar.items as unknown as Item[];
  const feature = byClass(items, 'nav-feature');
  const learn = byClass(items, 'nav-learn');
  const docs = byClass(items, 'nav-docs');
  const enterprise = byClass(items, 'nav-enterprise');
  const locale = byClass(items, 'nav-locale');
  const appStoreLink = byClass(items, 'nav-community')?.items?.find((item) => item.href === APP_STORE_URL);

  const menu: (Item | undefined)[] = [
    enterprise && {...enterprise, label: translate({id: 'navbar.mobile.product', message: '产品'})},
    // The spec's mobile feature list leaves XinChuang out.
    feature && {...feature, items: feature.items?.filter((item) => item.to !== '/xinchuang/')},
    learn,
    docs,
    {
      type: 'dropdown',
      label: appStoreLink?.label ?? translate({id: 'navbar.mobile.appStore', message: '应用商店'}),
      className: 'nav-app-store',
      items: [
        {href: APP_STORE_URL, label: appStoreLink?.label ?? 'App Store'},
        {to: '/opensourceApps', label: translate({id: 'navbar.mobile.featuredApps', message: '精选应用'})},
      ],
    },
    locale,
  ];
  return menu.filter((item): item is Item => item !== undefined);
}

export default function NavbarMobilePrimaryMenu(): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  const items = useMobileMenuItems();
  return (
    <ul className="menu__list">
      {items.map((item, i) => (
        <NavbarItem mobile {...(item as NavbarItemConfig)} onClick={() => mobileSidebar.toggle()} key={i} />
      ))}
    </ul>
  );
}
