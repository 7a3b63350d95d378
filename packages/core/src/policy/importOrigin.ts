import type { Origin } from './policy.js';

/** What {@link importOrigin} needs to know about an imported file. */
export interface ImportedFile {
  /** The file is a knowledge-graph store (the MCP memory server's memory.jsonl or .json). */
  knowledgeGraph: boolean;
  /** The file lies inside the project's working tree. */
  insideProject: boolean;
}

/**
 * The origin an imported file's memories get when the person does not choose (DESIGN.md §1,
 * issue #9): `repo` for files in the working tree — a cloned repository is attacker-controlled,
 * so its memories stay candidates until confirmed — and for any rules file; `agent` for a
 * knowledge-graph store kept outside the working tree (the agent's own notes). Never `user`:
 * a file is not a person's act, whatever it claims.
 */
export function importOrigin(file: ImportedFile): Origin {
  return file.knowledgeGraph && !file.insideProject ? 'agent' : 'repo';
}
