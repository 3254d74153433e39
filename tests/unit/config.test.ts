import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {analyticsScripts} from '../../shared/analytics.mjs';

/** Loads docusaurus.config.ts in a fresh process with the given environment. */
function configWith(env: Record<string, string>): {
  scripts: {src: string}[];
  themes: string[];
  themeConfig: Record<string, unknown>;
} {
  const out = execFileSync(
    'npx',
    [
      'tsx',
      '-e',
      "import('./docusaurus.config.ts').then((m) => console.log(JSON.stringify(m.default.default ?? m.default)))",
    ],
    {env: {...process.env, ...env}, encoding: 'utf8'},
  );
  return JSON.parse(out.trim().split('\n').pop() ?? '{}');
}

test('analytics are absent by default and load only the configured https scripts', () => {
  assert.deepEqual(analyticsScripts({}), []);
  assert.deepEqual(analyticsScripts({ANALYTICS_SCRIPTS: ' https://a.example/x.js , https://b.example/y.js '}), [
    'https://a.example/x.js',
    'https://b.example/y.js',
  ]);
  assert.throws(() => analyticsScripts({ANALYTICS_SCRIPTS: 'http://insecure.example/x.js'}), /https/);
});

test('the site config: no third-party script and the offline search by default; analytics and Algolia by env', () => {
  const plain = configWith({ANALYTICS_SCRIPTS: '', ALGOLIA_APP_ID: '', ALGOLIA_API_KEY: '', ALGOLIA_INDEX_NAME: ''});
  assert.deepEqual(plain.scripts, []);
  assert.ok(!plain.themes.includes('@docusaurus/theme-search-algolia'));
  assert.equal(plain.themeConfig.algolia, undefined);

  const configured = configWith({
    ANALYTICS_SCRIPTS: 'https://static.example.com/stats.js',
    ALGOLIA_APP_ID: 'APP',
    ALGOLIA_API_KEY: 'key',
    ALGOLIA_INDEX_NAME: 'rainbond',
  });
  assert.deepEqual(configured.scripts, [{src: 'https://static.example.com/stats.js', async: true}]);
  assert.ok(configured.themes.includes('@docusaurus/theme-search-algolia'));
  assert.equal((configured.themeConfig.algolia as {indexName: string}).indexName, 'rainbond');
});
