/**
 * What a newcomer reads before installing (issue #14): the README's install, upgrade and
 * uninstall lines name this package and the .vsix the extension's packaging writes; the
 * licence is MIT; the changelog is the one changesets writes for this version.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACKAGE } from './build.js';

const ROOT = join(PACKAGE, '..', '..');
const read = (...p: string[]): string => readFileSync(join(ROOT, ...p), 'utf8');
const pkg = JSON.parse(read('packages', 'cairn-memory', 'package.json')) as { name: string; version: string; license: string };

describe('install documentation', () => {
  it('the README installs, upgrades and uninstalls this package, one line each', () => {
    const readme = read('README.md');
    expect(readme).toContain(`npm install -g ${pkg.name}   `);
    expect(readme).toContain(`npm install -g ${pkg.name}@latest`);
    expect(readme).toContain(`npm uninstall -g ${pkg.name}`);
    // The exact tarball this build packed (`cairn-memory-<version>.tgz`, packedInstall.test.ts), not a
    // glob that would pick whichever older .tgz sorts last beside it.
    expect(readme).toContain(
      `npm install -g --offline "./packages/cairn-memory/${pkg.name}-$(node -p "require('./packages/cairn-memory/package.json').version").tgz"`,
    );
    expect(readme).not.toContain(`${pkg.name}-*.tgz`);
  });

  it("the README says what --offline does with better-sqlite3 (issue #14): installed and compiled from npm's cache when it holds it, skipped with an empty cache", () => {
    const readme = read('README.md');
    // Observed on this machine: `npm install -g --offline` of the tarball took better-sqlite3
    // from npm's cache ("cache hit") and ran `prebuild-install || node-gyp rebuild`, compiling
    // SQLite; packedInstall.test.ts shows the empty-cache case (skipped, pure-JS index).
    expect(readme).not.toMatch(/--offline fetches\s+(?:#\s*)?nothing \(the store then uses its pure-JS index\)/u);
    const install = readme.slice(readme.indexOf('## Installing `cairn`'), readme.indexOf('**VS Code extension.**'));
    expect(install).toMatch(/--offline fetches\s+(?:#\s*)?nothing from the network/u);
    expect(install).toMatch(/when its cache\s+(?:#\s*)?holds it/u);
    expect(install).toMatch(/compiles its native module from source/u);
    expect(install).toMatch(/With an empty npm\s+(?:#\s*)?cache it is skipped/u);
  });

  it("the README's VS Code lines match what the extension's packaging writes and its id", () => {
    const readme = read('README.md');
    const vscode = JSON.parse(read('packages', 'vscode', 'package.json')) as { name: string; publisher: string; scripts: Record<string, string> };
    expect(vscode.scripts.package).toContain('package.mjs');
    expect(read('packages', 'vscode', 'package.mjs')).toContain("join(dir, 'cairn.vsix')");
    expect(readme).toContain('pnpm --filter @cairn/vscode package');
    expect(readme).toContain('code --install-extension packages/vscode/cairn.vsix');
    expect(readme).toContain(`code --uninstall-extension ${vscode.publisher}.${vscode.name.replace(/^@/, '').replace('/', '-')}`);
  });

  it('the licence is MIT, at the root and in the package', () => {
    expect(pkg.license).toBe('MIT');
    expect(read('LICENSE')).toMatch(/^MIT License\n/);
  });

  it("the changelog is changesets' and has this version; the CLI and the bundle are versioned together", () => {
    expect(read('packages', 'cairn-memory', 'CHANGELOG.md')).toMatch(new RegExp(`^# ${pkg.name}\\n\\n## ${pkg.version.replaceAll('.', '\\.')}\\n`));
    const config = JSON.parse(read('.changeset', 'config.json')) as { fixed: string[][] };
    expect(config.fixed.some((group) => group.includes(pkg.name) && group.includes('@cairn/cli') && group.includes('@cairn/mcp'))).toBe(true);
    const cli = JSON.parse(read('packages', 'cli', 'package.json')) as { version: string };
    expect(cli.version).toBe(pkg.version);
  });
});
