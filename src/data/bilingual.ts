// The one way site data carries its two languages: every visitor-facing string in src/data/ is a `Bilingual`
// record, picked by locale: `value[useLocale()]` in React, `value[site.locale]` in docusaurus.config.ts.
// (UI strings inside components go through <Translate>/translate() instead; content lives in Markdown twins.)
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {DEFAULT_LOCALE, LOCALES, type Locale} from '@site/settings.mjs';

export type {Locale};
export type Bilingual<T = string> = Record<Locale, T>;

/** The current locale, narrowed to the ones the site builds. */
export function useLocale(): Locale {
  const {currentLocale} = useDocusaurusContext().i18n;
  return currentLocale in LOCALES ? (currentLocale as Locale) : DEFAULT_LOCALE;
}
