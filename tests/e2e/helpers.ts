import type {Page} from '@playwright/test';

import {LOCALE_IDS, LOCALES} from '../../settings.mjs';

/** Each locale with the path prefix its pages are served under ('' or '/en'). */
export const locales = LOCALE_IDS.map((locale) => ({
  locale,
  prefix: LOCALES[locale].prefix ? `/${LOCALES[locale].prefix}` : '',
}));

/** A site path in a locale: `/docs/` → `/en/docs/`. */
export function at(prefix: string, path: string): string {
  return `${prefix}${path}`;
}

/** Wait until React has hydrated, so clicks reach client-side handlers. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
}
