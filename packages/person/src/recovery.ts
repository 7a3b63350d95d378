import { randomBytes, scrypt } from 'node:crypto';
import { type KeyPair, keyPairFromSeed } from './keys.js';
import { SCRYPT_COST } from './seal.js';

/**
 * The recovery code, printed once by `cairn person setup`: 120 random bits as 24 Crockford
 * base32 characters in six groups (`7KQ2-…`). It is never stored: the home keeps only the
 * public half of the ed25519 key derived from it (scrypt of the code → 32-byte seed), which
 * may endorse a new key when the passphrase is lost.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A fresh recovery code: `XXXX-XXXX-XXXX-XXXX-XXXX-XXXX`. */
export function newRecoveryCode(): string {
  const bytes = randomBytes(15);
  let bits = 0n;
  for (const b of bytes) bits = (bits << 8n) | BigInt(b);
  let out = '';
  for (let i = 23; i >= 0; i--) out += ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)];
  return (out.match(/.{4}/gu) ?? []).join('-');
}

/** The code as typed, read the Crockford way: case, spaces and dashes ignored, I/L read as 1, O as 0. */
export function normalizeRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/gu, '').replace(/[IL]/gu, '1').replace(/O/gu, '0');
}

/**
 * The recovery key pair a code stands for.
 *
 * @param salt - 16 bytes, hex, kept in the home beside the recovery public key
 */
export function recoveryKeyFrom(code: string, salt: string): Promise<KeyPair> {
  return new Promise((resolve, reject) => {
    scrypt(normalizeRecoveryCode(code), Buffer.from(salt, 'hex'), 32, { ...SCRYPT_COST, maxmem: 256 * 1024 * 1024 }, (error, seed) =>
      error ? reject(error) : resolve(keyPairFromSeed(seed)),
    );
  });
}
