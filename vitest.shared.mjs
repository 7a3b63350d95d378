// The one vitest configuration every package extends (issue #15: five identical copies before).
// Tests run against the workspace packages' TypeScript source through the `cairn-source`
// export condition (STYLE.md example 5). Vite 6+ resolves Node-side test imports with
// `ssr.resolve.conditions`, not `resolve.conditions`, so both are set.
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { createFilter, defaultServerConditions } from 'vite';
import { defineConfig, mergeConfig } from 'vitest/config';

const conditions = ['cairn-source', ...defaultServerConditions];

/**
 * Test files run at once: vitest's default is one fewer than the cores, which on CI's 2-core
 * machine is one, so every test file waited for the last even while that one only waited on its
 * child processes (the corpus, CLI and MCP suites spend most of their time waiting: the corpus
 * package took 16 min of CPU over 36 min of wall time). At least two.
 */
const TEST_WORKERS = Math.max(2, availableParallelism() - 1);

/**
 * A package's vitest config: the shared resolution plus the package's own `test` options.
 *
 * @param {import('vitest/config').ViteUserConfig['test']} test - include, timeouts, globalSetup, …
 * @param {import('vitest/config').ViteUserConfig} [extra] - other settings (e.g. an alias)
 * @returns {import('vitest/config').ViteUserConfig}
 */
export function cairnTestConfig(test, extra = {}) {
  // `include` is set once, here, not merged: mergeConfig concatenates arrays, so a default in the
  // first config would add every test to a package's slow, pg or stryker run.
  return mergeConfig(
    defineConfig({ resolve: { conditions }, ssr: { resolve: { conditions } } }),
    defineConfig({ ...extra, test: { include: ['test/**/*.test.ts'], maxWorkers: TEST_WORKERS, ...test } }),
  );
}

/**
 * What makes a test file unsafe to share a module graph with others: a module mock or spy (a
 * mock does not reach a module another file already loaded, and leaks into the next), stubbed
 * or assigned environment variables and globals, a patched prototype, fake timers, a changed
 * working directory or process listeners. Read from each file's own source (helpers included:
 * a helper matching it isolates the files that import it, see isolatedTestFiles).
 */
const NEEDS_ISOLATION =
  /\bvi\s*\.\s*(?:mock|doMock|unmock|doUnmock|hoisted|stubEnv|stubGlobal|unstubAllEnvs|unstubAllGlobals|spyOn|useFakeTimers|setSystemTime|resetModules|importActual|importMock)\b|\bprocess\s*\.\s*(?:chdir|on|once|off|umask|exitCode|setUncaughtExceptionCaptureCallback)\b|\bprocess\.env(?:\.\w+|\[[^\]]+\])\s*=(?!=)|\bdelete\s+process\.env|\bglobalThis\.\w+\s*=(?!=)|Object\.defineProperty\(\s*(?:process|globalThis)|\.prototype\.\w+\s*=(?!=)/;

/**
 * A hook registered at a helper's top level: where files share a module graph the helper is
 * loaded once per worker, so the hook would reach only the first file that imports it (register
 * it from a setupFiles module instead, as the CLI's test/perFile.ts does).
 */
const TOP_LEVEL_HOOK = /^(?:beforeAll|afterAll|beforeEach|afterEach)\s*\(/m;

/** Every `.ts` file under `dir`, as paths relative to `root` with `/` separators. */
function tsFiles(root, dir) {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => {
    if (e.name === 'node_modules') return [];
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return tsFiles(root, rel);
    return e.name.endsWith('.ts') ? [rel] : [];
  });
}

/**
 * The test files of `root`'s test/ folder (those `include` and `exclude` select) that must run
 * isolated: their source, or the source of a test/ helper they import by a relative path, matches
 * NEEDS_ISOLATION, or the helper registers a hook at its top level (TOP_LEVEL_HOOK).
 *
 * @param {string} root - the package folder (vitest's root)
 * @param {string[]} include - the run's include globs, relative to root
 * @param {string[]} exclude - the run's exclude globs
 * @returns {string[]} paths relative to root, sorted
 */
export function isolatedTestFiles(root, include, exclude) {
  const files = tsFiles(root, 'test');
  const source = new Map(files.map((f) => [f, readFileSync(join(root, f), 'utf8')]));
  const unsafeHelpers = files.filter((f) => !f.endsWith('.test.ts') && (NEEDS_ISOLATION.test(source.get(f) ?? '') || TOP_LEVEL_HOOK.test(source.get(f) ?? '')));
  const selected = createFilter(include, exclude, { resolve: root });
  return files
    .filter((f) => f.endsWith('.test.ts') && selected(join(root, f)))
    .filter((f) => {
      const text = source.get(f) ?? '';
      if (NEEDS_ISOLATION.test(text)) return true;
      return unsafeHelpers.some((h) => {
        const name = relative(f.slice(0, f.lastIndexOf('/')), h).replace(/\.ts$/, '');
        const spec = name.startsWith('.') ? name : `./${name}`;
        return text.includes(`'${spec}.js'`) || text.includes(`'${spec}.ts'`) || text.includes(`'${spec}'`);
      });
    })
    .sort();
}

/**
 * A package's main vitest config where test files share one module graph per worker (vitest's
 * `isolate: false`): the shared sources (core's gate and redaction tables, the session, the
 * corpus) are loaded once per worker instead of once per test file, and no worker process is
 * started per file. Files that need a fresh graph (isolatedTestFiles) run as before, in a second
 * project with `isolate: true`. Every file and test still runs, in one vitest run (one summary).
 * globalSetup stays at the root, so it runs once and both projects read what it provides.
 *
 * @param {import('vitest/config').ViteUserConfig['test']} test - include, exclude, timeouts, globalSetup, …
 * @param {import('vitest/config').ViteUserConfig} [extra] - other settings (e.g. an alias)
 * @returns {import('vitest/config').ViteUserConfig}
 */
export function cairnSharedTestConfig(test, extra = {}) {
  // vitest's own default root: the folder it runs in (each package's `test` script runs there).
  const root = process.cwd();
  const { include = ['test/**/*.test.ts'], exclude = ['**/node_modules/**', '**/.git/**'], globalSetup, ...options } = test ?? {};
  const isolated = isolatedTestFiles(root, include, exclude);
  const project = (name, files) =>
    mergeConfig(
      defineConfig({ resolve: { conditions }, ssr: { resolve: { conditions } } }),
      defineConfig({ ...extra, root, test: { ...options, name, ...files } }),
    );
  return mergeConfig(
    defineConfig({ resolve: { conditions }, ssr: { resolve: { conditions } } }),
    defineConfig({
      ...extra,
      test: {
        maxWorkers: TEST_WORKERS,
        ...(globalSetup === undefined ? {} : { globalSetup }),
        projects: [
          project('shared', { include, exclude: [...exclude, ...isolated], isolate: false }),
          ...(isolated.length === 0 ? [] : [project('isolated', { include: isolated, exclude, isolate: true })]),
        ],
      },
    }),
  );
}
