// The API reference tree, read from the OpenAPI document itself so it can never drift from it:
// one category per tag (zh labels; English in the sidebar translation files), one page per operation.
import fs from 'node:fs';
import yaml from 'js-yaml';

interface Spec {
  tags: {name: string}[];
  paths: Record<string, Record<string, {operationId?: string; tags?: string[]}>>;
}

/** Sidebar order and labels of the six groups (facts: api sidebar). */
export const API_GROUPS: {tag: string; label: string}[] = [
  {tag: 'enterprise', label: '企业 API'},
  {tag: 'team', label: '团队 API'},
  {tag: 'region', label: '集群 API'},
  {tag: 'application', label: '应用 API'},
  {tag: 'gateway', label: '网关 API'},
  {tag: 'user', label: '用户 API'},
];

export function apiOperations(specPath = 'static/openapi/rainbond.yaml'): {tag: string; operationId: string}[] {
  const spec = yaml.load(fs.readFileSync(specPath, 'utf8')) as Spec;
  return Object.values(spec.paths)
    .flatMap((item) => Object.values(item))
    .filter((op): op is {operationId: string; tags: string[]} => Boolean(op?.operationId && op.tags?.length))
    .map((op) => ({tag: op.tags[0], operationId: op.operationId}))
    .sort((a, b) => a.operationId.localeCompare(b.operationId));
}

/** Categories of `<tag>/<operationId>` doc ids, for the API docs instance. */
export function apiDocCategories() {
  const ops = apiOperations();
  return API_GROUPS.map(({tag, label}) => ({
    type: 'category' as const,
    label,
    items: ops.filter((op) => op.tag === tag).map((op) => `${op.tag}/${op.operationId}`),
  }));
}

/**
 * The main docs' `api` sidebar (shown on /docs/Intro): one link per group, to the group's first page. The full
 * tree lives in the API docs instance; repeating all 68 links here would load them with every doc page.
 */
export function apiGroupLinks() {
  const ops = apiOperations();
  return API_GROUPS.map(({tag, label}) => {
    const first = ops.find((op) => op.tag === tag);
    if (!first) throw new Error(`apiSidebar: no operation has the tag ${tag}`);
    return {type: 'link' as const, label, href: `/docs/api/${tag}/${first.operationId}`};
  });
}
