// Facts about the platform that many pages state: versions, the supported Kubernetes range, images, ports,
// the chart repository, the install commands. This module owns them. Pages write `%%name%%` (text, inline code,
// code blocks, links, diagrams) and plugins/remark-platform-values.mjs puts the value in at build time;
// components import the values; `check:content` flags hand-written copies that disagree (scripts/lib/platform-check.mjs).
// Change a value here and every page follows.

import {ARCHIVED_DOCS} from '../../settings.mjs';

const version = '5.15.3';
const [major, minor] = version.split('.');

/** @type {Readonly<Record<string, string>>} */
export const PLATFORM = Object.freeze({
  /** The latest release, as people write it: 5.15.3. */
  version,
  /** The docs version it belongs to: 5.15. */
  docsVersion: `${major}.${minor}`,
  /** The release tag of every platform image. */
  release_tag: `v${version}-release`,
  /** The Kubernetes versions this release supports (both ends included). */
  k8s_min: '1.19',
  k8s_max: '1.27',
  k8s_range: '1.19–1.27',
  /** Where the platform images are published. */
  image_repo: 'registry.cn-hangzhou.aliyuncs.com/goodrain',
  /** The cluster's internal registry and the build images in it (ARCH: amd64 or arm64). */
  internal_registry: 'goodrain.me',
  builder_image: 'goodrain.me/builder:latest-${ARCH}',
  runner_image: 'goodrain.me/runner:latest-${ARCH}',
  /** The namespace the platform runs in. */
  namespace: 'rbd-system',
  /** The console's port. */
  console_port: '7070',
  /** The ports the gateway nodes must have open. */
  gateway_ports: '80, 443, 6060, 7070, 8443',
  /** The quick install (single-node trial edition), and the same with the image mirror outside China. */
  install_command: 'curl -o install.sh https://get.rainbond.com && bash ./install.sh',
  install_command_mirror: 'curl -o install.sh https://get.rainbond.com && IMGHUB_MIRROR=rainbond bash ./install.sh',
  /** The Helm chart repository and chart. */
  helm_repo: 'https://openchart.goodrain.com/goodrain/rainbond',
  helm_chart: 'rainbond/rainbond-cluster',
  /** The first release the single-node (quick-install) edition can be upgraded to in place (5.14.1 notes). */
  single_node_upgrade_from: '5.14.1',
  /** The chart is versioned with the platform release: installs pin it (`--version %%chart_version%%`). */
  chart_version: version,
});

/** The `%%name%%` syntax: the names of PLATFORM and lineValues (letters, digits, underscores). */
export const PLATFORM_TOKEN = /%%([a-zA-Z][a-zA-Z0-9_]*)%%/g;

/**
 * Facts that differ between docs lines, each with the release that changed it. Where a page's own facts and the
 * release notes of the version it describes disagree, the newer statement wins; these are the decisions:
 * - Build runtimes: 5.14.0 moved the buildpacks to ubuntu2204 and replaced every language's version set
 *   (community/change/5.14.0.md). Lines before 5.14 keep the old sets. The default Python moved from 3.6.6 (removed)
 *   to 3.6.15, the 3.6 build the new set carries; Maven's default 3.3.9 stays available.
 * - Builder: Kaniko built Dockerfile and source images until BuildKit replaced it in v5.12.2; 5.10 and 5.11 use
 *   Kaniko, the 5.12 line (archived at 5.12.0) still Kaniko, later lines BuildKit.
 * - Governance: 5.11.0 made the native Kubernetes Service the default governance mode for new apps
 *   (community/change/5.11.0.md); before it, the built-in service mesh was.
 * - Chart: the rainbond-cluster chart is versioned with the platform release, so an install pins `--version` to
 *   its line's latest release.
 * - Single-node upgrades: the quick-install edition can be upgraded from 5.14.1 on (the 5.14.1 notes), though
 *   5.14.0's notes announced it first.
 * Lists are joined with 、 on Chinese pages and ", " on English ones.
 */
const RUNTIMES_UNTIL_5_13 = {
  python_versions: ['2.7.9', '2.7.17', '3.4.9', '3.5.7', '3.6.6', '3.6.10'],
  python_default: '3.6.6',
  jdk_versions: ['1.6', '1.7', '1.8', '1.9', '10', '11', '12', '13'],
  maven_versions: ['3.0.5', '3.1.1', '3.2.5', '3.3.1', '3.3.9', '3.5.4', '3.6.2'],
  node_versions: ['4.9.1', '5.12.0', '6.14.4', '7.10.1', '8.9.3', '8.12.0', '9.11.2', '10.13.0', '11.1.0', '16.15.0'],
  php_versions: ['5.5.38', '5.6.35', '7.0.29', '7.1.27', '7.2.16', '7.3.3'],
  go_min: '1.8',
  go_max: '1.16',
};
const RUNTIMES_SINCE_5_14 = {
  python_versions: ['2.7.18', '3.5.6', '3.6.15', '3.7.16', '3.8.16', '3.9.16'],
  python_default: '3.6.15',
  jdk_versions: ['1.8', '1.9', '10', '11', '12', '13', '14', '15', '16'],
  maven_versions: ['3.1.1', '3.2.5', '3.3.9', '3.5.4', '3.6.3', '3.8.8', '3.9.1'],
  node_versions: [
    '8.17.0',
    '10.24.1',
    '11.15.0',
    '12.22.12',
    '13.14.0',
    '14.21.3',
    '15.14.0',
    '16.20.0',
    '17.9.1',
    '18.16.0',
    '19.9.0',
    '20.0.0',
  ],
  php_versions: ['8.1.18', '8.2.5'],
  go_min: '1.12',
  go_max: '1.20',
};

