import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {sidebarBreadcrumbs} from '../../src/utils/sidebarBreadcrumbs';

const link = (label: string, href: string, docId?: string): PropSidebarItem =>
  ({type: 'link', label, href, ...(docId ? {docId} : {})}) as PropSidebarItem;
const category = (label: string, items: PropSidebarItem[], href?: string): PropSidebarItem =>
  ({type: 'category', label, items, collapsed: true, collapsible: true, ...(href ? {href} : {})}) as PropSidebarItem;

const sidebar = [
  link('Intro', '/docs/', 'intro'),
  category('Quick start', [
    link('Quick install', '/docs/quick-start/quick-install', 'quick-start/quick-install'),
    category(
      'Architecture',
      [link('Design', '/docs/quick-start/architecture/design', 'design')],
      '/docs/quick-start/architecture/',
    ),
  ]),
  category('Elsewhere', [link('Blog', '/docs/blog-link')]),
];
const labels = (pathname: string): string[] => sidebarBreadcrumbs(sidebar, pathname).map((item) => item.label);

test('the trail runs from the outermost category to the page, as the theme shows it', () => {
  assert.deepEqual(labels('/docs/quick-start/quick-install'), ['Quick start', 'Quick install']);
  assert.deepEqual(labels('/docs/quick-start/architecture/design'), ['Quick start', 'Architecture', 'Design']);
  // A category's own page ends the trail at that category.
  assert.deepEqual(labels('/docs/quick-start/architecture'), ['Quick start', 'Architecture']);
});

test('paths match regardless of a trailing slash or letter case; links that are not docs and unknown pages give none', () => {
  assert.deepEqual(labels('/docs/Quick-Start/quick-install/'), ['Quick start', 'Quick install']);
  assert.deepEqual(labels('/docs/blog-link'), []);
  assert.deepEqual(labels('/docs/missing'), []);
});
