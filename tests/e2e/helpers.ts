import type {Page} from '@playwright/test';

export const locales = [
  {locale: 'zh', prefix: ''},
  {locale: 'en', prefix: '/en'},
] as const;

/** A site path in a locale: `/docs/` → `/en/docs/`. */
export function at(prefix: string, path: string): string {
  return `${prefix}${path}`;
}

/** Wait until React has hydrated, so clicks reach client-side handlers. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
}
