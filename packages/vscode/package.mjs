// Packages the extension as a .vsix with @vscode/vsce (`pnpm --filter @cairn/vscode package`).
// The workspace name `@cairn/vscode` is not a valid extension name, so the manifest is staged
// in a folder of its own as `cairn-vscode` (extension id `cairn.cairn-vscode`), with only what
// the extension needs at run time: the bundles, the media, the README and the manifest.
//
// Usage: node package.mjs [--dir <extension folder>] [--out <file.vsix>]
//   --dir defaults to this package; the real-host test packages its test-only extension with it.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] ? resolve(process.argv[i + 1]) : fallback;
};
const dir = arg('--dir', here);
const out = arg('--out', join(dir, 'cairn.vsix'));
const stage = join(here, '.stage', dir === here ? 'cairn' : 'other');

const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
// Workspace-only fields stay out of the shipped manifest (exports: the corpus port's source).
const { devDependencies: _d, dependencies: _p, scripts: _s, private: _v, exports: _e, ...shipped } = manifest;
if (shipped.name.startsWith('@')) shipped.name = shipped.name.slice(1).replace('/', '-');

rmSync(stage, { recursive: true, force: true });
mkdirSync(stage, { recursive: true });
for (const entry of ['dist', 'media', 'README.md', 'LICENSE', 'extension.js']) {
  if (existsSync(join(dir, entry))) cpSync(join(dir, entry), join(stage, entry), { recursive: true, filter: (src) => !src.endsWith('.map') });
}
shipped.files = ['dist', 'media', 'README.md', 'LICENSE', 'extension.js'].filter((e) => existsSync(join(stage, e)));
writeFileSync(join(stage, 'package.json'), `${JSON.stringify(shipped, null, 2)}\n`);

const vsce = join(dirname(createRequire(import.meta.url).resolve('@vscode/vsce/package.json')), 'vsce');
execFileSync(process.execPath, [vsce, 'package', '--no-dependencies', '--allow-missing-repository', '--skip-license', '-o', out], {
  cwd: stage,
  stdio: ['ignore', 'inherit', 'inherit'],
});
rmSync(stage, { recursive: true, force: true });
