// The dates the blog and "last updated" lines show, formatted without Intl.DateTimeFormat. Its first use on a
// page loads the locale's calendar data: ~18 ms for zh-CN and ~10 ms for English on a laptop, four times that on
// a mid-range phone, in the middle of hydration. Our two locales need three fixed patterns; the unit test holds
// each to Intl's own output, so the server-rendered and hydrated text stay identical to the stock components'.

const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export interface DateParts {
  /** `long`: September; `short`: Sep (English only; Chinese writes the number either way). */
  month: 'long' | 'short';
  /** Leave the year out (the blog archive lists posts under a year heading). */
  year?: boolean;
}

/** `date` in UTC, as Intl.DateTimeFormat(locale, {day: 'numeric', month, year?: 'numeric', timeZone: 'UTC'}). */
export function formatDate(date: string | number | Date, locale: string, {month, year = true}: DateParts): string {
  const d = new Date(date);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  const day = d.getUTCDate();
  if (locale.startsWith('zh')) return `${year ? `${y}年` : ''}${m + 1}月${day}日`;
  const name = month === 'long' ? EN_MONTHS[m] : EN_MONTHS[m].slice(0, 3);
  return year ? `${name} ${day}, ${y}` : `${name} ${day}`;
}
