// Part of `check:content`: platform facts (src/data/platform.mjs) are written once. In the current docs and the
// site's pages, a hand-written copy of a value must be the `%%name%%` token, and a statement of the same fact with
// another value (an older image tag, another Kubernetes range, plain `:latest` build images, another chart
// repository) is an error. Release notes and blog posts describe their own version and are not checked.
import {PLATFORM, PLATFORM_TOKEN, platformValuesFor} from '../../src/data/platform.mjs';

/** Pages that state another value on purpose, with the reason. */
const PLATFORM_EXCEPTIONS = [
  {
    file: /install-with-ui\/install-from-k8s\.md$/,
    text: /1\.16\.0 (至|to) 1\.21\.0|1\.16\.0 and 1\.21\.0|1\.16\.0 至 1\.21\.0/,
    why: 'the legacy console-driven connection flow this page describes supports only Kubernetes 1.16–1.21',
  },
  {
    file: /service-mesh\/model\/deploy-istio\.md$/,
    text: /Kubernetes 1\.19 (至|to) 1\.22/,
    why: "Istio 1.11.4's own supported range, stricter than Rainbond's",
  },
  {
    file: /./,
    text: /resource-proxy:v5\.10\.0-release/,
    why: 'rbd-resource-proxy is published at a fixed version, independent of the platform release',
  },
];

const COPIES = [
  ['release_tag', PLATFORM.release_tag],
  ['k8s_range', PLATFORM.k8s_range],
  ['helm_repo', PLATFORM.helm_repo],
  ['builder_image', PLATFORM.builder_image],
  ['runner_image', PLATFORM.runner_image],
  ['install_command_mirror', PLATFORM.install_command_mirror],
  ['install_command', PLATFORM.install_command],
];

const RULES = [
  {
    name: 'image tag',
    rx: /goodrain\/[a-z0-9-]+:(v\d+\.\d+\.\d+-release)/g,
    ok: (m) => m[1] === PLATFORM.release_tag,
    fix: 'platform images are tagged %%release_tag%%',
  },
  {
    name: 'build image',
    rx: /goodrain\.me\/(builder|runner):(?!latest-\$\{ARCH\})[\w.${}-]+/g,
    ok: () => false,
    fix: 'the build images are %%builder_image%% and %%runner_image%%',
  },
  {
    name: 'chart repository',
    rx: /helm repo add rainbond (\S+)/g,
    ok: (m) => m[1] === PLATFORM.helm_repo || m[1] === '%%helm_repo%%' || m[1].startsWith('$'),
    fix: 'the chart repository is %%helm_repo%%',
  },
  {
    name: 'Kubernetes range',
    // "Kubernetes 1.16+", "K8s 1.16 及以上", "Kubernetes v1.19-1.25", "Kubernetes 1.19 to 1.22"…
    rx: /(?:Kubernetes|K8s|k8s)(?:\s*版本)?\s*(?:v)?(1\.\d+)(?:\.\d+)?\s*(\+|及以上|以上|或更高|or later|or newer|and later|and above|[–~-]|至|到|to)\s*(?:v)?(1\.\d+)?/g,
    ok: (m) => m[1] === PLATFORM.k8s_min && (!m[3] || m[3] === PLATFORM.k8s_max),
    fix: 'this release supports Kubernetes %%k8s_range%%',
  },
];

const excepted = (file, text) => PLATFORM_EXCEPTIONS.some((e) => e.file.test(file) && e.text.test(text));

/**
 * Problems of one page (current docs or a site page).
 * @param {string} file
 * @param {string} text the whole file
 * @param {string} frontMatter
 * @returns {string[]}
 */
export function platformProblems(file, text, frontMatter) {
  const problems = [];
  const known = platformValuesFor(file);
  for (const [, name] of frontMatter.matchAll(PLATFORM_TOKEN)) {
    problems.push(`${file}: %%${name}%% in front matter is not filled in; write the value there`);
  }
  text.split('\n').forEach((line, i) => {
    const at = `${file}:${i + 1}`;
    for (const [, name] of line.matchAll(PLATFORM_TOKEN)) {
      if (!Object.hasOwn(known, name)) problems.push(`${at}: unknown platform value %%${name}%%`);
    }
    if (excepted(file, line)) return;
    for (const [name, value] of COPIES) {
      if (line.includes(value))
        problems.push(`${at}: "${value}" written by hand: write %%${name}%% (src/data/platform.mjs)`);
    }
    for (const rule of RULES) {
      for (const m of line.matchAll(rule.rx)) {
        if (!rule.ok(m)) problems.push(`${at}: ${rule.name} "${m[0]}" disagrees: ${rule.fix}`);
      }
    }
  });
  return problems;
}
