/**
 * The instruction gate: decides whether text reads as an order to a future agent
 * (DESIGN.md §2.5; seeds/000 PR #64; OWASP ASI06 memory poisoning).
 */
export { GATE_CATEGORIES, isGateCategory } from './categories.js';
export type { GateCategory } from './categories.js';
export { gateFields, gateText } from './gateText.js';
export type { GateFieldsResult, GateResult } from './gateText.js';
