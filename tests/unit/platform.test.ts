import {test} from 'node:test';
import assert from 'node:assert/strict';
import {fillPlatformValues, PLATFORM} from '../../src/data/platform.mjs';
import {platformProblems} from '../../scripts/lib/platform-check.mjs';
import remarkPlatformValues from '../../plugins/remark-platform-values.mjs';

test('%%name%% becomes the value; an unknown name fails naming the file and the name', () => {
  assert.equal(
    fillPlatformValues('docker pull x:%%release_tag%% on Kubernetes %%k8s_range%%', 'a.md'),
    `docker pull x:${PLATFORM.release_tag} on Kubernetes ${PLATFORM.k8s_range}`,
  );
  assert.throws(
    () => fillPlatformValues('%%relase_tag%%', 'docs/x.md'),
    /docs\/x\.md: unknown platform value %%relase_tag%%/,
  );
});

test('the remark plugin fills text, inline code, code blocks and link URLs', () => {
  const tree = {
    type: 'root',
    children: [
      {
        type: 'paragraph',
        children: [
          {type: 'text', value: 'Kubernetes %%k8s_range%%'},
          {type: 'inlineCode', value: '%%version%%'},
        ],
      },
      {type: 'code', lang: 'bash', value: 'helm repo add rainbond %%helm_repo%%'},
      {type: 'link', url: '/community/change/%%version%%', children: []},
    ],
  };
  remarkPlatformValues()(tree, {path: 'docs/x.md'});
  const json = JSON.stringify(tree);
  assert.ok(!json.includes('%%'), json);
  assert.ok(json.includes(`helm repo add rainbond ${PLATFORM.helm_repo}`));
  assert.ok(json.includes(`/community/change/${PLATFORM.version}`));
});

test('the check flags hand-written copies and values that disagree, and passes tokens', () => {
  const problems = (line: string, file = 'docs/x.md') => platformProblems(file, line, '');
  assert.deepEqual(problems('docker pull registry.cn-hangzhou.aliyuncs.com/goodrain/rainbond:%%release_tag%%'), []);
  assert.deepEqual(problems('Kubernetes %%k8s_range%%'), []);
  assert.match(problems(`docker pull goodrain/rbd-api:${PLATFORM.release_tag}`)[0], /write %%release_tag%%/);
  assert.match(
    problems('docker pull registry.cn-hangzhou.aliyuncs.com/goodrain/builder:v5.14.0-release')[0],
    /image tag .* disagrees/,
  );
  assert.match(problems('docker push goodrain.me/builder:latest')[0], /build image .* disagrees/);
  assert.match(problems('需要 Kubernetes 1.16 及以上')[0], /Kubernetes range .* disagrees/);
  assert.match(problems('Requires Kubernetes 1.16+.')[0], /Kubernetes range/);
  assert.match(problems('helm repo add rainbond https://example.com/charts')[0], /chart repository/);
  assert.match(platformProblems('docs/x.md', 'ok', 'title: Install %%version%%')[0], /front matter/);
  assert.match(problems('%%nope%%')[0], /unknown platform value/);
  // A page that states another range on purpose is listed with its reason.
  assert.deepEqual(
    problems('只适用于 Kubernetes 1.16.0 至 1.21.0', 'docs/installation/install-with-ui/install-from-k8s.md'),
    [],
  );
});
