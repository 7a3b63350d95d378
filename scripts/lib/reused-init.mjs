// Test sandboxes whose paths repeat, so one real `cairn init` serves many (the CLI's and the
// hooks' test harnesses). A project's key and the init a person signs for it are bound to the
// project's path: the n-th sandbox of every test a vitest worker runs gets the same root, and the
// home a real init (signed on a pseudo-terminal, scrypt ≈ 1.7 s CPU) left at that root is copied
// into every later sandbox there — the files init wrote for this very path, not a stand-in.
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A fresh, empty root `<runs>/<worker><slot>` (the worker is VITEST_POOL_ID: one worker runs one
 * test file at a time), emptied first when an earlier test of this worker left it.
 *
 * @param {string} runs - the run's folder (a globalSetup's temporary folder, removed at the end)
 * @param {string} slot - the sandbox's place in its test, e.g. `s0`, `f1`, `w2`
 * @returns {string} the root's absolute path
 */
export function slotRoot(runs, slot) {
  const root = join(runs, `${process.env.VITEST_POOL_ID ?? String(process.pid)}${slot}`);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root);
  return root;
}

/**
 * Gives `home` (the sandbox at `root`'s home) an initialised project: a copy of the home the
 * first real init at this root left, else `init()` — which must run `cairn init` as the person
 * and throw when it fails — and then keeps a copy of the home it made for the next sandbox here.
 *
 * @param {string} runs - the run's folder ({@link slotRoot})
 * @param {string} root - the sandbox's root, from {@link slotRoot}
 * @param {string} home - the sandbox's Cairn home
 * @param {() => void} init - the real init, run only the first time at this root
 * @returns {void}
 */
export function reusedInit(runs, root, home, init) {
  const template = join(runs, 'initialised', root.slice(runs.length + 1));
  if (existsSync(template)) {
    cpSync(template, home, { recursive: true });
    return;
  }
  init();
  cpSync(home, template, { recursive: true });
}
