import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export type Locale = 'zh' | 'en';

/** The current site locale, narrowed to the two the site builds. */
export function useLocale(): Locale {
  return useDocusaurusContext().i18n.currentLocale === 'en' ? 'en' : 'zh';
}
