import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// The community docs plugin (`id: community`, served at /community). `support` is its main doc.
const sidebars: SidebarsConfig = {
  community: ['support', 'contribution/index'],
};

export default sidebars;
