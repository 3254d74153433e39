// Command-line options for the project's scripts, through Node's own parser and always strict: a misspelt or unknown
// option, or one missing its value, stops the script with its usage line instead of being quietly ignored.
import path from 'node:path';
import {parseArgs} from 'node:util';

/**
 * @template {NonNullable<import('node:util').ParseArgsConfig['options']>} O
 * @param {string} usage the script's usage line, printed on a bad option
 * @param {O} options
 * @param {{positionals?: boolean, args?: string[]}} [more] `positionals`: whether bare arguments are allowed
 */
export function cliOptions(usage, options, {positionals = false, args = process.argv.slice(2)} = {}) {
  try {
    return parseArgs({args, options, allowPositionals: positionals, strict: true});
  } catch (/** @type {any} */ error) {
    const script = path.basename(process.argv[1] ?? 'script');
    console.error(`${script}: ${error.message}\nUsage: ${usage}`);
    process.exit(2);
  }
}
