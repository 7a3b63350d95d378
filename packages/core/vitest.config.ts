import { cairnSharedTestConfig } from '../../vitest.shared.mjs';

// Test files share one module graph per worker (vitest.shared.mjs: the gate's and redaction's
// tables load once per worker, not once per file; files with mocks or spies run isolated).
// Generous: the suite also runs under Stryker's instrumentation on a loaded 2-core machine.
export default cairnSharedTestConfig({ testTimeout: 30_000 });
