import AxeBuilder from '@axe-core/playwright';
import {expect, test} from '@playwright/test';
import {hydrated, locales} from './helpers';

// The page feedback at the end of doc, API and community pages (src/theme/DocItem/Footer,
// src/components/PageFeedback). The vote reaching nginx's log is tested with nginx (deploy/nginx/nginx.test.mjs).

const labels = {
  zh: {
    question: '这篇文档对你有帮助吗？',
    no: '没有帮助',
    reason: '命令执行失败',
    send: '提交反馈',
    report: '报告问题',
  },
  en: {
    question: 'Was this page helpful?',
    no: 'No',
    reason: 'A command failed',
    send: 'Send feedback',
    report: 'Report a problem',
  },
} as const;

for (const {locale, prefix} of locales) {
  const text = labels[locale];

  test(`${locale}: the feedback loads only when the reader scrolls to it, then a "No" with a reason is sent`, async ({
    page,
  }) => {
    const scripts: string[] = [];
    const votes: URL[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
      if (/\/feedback$/.test(new URL(r.url()).pathname)) votes.push(new URL(r.url()));
    });
    await page.goto(`${prefix}/docs/quick-start/quick-install`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const slot = page.locator('.rb-page-feedback');
    await expect(slot).toBeAttached();
    await expect(slot.getByText(text.question)).toHaveCount(0);
    // The widget's code is known by a string only it has (its question's element id).
    const feedbackCode = async () => {
      const bodies = await Promise.all(scripts.map((url) => page.request.get(url).then((r) => r.text())));
      return bodies.filter((body) => body.includes('rb-feedback-question')).length;
    };
    expect(await feedbackCode(), 'nothing of it in the first load').toBe(0);

    await slot.scrollIntoViewIfNeeded();
    await expect(slot.getByText(text.question)).toBeVisible();
    expect(await feedbackCode(), 'its code arrives with the scroll').toBe(1);

    await slot.getByRole('button', {name: text.no, exact: true}).click();
    await expect(slot.getByRole('radio').first(), 'focus follows into the form').toBeFocused();
    await slot.getByRole('radio', {name: text.reason}).check();
    await slot.getByRole('textbox').fill('<img src=x onerror=alert(1)>');
    const answered = page.waitForResponse((r) => /\/feedback$/.test(new URL(r.url()).pathname));
    await slot.getByRole('button', {name: text.send}).click();
    expect((await answered).status()).toBe(204);
    await expect(slot.getByRole('status')).toBeVisible();
    expect(votes).toHaveLength(1);
    expect(Object.fromEntries(votes[0]!.searchParams)).toEqual({
      page: `${prefix}/docs/quick-start/quick-install`,
      version: 'V5.15',
      locale,
      vote: 'no',
      reason: 'command-failed',
      note: '<img src=x onerror=alert(1)>',
    });
    expect(votes[0]!.pathname).toBe(`${prefix}/feedback`);
  });

  test(`${locale}: "Report a problem" prefills an issue with the page, version, heading and selected text`, async ({
    page,
    context,
  }) => {
    // Nothing leaves the test machine: the issue form is answered here.
    await context.route('https://github.com/**', (route) => route.fulfill({status: 200, body: 'issue form'}));
    await page.goto(`${prefix}/docs/quick-start/quick-install`);
    await hydrated(page);
    const heading = page.locator('article .markdown h2').first();
    const paragraph = page.locator('article .markdown h2 ~ p').first();
    const quote = (await paragraph.innerText()).trim();
    await paragraph.evaluate((p) => window.getSelection()?.selectAllChildren(p));
    const slot = page.locator('.rb-page-feedback');
    await slot.scrollIntoViewIfNeeded();
    const popup = context.waitForEvent('page');
    await slot.getByRole('link', {name: text.report}).click();
    const issue = new URL((await popup).url());
    expect(issue.pathname).toBe('/goodrain/rainbond-docs/issues/new');
    const body = issue.searchParams.get('body') ?? '';
    expect(body).toContain(`/docs/quick-start/quick-install`);
    expect(body).toContain('V5.15');
    expect(body).toContain(`**Locale:** ${locale}`);
    const headingText = (await heading.innerText()).replace(/\u200b/g, '').trim();
    expect(body).toContain(`**Section:** ${headingText}`);
    expect(body).toContain(`> ${quote.slice(0, 40)}`);
  });

  test(`${locale}: the feedback is on API and community pages, and passes axe in both colour modes`, async ({page}) => {
    for (const path of ['/docs/Intro', '/community/support']) {
      await page.goto(`${prefix}${path}`);
      await hydrated(page);
      await page.locator('.rb-page-feedback').scrollIntoViewIfNeeded();
      await expect(page.locator('.rb-page-feedback').getByText(text.question)).toBeVisible();
    }
    for (const mode of ['light', 'dark']) {
      await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
      await page.locator('.rb-page-feedback').getByRole('button', {name: text.no, exact: true}).click();
      const results = await new AxeBuilder({page})
        .include('.rb-page-feedback')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(results.violations.map((v) => `${mode}: ${v.id} ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
      await page.reload();
      await hydrated(page);
      await page.locator('.rb-page-feedback').scrollIntoViewIfNeeded();
    }
  });
}
