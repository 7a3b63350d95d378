import { lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { homeDeclaration } from '@cairn/session';

/** A doctor line: its name, whether it holds, what was found, and the fix when it does not. */
export interface DoctorLine {
  name: string;
  ok: boolean;
  detail: string;
  fix?: string;
}

/**
 * The doctor's check of an unsealed person key (walk h49 item 6): `cairn person sandbox-only`
 * keeps the private key unsealed beside the identity (`<home>/person/key.unsealed`, 0600), safe
 * only in a home the person declared sandbox-only (every agent host kept out of it). Copied with
 * `person/` to another home — whose declaration does not verify there, as it names the home it
 * was made in — or left after the declaration was withdrawn by hand, it is the private key in
 * plain text where an agent may read it, and Cairn does not use it there. A failed check then;
 * nothing to say (undefined) when there is no such file or the home is declared.
 *
 * @param home - the Cairn home (absolute)
 */
export async function unsealedKeyCheck(home: string): Promise<DoctorLine | undefined> {
  // The file name person's `personPaths(home).unsealed` gives.
  const file = join(home, 'person', 'key.unsealed');
  if ((await lstat(file).catch(() => undefined)) === undefined) return undefined;
  if ((await homeDeclaration(home)) !== undefined) return undefined;
  return {
    name: 'unsealed key',
    ok: false,
    detail: `${file} holds your private key unsealed, but this home is not declared sandbox-only (a copy of person/ from a sandbox-only home, or a declaration withdrawn by hand): anything that reads the home could sign as you, and Cairn does not use the file here`,
    fix: `delete it (rm ${file}); your sealed key (identity.json, your passphrase) is all this home needs. Declare this home sandbox-only (cairn person sandbox-only) only if every agent host is kept out of it`,
  };
}

/** The folders VS Code and the editors built on it install extensions into, under the user's home. */
const EDITOR_EXTENSION_DIRS = [
  '.vscode/extensions',
  '.vscode-insiders/extensions',
  '.vscode-server/extensions',
  '.vscode-oss/extensions',
  '.cursor/extensions',
];

/**
 * The doctor's line for a sandbox-only home beside Cairn's VS Code extension (walk h50 item 1): the
 * declaration says every agent host keeps its agent out of the home, yet the editor's own agent
 * (agent mode, served Cairn's MCP server by the extension) runs in no sandbox and can read the
 * unsealed key; and the extension signs there without a passphrase. A failed check when the home
 * is declared and the extension (`cairn.cairn-vscode-<version>`) is installed in one of
 * {@link EDITOR_EXTENSION_DIRS}; undefined otherwise.
 *
 * @param home - the Cairn home (absolute)
 * @param userHome - the user's home folder (os.homedir())
 */
export async function sandboxOnlyEditorCheck(home: string, userHome: string): Promise<DoctorLine | undefined> {
  if ((await homeDeclaration(home)) === undefined) return undefined;
  for (const dir of EDITOR_EXTENSION_DIRS) {
    const names = await readdir(join(userHome, dir)).catch(() => [] as string[]);
    const found = names.find((n) => /^cairn\.cairn-vscode(?:-|$)/iu.test(n));
    if (found === undefined) continue;
    return {
      name: 'sandbox-only home and VS Code',
      ok: false,
      detail: `this home is declared sandbox-only (your key kept unsealed in it), and Cairn's VS Code extension is installed (${join(userHome, dir, found)}): VS Code's agent mode, which the extension gives Cairn's MCP server, runs in no sandbox and can read the key and sign as you; the extension itself signs your acts there without a passphrase`,
      fix: 'if you use agent mode with this home, withdraw the declaration (cairn person sandbox-only --withdraw): the editor then asks for your passphrase; otherwise keep agent mode off for Cairn projects',
    };
  }
  return undefined;
}
