// Renders the rainbond-website chart with a pinned Helm (scripts/setup/helm.mjs) for both ends of the Kubernetes
// range the docs support, checks every object against the Kubernetes API schema, and checks what an operator relies
// on: two pods at least, probes, the non-root read-only pod, the URL the image was built for, and values the chart
// refuses with a message naming the field.
import {before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import yaml from 'js-yaml';
import {PodDisruptionBudget as PodDisruptionBudgetV1beta1} from 'kubernetes-models/policy/v1beta1/PodDisruptionBudget';
import {HorizontalPodAutoscaler as HorizontalPodAutoscalerV2beta2} from 'kubernetes-models/autoscaling/v2beta2/HorizontalPodAutoscaler';
import {PLATFORM} from '../../src/data/platform.mjs';
import {objectProblems} from '../../scripts/lib/k8s-validate.mjs';
import {helmBinary} from '../../scripts/setup/helm.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CHART = 'deploy/helm/rainbond-website';
const NEWEST = `${PLATFORM.k8s_max}.0`;
const OLDEST = `${PLATFORM.k8s_min}.0`;
/** The values an operator sets to run the site under its own host, scaled by an autoscaler. */
const EXPOSED = [
  ['autoscaling.enabled', 'true'],
  ['ingress.enabled', 'true'],
  ['ingress.className', 'nginx'],
  ['siteUrl', 'https://docs.example.internal'],
  ['baseUrl', '/'],
];

const helm = await helmBinary();

/**
 * Runs helm in the repository root.
 * @param {string[]} args
 */
function runHelm(args) {
  return spawnSync(helm, args, {cwd: ROOT, encoding: 'utf8'});
}

/**
 * The objects `helm template` renders for a Kubernetes version and `--set` values.
 * @param {string} kubeVersion
 * @param {string[][]} [values] [name, value] pairs
 * @returns {any[]}
 */
function render(kubeVersion, values = []) {
  const sets = values.flatMap(([name, value]) => ['--set', `${name}=${value}`]);
  const args = ['template', 'docs', CHART, '--namespace', 'rainbond-docs', '--kube-version', kubeVersion, ...sets];
  const result = runHelm(args);
  assert.equal(result.status, 0, `helm ${args.join(' ')} failed:\n${result.stderr}`);
  return yaml.loadAll(result.stdout).filter(Boolean);
}

/**
 * The objects of a kind.
 * @param {any[]} objects
 * @param {string} kind
 */
const ofKind = (objects, kind) => objects.filter((o) => o.kind === kind);

/**
 * The one object of a kind.
 * @param {any[]} objects
 * @param {string} kind
 */
function only(objects, kind) {
  const found = ofKind(objects, kind);
  assert.equal(found.length, 1, `expected one ${kind}, got ${found.length}`);
  return found[0];
}

/**
 * Whether a label selector selects pods with these labels.
 * @param {Record<string, string>} matchLabels
 * @param {Record<string, string>} podLabels
 */
const selects = (matchLabels, podLabels) =>
  Object.keys(matchLabels).length > 0 && Object.entries(matchLabels).every(([k, v]) => podLabels[k] === v);

const chart = /** @type {any} */ (yaml.load(fs.readFileSync(path.join(ROOT, CHART, 'Chart.yaml'), 'utf8')));

test('helm lint --strict passes on the chart', () => {
  const result = runHelm(['lint', '--strict', CHART]);
  assert.equal(result.status, 0, result.stdout + result.stderr);
});

test('the chart follows the docs: appVersion is the docs version, kubeVersion starts at the oldest supported', () => {
  assert.equal(chart.appVersion, PLATFORM.docsVersion);
  assert.equal(chart.kubeVersion, `>=${OLDEST}-0`);
});

describe(`rendered for Kubernetes ${NEWEST}, the newest the docs support`, () => {
  /** @type {any[]} */ let defaults;
  /** @type {any[]} */ let exposed;
  /** @type {any} */ let deployment;
  /** @type {any} */ let pod;
  /** @type {any} */ let container;
  before(() => {
    defaults = render(NEWEST);
    exposed = render(NEWEST, EXPOSED);
    deployment = only(defaults, 'Deployment');
    pod = deployment.spec.template.spec;
    container = pod.containers[0];
  });

  test('every object matches its Kubernetes API schema, with default values and with autoscaling and an Ingress', async () => {
    for (const object of [...defaults, ...exposed]) {
      assert.deepEqual(await objectProblems(object), [], `${object.kind} ${object.apiVersion}`);
    }
  });

  test('by default it runs at least two pods of the image tagged with the docs version', () => {
    assert.ok(deployment.spec.replicas >= 2, `replicas: ${deployment.spec.replicas}`);
    assert.equal(pod.containers.length, 1);
    assert.equal(container.image, `rainbond-website:${PLATFORM.docsVersion}`);
  });

  test('the container listens on port 8080, named http, and the Service sends its port 80 there', () => {
    assert.deepEqual(container.ports, [{name: 'http', containerPort: 8080, protocol: 'TCP'}]);
    const service = only(defaults, 'Service');
    assert.deepEqual(
      service.spec.ports.map((/** @type {any} */ p) => [p.port, p.targetPort]),
      [[80, 'http']],
    );
    assert.ok(selects(service.spec.selector, deployment.spec.template.metadata.labels), 'Service selects the pods');
  });

  test('readiness and liveness probes ask GET /healthz on the http port', () => {
    for (const probe of ['readinessProbe', 'livenessProbe']) {
      assert.deepEqual(container[probe]?.httpGet, {path: '/healthz', port: 'http'}, probe);
    }
  });

  test('the container requests CPU and memory, so the scheduler and the autoscaler can count on them', () => {
    assert.ok(container.resources?.requests?.cpu, 'CPU request');
    assert.ok(container.resources?.requests?.memory, 'memory request');
    assert.ok(container.resources?.limits?.memory, 'memory limit');
  });

  test('the pod runs as UID/GID 10001, non-root, with the RuntimeDefault seccomp profile and no API token', () => {
    assert.deepEqual(pod.securityContext, {
      runAsNonRoot: true,
      runAsUser: 10001,
      runAsGroup: 10001,
      fsGroup: 10001,
      seccompProfile: {type: 'RuntimeDefault'},
    });
    assert.equal(pod.automountServiceAccountToken, false);
  });

  test('the container has a read-only root filesystem, no privilege escalation, no capabilities, and /tmp on an emptyDir', () => {
    assert.equal(container.securityContext.readOnlyRootFilesystem, true);
    assert.equal(container.securityContext.allowPrivilegeEscalation, false);
    assert.deepEqual(container.securityContext.capabilities, {drop: ['ALL']});
    const mount = container.volumeMounts.find((/** @type {any} */ m) => m.mountPath === '/tmp');
    assert.ok(mount, '/tmp is mounted');
    const volume = pod.volumes.find((/** @type {any} */ v) => v.name === mount.name);
    assert.deepEqual(volume, {name: mount.name, emptyDir: {}});
  });

  test('SITE_URL and BASE_URL, which the image checks at start, come from siteUrl and baseUrl', () => {
    const env = (/** @type {any[]} */ objects) =>
      Object.fromEntries(
        only(objects, 'Deployment').spec.template.spec.containers[0].env.map((/** @type {any} */ e) => [
          e.name,
          e.value,
        ]),
      );
    assert.deepEqual(env(exposed), {SITE_URL: 'https://docs.example.internal', BASE_URL: '/'});
    const other = render(NEWEST, [
      ['siteUrl', 'http://intranet.example:8080'],
      ['baseUrl', '/rainbond/'],
    ]);
    assert.deepEqual(env(other), {SITE_URL: 'http://intranet.example:8080', BASE_URL: '/rainbond/'});
  });

  test('a PodDisruptionBudget keeps one of the Deployment’s pods through a node drain', () => {
    const pdb = only(defaults, 'PodDisruptionBudget');
    assert.equal(pdb.spec.minAvailable, 1);
    assert.ok(selects(pdb.spec.selector.matchLabels, deployment.spec.template.metadata.labels));
    assert.ok(pdb.spec.minAvailable < deployment.spec.replicas, 'the budget leaves a pod that may be evicted');
  });

  test('by default there is no Ingress and no HorizontalPodAutoscaler', () => {
    assert.deepEqual(ofKind(defaults, 'Ingress'), []);
    assert.deepEqual(ofKind(defaults, 'HorizontalPodAutoscaler'), []);
  });

  test('with autoscaling on, the Deployment leaves replicas to an autoscaler that keeps at least two pods', () => {
    const scaled = only(exposed, 'Deployment');
    assert.equal('replicas' in scaled.spec, false, 'no replicas field for an upgrade to reset');
    const hpa = only(exposed, 'HorizontalPodAutoscaler');
    assert.deepEqual(hpa.spec.scaleTargetRef, {apiVersion: 'apps/v1', kind: 'Deployment', name: scaled.metadata.name});
    assert.ok(hpa.spec.minReplicas >= 2, `minReplicas: ${hpa.spec.minReplicas}`);
    assert.ok(hpa.spec.maxReplicas >= hpa.spec.minReplicas);
  });

  test('an enabled Ingress serves siteUrl’s host at baseUrl through the Service', () => {
    const ingress = only(exposed, 'Ingress');
    const service = only(exposed, 'Service');
    assert.equal(ingress.spec.ingressClassName, 'nginx');
    assert.equal(ingress.spec.rules.length, 1);
    const [rule] = ingress.spec.rules;
    assert.equal(rule.host, 'docs.example.internal');
    assert.deepEqual(rule.http.paths, [
      {path: '/', pathType: 'Prefix', backend: {service: {name: service.metadata.name, port: {name: 'http'}}}},
    ]);
  });

  test('the Ingress host drops siteUrl’s port, its path is a baseUrl under the root, and no class means the default one', () => {
    const ingress = only(
      render(NEWEST, [
        ['ingress.enabled', 'true'],
        ['siteUrl', 'https://docs.example.internal:8443'],
        ['baseUrl', '/docs/'],
      ]),
      'Ingress',
    );
    assert.equal(ingress.spec.rules[0].host, 'docs.example.internal');
    assert.equal(ingress.spec.rules[0].http.paths[0].path, '/docs/');
    assert.equal('ingressClassName' in ingress.spec, false);
  });
});

describe(`rendered for Kubernetes ${OLDEST}, the oldest the docs support`, () => {
  /** @type {any[]} */ let defaults;
  /** @type {any[]} */ let exposed;
  before(() => {
    defaults = render(OLDEST);
    exposed = render(OLDEST, EXPOSED);
  });

  test('the chart picks the PodDisruptionBudget and autoscaler API versions that release serves', () => {
    assert.equal(only(defaults, 'PodDisruptionBudget').apiVersion, 'policy/v1beta1');
    assert.equal(only(exposed, 'PodDisruptionBudget').apiVersion, 'policy/v1beta1');
    assert.equal(only(exposed, 'HorizontalPodAutoscaler').apiVersion, 'autoscaling/v2beta2');
    assert.equal(only(exposed, 'Ingress').apiVersion, 'networking.k8s.io/v1');
  });

  test('those older objects match their v1beta1 and v2beta2 schemas, and the rest their current ones', async () => {
    for (const object of [...defaults, ...exposed]) {
      if (object.kind === 'PodDisruptionBudget') new PodDisruptionBudgetV1beta1(object).validate();
      else if (object.kind === 'HorizontalPodAutoscaler') new HorizontalPodAutoscalerV2beta2(object).validate();
      else assert.deepEqual(await objectProblems(object), [], `${object.kind} ${object.apiVersion}`);
    }
  });
});

test('the API versions switch at the release that first serves the newer one, vendor builds included', () => {
  /** @param {string} kubeVersion */
  const versions = (kubeVersion) =>
    render(kubeVersion, [['autoscaling.enabled', 'true']])
      .filter((o) => o.kind !== 'Deployment' && o.kind !== 'Service')
      .map((o) => o.apiVersion)
      .sort();
  assert.deepEqual(versions('1.20.15'), ['autoscaling/v2beta2', 'policy/v1beta1']);
  assert.deepEqual(versions('v1.21.14-eks-49d8fe8'), ['autoscaling/v2beta2', 'policy/v1']);
  assert.deepEqual(versions('1.22.17'), ['autoscaling/v2beta2', 'policy/v1']);
  assert.deepEqual(versions('1.23.0'), ['autoscaling/v2', 'policy/v1']);
});

describe('values the chart refuses, with a message naming the field', () => {
  const cases = [
    {set: 'replicaCount=1', field: /replicaCount/},
    {set: 'siteUrl=ftp://x', field: /siteUrl/},
    {set: 'baseUrl=docs', field: /baseUrl/},
    {set: 'autoscaling.minReplicas=1', field: /autoscaling\/minReplicas/},
    {set: 'podDisruptionBudget.minAvailable=2', field: /podDisruptionBudget\.minAvailable/},
    {set: 'replicas=3', field: /'replicas' not allowed/},
    {set: 'baseUrl=//', field: /baseUrl/},
    {set: 'podDisruptionBudget.minAvailable=100%', field: /podDisruptionBudget\/minAvailable/},
    {
      set: 'autoscaling.enabled=true,autoscaling.minReplicas=5,autoscaling.maxReplicas=3',
      field: /autoscaling\.maxReplicas \(3\) must be at least autoscaling\.minReplicas \(5\)/,
    },
  ];
  for (const {set, field} of cases) {
    test(`--set ${set} is refused`, () => {
      const flag = set.includes('%') ? '--set-string' : '--set';
      const result = runHelm(['template', 'docs', CHART, '--kube-version', NEWEST, flag, set]);
      assert.notEqual(result.status, 0, `helm accepted ${set}`);
      assert.match(result.stderr, field);
    });
  }

  test(`a Kubernetes older than ${PLATFORM.k8s_min} is refused`, () => {
    const [major, minor] = PLATFORM.k8s_min.split('.').map(Number);
    const result = runHelm(['template', 'docs', CHART, '--kube-version', `${major}.${minor - 1}.0`]);
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /requires kubeVersion/);
  });
});
