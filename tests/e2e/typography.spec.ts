import {expect, test} from '@playwright/test';
import {hydrated} from './helpers';

// Chinese typography (src/css/custom.css): the browser spaces Chinese from Latin text, breaks lines strictly, and
// draws with the fonts the reader's system has: no web font is fetched.

test('zh: Chinese and Latin text are spaced by the browser, lines break strictly, and no web font loads', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'font') fonts.push(r.url());
  });
  await page.goto('/docs/quick-start/quick-install');
  await hydrated(page);
  const style = await page.evaluate(() => {
    const css = getComputedStyle(document.querySelector('article p') ?? document.body);
    return {autospace: css.getPropertyValue('text-autospace'), lineBreak: css.lineBreak, family: css.fontFamily};
  });
  expect(style.autospace).toBe('normal');
  expect(style.lineBreak).toBe('strict');
  for (const family of ['PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'WenQuanYi Micro Hei'])
    expect(style.family, family).toContain(family);

  // The spacing is drawn, not only declared: the same unspaced text is wider than with autospace turned off.
  const widths = await page.evaluate(() => {
    const probe = document.createElement('span');
    probe.textContent = '安装Rainbond到Kubernetes集群2个节点';
    document.querySelector('article')?.append(probe);
    const spaced = probe.getBoundingClientRect().width;
    probe.style.setProperty('text-autospace', 'no-autospace');
    const plain = probe.getBoundingClientRect().width;
    probe.remove();
    return {spaced, plain};
  });
  expect(widths.spaced).toBeGreaterThan(widths.plain + 4);

  expect(
    await page.evaluate(() => (document.fonts as unknown as {size: number}).size),
    'no @font-face on the page',
  ).toBe(0);
  expect(fonts).toEqual([]);
});

test('en: English pages keep the browser defaults', async ({page}) => {
  await page.goto('/en/docs/quick-start/quick-install');
  const lineBreak = await page.evaluate(() => getComputedStyle(document.querySelector('article p')!).lineBreak);
  expect(lineBreak).toBe('auto');
});
