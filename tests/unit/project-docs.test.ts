// The project's own documents (README, CONTRIBUTING, maintainers/, operator and seam docs) point at files that exist,
// and the README stays short enough to read in five minutes (#31). The site's pages have their own link check in the
// build; these files are never built, so without this a moved script or decision record leaves a dead link behind.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {walkFiles} from '../../shared/files.mjs';

const ROOTS = ['README.md', 'CONTRIBUTING.md', 'maintainers', 'deploy', 'internals', 'packages'];
const README_MAX_LINES = 100;

/** Every Markdown file under the roots; build output and generated data (the MCP package's pages) left out. */
const projectDocs = (): string[] =>
  ROOTS.flatMap((root) =>
    fs.existsSync(root) && fs.statSync(root).isFile()
      ? [root]
      : walkFiles(root, (name) => name.endsWith('.md'), new Set(['data', 'dist', 'build'])),
  );

/** Relative link targets of a Markdown text (web addresses, site paths and same-page anchors left out), outside code. */
function relativeLinks(text: string): string[] {
  const prose = text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map(([, target]) => target)
    .filter((target) => !/^([a-z][a-z0-9+.-]*:|#|\/)/i.test(target));
}

/** The relative links of a document that do not resolve to a file or folder. */
function deadLinks(file: string, text: string): string[] {
  return relativeLinks(text).filter(
    (target) => !fs.existsSync(path.join(path.dirname(file), decodeURIComponent(target.split('#')[0]))),
  );
}

test('the dead-link finder reports a planted link to a missing file and passes links that resolve', () => {
  const text = [
    '[ok](maintainers/README.md) [anchor](#runs) [web](https://example.org/x.md) [missing](maintainers/gone.md)',
    '```md',
    '[in a code block](nowhere.md)',
    '```',
    '`[inline code](nowhere.md)`',
  ].join('\n');
  assert.deepEqual(deadLinks('README.md', text), ['maintainers/gone.md']);
});

test("every relative link in the project's documents points at a file that exists", () => {
  const files = projectDocs();
  assert.ok(files.includes('README.md') && files.some((f) => f.startsWith('maintainers')), files.join(', '));
  const texts = files.map((file) => ({file, text: fs.readFileSync(file, 'utf8')}));
  const links = texts.reduce((sum, {text}) => sum + relativeLinks(text).length, 0);
  assert.ok(links >= 30, `only ${links} relative links found: has the link pattern stopped matching?`);
  const dead = texts.flatMap(({file, text}) => deadLinks(file, text).map((target) => `${file}: ${target}`));
  assert.deepEqual(dead, []);
});

test(`the README stays short: at most ${README_MAX_LINES} lines`, () => {
  const lines = fs.readFileSync('README.md', 'utf8').split('\n').length;
  assert.ok(lines <= README_MAX_LINES, `README.md has ${lines} lines`);
});
