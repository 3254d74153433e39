// internals: route table — the client's copy of the build's route tree (`@generated/routes`, untyped for plugins).
// Matched with internals/build/route-match.js, the same rules the build asserts every page follows.
import routes from '@generated/routes';

export type Route = {path: string; exact?: boolean; component: string; routes?: Route[]};

/** The route tree of this build (one locale, one docs pass). */
export const routeTable = routes as unknown as Route[];
// Logged, not thrown: a throw here would stop every page from hydrating; the browser tests fail on the error and
// the contract test (tests/build/internals.test.ts) on the shape.
if (!Array.isArray(routeTable) || routeTable.some((route) => typeof route.path !== 'string'))
  console.error('[internals] @generated/routes is not a list of {path, …} routes: see internals/client/routes.ts');
