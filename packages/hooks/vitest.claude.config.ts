import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// The slow real-Claude-Code test alone (scripts/claude-code-test.sh runs it; `.ci/run` step "real Claude Code (slow)").
const conditions = ['cairn-source', ...defaultServerConditions];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    include: ['test/**/*.slow.test.ts'],
    globalSetup: ['test/globalSetup.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
