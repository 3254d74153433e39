// What Mermaid writes into every diagram that the diagram never draws with: the arrowheads of its whole family
// (a flowchart defines twelve <marker>s and uses one or two) and its theme's stylesheet for every element type of
// the family (error icons, clusters, edge animations…). Pages show diagrams as <img>, so a diagram is its own
// document: what it does not reference cannot change how it looks. Taking it out made the diagrams a third smaller
// (~10 MB of the build). Only what provably draws nothing goes: a marker no `url(#id)` or `#id` names, and a style
// rule none of whose selectors matches an element. A selector with a pseudo-class or pseudo-element (`:root`,
// `:hover`) and one the parser cannot read are kept, as are at-rules (@keyframes, @media).
import * as cheerio from 'cheerio';

/**
 * The top-level rules of a stylesheet, each as its exact text, with the selector list of a style rule; at-rules and
 * anything unbalanced come back without one (kept as they are).
 * @param {string} css
 * @returns {{text: string, selectors?: string[]}[]}
 */
export function topLevelRules(css) {
  /** @type {{text: string, selectors?: string[]}[]} */
  const rules = [];
  let depth = 0;
  let start = 0;
  let preludeEnd = -1;
  for (let i = 0; i < css.length; i += 1) {
    const c = css[i];
    if (c === '{') {
      if (depth === 0) preludeEnd = i;
      depth += 1;
    } else if (c === '}') {
      depth -= 1;
      if (depth === 0) {
        const text = css.slice(start, i + 1);
        const prelude = css.slice(start, preludeEnd).trim();
        rules.push(prelude.startsWith('@') ? {text} : {text, selectors: prelude.split(',').map((s) => s.trim())});
        start = i + 1;
      }
    }
  }
  if (depth !== 0 || css.slice(start).trim()) return [{text: css}];
  return rules;
}

/**
 * The diagram without the markers and style rules it never uses.
 * @param {string} svg one serialised <svg> element, as the diagram step writes it
 */
export function slimDiagramSvg(svg) {
  // Entities stay as the diagram step wrote them (Chinese labels as text, not `&#x…;`).
  const $ = cheerio.load(svg, {xml: {xmlMode: true, decodeEntities: false}});
  const root = $.root();

  // Markers first: a dropped marker's elements must not keep a style rule alive.
  for (const marker of $('marker[id]').toArray()) {
    const id = $(marker).attr('id');
    const rest = svg.replace($.xml(marker), '');
    if (!rest.includes(`url(#${id})`) && !rest.includes(`"#${id}"`)) $(marker).remove();
  }

  const used = (/** @type {string} */ selector) => {
    if (selector.includes(':')) return true;
    try {
      return root.find(selector).length > 0;
    } catch {
      return true;
    }
  };
  for (const style of $('style').toArray()) {
    // The raw text, entities and all: a selector with `&gt;` is read as `>`, the kept text goes back unchanged.
    const css = $(style).html() ?? '';
    const kept = topLevelRules(css).filter(
      (rule) =>
        !rule.selectors || rule.selectors.some((s) => used(s.replaceAll('&gt;', '>').replaceAll('&quot;', '"'))),
    );
    $(style).html(kept.map((rule) => rule.text).join(''));
  }
  return $.xml();
}
