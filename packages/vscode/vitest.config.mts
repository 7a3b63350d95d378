import { fileURLToPath } from 'node:url';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Tests run against source: the `cairn-source` export condition (STYLE.md example 5). Vite 6+
// resolves Node-side test imports with `ssr.resolve.conditions`, not `resolve.conditions`.
const conditions = ['cairn-source', ...defaultServerConditions];

export default defineConfig({
  ssr: { resolve: { conditions } },
  resolve: {
    conditions,
    // The editor's module does not exist outside VS Code: tests get jest-mock-vscode's mock.
    alias: { vscode: fileURLToPath(new URL('./test/mocks/vscode.ts', import.meta.url)) },
  },
  test: {
    include: ['test/**/*.test.ts'],
    // test/host/ runs inside a real code-server (scripts/vscode-host-test.sh), not here.
    exclude: ['test/host/**', 'node_modules/**'],
    testTimeout: 20_000,
  },
});
