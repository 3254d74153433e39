import {PLATFORM} from '../data/platform.mjs';
// The Helm command generator behind /helm (and the managed-cloud pages): a pure function from the form's
// values to a values.yaml and the commands that install Rainbond with it. Nothing is sent anywhere.
// Keys follow the rainbond-cluster chart (docs: installation/install-with-helm/vaules-config).

export type Provider = 'generic' | 'aliyun' | 'huawei' | 'tencent';

export interface GatewayNode {
  externalIP: string;
  internalIP: string;
  name: string;
}

export interface Database {
  host: string;
  port: string;
  name: string;
  username: string;
  password: string;
}

export interface HelmForm {
  provider: Provider;
  /** Address visitors reach the gateway on: a node IP, a load balancer or a VIP. */
  gatewayIP: string;
  gatewayNodes: GatewayNode[];
  etcd?: {secretName: string; endpoints: string[]};
  storage?: {rwxStorageClass: string; rwoStorageClass: string; nasServer: string};
  uiDatabase?: Database;
  regionDatabase?: Database;
  imageHub?: {domain: string; namespace: string; username: string; password: string};
  buildNodes?: string[];
  containerd?: boolean;
}

export type FieldError = 'required' | 'ipv4' | 'hostPort' | 'port' | 'domain' | 'nodeName' | 'storage';

export type HelmResult =
  {ok: true; values: string; commands: string[]} | {ok: false; errors: Record<string, FieldError>};

