import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {apiDocCategories} from './apiSidebar';

// The API docs instance (`id: api`, served at /docs/api): generated pages, grouped by tag.
const sidebars: SidebarsConfig = {
  api: [{type: 'link', label: '如何使用 OpenAPI', href: '/docs/Intro'}, ...apiDocCategories()],
};

export default sidebars;
