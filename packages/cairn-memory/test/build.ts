import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** This package's folder. */
export const PACKAGE = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Bundles dist/ afresh (esbuild, about a second). */
export function bundle(): void {
  execFileSync(process.execPath, ['build.mjs'], { cwd: PACKAGE, stdio: 'inherit' });
}
