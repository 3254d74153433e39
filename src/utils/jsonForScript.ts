/**
 * JSON for a `<script>` element (JSON-LD): `<` written as `\u003c`, so no value (a title with `</script>`) can
 * end the element early and have the rest read as HTML; U+2028/2029 escaped for old parsers. A JSON parser reads
 * the same data.
 */
export function jsonForScript(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
