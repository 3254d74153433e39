import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// Three sidebars (SPEC §2): the manual (`docs`), the OpenAPI reference (`api`) and the app store (`store`).
// Category labels are zh; English is in i18n/en/docusaurus-plugin-content-docs/current.json.
const sidebars: SidebarsConfig = {
  docs: [
    {
      type: 'category',
      label: '快速开始',
      collapsible: false,
      items: [
        'quick-start/introduction',
        'quick-start/quick-install',
        'quick-start/getting-started',
        'quick-start/differences',
        {
          type: 'category',
          label: '架构',
          items: [
            'quick-start/architecture/design-concept',
            'quick-start/architecture/flow',
            'quick-start/architecture/architecture',
          ],
        },
      ],
    },
    'devops/index',
    'micro-service/index',
    'delivery/index',
  ],
  api: ['Intro'],
  store: [
    {
      type: 'category',
      label: '使用指南',
      items: ['store/install/appPackage', 'store/install/onLineInstall'],
    },
    {
      type: 'category',
      label: '发布指南',
      items: ['store/onLine/aindex', 'store/onLine/create', 'store/onLine/publish', 'store/onLine/putaway'],
    },
  ],
};

export default sidebars;
