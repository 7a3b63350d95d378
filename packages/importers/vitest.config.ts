import { cairnTestConfig } from '../../vitest.shared.mjs';

export default cairnTestConfig({ testTimeout: 60_000 });
