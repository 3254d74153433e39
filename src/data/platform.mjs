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
});

/** The `%%name%%` syntax: lower-case names with underscores. */
export const PLATFORM_TOKEN = /%%([a-z0-9_]+)%%/g;

/** An archived version's files: versioned_docs/version-5.14/… and i18n/en/…-docs/version-5.14/…. */
const ARCHIVED_FILE = /(?:^|[\\/])(?:versioned_docs|docusaurus-plugin-content-docs)[\\/]version-(\d+\.\d+)[\\/]/;

/**
 * The values a file's page states: an archived version's pages name that line's latest release; every other
 * value is the current one.
 * @param {string} file
 * @returns {Readonly<Record<string, string>>}
 */
export function platformValuesFor(file) {
  const name = ARCHIVED_FILE.exec(file)?.[1];
  if (!name) return PLATFORM;
  const archived = ARCHIVED_DOCS.find((v) => v.name === name);
  if (!archived) throw new Error(`${file}: docs version ${name} is not in ARCHIVED_DOCS (settings.mjs)`);
  return {
    ...PLATFORM,
    version: archived.latest,
    docsVersion: name,
    release_tag: `v${archived.latest}-release`,
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
