import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

function imports(source: string): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g)) {
    out.push((m[1] ?? m[2] ?? m[3]) as string);
  }
  return out;
}

// DESIGN.md §6 / STYLE.md: core holds no I/O and reads no clock, environment or $HOME.
describe('core layering', () => {
  const files = sourceFiles(SRC);

  it('finds the source files', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  for (const file of files) {
    const rel = relative(SRC, file);
    const testing = rel.startsWith('testing/');
    it(`${rel} imports only zod${testing ? ', vitest' : ''} and core's own modules`, () => {
      const source = readFileSync(file, 'utf8');
      for (const spec of imports(source)) {
        const allowed = spec.startsWith('.') || spec === 'zod' || (testing && spec === 'vitest');
        expect(allowed, `${rel} imports ${spec}`).toBe(true);
      }
    });
    it(`${rel} reads no clock, environment or global state`, () => {
      const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      for (const banned of [/\bDate\.now\s*\(/, /\bnew Date\s*\(\s*\)/, /\bprocess\./, /\bMath\.random\s*\(/, /\brequire\s*\(/, /\bglobalThis\b/, /\bperformance\.now\b/]) {
        expect(banned.test(code), `${rel} matches ${banned}`).toBe(false);
      }
    });
  }
});
