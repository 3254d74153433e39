import {expect, test, type Page} from '@playwright/test';
import {hydrated} from './helpers';

const dialog = (page: Page) => page.getByRole('dialog');
const searchBox = (page: Page) => dialog(page).getByRole('combobox');

async function openWith(page: Page, key: string) {
  await page.keyboard.press(key);
  await expect(dialog(page)).toBeVisible();
  await expect(searchBox(page)).toBeFocused();
}

/** Opens the modal with Ctrl+K on `path`, once hydrated, and types `query`. */
async function searchFrom(page: Page, path: string, query: string) {
  await page.goto(path);
  await hydrated(page);
  await openWith(page, 'Control+k');
  await searchBox(page).fill(query);
}

/** The addresses the results link to, in order, once the first result shows. */
async function resultHrefs(page: Page): Promise<string[]> {
  const options = dialog(page).getByRole('option');
  await expect(options.first()).toBeVisible();
  return options.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

test.describe('search modal', () => {
  for (const key of ['Control+k', 'Meta+k', '/']) {
    test(`opens with ${key} and closes with Escape`, async ({page}) => {
      await page.goto('/en/docs/quick-start/quick-install');
      await hydrated(page);
      await openWith(page, key);
      await expect(dialog(page)).toHaveAccessibleName(/search/i);
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
    });
  }

  test('`/` typed inside an input does not open it', async ({page}) => {
    await page.goto('/en/search');
    await hydrated(page);
    const input = page.getByRole('main').getByRole('searchbox');
    await input.click();
    await page.keyboard.type('a/b');
    await expect(input).toHaveValue('a/b');
    await expect(dialog(page)).toBeHidden();
  });

  test('focus returns to the search button after Escape', async ({page}) => {
    await page.goto('/en/');
    await hydrated(page);
    const button = page.getByRole('button', {name: /^Search/});
    await button.click();
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('the index is not fetched before the modal opens', async ({page}) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/search-index/')) fetched.push(request.url());
    });
    await page.goto('/en/docs/quick-start/quick-install');
    await hydrated(page);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(300);
    expect(fetched).toEqual([]);
    await openWith(page, 'Control+k');
    await searchBox(page).fill('helm');
    await expect(dialog(page).getByRole('option').first()).toBeVisible();
    expect(fetched.some((url) => url.endsWith('/en/search-index/meta.json'))).toBe(true);
  });

  test('an English query on /en/ finds the English page and no Chinese page', async ({page}) => {
    await searchFrom(page, '/en/', 'quick installation');
    const hrefs = await resultHrefs(page);
    expect(hrefs.some((href) => href.startsWith('/en/docs/quick-start/quick-install'))).toBe(true);
    expect(hrefs.every((href) => href.startsWith('/en/'))).toBe(true);
    await expect(dialog(page).locator('mark').first()).toBeVisible();
  });

  test('a Chinese query on / finds Chinese pages', async ({page}) => {
    await searchFrom(page, '/', '快速安装');
    const options = dialog(page).getByRole('option');
    await expect(options.first()).toBeVisible();
    // The quick-install page is among the first results (the quick-start overview may rank with it).
    const top = await options.evaluateAll((links) => links.slice(0, 4).map((a) => a.getAttribute('href') ?? ''));
    expect(top.some((href) => href.startsWith('/docs/quick-start/quick-install'))).toBe(true);
    await searchBox(page).fill('安装');
    await expect(dialog(page).getByRole('group').first()).toHaveAttribute('aria-label', /安装/);
    const hrefs = await options.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(5);
    expect(hrefs.some((href) => href.startsWith('/en/'))).toBe(false);
    await expect(options.first()).toContainText(/[\u4e00-\u9fff]/);
  });

  test('a query only the other language answers shows its pages, marked as such, at their own addresses', async ({
    page,
  }) => {
    // The other locale's index is found through Docusaurus' own locale base URLs (useSiteSearch).
    // DingTalk: only the Chinese pages name it in Chinese.
    await searchFrom(page, '/en/', '钉钉');
    await expect(dialog(page).getByRole('status')).toContainText('Results from the Chinese pages');
    const zh = await resultHrefs(page);
    expect(zh.length).toBeGreaterThan(0);
    expect(zh.every((href) => href.startsWith('/') && !href.startsWith('/en/'))).toBe(true);

    // Only English pages use the word.
    await searchFrom(page, '/', 'hands-on');
    await expect(dialog(page).getByRole('status')).toContainText('以下是英文页面中的结果');
    const en = await resultHrefs(page);
    expect(en.every((href) => href.startsWith('/en/'))).toBe(true);
  });

  test('arrow keys move through results and Enter opens one; the query is remembered', async ({page}) => {
    await searchFrom(page, '/en/', 'getting started');
    const options = dialog(page).getByRole('option');
    await expect(options.nth(1)).toBeVisible();
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    const target = (await options.nth(0).getAttribute('href')) ?? '';
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(
      (url) => url.pathname + url.hash === decodeURI(target) || url.pathname + url.hash === target,
    );
    // The old page stays until the new one has loaded; wait for the new one before the next shortcut.
    await expect(page.locator('article h1')).toBeVisible();
    await page.waitForTimeout(300);
    await openWith(page, 'Control+k');
    await expect(dialog(page).getByRole('button', {name: 'getting started'})).toBeVisible();
    // The reader can forget them: gone from the modal and from storage, also after a reload.
    await dialog(page).getByRole('button', {name: 'Clear history'}).click();
    await expect(dialog(page).getByRole('button', {name: 'getting started'})).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('rainbond.search.recent'))).toBeNull();
    await page.reload();
    await hydrated(page);
    await openWith(page, 'Control+k');
    await expect(dialog(page).getByText('Recent searches')).toBeHidden();
  });

  test('search keeps working when storage throws', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new Error('SecurityError: storage disabled');
        },
      });
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await searchFrom(page, '/en/', 'helm');
    await expect(dialog(page).getByRole('option').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('when the index cannot be fetched the visitor reads so, and Retry works once the network is back', async ({
    page,
  }) => {
    await page.route('**/search-index/**', (route) => route.abort('internetdisconnected'));
    await searchFrom(page, '/en/', 'helm');
    const alert = dialog(page).getByRole('alert');
    await expect(alert).toContainText('Search could not load');
    // The developer hint is for `npm start` only.
    await expect(dialog(page)).not.toContainText('npm run build');
    await page.unroute('**/search-index/**');
    await alert.getByRole('button', {name: 'Retry'}).click();
    await expect(dialog(page).getByRole('option').first()).toBeVisible();
  });

  test('a query with no match says so and offers the docs sections and popular pages', async ({page}) => {
    await searchFrom(page, '/', 'zzqqxx');
    await expect(dialog(page).getByRole('status')).toContainText('zzqqxx');
    const links = dialog(page).getByRole('link');
    await expect(links.filter({hasText: '安装'}).first()).toBeVisible();
    await links.filter({hasText: '故障排查'}).click();
    await expect(page).toHaveURL(/\/docs\/troubleshooting\/?$/);
    await expect(dialog(page)).toBeHidden();
  });

  test('each result shows its section and breadcrumb', async ({page}) => {
    await searchFrom(page, '/', '离线安装');
    const first = dialog(page).getByRole('group').first();
    await expect(first).toBeVisible();
    await expect(first).toContainText('文档 › 安装');
  });
});

