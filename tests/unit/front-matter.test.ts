import {test} from 'node:test';
import assert from 'node:assert/strict';
import {frontMatterField, frontMatterList, splitFrontMatter} from '../../shared/front-matter.mjs';

test('front matter splits from the body, with the lines it takes; a file without it is all body', () => {
  assert.deepEqual(splitFrontMatter('---\ntitle: A\n---\n# Body\n'), {raw: 'title: A', body: '# Body\n', lines: 3});
  assert.deepEqual(splitFrontMatter('---\r\ntitle: A\r\n---\r\nx'), {raw: 'title: A', body: 'x', lines: 3});
  assert.deepEqual(splitFrontMatter('---\ntitle: A\n---'), {raw: 'title: A', body: '', lines: 3});
  assert.deepEqual(splitFrontMatter('# No front matter\n---\n'), {raw: '', body: '# No front matter\n---\n', lines: 0});
});

test('one-line fields and lists are read unquoted', () => {
  const raw = "title: 'Quick install'\nslug: quick\ntags: [devops, 'k8s']\nauthors: []";
  assert.equal(frontMatterField(raw, 'title'), 'Quick install');
  assert.equal(frontMatterField(raw, 'slug'), 'quick');
  assert.equal(frontMatterField(raw, 'image'), undefined);
  assert.deepEqual(frontMatterList(raw, 'tags'), ['devops', 'k8s']);
  assert.deepEqual(frontMatterList(raw, 'authors'), []);
  assert.equal(frontMatterList(raw, 'keywords'), undefined);
});
