import {test} from 'node:test';
import assert from 'node:assert/strict';
import {generateHelm, toYaml, type HelmForm} from '../../src/utils/helmGenerator';

const minimal: HelmForm = {
  provider: 'generic',
  gatewayIP: '47.104.156.133',
  gatewayNodes: [{externalIP: '47.104.156.133', internalIP: '192.168.0.1', name: 'node1'}],
};

test('a filled form turns into the install commands and a values.yaml', () => {
  const result = generateHelm(minimal);
  assert.ok(result.ok);
  assert.deepEqual(result.commands, [
    'helm repo add rainbond https://openchart.goodrain.com/goodrain/rainbond',
    'helm repo update',
    'kubectl create namespace rbd-system',
    'helm install rainbond rainbond/rainbond-cluster -f values.yaml -n rbd-system',
  ]);
  assert.equal(
    result.values,
    [
      'Cluster:',
      '  gatewayIngressIPs:',
      '    - "47.104.156.133"',
      '  nodesForGateway:',
      '    - externalIP: "47.104.156.133"',
      '      internalIP: "192.168.0.1"',
      '      name: "node1"',
      '  enableHA: false',
      '',
    ].join('\n'),
  );
});

test('the advanced blocks map to the chart keys, and HA follows external etcd, storage and databases', () => {
  const db = {host: '10.0.0.5', port: '3306', name: 'console', username: 'root', password: 'p"w'};
  const result = generateHelm({
    ...minimal,
    provider: 'aliyun',
    etcd: {secretName: 'rbd-etcd-secret', endpoints: ['192.168.0.1:2379']},
    storage: {rwxStorageClass: '', rwoStorageClass: 'alicloud-disk', nasServer: '192.168.0.12'},
    uiDatabase: db,
    regionDatabase: {...db, name: 'region'},
    imageHub: {domain: 'registry.example.com', namespace: 'rainbond', username: 'admin', password: 'secret'},
    buildNodes: ['master1'],
    containerd: true,
  });
  assert.ok(result.ok);
  for (const line of [
    '  nodesForChaos:\n    - name: "master1"',
    '  etcd:\n    enable: true\n    secretName: "rbd-etcd-secret"\n    endpoints:\n      - "192.168.0.1:2379"',
    '  RWX:\n    enable: true\n    type: "aliyun"\n    config:\n      server: "192.168.0.12"',
    '  RWO:\n    enable: true\n    storageClassName: "alicloud-disk"',
    '    port: 3306',
    '    password: "p\\"w"',
    '  imageHub:\n    enable: true\n    domain: "registry.example.com"',
    '  enableHA: true',
    'operator:\n  env:\n    - name: "CONTAINER_RUNTIME"\n      value: "containerd"',
  ]) {
    assert.ok(result.values.includes(line), `values.yaml contains:\n${line}\n---\n${result.values}`);
  }
});

test('invalid input is refused field by field and nothing is generated', () => {
  const result = generateHelm({
    provider: 'generic',
    gatewayIP: '300.1.1.1',
    gatewayNodes: [{externalIP: '1.2.3.4', internalIP: '', name: 'Node_1'}],
    etcd: {secretName: 'rbd-etcd-secret', endpoints: ['no-port']},
    uiDatabase: {host: '10.0.0.5', port: '99999', name: 'console', username: 'root', password: ''},
    imageHub: {domain: 'not a domain', namespace: '', username: 'u', password: 'p'},
    buildNodes: [],
    storage: {rwxStorageClass: '', rwoStorageClass: '', nasServer: ''},
  });
  assert.equal(result.ok, false);
  assert.ok(!result.ok);
  assert.deepEqual(result.errors, {
    gatewayIP: 'ipv4',
    'gatewayNodes.0.internalIP': 'required',
    'gatewayNodes.0.name': 'nodeName',
    'etcd.endpoints.0': 'hostPort',
    storage: 'storage',
    'uiDatabase.port': 'port',
    'uiDatabase.password': 'required',
    'imageHub.domain': 'domain',
    buildNodes: 'required',
  });
  assert.deepEqual(generateHelm({...minimal, gatewayNodes: []}), {ok: false, errors: {gatewayNodes: 'required'}});
});

test('the YAML writer quotes every string, so hostile values stay data', () => {
  assert.equal(toYaml({a: 'x: y\n- z', b: [1, true]}), 'a: "x: y\\n- z"\nb:\n  - 1\n  - true');
});
