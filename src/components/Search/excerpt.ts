// Pagefind excerpts are escaped text with <mark> around matches. We never inject them as HTML:
// they are split into plain text runs, so hostile page text or queries can only ever be text.
export interface ExcerptPart {
  text: string;
  mark: boolean;
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};

function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (entity) => entities[entity] ?? entity);
}

export function parseExcerpt(html: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let mark = false;
  for (const token of html.split(/(<\/?mark>)/)) {
    if (token === '<mark>') mark = true;
    else if (token === '</mark>') mark = false;
    else if (token) parts.push({text: decode(token.replace(/<[^>]*>/g, '')), mark});
  }
  return parts;
}
