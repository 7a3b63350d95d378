/**
 * Attack h52 B6: the permission hint tells the person to run `chmod -R` on folders that are not
 * the store, unquoted (9d48fac7, walk h52 item 1).
 *
 * core src/errors/systemError.ts `permissionHint` takes the parent of whatever path the refused
 * call named and prints `run \`chmod -R u+rwX,go-rwx <parent>\``. When the refused call is the
 * making of the home or of a store folder under a folder the person cannot write, that parent is
 * the person's own home folder (`chmod -R u+rwX,go-rwx /home/dev`: every file of theirs loses its
 * group and other rights) or `/`. And the folder is not shell-quoted: a home under "My Projects"
 * gives a command that runs `chmod -R` on `/home/dev/My` and a relative path. A person's act the
 * message urges, pasted as given. Fix: name a chmod only for a folder inside the Cairn home (the
 * store's own), shell-quoted; for a folder above it, say which folder refused and that Cairn needs
 * to create its home there, without a recursive chmod.
 */
import { describe, expect, it } from 'vitest';
import { storeIoError } from '../src/index.js';

const refused = (path: string, syscall = 'mkdir') =>
  storeIoError(Object.assign(new Error('denied'), { code: 'EACCES', path, syscall }), 'saving the memory', 'Nothing was saved.').message;

describe('attack h52 B6: the permission hint', () => {
  it('control: inside a store folder it names that folder', () => {
    expect(refused('/home/dev/.cairn/projects/p1/write.lock')).toContain('chmod u+rwx /home/dev/.cairn/projects/p1');
  });

  // B6 (attack-h52): failed before the lead's fix — the hint ran chmod -R on the person's whole home folder and on /.
  it('never tells the person to chmod -R the folder ABOVE the Cairn home (their home folder, /)', () => {
    expect(refused('/home/dev/.cairn')).not.toMatch(/chmod -R \S+ \/home\/dev`/u);
    expect(refused('/x')).not.toMatch(/chmod -R \S+ \/`/u);
  });

  // B6 (attack-h52): failed before the lead's fix — the folder was pasted into the command unquoted.
  it('quotes the folder it names, so a blank in it does not split the command', () => {
    expect(refused('/home/dev/My Projects/.cairn/projects/p1/write.lock')).toContain("chmod u+rwx '/home/dev/My Projects/.cairn/projects/p1'");
  });
});