const HELM_REPO_URL = PLATFORM.helm_repo;
const NAMESPACE = PLATFORM.namespace;

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const HOST =
  /^(?=.{1,253}$)([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)(\.[a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
const DOMAIN = /^(?=.{1,253}$)([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}(:\d{1,5})?$/;
/** Kubernetes node names are DNS subdomain names: lowercase alphanumerics, '-' and '.'. */
const NODE_NAME = /^[a-z0-9]([-a-z0-9.]{0,251}[a-z0-9])?$/;

const isIPv4 = (value: string): boolean => IPV4.test(value.trim());

function isPort(value: string): boolean {
  const n = Number(value);
  return /^\d{1,5}$/.test(value.trim()) && n >= 1 && n <= 65535;
}

function isHostPort(value: string): boolean {
  const match = /^(.+):(\d{1,5})$/.exec(value.trim());
  return Boolean(match && (IPV4.test(match[1]) || HOST.test(match[1])) && isPort(match[2]));
}

/** Checks every field; an empty object means the form is complete and valid. */
function validate(form: HelmForm): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  const need = (field: string, value: string | undefined, check?: (v: string) => boolean, error?: FieldError) => {
    const v = (value ?? '').trim();
    if (!v) errors[field] = 'required';
    else if (check && !check(v)) errors[field] = error ?? 'required';
  };

  need('gatewayIP', form.gatewayIP, isIPv4, 'ipv4');
  if (form.gatewayNodes.length === 0) errors['gatewayNodes'] = 'required';
  form.gatewayNodes.forEach((node, i) => {
    need(`gatewayNodes.${i}.externalIP`, node.externalIP, isIPv4, 'ipv4');
    need(`gatewayNodes.${i}.internalIP`, node.internalIP, isIPv4, 'ipv4');
    need(`gatewayNodes.${i}.name`, node.name, (v) => NODE_NAME.test(v), 'nodeName');
  });

  if (form.etcd) {
    need('etcd.secretName', form.etcd.secretName, (v) => NODE_NAME.test(v), 'nodeName');
    if (form.etcd.endpoints.length === 0) errors['etcd.endpoints'] = 'required';
    form.etcd.endpoints.forEach((endpoint, i) => need(`etcd.endpoints.${i}`, endpoint, isHostPort, 'hostPort'));
  }
  if (form.storage) {
    const {rwxStorageClass, rwoStorageClass, nasServer} = form.storage;
    if (![rwxStorageClass, rwoStorageClass, nasServer].some((v) => v.trim())) errors['storage'] = 'storage';
    if (nasServer.trim() && !(isIPv4(nasServer) || HOST.test(nasServer.trim()))) errors['storage.nasServer'] = 'domain';
  }
  for (const key of ['uiDatabase', 'regionDatabase'] as const) {
    const db = form[key];
    if (!db) continue;
    need(`${key}.host`, db.host, (v) => isIPv4(v) || HOST.test(v), 'domain');
    need(`${key}.port`, db.port, isPort, 'port');
    need(`${key}.name`, db.name);
    need(`${key}.username`, db.username);
    need(`${key}.password`, db.password);
  }
  if (form.imageHub) {
    need('imageHub.domain', form.imageHub.domain, (v) => DOMAIN.test(v) || isHostPort(v), 'domain');
    need('imageHub.username', form.imageHub.username);
    need('imageHub.password', form.imageHub.password);
  }
  if (form.buildNodes) {
    if (form.buildNodes.length === 0) errors['buildNodes'] = 'required';
    form.buildNodes.forEach((name, i) => need(`buildNodes.${i}`, name, (v) => NODE_NAME.test(v), 'nodeName'));
  }
  return errors;
}

type Yaml = string | number | boolean | Yaml[] | {[key: string]: Yaml};

/** A small YAML writer for the shapes above; strings are always double-quoted (valid YAML, JSON escaping). */
export function toYaml(value: Yaml, indent = 0): string {
  const pad = ' '.repeat(indent);
  const scalar = (v: string | number | boolean) => (typeof v === 'string' ? JSON.stringify(v) : String(v));
  if (Array.isArray(value)) {
    return value
      .map((item) => {
        if (typeof item !== 'object') return `${pad}- ${scalar(item)}`;
        const body = toYaml(item, indent + 2).trimStart();
        return `${pad}- ${body}`;
      })
      .join('\n');
  }
  if (typeof value === 'object') {
    return Object.entries(value)
      .map(([key, v]) => {
        if (typeof v !== 'object') return `${pad}${key}: ${scalar(v)}`;
        if (Array.isArray(v) && v.length === 0) return `${pad}${key}: []`;
        return `${pad}${key}:\n${toYaml(v, indent + 2)}`;
      })
      .join('\n');
  }
  return pad + scalar(value);
}

const database = (db: Database) => ({
  enable: true,
  host: db.host.trim(),
  port: Number(db.port),
  name: db.name.trim(),
  username: db.username.trim(),
  password: db.password,
});

/** The chart values for a valid form. */
function helmValues(form: HelmForm): {[key: string]: Yaml} {
  const cluster: {[key: string]: Yaml} = {
    gatewayIngressIPs: [form.gatewayIP.trim()],
    nodesForGateway: form.gatewayNodes.map((n) => ({
      externalIP: n.externalIP.trim(),
      internalIP: n.internalIP.trim(),
      name: n.name.trim(),
    })),
  };
  if (form.buildNodes?.length) cluster.nodesForChaos = form.buildNodes.map((name) => ({name: name.trim()}));
  if (form.etcd)
    cluster.etcd = {
      enable: true,
      secretName: form.etcd.secretName.trim(),
      endpoints: form.etcd.endpoints.map((e) => e.trim()),
    };
  if (form.storage) {
    const {rwxStorageClass, rwoStorageClass, nasServer} = form.storage;
    if (nasServer.trim() && form.provider === 'aliyun') {
      cluster.RWX = {enable: true, type: 'aliyun', config: {server: nasServer.trim()}};
    } else if (rwxStorageClass.trim()) {
      cluster.RWX = {enable: true, config: {storageClassName: rwxStorageClass.trim()}};
    }
    if (rwoStorageClass.trim()) cluster.RWO = {enable: true, storageClassName: rwoStorageClass.trim()};
  }
  if (form.uiDatabase) cluster.uiDatabase = database(form.uiDatabase);
  if (form.regionDatabase) cluster.regionDatabase = database(form.regionDatabase);
  if (form.imageHub) {
    cluster.imageHub = {
      enable: true,
      domain: form.imageHub.domain.trim(),
      namespace: form.imageHub.namespace.trim(),
      username: form.imageHub.username.trim(),
      password: form.imageHub.password,
    };
  }
  // The platform itself runs highly available only with everything it stores outside the cluster.
  cluster.enableHA = Boolean(form.etcd && cluster.RWX && form.uiDatabase && form.regionDatabase);
  const values: {[key: string]: Yaml} = {Cluster: cluster};
  if (form.containerd) values.operator = {env: [{name: 'CONTAINER_RUNTIME', value: 'containerd'}]};
  return values;
}

export function generateHelm(form: HelmForm): HelmResult {
  const errors = validate(form);
  if (Object.keys(errors).length > 0) return {ok: false, errors};
  return {
    ok: true,
    values: `${toYaml(helmValues(form))}\n`,
    commands: [
      `helm repo add rainbond ${HELM_REPO_URL}`,
      'helm repo update',
      `kubectl create namespace ${NAMESPACE}`,
      `helm install rainbond rainbond/rainbond-cluster -f values.yaml -n ${NAMESPACE}`,
    ],
  };
}
