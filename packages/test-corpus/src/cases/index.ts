export type {
  BenignCase,
  CaseField,
  CaseLanguage,
  CredentialCase,
  CredentialKind,
  CredentialVariant,
  HostileCase,
  MemoryKind,
  NearMissCase,
} from './types.js';
export { BENIGN_CARRIER_TEXT } from './types.js';
export { HOSTILE_CASES } from './hostile.js';
export { BENIGN_CASES } from './benign.js';
export { CREDENTIAL_CASES } from './credentials.js';
export { NEAR_MISS_CASES } from './nearMisses.js';
export {
  applyVariant,
  base64,
  base64url,
  bidiSplit,
  fake,
  homoglyph,
  tagEncode,
  toFullwidth,
  zeroWidthSplit,
} from './helpers.js';
