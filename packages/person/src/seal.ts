import { createCipheriv, createDecipheriv, randomBytes, scrypt } from 'node:crypto';
import { CoreError, ErrorCode } from '@cairn/core';

/**
 * A private key sealed with the person's passphrase: scrypt (RFC 7914) turns the passphrase
 * into a 256-bit key, AES-256-GCM (NIST SP 800-38D) encrypts the PKCS#8 bytes, and the key's id
 * is the authenticated data, so a sealed blob cannot be swapped onto another key's entry.
 */
export interface SealedKey {
  kdf: 'scrypt';
  /** scrypt cost: N (a power of two), r, p. */
  N: number;
  r: number;
  p: number;
  /** 16 random bytes, hex. */
  salt: string;
  cipher: 'aes-256-gcm';
  /** 12 random bytes, hex. */
  iv: string;
  /** The 16-byte GCM tag, hex. */
  tag: string;
  /** The encrypted PKCS#8 bytes, hex. */
  data: string;
}

/**
 * scrypt's cost: N = 2^15, r = 8, p = 1 — 32 MiB and about 0.1 s on a laptop. RFC 7914 §2
 * names N = 2^14 for interactive logins; a person types the passphrase once per command.
 */
export const SCRYPT_COST = { N: 2 ** 15, r: 8, p: 1 } as const;

/** The longest passphrase accepted, in characters. */
export const MAX_PASSPHRASE = 1024;
/** The shortest passphrase accepted, in characters. */
export const MIN_PASSPHRASE = 8;

function deriveKey(passphrase: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // NFC: the same passphrase typed on two keyboards is the same bytes.
    scrypt(passphrase.normalize('NFC'), salt, 32, { ...cost, maxmem: 256 * 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * Seals `secret` (a private key's PKCS#8 bytes) with `passphrase`, bound to `keyId`.
 *
 * @throws CoreError `INVALID_INPUT` for a passphrase shorter than 8 or longer than 1024 characters
 */
export async function seal(secret: Buffer, passphrase: string, keyId: string, cost: { N: number; r: number; p: number } = SCRYPT_COST): Promise<SealedKey> {
  if (passphrase.length < MIN_PASSPHRASE || passphrase.length > MAX_PASSPHRASE) {
    throw new CoreError(ErrorCode.INVALID_INPUT, `A passphrase has ${MIN_PASSPHRASE} to ${MAX_PASSPHRASE} characters.`);
  }
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const key = await deriveKey(passphrase, salt, cost);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(keyId, 'utf8'));
  const data = Buffer.concat([cipher.update(secret), cipher.final()]);
  return {
    kdf: 'scrypt',
    ...cost,
    salt: salt.toString('hex'),
    cipher: 'aes-256-gcm',
    iv: iv.toString('hex'),
    tag: cipher.getAuthTag().toString('hex'),
    data: data.toString('hex'),
  };
}

/**
 * Opens a sealed key with `passphrase`.
 *
 * @throws CoreError `PERSON_REQUIRED` when the passphrase does not open it (or the blob was altered)
 */
export async function unseal(sealed: SealedKey, passphrase: string, keyId: string): Promise<Buffer> {
  const key = await deriveKey(passphrase, Buffer.from(sealed.salt, 'hex'), { N: sealed.N, r: sealed.r, p: sealed.p });
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'hex'));
    decipher.setAAD(Buffer.from(keyId, 'utf8'));
    decipher.setAuthTag(Buffer.from(sealed.tag, 'hex'));
    return Buffer.concat([decipher.update(Buffer.from(sealed.data, 'hex')), decipher.final()]);
  } catch {
    throw new CoreError(
      ErrorCode.PERSON_REQUIRED,
      'That passphrase does not open your Cairn key. Nothing was changed. If the passphrase is lost, `cairn person recover` (on a terminal) makes a new key with your recovery code.',
    );
  }
}
