// Text placed into HTML, SVG or XML that the build writes as strings (print pages, the translation status page,
// social cards, blog covers): one escaper, for element text and quoted attribute values alike.

/** @param {unknown} text */
export const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[c] ?? c,
  );
