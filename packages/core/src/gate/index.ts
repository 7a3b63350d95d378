/**
 * The instruction gate: decides whether text reads as an order to a future agent
 * (DESIGN.md §2.5; seeds/000 PR #64; OWASP ASI06 memory poisoning; issue #18 rules that generalise).
 */
export { describeGateCategory, GATE_CATEGORIES, GATE_CATEGORY_WORDS, isGateCategory } from './categories.js';
export type { GateCategory } from './categories.js';
export { gateFields, gateText } from './gateText.js';
export type { GateFieldsResult, GateOptions, GateResult } from './gateText.js';
export { LANGUAGES } from './mood/language.js';
export { endsMidSentence, MID_SENTENCE_WORDS } from './midSentence.js';
export type { Language } from './mood/language.js';
export { deriveProjectVocabulary } from './vocabulary.js';
export type { ProjectVocabulary } from './vocabulary.js';
export { statesOnly } from './statesOnly.js';
