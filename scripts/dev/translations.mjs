#!/usr/bin/env node
// `npm run translations`: which English twins no longer translate their Chinese page (shared/translation-drift.mjs),
// the Chinese change to translate, and the record that says a twin is in step again.
//   (no option)          lists drifted twins, missing twins and twins without a record, per section
//   --diff               the same, with the Chinese diff under each drifted twin
//   --done <file|dir…>   records the Chinese text's current hash in these twins (either side's path, or a folder)
//   --done-all           records it in every twin that has no record yet (a drifted twin is declared by name)
//   --check              the gate: exits 1 naming each twin drifted longer than GRACE_DAYS or without a record
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {
  GRACE_DAYS,
  SECTIONS,
  checkTranslations,
  chineseDiff,
  daysSince,
  isoDay,
  listTwins,
  recordTwin,
  twinOfFile,
  twinStates,
} from '../../shared/translation-drift.mjs';

const REPO_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const {values, positionals} = parseArgs({
  options: {
    diff: {type: 'boolean', default: false},
    done: {type: 'boolean', default: false},
    'done-all': {type: 'boolean', default: false},
    check: {type: 'boolean', default: false},
  },
  allowPositionals: true,
});
const now = new Date();

/** @param {import('../../shared/translation-drift.mjs').TwinState} s */
function describe(s) {
  if (s.state === 'missing') return `missing twin  ${s.zh} → ${s.en}`;
  if (s.state === 'no-record') return `no record     ${s.en}`;
  const since = s.drift?.since;
  const when = since ? `since ${isoDay(since)} (${daysSince(since, now)} days)` : 'since an unknown date';
  return `drifted       ${s.en}  ${when}${s.drift?.commit ? `, ${s.drift.commit.slice(0, 10)}` : ''}`;
}

if (values.done || values['done-all']) {
  /** @type {string[]} */
  const files = [];
  if (values['done-all']) {
    for (const twin of listTwins(REPO_DIR)) {
      const en = path.join(REPO_DIR, twin.en);
      if (fs.existsSync(en) && !/^translation_of:/m.test(fs.readFileSync(en, 'utf8'))) files.push(twin.en);
    }
  }
  for (const arg of positionals) {
    const full = path.resolve(arg);
    if (fs.statSync(full).isDirectory()) {
      const inside = listTwins(REPO_DIR).filter((twin) =>
        [twin.zh, twin.en].some((side) => path.join(REPO_DIR, side).startsWith(`${full}${path.sep}`)),
      );
      if (!inside.length) throw new Error(`translations: no page of ${SECTIONS.map((s) => s.zhDir)} in ${arg}`);
      files.push(...inside.map((twin) => twin.en));
    } else {
      files.push(full);
    }
  }
  if (!files.length) {
    console.error('translations: --done needs the twins (or their Chinese pages, or a folder) to record');
    process.exit(2);
  }
  let changed = 0;
  for (const file of files) {
    if (!twinOfFile(REPO_DIR, file)) throw new Error(`translations: ${file} is not a translated page`);
    const result = recordTwin(REPO_DIR, file);
    if (result.changed) changed += 1;
    if (result.changed && files.length <= 20) console.log(`✔ ${result.twin.en}: translation_of ${result.hash}`);
  }
  console.log(`translations: ${changed} of ${files.length} twin(s) recorded as in step`);
  process.exit(0);
}

const started = Date.now();
const states = twinStates(REPO_DIR, {now});

if (values.check) {
  const {failures, warnings} = checkTranslations(states, {now});
  // CI must be able to tell how old a drift is, or the gate could never fail there: a shallow clone is an error.
  if (process.env.CI && warnings.length) {
    failures.push(...warnings.map((w) => `${w}; CI needs the full history (git fetch --unshallow)`));
    warnings.length = 0;
  }
  for (const warning of warnings) console.warn(`⚠ ${warning}`);
  for (const failure of failures) console.error(`✘ ${failure}`);
  const drifted = states.filter((s) => s.state === 'drifted').length;
  console.log(
    `translations: ${states.length} pages, ${drifted} drifted, ${failures.length} past the ${GRACE_DAYS}-day grace ` +
      `or without a record (${Date.now() - started} ms)`,
  );
  if (failures.length)
    console.error('Translate them (npm run translations -- --diff), then: npm run translations -- --done <file>');
  process.exit(failures.length ? 1 : 0);
}

for (const section of SECTIONS) {
  const mine = states.filter((s) => s.section === section.id);
  const open = mine.filter((s) => s.state !== 'in-step');
  console.log(`\n${section.title}: ${mine.length - open.length} of ${mine.length} in step`);
  for (const s of open) {
    console.log(`  ${describe(s)}`);
    if (values.diff && s.state === 'drifted') {
      const diff = chineseDiff(REPO_DIR, s).trimEnd();
      console.log(diff.replace(/^/gm, '    │ '));
    }
  }
}
const drifted = states.some((s) => s.state === 'drifted');
if (drifted && !values.diff) console.log('\nThe Chinese changes to translate: npm run translations -- --diff');
if (drifted || states.some((s) => s.state === 'no-record'))
  console.log('Once a twin is translated: npm run translations -- --done <file>');
