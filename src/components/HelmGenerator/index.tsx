import React, {type FormEvent, type ReactNode, useId, useState} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import {
  generateHelm,
  type Database,
  type FieldError,
  type GatewayNode,
  type HelmForm,
  type HelmResult,
  type Provider,
} from '@site/src/utils/helmGenerator';
import styles from './styles.module.css';

function errorMessage(error: FieldError): string {
  switch (error) {
    case 'required':
      return translate({id: 'helm.error.required', message: '必填'});
    case 'ipv4':
      return translate({id: 'helm.error.ipv4', message: '请输入有效的 IPv4 地址，例如 192.168.0.1'});
    case 'hostPort':
      return translate({id: 'helm.error.hostPort', message: '请输入 地址:端口，例如 192.168.0.1:2379'});
    case 'port':
      return translate({id: 'helm.error.port', message: '端口应为 1–65535 之间的数字'});
    case 'domain':
      return translate({id: 'helm.error.domain', message: '请输入有效的域名或 IP 地址'});
    case 'nodeName':
      return translate({
        id: 'helm.error.nodeName',
        message: '只能包含小写字母、数字、“-” 和 “.”，且以字母或数字开头和结尾',
      });
    default:
      return translate({id: 'helm.error.storage', message: '至少填写一个存储类或 NAS 地址'});
  }
}

type Optional = 'etcd' | 'storage' | 'database' | 'imageHub' | 'buildNodes';

const emptyNode: GatewayNode = {externalIP: '', internalIP: '', name: ''};
const emptyDb = (name: string): Database => ({host: '', port: '3306', name, username: '', password: ''});

interface FieldProps {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: FieldError;
  placeholder?: string;
  type?: 'text' | 'password';
  hint?: ReactNode;
}

function Field({id, label, value, onChange, error, placeholder, type = 'text', hint}: FieldProps): ReactNode {
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint && <small className={styles.hint}>{hint}</small>}
      {error && (
        <small id={errorId} className={styles.error}>
          {errorMessage(error)}
        </small>
      )}
    </div>
  );
}

