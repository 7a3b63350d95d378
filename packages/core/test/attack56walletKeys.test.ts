import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../src/index.js';

/**
 * Attack h56 H8 (goal b: a wallet's private key kept in a memory's text): an EVM private key
 * (32 random bytes as `0x` + 64 hex, made at run time) is redacted after a `private key` label or a
 * `--private-key` flag, but kept where its place names it without a label:
 * - Hardhat's network config, `accounts: ["0x…"]` (hardhat.org docs, "Configuration": the
 *   `accounts` field of a network is a list of private keys);
 * - a sentence importing it as an account (`Import the deployer account with 0x… into MetaMask`).
 * And a Solana keypair file's content (`~/.config/solana/id.json`: a JSON array of the 64 bytes of
 * the secret key, docs.solana.com "File System Wallet") is kept whole. A bare 0x+64 hex alone stays
 * (a transaction or block hash has the same shape): not asked for here.
 */
const key = (): string => `0x${randomBytes(32).toString('hex')}`;

describe('attack h56 H8: wallet private keys by their place, without a label', () => {
  it('control: after `private key:` and `--private-key` the key is redacted', () => {
    const k = key();
    expect(redactSecrets(`private key: ${k}`).text).not.toContain(k.slice(2));
    expect(redactSecrets(`forge create --private-key ${k} src/A.sol:A`).text).not.toContain(k.slice(2));
  });

  it('Hardhat’s `accounts: ["0x…"]` in a network config', () => {
    const k = key();
    const config = `module.exports = {\n  networks: {\n    sepolia: {\n      url: "https://rpc.sepolia.example",\n      accounts: ["${k}"],\n    },\n  },\n};`;
    expect(redactSecrets(config).text).not.toContain(k.slice(2));
  });

  it('"Import the deployer account with 0x… into MetaMask"', () => {
    const k = key();
    expect(redactSecrets(`Import the deployer account with ${k} into MetaMask.`).text).not.toContain(k.slice(2));
  });

  it('a Solana keypair file’s 64-byte array', () => {
    const bytes = Array.from(randomBytes(64)).join(',');
    expect(redactSecrets(`$ cat ~/.config/solana/id.json\n[${bytes}]`).text).not.toContain(bytes);
  });

  it('near misses: a transaction hash, a keccak digest, an import of a transaction and other arrays are kept', () => {
    const h = key();
    for (const text of [
      `tx hash: ${h}`,
      `keccak256("Transfer(address,address,uint256)") = ${h}`,
      `Import the transaction ${h} into the block explorer.`,
      `const expected = ["${h}"];`,
      `import { hash } from './h'; // ${h}`,
    ])
      expect(redactSecrets(text).text).toContain(h.slice(2));
    const bytes63 = Array.from(randomBytes(63)).join(',');
    expect(redactSecrets(`[${bytes63}]`).text).toContain(bytes63);
    const over = `${Array.from(randomBytes(63)).join(',')},300`;
    expect(redactSecrets(`[${over}]`).text).toContain(over);
  });
});
