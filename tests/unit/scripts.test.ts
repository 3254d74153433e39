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

test('the 404 search hint is the last path word, readable and bounded', () => {
  assert.equal(searchHintFromPath('/en/docs/quick-install'), 'quick install');
  assert.equal(searchHintFromPath('/docs/some_page.html'), 'some page');
  assert.equal(searchHintFromPath('/'), '');
  assert.equal(searchHintFromPath('/%E5%AE%89%E8%A3%85'), '安装');
  assert.equal(searchHintFromPath('/%E0%A4%A'), '%E0%A4%A');
  assert.equal(searchHintFromPath(`/${'a'.repeat(500)}`).length, 80);
});
