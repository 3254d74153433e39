import {test} from 'node:test';
import assert from 'node:assert/strict';
import {algoliaSettings, localeOfPath, localePath, normaliseBaseUrl, readSiteEnv} from '../../settings.mjs';

test('defaults to the production address at the root', () => {
  const env = readSiteEnv({});
  assert.equal(env.url, 'https://www.rainbond.com');
  assert.equal(env.baseUrl, '/');
  assert.equal(env.locale, 'zh');
  assert.match(env.editUrl, /^https:\/\/github\.com\/.+\/edit\//);
});

test('SITE_URL and BASE_URL come from the environment, normalised', () => {
  const env = readSiteEnv({
    SITE_URL: 'https://docs.example.com/',
    BASE_URL: 'rainbond',
    EDIT_URL: 'https://git.example.com/edit/',
  });
  assert.equal(env.url, 'https://docs.example.com');
  assert.equal(env.baseUrl, '/rainbond/');
  assert.equal(env.editUrl, 'https://git.example.com/edit/');
});

test('base URLs always get one leading and one trailing slash', () => {
  assert.equal(normaliseBaseUrl(undefined), '/');
  assert.equal(normaliseBaseUrl(''), '/');
  assert.equal(normaliseBaseUrl('/'), '/');
  assert.equal(normaliseBaseUrl('/a/b'), '/a/b/');
  assert.equal(normaliseBaseUrl('//a//'), '/a/');
});

test('the build locale is read from Docusaurus', () => {
  assert.equal(readSiteEnv({DOCUSAURUS_CURRENT_LOCALE: 'en'}).locale, 'en');
  assert.equal(readSiteEnv({DOCUSAURUS_CURRENT_LOCALE: 'zh'}).locale, 'zh');
});

test('locale paths carry the /en prefix only for English', () => {
  assert.equal(localePath('/', 'zh', '/docs/'), '/docs/');
  assert.equal(localePath('/', 'en', '/docs/'), '/en/docs/');
  assert.equal(localePath('/site/', 'en', 'docs/'), '/site/en/docs/');
});

test('a path belongs to the locale of its prefix, and only a whole prefix counts', () => {
  assert.equal(localeOfPath('/en/docs/'), 'en');
  assert.equal(localeOfPath('/en'), 'en');
  assert.equal(localeOfPath('/english-docs'), 'zh');
  assert.equal(localeOfPath('/docs/'), 'zh');
  assert.equal(localeOfPath('/preview/en/blog', '/preview/'), 'en');
});

test('Algolia is on only with all three variables, and blanks or spaces count as unset', () => {
  const all = {ALGOLIA_APP_ID: ' APP ', ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'rainbond'};
  assert.deepEqual(algoliaSettings(all), {appId: 'APP', apiKey: 'key', indexName: 'rainbond'});
  assert.equal(algoliaSettings({...all, ALGOLIA_API_KEY: '   '}), null);
  assert.equal(algoliaSettings({ALGOLIA_APP_ID: 'APP'}), null);
});
