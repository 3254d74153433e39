// Build-time settings read from the environment, with the defaults a production build of
// www.rainbond.com uses. Pure functions of `env`, so tests can pass their own.
import {WEBSITE_REPO_EDIT_URL} from './links';

export interface SiteEnv {
  url: string;
  baseUrl: string;
  editUrl: string;
  locale: 'zh' | 'en';
}

type Env = Record<string, string | undefined>;

/** Docusaurus wants baseUrl with a leading and a trailing slash. */
export function normaliseBaseUrl(raw: string | undefined): string {
  const trimmed = (raw ?? '/').trim();
  if (trimmed === '' || trimmed === '/') return '/';
  return `/${trimmed.replace(/^\/+|\/+$/g, '')}/`;
}

export function readSiteEnv(env: Env): SiteEnv {
  return {
    url: (env.SITE_URL || 'https://www.rainbond.com').replace(/\/+$/, ''),
    baseUrl: normaliseBaseUrl(env.BASE_URL),
    editUrl: env.EDIT_URL || WEBSITE_REPO_EDIT_URL,
    locale: env.DOCUSAURUS_CURRENT_LOCALE === 'en' ? 'en' : 'zh',
  };
}

/** Path of a site page in the given locale, as the browser sees it (zh has no prefix). */
export function localePath(baseUrl: string, locale: 'zh' | 'en', path: string): string {
  const prefix = locale === 'en' ? `${baseUrl}en/` : baseUrl;
  return prefix + path.replace(/^\//, '');
}
