import { fileURLToPath } from 'node:url';
import { cairnTestConfig } from '../../vitest.shared.mjs';

export default cairnTestConfig(
  {
    // test/host/ runs inside a real code-server (scripts/vscode-host-test.sh), not here.
    exclude: ['test/host/**', 'node_modules/**'],
    testTimeout: 20_000,
    // Setting a project up signs as the person: scrypt opens the key (about a second on a loaded machine).
    hookTimeout: 60_000,
  },
  // The editor's module does not exist outside VS Code: tests get jest-mock-vscode's mock.
  { resolve: { alias: { vscode: fileURLToPath(new URL('./test/mocks/vscode.ts', import.meta.url)) } } },
);
