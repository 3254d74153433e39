// Which search the site ships: Algolia DocSearch when an operator configures it at build time,
// otherwise the offline index built from build/ after `docusaurus build` (scripts/build/build-search-index.mjs).
import {algoliaSettings} from '../../settings.mjs';

type Env = Record<string, string | undefined>;
type AlgoliaSettings = NonNullable<ReturnType<typeof algoliaSettings>>;

export interface SearchSetup {
  mode: 'algolia' | 'offline';
  themes: string[];
  plugins: string[];
  /** Merged into themeConfig: DocSearch reads `algolia`. */
  themeConfig: {algolia?: AlgoliaSettings & {contextualSearch: true; searchPagePath: string}};
}

export function searchSetup(env: Env): SearchSetup {
  const algolia = algoliaSettings(env);
  if (algolia) {
    return {
      mode: 'algolia',
      themes: ['@docusaurus/theme-search-algolia'],
      plugins: [],
      // Contextual search filters by language and docs version tag (docusaurus_tag) on its own.
      themeConfig: {algolia: {...algolia, contextualSearch: true, searchPagePath: 'search'}},
    };
  }
  return {mode: 'offline', themes: [], plugins: ['./plugins/search-page'], themeConfig: {}};
}
