import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Tests run against source: the `cairn-source` export condition (STYLE.md example 5). Vite 6+
// resolves Node-side test imports with `ssr.resolve.conditions`, not `resolve.conditions`.
const conditions = ['cairn-source', ...defaultServerConditions];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  // Generous: the suite also runs under Stryker's instrumentation on a loaded 2-core machine.
  test: { include: ['test/**/*.test.ts'], testTimeout: 30_000 },
});
