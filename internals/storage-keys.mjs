// internals: storage keys — browser-storage keys whose names Docusaurus' theme owns. Our code reads or writes the
// same entries, so the names are copied here, once; internals/README.md lists them and the contract test
// (tests/build/internals.test.ts) finds each one in the theme's code, so a rename upstream fails the tests.

/** The docs plugin's preferred-version entry for the main docs instance (`docs-preferred-version-<pluginId>`). */
export const PREFERRED_DOCS_VERSION_KEY = 'docs-preferred-version-default';

/** The prefix of the theme's remembered tab choices (`<Tabs groupId>`); the SPEC names it for every tab choice. */
export const TAB_STORAGE_PREFIX = 'docusaurus.tab.';
