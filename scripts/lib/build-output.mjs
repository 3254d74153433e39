// Where the production build lives and how it becomes complete. scripts/build/build.mjs writes into STAGING_DIR and,
// when every step passed, writes the marker and swaps the folder into BUILD_DIR; servers and deploy steps call
// assertCompleteBuild first, so a half-written or interrupted build is refused instead of served.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {ARCHIVED_DOCS, algoliaSettings, readSiteEnv} from '../../settings.mjs';
import {analyticsScripts} from '../../shared/analytics.mjs';
import {PLATFORM} from '../../src/data/platform.mjs';

export const BUILD_DIR = 'build';
/** Beside the other generated files, on the same file system as build/ so the final move is a rename. */
export const STAGING_DIR = '.generated/build-staging';
/** A dotfile: nginx does not serve it. */
export const BUILD_MARKER = '.build-complete';

/** What every build says about itself: /version.json (served), the completion marker and the bundles. */
export const VERSION_FILE = 'version.json';

/** The commit being built, or `unknown` outside a git checkout (a source archive). */
export function buildCommit() {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();
  } catch {
    return 'unknown';
  }
}

/**
 * The build's identity, so an operator can tell what they are reading: the docs version (current and archived), the
 * commit, the build time and date (the date is what bundle names and image tags carry) and the address it was built
 * for (the image's entrypoint compares it with SITE_URL/BASE_URL). `thirdPartyFree`: the pages request nothing from
 * another host (no Algolia, no analytics), which an offline bundle needs. SOURCE_DATE_EPOCH, when set (the image
 * build sets it), is the build time, so an image's tag and its version.json name the same date.
 * @param {Date} [now]
 */
export function buildInfo(now = sourceDate() ?? new Date()) {
  const {url, baseUrl} = readSiteEnv(process.env);
  return {
    docsVersion: PLATFORM.docsVersion,
    release: PLATFORM.version,
    archivedVersions: ARCHIVED_DOCS.map((v) => v.name),
    commit: buildCommit(),
    builtAt: now.toISOString(),
    buildDate: now.toISOString().slice(0, 10).replaceAll('-', ''),
    siteUrl: url,
    baseUrl,
    thirdPartyFree: !algoliaSettings(process.env) && analyticsScripts(process.env).length === 0,
  };
}

/**
 * The docs MCP server's manifest (packages/rainbond-docs-mcp) for a build, or for a bundle of one version (`narrow`).
 * @param {ReturnType<typeof buildInfo>} info
 * @param {{versions?: string[], defaultVersion?: string, archived?: string[]}} [narrow]
 */
export const mcpManifest = (info, narrow = {}) => ({
  siteUrl: info.siteUrl,
  current: info.docsVersion,
  archived: info.archivedVersions,
  builtAt: info.builtAt,
  commit: info.commit,
  ...narrow,
});

/**
 * The reproducible-builds convention's build time (SOURCE_DATE_EPOCH, seconds since the epoch), if set.
 * @param {Record<string, string | undefined>} [env]
 */
export function sourceDate(env = process.env) {
  const epoch = Number(env.SOURCE_DATE_EPOCH);
  return env.SOURCE_DATE_EPOCH && Number.isFinite(epoch) ? new Date(epoch * 1000) : undefined;
}

/**
 * Writes /version.json into a build folder (one key per line: the image's entrypoint reads it with sed).
 * @param {string} dir
 * @param {object} info
 */
export function writeVersionFile(dir, info) {
  fs.writeFileSync(path.join(dir, VERSION_FILE), `${JSON.stringify(info, null, 1)}\n`);
}

/** @param {string} dir */
export function markComplete(dir) {
  fs.writeFileSync(
    path.join(dir, BUILD_MARKER),
    `${JSON.stringify({completedAt: new Date().toISOString(), commit: buildCommit()}, null, 1)}\n`,
  );
}

/**
 * Replaces `target` with `staging`: the old build is renamed aside, the new one renamed in, the old one removed.
 * @param {string} staging
 * @param {string} target
 */
export function moveIntoPlace(staging, target) {
  if (!fs.existsSync(path.join(staging, BUILD_MARKER))) throw new Error(`${staging} is not a complete build`);
  const old = `${target}.old-${process.pid}`;
  if (fs.existsSync(target)) fs.renameSync(target, old);
  fs.renameSync(staging, target);
  fs.rmSync(old, {recursive: true, force: true});
}

/**
 * Whether `dir` holds a build that finished.
 * @param {string} dir
 */
export const isCompleteBuild = (dir) => fs.existsSync(path.join(dir, BUILD_MARKER));

/**
 * Stops a server or deploy step on a folder that is not a finished build, saying why.
 * @param {string} dir
 * @param {string} who the command, for the message
 */
export function assertCompleteBuild(dir, who) {
  if (isCompleteBuild(dir)) return;
  const why = fs.existsSync(path.join(dir, 'index.html'))
    ? `it has pages but no ${BUILD_MARKER}: the build did not finish (or predates build markers)`
    : 'it holds no build';
  throw new Error(`${who}: refusing to serve ${dir}: ${why}. Run \`npm run build\`.`);
}
