import {test} from 'node:test';
import assert from 'node:assert/strict';
import {singleNodeUpgradeProblems, versionProblems} from '../../scripts/lib/version-check.mjs';
import {fillPlatformValues, lineValues} from '../../src/data/platform.mjs';

const current = 'docs/use-manual/x.md';
const archive = (v: string, en = false) =>
  en ? `i18n/en/docusaurus-plugin-content-docs/version-${v}/x.md` : `versioned_docs/version-${v}/x.md`;

test('a runtime the page names must exist in its version: 5.14.0 replaced the sets', () => {
  assert.match(versionProblems(current, 'python-3.6.6')[0], /Python 3\.6\.6 is not in the 5\.15 build/);
  assert.deepEqual(versionProblems(archive('5.12'), 'python-3.6.6'), []);
  assert.match(versionProblems(archive('5.12'), 'python-3.9.16')[0], /not in the 5\.12/);
  assert.match(versionProblems(current, 'BUILD_RUNTIMES_MAVEN=3.0.5')[0], /Maven 3\.0\.5/);
  assert.match(versionProblems(current, 'java.runtime.version=1.7')[0], /JDK 1\.7/);
  assert.match(versionProblems(current, 'go 1.20\ngo1.11')[0], /:2: Go 1\.11/);
  assert.match(versionProblems(current, '"node": "10.13.0"')[0], /Node\.js 10\.13\.0/);
  assert.deepEqual(versionProblems(current, 'python-3.6.15 go1.20 "node": "16.20.0"'), []);
});

test('since 5.11 no page calls the built-in mesh the default; 5.10 may', () => {
  assert.match(versionProblems(current, '| 内置 ServiceMesh（默认） |')[0], /native Kubernetes Service/);
  assert.match(versionProblems(archive('5.11', true), 'Built-in service mesh (default)')[0], /default governance/);
  assert.deepEqual(versionProblems(archive('5.10'), '| 内置 ServiceMesh（默认） |'), []);
});

test('Kaniko lines do not describe BuildKit; archives name no later release', () => {
  assert.match(versionProblems(archive('5.10'), 'BuildKit 构建镜像')[0], /builds with Kaniko/);
  assert.deepEqual(versionProblems(archive('5.12'), 'uses Kaniko; BuildKit replaced it in v5.12.2'), []);
  assert.deepEqual(versionProblems(archive('5.10'), 'see [settings](./buildkit-args.md)'), []);
  assert.match(versionProblems(archive('5.12'), 'upgrade to v5.14.0')[0], /names 5\.14\.0, later than 5\.12\.0/);
  assert.deepEqual(versionProblems(archive('5.14'), 'v5.14.2 and 5.13.0'), []);
  assert.deepEqual(versionProblems(current, 'v5.15.3'), []);
});

test('version-dependent tokens fill in per version and per language', () => {
  assert.equal(lineValues('5.12', 'zh').builder, 'Kaniko');
  assert.equal(lineValues('5.15', 'en').governance_default, 'native Kubernetes Service mode');
  assert.equal(lineValues('5.10', 'zh').governance_default, '内置 ServiceMesh 模式');
  assert.equal(fillPlatformValues('%%python_default%%', archive('5.13')), '3.6.6');
  assert.equal(fillPlatformValues('%%python_default%%', current), '3.6.15');
  assert.match(
    fillPlatformValues('%%jdk_versions%%', 'i18n/en/docusaurus-plugin-content-docs/current/x.md'),
    /^1\.8, 1\.9/,
  );
  assert.match(fillPlatformValues('%%jdk_versions%%', current), /^1\.8、1\.9/);
  assert.equal(fillPlatformValues('%%chart_version%%', archive('5.11')), '5.11.1');
  assert.throws(() => lineValues('4.0', 'zh'), /no entry in LINE_FACTS/);
});

test('a Docker-only node step fails unless the page gives containerd beside it in tabs', () => {
  const dockerOnly = '# Load\n\n```bash\ndocker load -i images.tar\n```\n';
  assert.match(versionProblems(current, dockerOnly)[0], /x\.md:4: a Docker-only node step \("docker load"\)/);
  assert.match(versionProblems(archive('5.12'), 'cp ca.crt /etc/docker/certs.d/goodrain.me/')[0], /Docker-only/);
  const tabs = `<Tabs groupId="container-runtime">\n<TabItem value="containerd" label="containerd">\n\n\`\`\`bash\nctr -n k8s.io images import images.tar\n\`\`\`\n\n</TabItem>\n<TabItem value="docker" label="Docker">\n\n${dockerOnly}\n</TabItem>\n</Tabs>`;
  assert.deepEqual(versionProblems(current, tabs), []);
  // docker run of the single-node edition is not a node image step.
  assert.deepEqual(versionProblems(current, 'docker run -d --name rainbond-allinone x'), []);
});

test('every page names one release the single-node edition upgrades from', () => {
  assert.match(
    singleNodeUpgradeProblems('community/change/5.15.0.md', '- 单机快速安装版从 v5.14.0 开始支持升级。')[0],
    /upgradable from v5\.14\.1, not v5\.14\.0/,
  );
  assert.deepEqual(
    singleNodeUpgradeProblems('x.md', 'The single-node edition supports upgrades starting from v5.14.1.'),
    [],
  );
  assert.match(versionProblems(current, '单机版从 v5.14.0 起支持升级。')[0], /single-node/);
});

test('camel-case names are tokens too: %%docsVersion%% is filled, a misspelt one fails', () => {
  assert.equal(fillPlatformValues('Rainbond %%docsVersion%%', archive('5.12')), 'Rainbond 5.12');
  assert.throws(() => fillPlatformValues('%%docsVerison%%', current), /unknown platform value %%docsVerison%%/);
});
