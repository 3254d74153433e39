import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {printSectionOf} from '../../src/utils/printSection';

const link = (href: string): PropSidebarItem => ({type: 'link', href, label: href});
const category = (label: string, href: string | undefined, items: PropSidebarItem[]): PropSidebarItem => ({
  type: 'category',
  label,
  href,
  items,
  collapsed: true,
  collapsible: true,
});

const sidebar = [
  category('快速开始', '/docs/quick-start', [link('/docs/'), link('/docs/quick-start/quick-install')]),
  category('安装', '/en/docs/installation/', [category('Helm', undefined, [link('/en/docs/installation/helm/x')])]),
  category('旧版', '/docs/5.14/devops/', [link('/docs/5.14/devops/a')]),
];

test('a doc prints with the top-level category that holds it, named by the first docs segment in it', () => {
  assert.equal(printSectionOf(sidebar, '/docs/', '/'), 'quick-start', 'the docs home is in the quick start');
  assert.equal(printSectionOf(sidebar, '/en/docs/installation/helm/x', '/en/'), 'installation', 'nested, English');
  assert.equal(printSectionOf(sidebar, '/docs/5.14/devops/a', '/'), null, 'archived versions have no print pages');
  assert.equal(printSectionOf(sidebar, '/docs/elsewhere', '/'), null, 'not in a category');
});
