/**
 * Wallet private keys known by their place rather than a label before them (h56 attack H8):
 * an EVM private key (`0x` + 64 hex, 32 bytes) in Hardhat's network `accounts: ["0x…"]` (Hardhat
 * docs, "Configuration": a network's `accounts` is a list of private keys) or in a sentence that
 * imports it as an account into a wallet, and a Solana keypair file's content (`id.json`: a JSON
 * array of the secret key's 64 bytes, Solana docs "File System Wallet"). A bare `0x` + 64 hex
 * stays: a transaction hash, a block hash or a keccak digest has the same shape, and a sentence
 * naming it so (tx, transaction, hash, digest, keccak, block) is left alone.
 */
import type { SecretPattern } from './shapes.js';

/** Words that name a 0x+64-hex value as a hash, not a key. */
const HASH_WORDS = /\b(?:tx|txn|transaction|hash|digest|keccak(?:256)?|sha3|block|commit|merkle|root|topic|selector|event)\b/iu;
/** Words that name where an imported key goes. */
const WALLET_WORDS = /\b(?:metamask|wallet|account|signer|rabby|keystore|ledger|private)\b/iu;

/** The rules of this file, run with the other secret patterns (patterns.ts `SECRET_PATTERNS`). */
export const WALLET_KEY_PATTERNS: readonly SecretPattern[] = [
  {
    kind: 'private-key',
    source: 'Hardhat docs, Configuration: networks.<name>.accounts (a list of private keys)',
    description: 'A 0x+64-hex string inside an `accounts: [...]` list of a Hardhat/Foundry network config.',
    pattern: /(?<=\baccounts\b["']?\s*[:=]\s*\[[^[\]]{0,4000}?)["'`](?<secret>0x[0-9a-fA-F]{64})(?![0-9a-fA-F])/dgu,
    keywords: ['accounts'],
  },
  {
    kind: 'private-key',
    source: 'MetaMask docs, "Import an account" (a private key as 64 hex)',
    description: 'A 0x+64-hex value in a sentence that imports it as an account into a wallet.',
    pattern: /\bimport(?:s|ed|ing)?\b[^.\n]{0,120}?(?<![0-9a-fA-F])(?<secret>0x[0-9a-fA-F]{64})(?![0-9a-fA-F])[^.\n]{0,80}/dgiu,
    keywords: ['import'],
    verify: (_scanned, m) => WALLET_WORDS.test(m[0]) && !HASH_WORDS.test(m[0]),
  },
  {
    kind: 'private-key',
    source: 'Solana docs, File System Wallet (id.json: a JSON array of the 64-byte secret key)',
    description: 'A JSON array of exactly 64 integers 0–255: a Solana keypair file’s secret key.',
    pattern: /(?<![\d,]\s*)\[(?<secret>\s*(?:\d{1,3}\s*,\s*){63}\d{1,3}\s*)\](?!\s*,\s*\d)/dgu,
    verify: (_scanned, m) => (m.groups?.secret ?? '').split(',').every((n) => Number(n) <= 255),
  },
];
