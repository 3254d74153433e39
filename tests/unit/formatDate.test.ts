// formatDate must print exactly what Intl.DateTimeFormat prints in both locales, or hydration would differ
// from the stock components' output and dates would change between the server HTML and the client.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {formatDate, type DateParts} from '../../src/utils/formatDate';
import {LOCALES} from '../../settings.mjs';

const locales = Object.values(LOCALES).map((l) => l.htmlLang);
const forms: DateParts[] = [{month: 'long'}, {month: 'short'}, {month: 'long', year: false}];

test('every day of two years, both locales, all three forms: identical to Intl', () => {
  assert.deepEqual([...locales].sort(), ['en', 'zh-CN']);
  for (let t = Date.UTC(2023, 0, 1); t < Date.UTC(2025, 0, 1); t += 86_400_000) {
    for (const locale of locales) {
      for (const form of forms) {
        const intl = new Intl.DateTimeFormat(locale, {
          calendar: 'gregory',
          day: 'numeric',
          month: form.month,
          ...(form.year === false ? {} : {year: 'numeric'}),
          timeZone: 'UTC',
        }).format(new Date(t));
        assert.equal(formatDate(new Date(t).toISOString(), locale, form), intl, `${locale} ${JSON.stringify(form)}`);
      }
    }
  }
});

test('a post dated late in the day in another time zone keeps its UTC date', () => {
  assert.equal(formatDate('2024-02-29T23:30:00-08:00', 'en', {month: 'long'}), 'March 1, 2024');
  assert.equal(formatDate(Date.UTC(2024, 1, 29), 'zh-CN', {month: 'short'}), '2024年2月29日');
});
