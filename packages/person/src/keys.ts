import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, hash, type KeyObject, randomBytes, sign, verify } from 'node:crypto';

/**
 * ed25519 keys (RFC 8032) through node:crypto. A public key travels as its raw 32 bytes in
 * base64url; a key's id is `ed25519:` + the first 16 hex characters of sha256 of those bytes.
 */

/** The DER prefix of a PKCS#8 ed25519 private key around its 32-byte seed (RFC 8410 §7). */
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/** A key pair: the private key object and the public key's raw bytes (base64url) and id. */
export interface KeyPair {
  privateKey: KeyObject;
  /** Raw 32-byte public key, base64url. */
  publicKey: string;
  /** `ed25519:` + 16 hex. */
  id: string;
}

/** The raw public key of an ed25519 key object, base64url. */
export function rawPublicKey(key: KeyObject): string {
  const jwk = (key.type === 'private' ? createPublicKey(key) : key).export({ format: 'jwk' });
  return String(jwk.x);
}

/** A key's id: `ed25519:` + the first 16 hex of sha256 of its raw public key. */
export function keyIdOf(publicKey: string): string {
  return `ed25519:${createHash('sha256').update(Buffer.from(publicKey, 'base64url')).digest('hex').slice(0, 16)}`;
}

/** A fresh key pair from the operating system's random source. */
export function generateKeyPair(): KeyPair {
  const { privateKey } = generateKeyPairSync('ed25519');
  const publicKey = rawPublicKey(privateKey);
  return { privateKey, publicKey, id: keyIdOf(publicKey) };
}

/** The key pair whose private key is this 32-byte seed (a recovery key is derived this way). */
export function keyPairFromSeed(seed: Buffer): KeyPair {
  if (seed.length !== 32) throw new Error('An ed25519 seed is 32 bytes.');
  const privateKey = createPrivateKey({ key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]), format: 'der', type: 'pkcs8' });
  const publicKey = rawPublicKey(privateKey);
  return { privateKey, publicKey, id: keyIdOf(publicKey) };
}

/** The private key's PKCS#8 DER bytes (what is sealed). */
export function privateKeyBytes(key: KeyObject): Buffer {
  return key.export({ format: 'der', type: 'pkcs8' });
}

/** A private key object from PKCS#8 DER bytes. */
export function privateKeyFrom(bytes: Buffer): KeyObject {
  return createPrivateKey({ key: bytes, format: 'der', type: 'pkcs8' });
}

/** Signs a UTF-8 text; the signature in base64url (86 characters). */
export function signText(privateKey: KeyObject, text: string): string {
  return sign(null, Buffer.from(text, 'utf8'), privateKey).toString('base64url');
}

/**
 * Public key objects by their raw key (base64url), built once per process: a reader checks every
 * record's signatures with the same few keys (SessionStart at 10k signed memories built 10k of
 * them, issue #20). At most {@link MAX_PUBLIC_KEYS} are kept.
 */
const publicKeys = new Map<string, KeyObject>();
const MAX_PUBLIC_KEYS = 64;

function publicKeyObject(publicKey: string): KeyObject {
  let key = publicKeys.get(publicKey);
  if (key === undefined) {
    key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: publicKey }, format: 'jwk' });
    if (publicKeys.size >= MAX_PUBLIC_KEYS) publicKeys.clear();
    publicKeys.set(publicKey, key);
  }
  return key;
}

/** True when `signature` (base64url) is `publicKey`'s (raw, base64url) ed25519 signature of `text`. */
export function verifyText(publicKey: string, text: string, signature: string): boolean {
  try {
    const raw = Buffer.from(publicKey, 'base64url');
    const sig = Buffer.from(signature, 'base64url');
    if (raw.length !== 32 || sig.length !== 64) return false;
    return verify(null, Buffer.from(text, 'utf8'), publicKeyObject(publicKey), sig);
  } catch {
    return false;
  }
}

/** 128 random bits as 32 hex characters (a statement's nonce). */
export function freshNonce(): string {
  return randomBytes(16).toString('hex');
}

/**
 * Hex sha256 of a UTF-8 string: 64 lowercase hex characters. Node's one-shot `crypto.hash`
 * (Node ≥ 20.12): a checked read hashes each record's view, statement and memo, and a
 * `createHash` object per hash cost ≈ 5× as much (issue #21, 30k records' hashes at SessionStart).
 */
export function sha256(text: string): string {
  return hash('sha256', text, 'hex');
}
