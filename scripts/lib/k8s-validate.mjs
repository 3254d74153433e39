// Part of the code-block gate (scripts/gates/check-code-blocks.mjs): a whole Kubernetes object on a page is one the
// supported Kubernetes versions accept. Its schema is checked with kubernetes-models (the Kubernetes API, plus the
// Gateway API and Istio packages); an API version Kubernetes removed by the newest supported release is an error
// of its own, since the newest schemas no longer know it.
import {PLATFORM} from '../../src/data/platform.mjs';

/**
 * API versions removed by a Kubernetes release (the minor), for the kinds docs write.
 * @type {[string, number][]}
 */
const REMOVED = [
  ['extensions/v1beta1', 22],
  ['apps/v1beta1', 16],
  ['apps/v1beta2', 16],
  ['networking.k8s.io/v1beta1', 22],
  ['rbac.authorization.k8s.io/v1beta1', 22],
  ['apiextensions.k8s.io/v1beta1', 22],
  ['admissionregistration.k8s.io/v1beta1', 22],
  ['storage.k8s.io/v1beta1', 22],
  ['scheduling.k8s.io/v1beta1', 22],
  ['coordination.k8s.io/v1beta1', 22],
  ['policy/v1beta1', 25],
  ['batch/v1beta1', 25],
  ['autoscaling/v2beta1', 25],
  ['discovery.k8s.io/v1beta1', 25],
  ['events.k8s.io/v1beta1', 25],
  ['node.k8s.io/v1beta1', 25],
  ['autoscaling/v2beta2', 26],
  ['flowcontrol.apiserver.k8s.io/v1beta1', 26],
];

/** Packages that hold models, by API group. */
const PACKAGES = [
  {groups: /^(gateway\.networking\.(x-)?k8s\.io)$/, pkg: '@kubernetes-models/gateway-api'},
  {groups: /\.istio\.io$/, pkg: '@kubernetes-models/istio'},
  {groups: /^(|[a-z.]*k8s\.io|apps|batch|autoscaling|policy|extensions)$/, pkg: 'kubernetes-models'},
];

/** Whether a parsed YAML document is a whole object: an apiVersion, a kind and a name. @param {any} doc */
export const isWholeObject = (doc) =>
  doc &&
  typeof doc === 'object' &&
  typeof doc.apiVersion === 'string' &&
  typeof doc.kind === 'string' &&
  doc.metadata?.name;

/**
 * Problems of one whole object; `null` when no package models its kind (a custom resource such as Rainbond's).
 * @param {any} doc
 * @returns {Promise<string[] | null>}
 */
export async function objectProblems(doc) {
  const {apiVersion, kind} = doc;
  const newest = Number(PLATFORM.k8s_max.split('.')[1]);
  const removed = REMOVED.find(([version]) => version === apiVersion);
  if (removed && removed[1] <= newest) {
    return [`${kind} ${apiVersion} was removed in Kubernetes 1.${removed[1]} (the docs support ${PLATFORM.k8s_range})`];
  }
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : ['', apiVersion];
  const source = PACKAGES.find((p) => p.groups.test(group));
  if (!source) return null;
  let Model;
  try {
    const module = await import(`${source.pkg}/${group ? `${group}/` : ''}${version}/${kind}`);
    Model = module[kind];
  } catch {
    return source.pkg === 'kubernetes-models' && /(^|\.)k8s\.io$|^(|apps|batch|autoscaling|policy)$/.test(group)
      ? [`${kind} is not a kind of ${apiVersion}`]
      : null;
  }
  try {
    new Model(doc).validate();
    return [];
  } catch (/** @type {any} */ error) {
    const details = (error.errors ?? [])
      .slice(0, 3)
      .map((e) => `${e.instancePath || '/'} ${e.message}`)
      .join('; ');
    return [`${kind} ${doc.metadata.name} does not match the ${apiVersion} schema: ${details || error.message}`];
  }
}
