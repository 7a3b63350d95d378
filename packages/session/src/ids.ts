import { createHash, randomBytes } from 'node:crypto';

/** A fresh record id: `mem_` + 16 random hex characters (64 bits). */
export function newId(): string {
  return `mem_${randomBytes(8).toString('hex')}`;
}

/** Hex sha256 of a string (UTF-8): evidence digests and signature statements. */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A fresh nonce: 16 random bytes, hex. */
export function nonce(): string {
  return randomBytes(16).toString('hex');
}
