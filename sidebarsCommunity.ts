import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {releasesNewestFirst} from './src/data/releases';

// The community docs plugin (`id: community`, served at /community). `support` is its main doc.
// Release pages come from src/data/releases.ts, newest first; a release marked `listed: false` keeps
// its page but stays out of the sidebar.
const sidebars: SidebarsConfig = {
  community: [
    'support',
    'members',
    {
      type: 'category',
      label: '贡献指南',
      link: {type: 'doc', id: 'contribution/index'},
      items: [
        {
          type: 'category',
          label: '贡献代码',
          link: {type: 'doc', id: 'contribution/compile/index'},
          items: ['contribution/compile/console', 'contribution/compile/region'],
        },
        'contribution/document/index',
        'contribution/app-share/index',
        'contribution/plugin/index',
      ],
    },
    {
      type: 'category',
      label: '版本变更',
      link: {type: 'doc', id: 'change/index'},
      items: releasesNewestFirst()
        .filter((release) => release.listed)
        .map((release) => `change/${release.version}`),
    },
    'faqs',
  ],
};

export default sidebars;
