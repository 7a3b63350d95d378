import type { ViteUserConfig } from 'vitest/config';

/** A package's vitest config: the shared resolution plus the package's own `test` options (see vitest.shared.mjs). */
export function cairnTestConfig(test: ViteUserConfig['test'], extra?: ViteUserConfig): ViteUserConfig;
