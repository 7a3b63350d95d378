/**
 * Secret redaction: named credential shapes replaced by typed markers (DESIGN.md §2.3).
 */
export { SECRET_PATTERNS } from './patterns.js';
export type { SecretPattern } from './patterns.js';
export { redactSecrets, redactionMarker } from './redactSecrets.js';
export type { RedactionResult } from './redactSecrets.js';
export { assertProjectPathClean, credentialInPath } from './checkProjectPath.js';