/** A form that builds the `helm install` command and values.yaml for Rainbond, in the browser only. */
export default function HelmGenerator({provider = 'generic'}: {provider?: Provider}): ReactNode {
  const uid = useId();
  const [gatewayIP, setGatewayIP] = useState('');
  const [nodes, setNodes] = useState<GatewayNode[]>([{...emptyNode}]);
  const [enabled, setEnabled] = useState<Record<Optional, boolean>>({
    etcd: false,
    storage: false,
    database: false,
    imageHub: false,
    buildNodes: false,
  });
  const [etcd, setEtcd] = useState({secretName: 'rbd-etcd-secret', endpoints: ['']});
  const [storage, setStorage] = useState({rwxStorageClass: '', rwoStorageClass: '', nasServer: ''});
  const [uiDb, setUiDb] = useState(emptyDb('console'));
  const [regionDb, setRegionDb] = useState(emptyDb('region'));
  const [imageHub, setImageHub] = useState({domain: '', namespace: '', username: '', password: ''});
  const [buildNodes, setBuildNodes] = useState(['']);
  const [containerd, setContainerd] = useState(false);
  const [result, setResult] = useState<HelmResult | null>(null);

  const errors = result && !result.ok ? result.errors : {};
  const id = (name: string) => `${uid}-${name}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const form: HelmForm = {
      provider,
      gatewayIP,
      gatewayNodes: nodes,
      etcd: enabled.etcd ? etcd : undefined,
      storage: enabled.storage ? storage : undefined,
      uiDatabase: enabled.database ? uiDb : undefined,
      regionDatabase: enabled.database ? regionDb : undefined,
      imageHub: enabled.imageHub ? imageHub : undefined,
      buildNodes: enabled.buildNodes ? buildNodes : undefined,
      containerd,
    };
    setResult(generateHelm(form));
  };

  const toggle = (key: Optional, label: ReactNode) => (
    <label className={styles.toggle}>
      <input
        type="checkbox"
        checked={enabled[key]}
        onChange={(e) => setEnabled((s) => ({...s, [key]: e.target.checked}))}
      />
      {label}
    </label>
  );

  const dbFields = (key: 'uiDatabase' | 'regionDatabase', db: Database, set: (db: Database) => void) => (
    <fieldset className={styles.group}>
      <legend>
        {key === 'uiDatabase' ? (
          <Translate id="helm.db.console">控制台数据库</Translate>
        ) : (
          <Translate id="helm.db.region">集群端数据库</Translate>
        )}
      </legend>
      {(['host', 'port', 'name', 'username', 'password'] as const).map((f) => (
        <Field
          key={f}
          id={id(`${key}-${f}`)}
          label={
            {
              host: translate({id: 'helm.db.host', message: '地址'}),
              port: translate({id: 'helm.db.port', message: '端口'}),
              name: translate({id: 'helm.db.name', message: '数据库名'}),
              username: translate({id: 'helm.db.username', message: '用户名'}),
              password: translate({id: 'helm.db.password', message: '密码'}),
            }[f]
          }
          type={f === 'password' ? 'password' : 'text'}
          value={db[f]}
          error={errors[`${key}.${f}`]}
          onChange={(v) => set({...db, [f]: v})}
        />
      ))}
    </fieldset>
  );

  return (
    <div className={styles.generator}>
      <form onSubmit={submit} noValidate>
        <Field
          id={id('gateway-ip')}
          label={<Translate id="helm.gatewayIP">网关地址（必填）</Translate>}
          placeholder="47.104.156.133"
          value={gatewayIP}
          onChange={setGatewayIP}
          error={errors.gatewayIP}
          hint={
            <Translate id="helm.gatewayIP.hint">
              访问平台的 IPv4 地址：网关节点 IP、负载均衡或 VIP。它的 80、443、6060、6443、7070、8443 端口需要开放。
            </Translate>
          }
        />

        <fieldset className={styles.group}>
          <legend>
            <Translate id="helm.gatewayNodes">网关节点（必填）</Translate>
          </legend>
          <p className={styles.hint}>
            <Translate id="helm.gatewayNodes.hint">
              网关可以运行在多个节点上以实现高可用；节点名称必须是 Kubernetes 中的节点名。
            </Translate>
          </p>
          {errors.gatewayNodes && <p className={styles.error}>{errorMessage(errors.gatewayNodes)}</p>}
          {nodes.map((node, i) => (
            <div className={styles.row} key={i}>
              <Field
                id={id(`node-${i}-external`)}
                label={<Translate id="helm.node.externalIP">外网 IP</Translate>}
                placeholder="47.104.156.133"
                value={node.externalIP}
                error={errors[`gatewayNodes.${i}.externalIP`]}
                onChange={(v) => setNodes((list) => list.map((n, j) => (j === i ? {...n, externalIP: v} : n)))}
              />
              <Field
                id={id(`node-${i}-internal`)}
                label={<Translate id="helm.node.internalIP">内网 IP</Translate>}
                placeholder="192.168.0.1"
                value={node.internalIP}
                error={errors[`gatewayNodes.${i}.internalIP`]}
                onChange={(v) => setNodes((list) => list.map((n, j) => (j === i ? {...n, internalIP: v} : n)))}
              />
              <Field
                id={id(`node-${i}-name`)}
                label={<Translate id="helm.node.name">节点名称</Translate>}
                placeholder="node1"
                value={node.name}
                error={errors[`gatewayNodes.${i}.name`]}
                onChange={(v) => setNodes((list) => list.map((n, j) => (j === i ? {...n, name: v} : n)))}
              />
              <button
                type="button"
                className="button button--sm button--secondary"
                disabled={nodes.length === 1}
                aria-label={translate({id: 'helm.node.remove', message: '删除这个网关节点'})}
                onClick={() => setNodes((list) => list.filter((_, j) => j !== i))}>
                −
              </button>
            </div>
          ))}
          <button
            type="button"
            className="button button--sm button--secondary"
            onClick={() => setNodes((l) => [...l, {...emptyNode}])}>
            <Translate id="helm.node.add">添加网关节点</Translate>
          </button>
        </fieldset>

        <fieldset className={styles.group}>
          <legend>
            <Translate id="helm.advanced">高级选项（可选）</Translate>
          </legend>
          <div className={styles.toggles}>
            {toggle('etcd', <Translate id="helm.toggle.etcd">外部 Etcd</Translate>)}
            {toggle('storage', <Translate id="helm.toggle.storage">外部存储</Translate>)}
            {toggle('database', <Translate id="helm.toggle.database">外部数据库</Translate>)}
            {toggle('imageHub', <Translate id="helm.toggle.imageHub">外部镜像仓库</Translate>)}
            {toggle('buildNodes', <Translate id="helm.toggle.buildNodes">构建节点</Translate>)}
            <label className={styles.toggle}>
              <input type="checkbox" checked={containerd} onChange={(e) => setContainerd(e.target.checked)} />
              <Translate id="helm.toggle.containerd">使用 containerd 运行时</Translate>
            </label>
          </div>

          {enabled.etcd && (
            <fieldset className={styles.group}>
              <legend>Etcd</legend>
              <Field
                id={id('etcd-secret')}
                label={<Translate id="helm.etcd.secret">证书 Secret 名称（在 rbd-system 中）</Translate>}
                value={etcd.secretName}
                error={errors['etcd.secretName']}
                onChange={(v) => setEtcd((e) => ({...e, secretName: v}))}
              />
              {errors['etcd.endpoints'] && <p className={styles.error}>{errorMessage(errors['etcd.endpoints'])}</p>}
              {etcd.endpoints.map((endpoint, i) => (
                <div className={styles.row} key={i}>
                  <Field
                    id={id(`etcd-endpoint-${i}`)}
                    label={<Translate id="helm.etcd.endpoint">Etcd 地址</Translate>}
                    placeholder="192.168.0.1:2379"
                    value={endpoint}
                    error={errors[`etcd.endpoints.${i}`]}
                    onChange={(v) => setEtcd((e) => ({...e, endpoints: e.endpoints.map((x, j) => (j === i ? v : x))}))}
                  />
                  <button
                    type="button"
                    className="button button--sm button--secondary"
                    disabled={etcd.endpoints.length === 1}
                    aria-label={translate({id: 'helm.etcd.remove', message: '删除这个 Etcd 地址'})}
                    onClick={() => setEtcd((e) => ({...e, endpoints: e.endpoints.filter((_, j) => j !== i)}))}>
                    −
                  </button>
                </div>
              ))}
              <button
                type="button"
                className="button button--sm button--secondary"
                onClick={() => setEtcd((e) => ({...e, endpoints: [...e.endpoints, '']}))}>
                <Translate id="helm.etcd.add">添加 Etcd 地址</Translate>
              </button>
            </fieldset>
          )}

          {enabled.storage && (
            <fieldset className={styles.group}>
              <legend>
                <Translate id="helm.storage">存储</Translate>
              </legend>
              {errors.storage && <p className={styles.error}>{errorMessage(errors.storage)}</p>}
              <Field
                id={id('rwx')}
                label={<Translate id="helm.storage.rwx">RWX 存储类（共享存储）</Translate>}
                placeholder="glusterfs-simple"
                value={storage.rwxStorageClass}
                onChange={(v) => setStorage((s) => ({...s, rwxStorageClass: v}))}
              />
              <Field
                id={id('rwo')}
                label={<Translate id="helm.storage.rwo">RWO 存储类（块存储）</Translate>}
                placeholder="glusterfs-simple"
                value={storage.rwoStorageClass}
                onChange={(v) => setStorage((s) => ({...s, rwoStorageClass: v}))}
              />
              {provider === 'aliyun' && (
                <Field
                  id={id('nas')}
                  label={<Translate id="helm.storage.nas">阿里云 NAS 挂载点地址</Translate>}
                  placeholder="192.168.0.12"
                  value={storage.nasServer}
                  error={errors['storage.nasServer']}
                  onChange={(v) => setStorage((s) => ({...s, nasServer: v}))}
                />
              )}
              <p className={styles.hint}>
                <Link to="/docs/installation/install-with-helm/vaules-config">
                  <Translate id="helm.storage.docs">全部 Chart 选项</Translate>
                </Link>
              </p>
            </fieldset>
          )}

          {enabled.database && (
            <div className={styles.columns}>
              {dbFields('uiDatabase', uiDb, setUiDb)}
              {dbFields('regionDatabase', regionDb, setRegionDb)}
            </div>
          )}

          {enabled.imageHub && (
            <fieldset className={styles.group}>
              <legend>
                <Translate id="helm.imageHub">镜像仓库</Translate>
              </legend>
              <Field
                id={id('hub-domain')}
                label={<Translate id="helm.imageHub.domain">仓库域名</Translate>}
                placeholder="registry.example.com"
                value={imageHub.domain}
                error={errors['imageHub.domain']}
                onChange={(v) => setImageHub((h) => ({...h, domain: v}))}
              />
              <Field
                id={id('hub-namespace')}
                label={<Translate id="helm.imageHub.namespace">命名空间</Translate>}
                placeholder="rainbond"
                value={imageHub.namespace}
                onChange={(v) => setImageHub((h) => ({...h, namespace: v}))}
              />
              <Field
                id={id('hub-username')}
                label={<Translate id="helm.db.username">用户名</Translate>}
                value={imageHub.username}
                error={errors['imageHub.username']}
                onChange={(v) => setImageHub((h) => ({...h, username: v}))}
              />
              <Field
                id={id('hub-password')}
                type="password"
                label={<Translate id="helm.db.password">密码</Translate>}
                value={imageHub.password}
                error={errors['imageHub.password']}
                onChange={(v) => setImageHub((h) => ({...h, password: v}))}
              />
            </fieldset>
          )}

          {enabled.buildNodes && (
            <fieldset className={styles.group}>
              <legend>
                <Translate id="helm.buildNodes">构建节点（rbd-chaos）</Translate>
              </legend>
              {errors.buildNodes && <p className={styles.error}>{errorMessage(errors.buildNodes)}</p>}
              {buildNodes.map((name, i) => (
                <div className={styles.row} key={i}>
                  <Field
                    id={id(`build-${i}`)}
                    label={<Translate id="helm.node.name">节点名称</Translate>}
                    placeholder="master1"
                    value={name}
                    error={errors[`buildNodes.${i}`]}
                    onChange={(v) => setBuildNodes((l) => l.map((x, j) => (j === i ? v : x)))}
                  />
                  <button
                    type="button"
                    className="button button--sm button--secondary"
                    disabled={buildNodes.length === 1}
                    aria-label={translate({id: 'helm.buildNodes.remove', message: '删除这个构建节点'})}
                    onClick={() => setBuildNodes((l) => l.filter((_, j) => j !== i))}>
                    −
                  </button>
                </div>
              ))}
              <button
                type="button"
                className="button button--sm button--secondary"
                onClick={() => setBuildNodes((l) => [...l, ''])}>
                <Translate id="helm.buildNodes.add">添加构建节点</Translate>
              </button>
            </fieldset>
          )}
        </fieldset>

        <button type="submit" className="button button--primary button--lg">
          <Translate id="helm.generate">生成安装命令</Translate>
        </button>
      </form>

      <div aria-live="polite">
        {result && !result.ok && (
          <p role="alert" className={styles.summary}>
            <Translate id="helm.invalid">信息不完整或有误：请按提示修改标红的字段，修正后才会生成命令。</Translate>
          </p>
        )}
        {result?.ok && (
          <section className={styles.output}>
            <Heading as="h2">
              <Translate id="helm.output.values">1. 保存为 values.yaml</Translate>
            </Heading>
            <CodeBlock language="yaml" title="values.yaml">
              {result.values}
            </CodeBlock>
            <Heading as="h2">
              <Translate id="helm.output.commands">2. 在能访问集群的机器上执行</Translate>
            </Heading>
            <CodeBlock language="bash">{result.commands.join('\n')}</CodeBlock>
          </section>
        )}
      </div>
    </div>
  );
}