test.describe('/search page', () => {
  test('reads ?q=, shows the results and follows the query in the URL', async ({page}) => {
    await page.goto('/en/search?q=helm');
    await expect(page.getByRole('heading', {level: 1})).toContainText('helm');
    await expect(page.locator('main [role="listbox"] [role="option"]').first()).toBeVisible();
    const input = page.getByRole('main').getByRole('searchbox');
    await input.fill('offline');
    await expect(page).toHaveURL(/\/en\/search\?q=offline$/);
  });

  test('the docs-version and section filters narrow the results', async ({page}) => {
    await page.goto('/en/search?q=rainbond');
    const options = page.locator('main [role="listbox"] [role="option"]');
    await expect(options.first()).toBeVisible();
    const all = await options.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(all.some((href) => !href.startsWith('/en/docs/'))).toBe(true);

    await page.getByLabel('Docs version').selectOption('V5.15');
    await expect(page).toHaveURL(/version=V5\.15/);
    await expect(async () => {
      const filtered = await options.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      expect(filtered.length).toBeGreaterThan(0);
      expect(filtered.every((href) => href.startsWith('/en/docs/'))).toBe(true);
    }).toPass();

    await page.getByLabel('Docs version').selectOption('');
    await page.getByLabel('Section').selectOption('blog');
    await expect(async () => {
      const blog = await options.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      expect(blog.length).toBeGreaterThan(0);
      expect(blog.every((href) => href.startsWith('/en/blog/'))).toBe(true);
    }).toPass();
  });

  for (const [name, q] of [
    ['a script tag', '<script>window.__pwned = 1</script>'],
    ['an event-handler image', '"><img src=x onerror="window.__pwned=1">'],
    ['10 kB of text', 'k8s '.repeat(2560)],
    ['odd Unicode', '\u202e\u0000𝕽𝖆𝖎𝖓\u200d👩‍💻 ﷽ \uffff'],
  ] as const) {
    test(`a hostile q (${name}) is shown as text and runs nothing`, async ({page}) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      let dialogs = 0;
      page.on('dialog', async (d) => {
        dialogs += 1;
        await d.dismiss();
      });
      await page.goto(`/en/search?q=${encodeURIComponent(q)}`);
      await hydrated(page);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned)).toBeUndefined();
      expect(await page.locator('main img[src="x"]').count()).toBe(0);
      expect(dialogs).toBe(0);
      expect(errors).toEqual([]);
      if (name === 'a script tag') await expect(page.getByRole('heading', {level: 1})).toContainText('<script>');
    });
  }
});
