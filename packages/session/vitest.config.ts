import { cairnSharedTestConfig } from '../../vitest.shared.mjs';

export default cairnSharedTestConfig({ testTimeout: 60_000, hookTimeout: 60_000 });
