// Which search the site ships: Algolia DocSearch when an operator configures it at build time,
// otherwise the offline Pagefind index built from build/ after `docusaurus build`.
type Env = Record<string, string | undefined>;

export interface AlgoliaSettings {
  appId: string;
  apiKey: string;
  indexName: string;
}

/** All three variables, or nothing: a partial Algolia setup falls back to Pagefind. */
export function readAlgoliaEnv(env: Env): AlgoliaSettings | null {
  const appId = env.ALGOLIA_APP_ID?.trim();
  const apiKey = env.ALGOLIA_API_KEY?.trim();
  const indexName = env.ALGOLIA_INDEX_NAME?.trim();
  return appId && apiKey && indexName ? {appId, apiKey, indexName} : null;
}

export interface SearchSetup {
  mode: 'algolia' | 'pagefind';
  themes: string[];
  plugins: string[];
  /** Merged into themeConfig: DocSearch reads `algolia`. */
  themeConfig: {algolia?: AlgoliaSettings & {contextualSearch: true; searchPagePath: string}};
}

export function searchSetup(env: Env): SearchSetup {
  const algolia = readAlgoliaEnv(env);
  if (algolia) {
    return {
      mode: 'algolia',
      themes: ['@docusaurus/theme-search-algolia'],
      plugins: [],
      // Contextual search filters by language and docs version tag (docusaurus_tag) on its own.
      themeConfig: {algolia: {...algolia, contextualSearch: true, searchPagePath: 'search'}},
    };
  }
  return {mode: 'pagefind', themes: [], plugins: ['./plugins/pagefind-search-page'], themeConfig: {}};
}
