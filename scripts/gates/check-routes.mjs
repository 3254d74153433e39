#!/usr/bin/env node
// Reads tests/routes.txt (the spec's route list) and reports, per locale, how many routes the build
// serves and which are missing. Exits 0 unless --strict is given and a route of the strict set
// (tests/routes.strict.txt, grown by each part of the site) is missing.
// Usage: node scripts/gates/check-routes.mjs [--strict] [--dir build]
import fs from 'node:fs';
import path from 'node:path';
import {cliOptions} from '../lib/cli.mjs';
import {resolveFile} from '../lib/resolve.mjs';
import {localizedRoute as localized, readRouteList, ROUTE_LISTS} from '../../shared/files.mjs';
import {LOCALE_IDS} from '../../settings.mjs';

const {values: opts} = cliOptions('node scripts/gates/check-routes.mjs [--strict] [--dir build]', {
  strict: {type: 'boolean', default: false},
  dir: {type: 'string', default: 'build'},
});
const strict = opts.strict;
const buildDir = path.resolve(opts.dir);

/** `/docs/quick-start/**` matches everything below; other patterns match exactly. */
export function inStrictSet(route, patterns) {
  return patterns.some((p) => (p.endsWith('/**') ? route.startsWith(p.slice(0, -2)) : route === p));
}

if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`check:routes: no build in ${buildDir}. Run \`npm run build\` first.`);
  process.exit(1);
}

const routes = readRouteList(ROUTE_LISTS.all);
const strictSet = readRouteList(ROUTE_LISTS.strict);
let strictMissing = 0;

for (const locale of LOCALE_IDS) {
  const missing = routes.filter((route) => !resolveFile(buildDir, localized(route, locale)));
  console.log(
    `[${locale}] ${routes.length - missing.length}/${routes.length} routes served, ${missing.length} missing`,
  );
  for (const route of missing) {
    const required = inStrictSet(route, strictSet);
    if (required) strictMissing += 1;
    console.log(`  ${required ? 'MISSING (strict)' : 'missing'}  ${localized(route, locale)}`);
  }
}

if (strict && strictMissing > 0) {
  console.error(`check:routes --strict: ${strictMissing} route(s) of the strict set are not served.`);
  process.exit(1);
}
console.log(
  strict
    ? 'check:routes --strict: every route of the strict set is served.'
    : 'check:routes: report only (use --strict to enforce).',
);
