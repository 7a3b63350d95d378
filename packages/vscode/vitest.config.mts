import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    conditions: ['cairn-source'],
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
