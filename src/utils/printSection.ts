// Which "print this section" page a doc belongs to: the top-level category of its sidebar that holds it, named by
// shared/print.mjs' slug rule (the same rule the build step names the pages with).
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {printSlug} from '@site/shared/print.mjs';

/** Every link of a sidebar item, in reading order (a category's own page first). */
function linksOf(item: PropSidebarItem): string[] {
  if (item.type === 'link') return [item.href];
  if (item.type === 'category') return [...(item.href ? [item.href] : []), ...item.items.flatMap(linksOf)];
  return [];
}

/**
 * The print page slug of the section holding `permalink`, or null: not in a category of this sidebar, or not the
 * current docs version (only it has print pages).
 */
export function printSectionOf(items: readonly PropSidebarItem[], permalink: string, baseUrl: string): string | null {
  const section = items.find((item) => item.type === 'category' && linksOf(item).includes(permalink));
  return section ? printSlug(linksOf(section), baseUrl) : null;
}
