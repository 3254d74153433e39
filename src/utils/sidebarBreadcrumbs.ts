// The docs sidebar items that lead to a page, outermost first: the same walk as Docusaurus' useSidebarBreadcrumbs,
// which is not exported on its own (src/theme/DocBreadcrumbs says why we need it apart from the hook).
import type {PropSidebarBreadcrumbsItem, PropSidebarItem} from '@docusaurus/plugin-content-docs';

/** Same as theme-common's isSamePath: a trailing slash and letter case do not make two paths differ. */
const normalize = (path: string | undefined): string | undefined =>
  (!path || path.endsWith('/') ? path : `${path}/`)?.toLowerCase();

export function sidebarBreadcrumbs(items: PropSidebarItem[], pathname: string): PropSidebarBreadcrumbsItem[] {
  const target = normalize(pathname);
  const trail: PropSidebarBreadcrumbsItem[] = [];
  const extract = (list: PropSidebarItem[]): boolean => {
    for (const item of list) {
      if (item.type === 'category' && (normalize(item.href) === target || extract(item.items))) {
        trail.unshift(item);
        return true;
      }
      if (item.type === 'link' && item.docId && normalize(item.href) === target) {
        trail.unshift(item);
        return true;
      }
    }
    return false;
  };
  extract(items);
  return trail;
}
