// Ejected: below 996 px the menu is product, features, learn, docs and an app-store group with the
// featured apps (SPEC §2), not a copy of the desktop bar. The list comes from the navigation data
// (src/data/navigation.ts mobileMenuItems), the same items the desktop bar is built from.
import React, {type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@site/internals/client/theme';
import {translate} from '@docusaurus/Translate';
import NavbarItem, {type Props as NavbarItemConfig} from '@theme/NavbarItem';
import {useLocale} from '@site/src/data/bilingual';
import {mobileMenuItems} from '@site/src/data/navigation';

export default function NavbarMobilePrimaryMenu(): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  const items = mobileMenuItems(useLocale(), {
    product: translate({id: 'navbar.mobile.product', message: '产品'}),
    featuredApps: translate({id: 'navbar.mobile.featuredApps', message: '精选应用'}),
  });
  return (
    <ul className="menu__list">
      {items.map((item, i) => (
        <NavbarItem mobile {...(item as NavbarItemConfig)} onClick={() => mobileSidebar.toggle()} key={i} />
      ))}
    </ul>
  );
}
