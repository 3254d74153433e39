import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';
import {GLOSSARY} from '../../src/data/glossary.mjs';
import {hydrated, locales} from './helpers';

// The glossary in the reader's view: the glossary page, and the toggletip on a term's first use in the docs
// (plugins/remark-glossary-terms.mjs), which works with the keyboard and without the site's script.

const gateway = GLOSSARY.find((e) => e.id === 'gateway')!;

/** The `expanded` state Chromium's accessibility tree gives an element (what a screen reader is told). */
async function expandedState(page: Page, selector: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  const {root} = await cdp.send('DOM.getDocument');
  const {nodeId} = await cdp.send('DOM.querySelector', {nodeId: root.nodeId, selector});
  const {nodes} = await cdp.send('Accessibility.getPartialAXTree', {nodeId, fetchRelatives: false});
  const expanded = nodes[0]?.properties?.find((p) => p.name === 'expanded');
  await cdp.detach();
  return expanded?.value.value as boolean | undefined;
}
const CONCEPT = '/docs/use-manual/get-start/concept/app';

for (const {locale, prefix} of locales) {
  const other = locale === 'zh' ? 'en' : 'zh';

  test(`${locale}: the glossary page lists every term with the other language's name and a definition`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/glossary`);
    const terms = page.locator('dl > div');
    await expect(terms).toHaveCount(GLOSSARY.length);
    const row = page.locator(`#${gateway.id}`);
    await expect(row.locator('dt')).toContainText(gateway[locale].term);
    await expect(row.locator('dt')).toContainText(gateway[other].term);
    await expect(row.locator('dd')).toContainText(gateway[locale].definition);
    await row.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${prefix}${gateway.page}/?$`));
  });

  test(`${locale}: a term's first use opens its definition from the keyboard, and Escape closes it`, async ({page}) => {
    await page.goto(`${prefix}${CONCEPT}`);
    await hydrated(page);
    const terms = page.locator('article .rb-term__word');
    expect(await terms.count(), 'terms are marked on the page').toBeGreaterThan(2);
    // Each term once per page.
    const targets = await terms.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('popovertarget')));
    expect(new Set(targets).size).toBe(targets.length);

    const button = terms.first();
    const tip = page.locator(`#${await button.getAttribute('popovertarget')}`);
    await expect(tip).toBeHidden();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(tip).toBeVisible();
    // Screen readers hear the button as expanded: Chromium's accessibility tree ties it to its popover.
    expect(
      await expandedState(
        page,
        `article .rb-term__word[popovertarget="${await button.getAttribute('popovertarget')}"]`,
      ),
    ).toBe(true);
    await expect(tip.getByRole('link')).toBeVisible();
    // Docusaurus' Link wrote the concept page's address with this locale's prefix.
    await expect(tip.getByRole('link')).toHaveAttribute('href', new RegExp(`^${prefix}/docs/`));
    // Placed next to its term, not over the page's middle.
    const [b, t] = await Promise.all([button.boundingBox(), tip.boundingBox()]);
    expect(Math.abs((t?.y ?? 0) - ((b?.y ?? 0) + (b?.height ?? 0)))).toBeLessThan(40);
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();
    await expect(button).toBeFocused();
  });

  test(`${locale}: the toggletips work before any script runs and pass axe in both colour modes`, async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(`${prefix}${CONCEPT}`);
    const button = page.locator('article .rb-term__word').first();
    await button.click();
    await expect(page.locator(`#${await button.getAttribute('popovertarget')}`)).toBeVisible();
    await context.close();

    const liveContext = await browser.newContext();
    const live = await liveContext.newPage();
    await live.goto(`${prefix}${CONCEPT}`);
    await hydrated(live);
    for (const mode of ['light', 'dark']) {
      await live.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
      await live.locator('article .rb-term__word').first().click();
      const results = await new AxeBuilder({page: live})
        .include('article')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(results.violations.map((v) => `${mode}: ${v.id} ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
      await live.keyboard.press('Escape');
    }
    await liveContext.close();
  });

  test(`${locale}: a query in the other language finds this language's page, and one with no answer here offers the other language's`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/`);
    await hydrated(page);
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox');
    await box.fill(gateway[other].term);
    const first = page.locator('dialog [role="listbox"] [role="option"]').first();
    await expect(first).toHaveAttribute('href', new RegExp(`^${prefix}/docs/`));
    // A word only the other language's pages hold: their results, marked with their language.
    await box.fill(locale === 'zh' ? 'north-south traffic' : '巡检');
    await expect(page.locator('dialog [role="status"]').first()).toBeVisible();
    const href = await page.locator('dialog [role="listbox"] [role="option"]').first().getAttribute('href');
    expect(href?.startsWith(locale === 'zh' ? '/en/' : '/docs/')).toBe(true);
  });
}

for (const {locale, prefix} of locales) {
  test(`${locale}: the translation status page lists every section, for maintainers only`, async ({page}) => {
    const response = await page.goto(`${prefix}/translation-status/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const sections = locale === 'zh' ? ['文档', '社区文档', '博客'] : ['Docs', 'Community', 'Blog'];
    for (const section of sections)
      await expect(page.getByRole('heading', {level: 2, name: section, exact: true})).toBeVisible();
    expect(await page.locator('table tbody tr').count()).toBeGreaterThan(300);
  });
}
