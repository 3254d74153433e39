// Part of `check:content`: every docs page is true to the version it describes (src/data/platform.mjs LINE_FACTS).
//   - A runtime a page names (runtime.txt, BUILD_RUNTIMES…, go.mod, system.properties) exists in that line's
//     build environment.
//   - A page of a line where the native Kubernetes Service is the default does not call the built-in mesh the
//     default.
//   - A page of a line built with Kaniko does not describe BuildKit, except to say when BuildKit replaced Kaniko.
//   - An archived page names no release later than its line's latest, except in the sentences listed below.
//   - A page that loads, tags or pushes images on a node or configures Docker's registry trust gives the
//     containerd way beside it, in tabs (`<Tabs groupId="container-runtime">`): containerd is the default runtime
//     of the Kubernetes versions the docs support.
import {ARCHIVED_FILE, LINE_FACTS, PLATFORM} from '../../src/data/platform.mjs';
import {ARCHIVED_DOCS} from '../../settings.mjs';

/** Sentences that may name a later release, with the reason. */
const LATER_RELEASE_EXCEPTIONS = [
  {
    text: /BuildKit.*5\.12\.2|5\.12\.2.*BuildKit/,
    why: 'the 5.12 archive says that BuildKit replaced Kaniko in v5.12.2, after the release it describes',
  },
];

/**
 * The single-node (quick-install) edition can be upgraded from one release on; every page that says so names the
 * same one (src/data/platform.mjs, single-node upgrades). Release notes included.
 * @param {string} file
 * @param {string} text
 */
export function singleNodeUpgradeProblems(file, text) {
  const problems = [];
  text.split('\n').forEach((content, i) => {
    if (!/单机|single-node|single node|quick-install/i.test(content) || !/升级|upgrad/i.test(content)) return;
    for (const m of content.matchAll(
      /(?:从|from|starting from)\s*v?(5\.\d+\.\d+)\s*(?:开始|起|on\b|or later|及以上)?/g,
    )) {
      if (m[1] !== PLATFORM.single_node_upgrade_from && /5\.1[34]\./.test(m[1])) {
        problems.push(
          `${file}:${i + 1}: the single-node edition is upgradable from v${PLATFORM.single_node_upgrade_from}, not v${m[1]}`,
        );
      }
    }
  });
  return problems;
}

/** @param {string} v @returns {number[]} */
const parts = (v) => v.split('.').map(Number);
/** @param {string} a @param {string} b */
const compare = (a, b) => {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i += 1)
    if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
};

/**
 * The docs line of a file and its latest release: an archived version's, or the current one.
 * @param {string} file
 */
function lineOf(file) {
  const name = ARCHIVED_FILE.exec(file)?.[1];
  if (!name) return {line: PLATFORM.docsVersion, latest: PLATFORM.version, archived: false};
  const archived = ARCHIVED_DOCS.find((v) => v.name === name);
  return {line: name, latest: archived?.latest ?? `${name}.0`, archived: true};
}

/**
 * Problems of one docs page against its line's facts.
 * @param {string} file
 * @param {string} text
 * @returns {string[]}
 */
export function versionProblems(file, text) {
  const {line, latest, archived} = lineOf(file);
  const facts = LINE_FACTS[line];
  if (!facts) return [`${file}: docs line ${line} has no LINE_FACTS entry (src/data/platform.mjs)`];
  const {runtimes} = facts;
  const goVersions = (v) => compare(v, runtimes.go_min) >= 0 && compare(v, runtimes.go_max) <= 0;
  const rules = [
    {rx: /\bpython-(\d+\.\d+\.\d+)\b/g, ok: (v) => runtimes.python_versions.includes(v), what: 'Python'},
    {
      rx: /BUILD_RUNTIMES_MAVEN\s*[=:|]\s*`?(\d+\.\d+\.\d+)/g,
      ok: (v) => runtimes.maven_versions.includes(v),
      what: 'Maven',
    },
    {rx: /java\.runtime\.version\s*=\s*(\d+(?:\.\d+)?)/g, ok: (v) => runtimes.jdk_versions.includes(v), what: 'JDK'},
    {rx: /\bgo(1\.\d+)(?:\.\d+)?\b/g, ok: goVersions, what: 'Go'},
    {rx: /"node"\s*:\s*"(\d+\.\d+\.\d+)"/g, ok: (v) => runtimes.node_versions.includes(v), what: 'Node.js'},
  ];
  const problems = singleNodeUpgradeProblems(file, text);
  const dockerOnly = /^\s*(?:sudo )?docker (?:load|tag|push)\b|\/etc\/docker\/(?:certs\.d|daemon\.json)/m.exec(text);
  if (dockerOnly && !text.includes('<Tabs groupId="container-runtime">')) {
    const line = text.slice(0, dockerOnly.index).split('\n').length;
    problems.push(
      `${file}:${line}: a Docker-only node step ("${dockerOnly[0].trim()}"): give the containerd way too, in ` +
        '<Tabs groupId="container-runtime"> (containerd first)',
    );
  }
  text.split('\n').forEach((raw, i) => {
    // Link targets are file names (`buildkit-args.md`), not statements.
    const content = raw.replace(/\]\([^)]*\)/g, ']');
    const at = `${file}:${i + 1}`;
    for (const {rx, ok, what} of rules) {
      for (const m of content.matchAll(rx)) {
        if (!ok(m[1])) problems.push(`${at}: ${what} ${m[1]} is not in the ${line} build environment (LINE_FACTS)`);
      }
    }
    if (
      facts.governance_default === 'service' &&
      /ServiceMesh\s*[（(]默认[）)]|默认(?:的)?(?:治理模式(?:是|为))?\s*内置\s*ServiceMesh|built-in (?:service )?mesh \(default\)|default(?:s to| is)? the built-in (?:service )?mesh/i.test(
        content,
      )
    ) {
      problems.push(
        `${at}: the default governance mode of ${line} is the native Kubernetes Service (write %%governance_default%%)`,
      );
    }
    if (facts.builder === 'Kaniko' && /buildkit/i.test(content) && !/kaniko|5\.12\.2/i.test(content)) {
      problems.push(`${at}: ${line} builds with Kaniko; BuildKit replaced it only in v5.12.2 (write %%builder%%)`);
    }
    if (archived && !LATER_RELEASE_EXCEPTIONS.some((e) => e.text.test(content))) {
      for (const m of content.matchAll(/(?<![\d.])v?(5\.\d{1,2}\.\d{1,2})(?![\d.]*\d)/g)) {
        if (compare(m[1], latest) > 0)
          problems.push(`${at}: names ${m[1]}, later than ${latest}, the release of this archive`);
      }
    }
  });
  return problems;
}
