// internals: route table — the client's copy of the build's route tree (`@generated/routes`, untyped for plugins).
// Matched with internals/build/route-match.js, the same rules the build asserts every page follows.
import routes from '@generated/routes';

export type Route = {path: string; exact?: boolean; component: string; routes?: Route[]};

/** The route tree of this build (one locale, one docs pass). */
export const routeTable = routes as unknown as Route[];
if (!Array.isArray(routeTable) || routeTable.some((route) => typeof route.path !== 'string'))
  throw new Error('[internals] @generated/routes is not a list of {path, …} routes: see internals/client/routes.ts');