/** @typedef {{builder: string, governance_default: 'service' | 'mesh', runtimes: typeof RUNTIMES_SINCE_5_14}} LineFacts */
/** @type {Readonly<Record<string, LineFacts>>} */
export const LINE_FACTS = Object.freeze({
  5.15: {builder: 'BuildKit', governance_default: 'service', runtimes: RUNTIMES_SINCE_5_14},
  5.14: {builder: 'BuildKit', governance_default: 'service', runtimes: RUNTIMES_SINCE_5_14},
  5.13: {builder: 'BuildKit', governance_default: 'service', runtimes: RUNTIMES_UNTIL_5_13},
  5.12: {builder: 'Kaniko', governance_default: 'service', runtimes: RUNTIMES_UNTIL_5_13},
  5.11: {builder: 'Kaniko', governance_default: 'service', runtimes: RUNTIMES_UNTIL_5_13},
  '5.10': {builder: 'Kaniko', governance_default: 'mesh', runtimes: RUNTIMES_UNTIL_5_13},
});

const GOVERNANCE_NAMES = {
  service: {zh: 'Kubernetes 原生 Service 模式', en: 'native Kubernetes Service mode'},
  mesh: {zh: '内置 ServiceMesh 模式', en: 'built-in service mesh mode'},
};

/** An archived version's files: versioned_docs/version-5.14/… and i18n/en/…-docs/version-5.14/…. */
export const ARCHIVED_FILE = /(?:^|[\\/])(?:versioned_docs|docusaurus-plugin-content-docs)[\\/]version-(\d+\.\d+)[\\/]/;
/** English files live under i18n/en/. */
const ENGLISH_FILE = /(?:^|[\\/])i18n[\\/]en[\\/]/;

/**
 * The version-dependent values of one docs line, in one language.
 * @param {string} line a docs line: 5.15, 5.14…
 * @param {'zh' | 'en'} locale
 * @returns {Record<string, string>}
 */
export function lineValues(line, locale) {
  const facts = LINE_FACTS[line];
  if (!facts) throw new Error(`docs line ${line} has no entry in LINE_FACTS (src/data/platform.mjs)`);
  const join = (/** @type {string[]} */ list) => list.join(locale === 'zh' ? '、' : ', ');
  const {runtimes} = facts;
  return {
    builder: facts.builder,
    governance_default: GOVERNANCE_NAMES[facts.governance_default][locale],
    python_versions: join(runtimes.python_versions),
    python_default: runtimes.python_default,
    jdk_versions: join(runtimes.jdk_versions),
    maven_versions: join(runtimes.maven_versions),
    node_versions: join(runtimes.node_versions),
    php_versions: join(runtimes.php_versions),
    go_min: runtimes.go_min,
    go_max: runtimes.go_max,
  };
}

/**
 * The values a file's page states: an archived version's pages name that line's latest release and that line's
 * facts; every other value is the current one.
 * @param {string} file
 * @returns {Readonly<Record<string, string>>}
 */
export function platformValuesFor(file) {
  const locale = ENGLISH_FILE.test(file) ? 'en' : 'zh';
  const name = ARCHIVED_FILE.exec(file)?.[1];
  if (!name) return {...PLATFORM, ...lineValues(PLATFORM.docsVersion, locale)};
  const archived = ARCHIVED_DOCS.find((v) => v.name === name);
  if (!archived) throw new Error(`${file}: docs version ${name} is not in ARCHIVED_DOCS (settings.mjs)`);
  return {
    ...PLATFORM,
    ...lineValues(name, locale),
    version: archived.latest,
    docsVersion: name,
    release_tag: `v${archived.latest}-release`,
    chart_version: archived.latest,
    // Kubernetes 1.25 was the newest supported version until 5.15.0 raised it to 1.27 (5.15.0 release notes).
    k8s_max: '1.25',
    k8s_range: `${PLATFORM.k8s_min}–1.25`,
  };
}

/**
 * Puts the values into a text. Unknown names throw, naming the name and where it was used.
 * @param {string} text
 * @param {string} where the file, which also decides the docs version whose values apply
 */
export function fillPlatformValues(text, where) {
  const values = platformValuesFor(where);
  return text.replace(PLATFORM_TOKEN, (_, name) => {
    if (!Object.hasOwn(values, name)) {
      throw new Error(`${where}: unknown platform value %%${name}%% (known: ${Object.keys(values).join(', ')})`);
    }
    return values[name];
  });
}
