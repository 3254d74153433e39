import {test} from 'node:test';
import assert from 'node:assert/strict';
import {GLOSSARY} from '../../src/data/glossary.mjs';
import {MAX_VARIANTS, queryVariants as variantsOf} from '../../src/components/Search/variants';

const queryVariants = (q: string, locale: 'zh' | 'en') => variantsOf(q, locale).map((v) => v.text);

const entry = (id: string) => {
  const found = GLOSSARY.find((e) => e.id === id);
  assert.ok(found, `the glossary has ${id}`);
  return found;
};

test('a term typed in the other language becomes the reader’s term, longest terms first', () => {
  const gateway = entry('gateway');
  assert.ok(queryVariants(gateway.zh.term, 'en').includes(gateway.en.term.toLowerCase()));
  assert.ok(queryVariants(gateway.en.term, 'zh').includes(gateway.zh.term));
  // A longer term is not split by a shorter one it contains (应用模板 is not 应用 + 模板).
  const template = entry('app-template');
  const variants = queryVariants(template.zh.term, 'en');
  assert.ok(variants.includes(template.en.term.toLowerCase()), variants.join(' | '));
  // Words around the term stay.
  assert.ok(queryVariants(`${gateway.en.term} https`, 'zh').includes(`${gateway.zh.term} https`));
});

test('a reader’s everyday phrase finds the term the pages use, in either language', () => {
  const withPhrases = GLOSSARY.filter((e) => e.en.everyday.length > 0 && e.zh.everyday.length > 0);
  assert.ok(withPhrases.length >= 10, 'the glossary carries everyday phrases');
  for (const e of withPhrases) {
    for (const phrase of e.en.everyday)
      assert.ok(queryVariants(phrase, 'en').includes(e.en.term), `en "${phrase}" → ${e.en.term}`);
    for (const phrase of e.zh.everyday)
      assert.ok(queryVariants(phrase, 'zh').includes(e.zh.term), `zh "${phrase}" → ${e.zh.term}`);
  }
});

test('a query with nothing the glossary knows has no variant, and no query has more than the limit', () => {
  assert.deepEqual(queryVariants('qwertyuiop', 'en'), []);
  assert.deepEqual(queryVariants('', 'zh'), []);
  const everything = GLOSSARY.slice(0, 12)
    .map((e) => e.zh.term)
    .join(' ');
  assert.ok(queryVariants(everything, 'en').length <= MAX_VARIANTS);
});
