import { cairnTestConfig } from '../../vitest.shared.mjs';

// Generous: the suite also runs under Stryker's instrumentation on a loaded 2-core machine.
export default cairnTestConfig({ testTimeout: 30_000 });
