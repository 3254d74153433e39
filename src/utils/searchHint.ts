/** The last meaningful word of a path the visitor tried, offered as a search term on the 404 page. */
export function searchHintFromPath(pathname: string): string {
  const last = pathname.split('/').filter(Boolean).pop() ?? '';
  let decoded = last;
  try {
    decoded = decodeURIComponent(last);
  } catch {
    // A malformed escape is shown as typed.
  }
  return decoded
    .replace(/(\/index)?\.html$/, '')
    .replace(/[-_]+/g, ' ')
    .trim()
    .slice(0, 80);
}
