import {test} from 'node:test';
import assert from 'node:assert/strict';
import {BASES, chooseInstall, GOALS} from '../../src/utils/installChooser';
import {readRouteList} from '../../shared/files.mjs';

const routes = new Set(readRouteList().map((r: string) => r.replace(/(.)\/$/, '$1')));
const exists = (to: string) => routes.has(to.replace(/(.)\/$/, '$1'));

test('every combination of answers leads to a page that exists, with a reason in both languages', () => {
  assert.ok(GOALS.length > 0 && BASES.length > 0, 'the chooser offers answers');
  for (const goal of GOALS)
    for (const offline of [false, true])
      for (const base of BASES)
        for (const highAvailability of [false, true]) {
          const choice = chooseInstall({goal, offline, base, highAvailability});
          assert.ok(exists(choice.to), `${JSON.stringify({goal, offline, base, highAvailability})} → ${choice.to}`);
          assert.ok(choice.reason.zh && choice.reason.en && choice.title.zh && choice.title.en);
        }
});

test('every base the form offers leads an online production install to a guide of its own', () => {
  const guides = BASES.map(
    (base) => chooseInstall({goal: 'production', offline: false, base, highAvailability: false}).to,
  );
  assert.equal(new Set(guides).size, BASES.length, guides.join('\n'));
});

test('the decision follows the installation flowchart', () => {
  const base = {goal: 'production', offline: false, base: 'self-built', highAvailability: false} as const;
  assert.equal(chooseInstall({...base, goal: 'try', offline: true}).to, '/docs/quick-start/quick-install');
  assert.equal(chooseInstall({...base, offline: true, base: 'ack'}).to, '/docs/installation/offline/');
  assert.equal(chooseInstall({...base, base: 'hosts'}).to, '/docs/installation/install-with-ui/');
  assert.equal(chooseInstall({...base, base: 'hosts', highAvailability: true}).to, '/docs/installation/ha-deployment/');
  assert.equal(chooseInstall(base).to, '/docs/installation/install-with-helm/install-from-kubernetes');
  assert.equal(
    chooseInstall({...base, base: 'cce'}).to,
    '/docs/installation/install-with-helm/cloud/cce-install-with-helm',
  );
  assert.equal(chooseInstall({...base, base: 'tke'}).to, '/tke/');
  assert.match(chooseInstall({...base, highAvailability: true}).reason.en, /enableHA/);
});
