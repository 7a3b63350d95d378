/**
 * @cairn/person — the person's signing key (issue #16): ed25519 through node:crypto, sealed
 * with a passphrase (scrypt → AES-256-GCM), a recovery code, the key chain and the keyring every
 * reader checks signatures with, pre-signed acts, and the sandbox-only home.
 */
export { chainProblem, hasIdentity, keyStatement, personPaths, readAnchor, readIdentity } from './identity.js';
export type { ChainKey, Identity } from './identity.js';
export { freshNonce, generateKeyPair, keyIdOf, sha256, signText, verifyText } from './keys.js';
export type { KeyPair } from './keys.js';
export { loadKeyring } from './keyring.js';
export type { LoadedKeyring } from './keyring.js';
export {
  changeKey,
  declareSandboxOnly,
  type SandboxOnlyDeclaration,
  sandboxOnlyDeclaration,
  withdrawnSandboxDeclarations,
  setupPerson,
  signRequest,
  unlockSandboxKey,
  unlockWithPassphrase,
} from './person.js';
export type { KeyChange, SetupOutcome, SignOptions, UnlockedKey, WithdrawnSandboxDeclaration } from './person.js';
export { addBarLift, barLiftsPath, readBarLifts } from './barLifts.js';
export { readRepoTrust, repoTrustPath, writeRepoTrust } from './repoTrust.js';
export { projectIdentityPath, type RecordedProjectIdentity, readProjectIdentity, writeProjectIdentity } from './projectIdentity.js';
export { newRecoveryCode, normalizeRecoveryCode } from './recovery.js';
export { MAX_PASSPHRASE, MIN_PASSPHRASE, SCRYPT_COST } from './seal.js';
export type { SealedKey } from './seal.js';
export { commandKey, DEFAULT_PRESIGNED_MS, MAX_PRESIGNED_MS, savePresigned, takePresigned, waitingPresigned } from './presigned.js';
export { MAX_VERIFIED_MEMOS, noteWarmed, proofMemo, readVerifiedActs, rememberVerified, writeVerifiedActs } from './verifiedActs.js';
export type { VerifiedActs } from './verifiedActs.js';
export {
  MAX_SNAPSHOT_CANDIDATES,
  MAX_SNAPSHOT_LIVE,
  noteReviewSnapshot,
  readReviewSnapshot,
  rememberReviewCounts,
  reviewCountsFile,
  warmBeforeSign,
  writeReviewCounts,
} from './reviewCounts.js';
export type { ReviewCountsFile, ReviewSnapshot } from './reviewCounts.js';
export {
  chainFingerprint,
  followChain,
  judgeRoster,
  normalizeFingerprint,
  publicChainOf,
  publicChainProblem,
  PublicChainSchema,
  readRoster,
  readRosterMark,
  ownChainRoot,
  rosterMarkPath,
  rosterStoreMark,
  storeMarkOf,
  rosterPath,
  rosterPlan,
  TEAMMATE_ACTS,
  teamKeyring,
  writeRoster,
} from './teamRoster.js';
export type { PublicChain, RosterEntry, RosterState, RosterStoreMark, TeamKeyring, Teammate } from './teamRoster.js';
