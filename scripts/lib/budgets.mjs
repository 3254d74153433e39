// Byte budgets that stay fair as the site grows. Docusaurus ships its whole route table to every page, so each
// route costs every page bytes, on our site and on plain Docusaurus alike. budgets.json records plain
// Docusaurus (create-docusaurus classic) measured at our route count, and what one more route costs it; a page
// type's limit is its factor (1.15, landing pages 1.3) × plain Docusaurus at the route count we have now.
// `npm run bench -- --budgets` re-measures the template; nobody edits a limit by hand.
import {ARCHIVED_DOCS, LOCALE_IDS, LOCALES} from '../../settings.mjs';
import {builtPages} from '../../shared/files.mjs';

/**
 * @typedef {{route: string, templateRoute: string, factor: number, templateBytes: number, bytesPerRoute: number, note?: string}} PageBudget
 * @typedef {{templateRoutes: number, pageTypes: Record<string, PageBudget>}} Budgets
 */

/** Routes of one locale of a build: its pages, without the other locales' folders and redirect stubs. */
export function routesPerLocale(buildDir) {
  const others = LOCALE_IDS.map((id) => LOCALES[id].prefix).filter(Boolean);
  // Archived docs versions are built in passes of their own: their pages are not in the current route table.
  const archived = new Set(ARCHIVED_DOCS.map((v) => `docs/${v.name}`));
  return builtPages(buildDir).filter((file) => {
    const parts = file
      .slice(buildDir.length)
      .replace(/^[\\/]/, '')
      .split(/[\\/]/);
    return !others.includes(parts[0]) && !archived.has(`${parts[0]}/${parts[1]}`);
  }).length;
}

/**
 * Plain Docusaurus' figure for a page type at `routes` routes per locale, and the limit that follows.
 * @param {PageBudget} budget
 * @param {number} templateRoutes
 * @param {number} routes
 */
export function limitFor(budget, templateRoutes, routes) {
  const template = Math.round(budget.templateBytes + budget.bytesPerRoute * (routes - templateRoutes));
  return {template, limit: Math.round(template * budget.factor)};
}
