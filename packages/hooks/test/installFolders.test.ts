import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { installFolders } from '../src/hostSettings.js';

// Cairn's hook and MCP server run outside the agent's sandbox, so every folder their code is
// loaded from must be out of the agent's reach (issue #16). With pnpm's global virtual store the
// packages live far from Cairn's own folder: the deepest folder holding them all was the user's
// home (or `/`), which every writable folder is inside — every session read as unprotected.

const roots: string[] = [];
afterEach(() => {
  for (const r of roots.splice(0)) rmSync(r, { recursive: true, force: true });
});

function pkg(dir: string, name: string, dependencies: Record<string, string> = {}): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, version: '1.0.0', dependencies, devDependencies: { 'dev-only': '1.0.0' } }));
}

function link(target: string, at: string): void {
  mkdirSync(dirname(at), { recursive: true });
  symlinkSync(target, at);
}

/**
 * A user's home holding Cairn installed with its packages in a global virtual store:
 * home/tools/cairn → store/links/{a,@scope/b}, and a's dependency c as pnpm puts it (a sibling
 * link in a's own node_modules folder); a dev-only dependency that is present but never loaded.
 */
function globalStoreInstall(): { home: string; bin: string; cairn: string; a: string; b: string; c: string; devOnly: string } {
  const home = realpathSync(mkdtempSync(join(tmpdir(), 'cairn-install-')));
  roots.push(home);
  const cairn = join(home, 'tools', 'cairn');
  pkg(cairn, 'cairn-memory', { a: '1.0.0', '@scope/b': '1.0.0' });
  const bin = join(cairn, 'dist', 'bin.js');
  mkdirSync(dirname(bin), { recursive: true });
  writeFileSync(bin, '');
  const store = join(home, '.local', 'share', 'pnpm', 'store', 'links');
  const a = join(store, 'a@1.0.0', 'node_modules', 'a');
  const b = join(store, '@scope+b@1.0.0', 'node_modules', '@scope', 'b');
  const c = join(store, 'c@1.0.0', 'node_modules', 'c');
  pkg(a, 'a', { c: '1.0.0' });
  pkg(b, '@scope/b');
  pkg(c, 'c');
  link(c, join(store, 'a@1.0.0', 'node_modules', 'c'));
  link(a, join(cairn, 'node_modules', 'a'));
  link(b, join(cairn, 'node_modules', '@scope', 'b'));
  const devOnly = join(home, 'elsewhere', 'dev-only');
  pkg(devOnly, 'dev-only');
  link(devOnly, join(cairn, 'node_modules', 'dev-only'));
  return { home, bin, cairn, a, b, c, devOnly };
}

describe('installFolders: where Cairn’s code is loaded from', () => {
  it('lists the package and each runtime dependency’s real folder, direct or not — never a folder that holds the user’s home', async () => {
    const i = globalStoreInstall();
    const folders = await installFolders(i.bin);
    expect(folders[0]).toBe(i.cairn);
    expect([...folders].sort()).toEqual([i.cairn, i.a, i.b, i.c].sort());
    expect(folders).not.toContain(i.home);
    expect(folders).not.toContain(i.devOnly);
  });

  it('npm’s layout (dependencies nested in the package’s node_modules): the package alone', async () => {
    const root = realpathSync(mkdtempSync(join(tmpdir(), 'cairn-install-')));
    roots.push(root);
    const cairn = join(root, 'lib', 'node_modules', 'cairn-memory');
    pkg(cairn, 'cairn-memory', { a: '1.0.0' });
    pkg(join(cairn, 'node_modules', 'a'), 'a', { c: '1.0.0' });
    // Hoisted: a's dependency sits beside it, in the package's node_modules.
    pkg(join(cairn, 'node_modules', 'c'), 'c');
    writeFileSync(join(cairn, 'bin.js'), '');
    expect(await installFolders(join(cairn, 'bin.js'))).toEqual([cairn]);
  });

  it('a script outside any package: its own folder', async () => {
    const root = realpathSync(mkdtempSync(join(tmpdir(), 'cairn-install-')));
    roots.push(root);
    writeFileSync(join(root, 'cairn.js'), '');
    const folders = await installFolders(join(root, 'cairn.js'));
    expect(folders.length).toBe(1);
    expect(folders[0]).toBe(root);
  });
});
