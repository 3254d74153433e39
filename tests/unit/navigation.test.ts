import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {APP_STORE_URL} from '../../src/data/links';
import {readRouteList} from '../../shared/files.mjs';
import {
  communityLinks,
  featureLinks,
  footerGroups,
  internalNavTargets,
  learnLinks,
  mobileMenuItems,
  navbarItems,
} from '../../src/data/navigation';

const {validatedNavbarItems} = createRequire(import.meta.url)('../../internals/build/theme-config.js') as {
  validatedNavbarItems: (items: Record<string, unknown>[]) => Record<string, unknown>[];
};
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

test('the mobile menu is built from the same items as the bar: product, features without XinChuang, learn, docs, app store, language', () => {
  for (const locale of ['zh', 'en'] as const) {
    const bar = navbarItems(locale);
    const menu = mobileMenuItems(locale, {product: 'P', featuredApps: 'F'});
    assert.deepEqual(
      menu.map((item) => item.className),
      ['nav-enterprise', 'nav-feature', 'nav-learn', 'nav-docs', 'nav-app-store', 'nav-locale'],
    );
    assert.equal(menu[0].label, 'P');
    assert.equal(menu[0].to, bar.enterprise.to);
    const features = menu[1].items ?? [];
    assert.equal(features.length, bar.feature.items.length - 1);
    assert.ok(!features.some((item) => item.to === '/xinchuang/'));
    assert.deepEqual(menu[2], bar.learn);
    assert.deepEqual(menu[3], bar.docs);
    const appStore = bar.community.items.find((item) => item.href === APP_STORE_URL);
    assert.ok(appStore, 'the community dropdown holds the app store');
    assert.equal(menu[4].label, appStore.label);
    assert.deepEqual(menu[4].items, [appStore, {to: '/opensourceApps', label: 'F'}]);
    // The menu renders these items without the theme's config validation: each must already be complete.
    const withoutPosition = (items: Record<string, unknown>[]) =>
      items.map((item) => Object.fromEntries(Object.entries(item).filter(([key]) => key !== 'position')));
    assert.deepEqual(withoutPosition(validatedNavbarItems(menu)), menu);
  }
});
