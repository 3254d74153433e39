// The repository's history, read with git for the build steps and tools that date pages: the docs-changes and
// release feeds (scripts/lib/feeds.mjs) and the translation records (shared/translation-drift.mjs, which the
// translation notice reads during the build). One way to call git, with the settings a user's own config could flip
// fixed, and one reader of its raw log and blobs.
import {execFileSync} from 'node:child_process';

/**
 * @typedef {{state: 'full' | 'shallow' | 'none', warning?: string}} HistoryState
 * `none`: no git, not a checkout, or no commits (a source archive): the feeds are written with what there is.
 */

/**
 * git's output in `repoDir` (paths unquoted, as UTF-8).
 * @param {string} repoDir
 * @param {string[]} args
 * @param {{input?: string, config?: string[]}} [options] `config`: `name=value` pairs for this call
 * @returns {Buffer}
 */
export function git(repoDir, args, {input, config = []} = {}) {
  // Settings a user's own git config could flip and that would change what is parsed here.
  const fixed = ['core.quotePath=false', 'color.ui=false', 'log.showSignature=false'];
  const configArgs = [...fixed, ...config].flatMap((pair) => ['-c', pair]);
  return execFileSync('git', [...configArgs, ...args], {
    cwd: repoDir,
    input,
    maxBuffer: 1 << 30,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

/**
 * How much history `repoDir` has. The feeds must not fail a build from a source archive or a shallow CI clone, so
 * both are a warning the step prints once.
 * @param {string} repoDir
 * @returns {HistoryState}
 */
export function gitHistoryState(repoDir) {
  try {
    git(repoDir, ['rev-parse', '--verify', '--quiet', 'HEAD']);
    if (git(repoDir, ['rev-parse', '--is-shallow-repository']).toString().trim() === 'true') {
      return {
        state: 'shallow',
        warning:
          'feeds: warning: this is a shallow git clone, so the docs changes feed lists only the changes its commits ' +
          'hold and release dates may be late (`git fetch --unshallow` for the full history)',
      };
    }
    return {state: 'full'};
  } catch (error) {
    const why =
      String(/** @type {any} */ (error)?.stderr ?? error)
        .trim()
        .split('\n')[0] || 'no commits';
    return {
      state: 'none',
      warning: `feeds: warning: no git history (${why}), so the docs changes feed is empty and release dates are the build date`,
    };
  }
}

/**
 * @typedef {{status: string, path: string, before?: string, after: string}} FileChange
 * `status`: git's letter (A added, M modified, R renamed, C copied, T type changed); `path`: the file after the
 * change; `before`/`after`: its blob ids (no `before` for a new file).
 * @typedef {{commit: string, time: number, changes: FileChange[]}} Commit
 * `time`: the committer date, in seconds since the epoch: when the change landed.
 */

const NO_BLOB = /^0+$/;

/**
 * Commits of `git log --raw --no-abbrev --format=%x1e%H %ct`, in the log's order.
 * @param {string} text
 * @returns {Commit[]}
 */
export function parseRawLog(text) {
  return text
    .split('\x1e')
    .filter((block) => block.trim())
    .map((block) => {
      const [head, ...lines] = block.split('\n');
      const [commit, time] = head.trim().split(' ');
      const changes = lines
        .filter((line) => line.startsWith(':'))
        .map((line) => {
          const [meta, ...paths] = line.split('\t');
          const [, , before, after, status] = meta.split(' ');
          return {
            status: status[0],
            path: /** @type {string} */ (paths.at(-1)),
            ...(NO_BLOB.test(before) ? {} : {before}),
            after,
          };
        });
      return {commit, time: Number(time), changes};
    });
}

/**
 * Commits that touched `dir`, newest first, with the blob ids of each change. One `git log` for the whole history.
 * In a shallow clone the oldest commit's parent is missing and git would show that commit adding every file; that
 * is left out (`log.showRoot=false`), so a shallow clone does not announce every page as new.
 * @param {string} repoDir
 * @param {string} dir
 * @param {HistoryState} history
 */
export function readHistory(repoDir, dir, history) {
  if (history.state === 'none') return [];
  const config = [`log.showRoot=${history.state !== 'shallow'}`];
  const args = ['log', '--raw', '--no-abbrev', '-M', '--relative', '--format=%x1e%H %ct', '--', `${dir}/`];
  return parseRawLog(git(repoDir, args, {config}).toString('utf8'));
}

/**
 * Blob texts by id, read by one `git cat-file --batch`. An id git does not have is left out.
 * @param {string} repoDir
 * @param {string[]} ids
 * @returns {Map<string, string>}
 */
export function readBlobs(repoDir, ids) {
  /** @type {Map<string, string>} */
  const blobs = new Map();
  if (!ids.length) return blobs;
  const out = git(repoDir, ['cat-file', '--batch'], {input: `${ids.join('\n')}\n`});
  let at = 0;
  while (at < out.length) {
    const eol = out.indexOf(10, at);
    const [id, type, size] = out.toString('utf8', at, eol).split(' ');
    at = eol + 1;
    if (type === 'missing' || size === undefined) continue;
    blobs.set(id, out.toString('utf8', at, at + Number(size)));
    at += Number(size) + 1;
  }
  return blobs;
}
