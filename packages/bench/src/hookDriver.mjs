/**
 * Runs one `cairn hook` event with the hook bundle named by argv[2] (a dist/bundle/hook.js), as
 * the CLI runs it, so two builds of the hook can be timed side by side (hookProfile.mjs --ab).
 *
 *     node packages/bench/src/hookDriver.mjs <path/to/hook.js> < event.json
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const { runHook } = await import(pathToFileURL(resolve(process.argv[2])).href);
await runHook({ env: process.env, stdin: process.stdin, stdout: process.stdout, stderr: process.stderr });
process.stdout.write('', () => process.exit(0));
