// internals: theme hooks — the parts of `@docusaurus/theme-common/internal` our theme components use. The package
// marks them internal (no semver promise); every component imports them from here, so an upgrade that renames
// or reshapes one breaks this file and the contract test (tests/build/internals.test.ts), not a dozen components.
export {
  CodeBlockContextProvider,
  createCodeBlockMetadata,
  useAnnouncementBar,
  useCodeBlockContext,
  useHomePageRoute,
  useNavbarMobileSidebar,
} from '@docusaurus/theme-common/internal';
export type {useCodeWordWrap} from '@docusaurus/theme-common/internal';
