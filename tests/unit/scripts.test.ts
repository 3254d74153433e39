import {test} from 'node:test';
import assert from 'node:assert/strict';
import {htmlRedirectTarget} from '../../scripts/lib/resolve.mjs';
import {searchHintFromPath} from '../../src/utils/searchHint';

test('.html and /index.html paths redirect to the bare path; others do not', () => {
  assert.equal(htmlRedirectTarget('/docs/x.html'), '/docs/x');
  assert.equal(htmlRedirectTarget('/docs/x/index.html'), '/docs/x/');
  assert.equal(htmlRedirectTarget('/index.html'), '/');
  assert.equal(htmlRedirectTarget('/docs/x'), null);
  assert.equal(htmlRedirectTarget('/docs/x/'), null);
});

test('the test server never redirects to another host or with a control character', () => {
  for (const hostile of [
    '/%5Cevil.example/index.html',
    '/%5cevil.example.html',
    '//evil.example/index.html',
    '/%2F%2Fevil.example/index.html',
    '/%09/evil.example/index.html',
    '/docs/x%0dSet-Cookie:pwn=1;Path=%2f/index.html',
    '/docs/x%0aSet-Cookie:pwn=1.html',
    '/%E0%A4%A.html',
  ]) {
    assert.equal(htmlRedirectTarget(hostile), null, hostile);
  }
  // Encoded Chinese and ordinary punctuation are plain segments.
  assert.equal(htmlRedirectTarget('/blog/%E5%AE%89%E8%A3%85.html'), '/blog/%E5%AE%89%E8%A3%85');
});

test('the 404 search hint is the last path word, readable and bounded', () => {
  assert.equal(searchHintFromPath('/en/docs/quick-install'), 'quick install');
  assert.equal(searchHintFromPath('/docs/some_page.html'), 'some page');
  assert.equal(searchHintFromPath('/'), '');
  assert.equal(searchHintFromPath('/%E5%AE%89%E8%A3%85'), '安装');
  assert.equal(searchHintFromPath('/%E0%A4%A'), '%E0%A4%A');
  assert.equal(searchHintFromPath(`/${'a'.repeat(500)}`).length, 80);
});
