import { z } from 'zod';
import { lazySchema } from '../schema/lazySchema.js';

/**
 * Largest file Cairn binds, in bytes (1 MiB). Above it a source is recorded as text only: a
 * memory about a generated bundle or a data dump is not worth hashing on every check, and the
 * cap bounds what one check can read.
 */
export const MAX_BOUND_FILE_BYTES = 1024 * 1024;

/** Most lines a bound range may span (a range longer than this is bound as the whole file). */
export const MAX_BOUND_RANGE_LINES = 2_000;

/**
 * One binding: a file in the project (or a line range of it) and Cairn's hash of it then.
 * - `hash`: the evidence key's content hash. A line range: `lines:` + sha256 of its
 *   whitespace-normalised content ({@link rangeContent}); a whole file: `git:` + its git blob id
 *   when git tracks it, else `sha256:` + the sha256 of its bytes.
 * - `blob`: the file's git blob id (sha1 of `blob <size>\0` + bytes) then, whatever git says:
 *   how a moved file is found in the working tree's fingerprint index.
 * - `norm`: a whole text file's whitespace-normalised content hash (sha256), so a
 *   whitespace-only edit is not a change; absent for a binary file.
 * - `size` (bytes) and `mtimeMs` (ms since the epoch): the cheap check's baseline; -1 when a
 *   checking reader read the binding back from its witness (no baseline: the file is hashed).
 * - `at`: ISO-8601 time it was bound.
 */
const BindingShape = lazySchema(() =>
  z.object({
    path: z.string().min(1).max(4096),
    lines: z.tuple([z.number().int().min(1), z.number().int().min(1)]).optional(),
    /** A range: how many non-blank lines it held (what a moved range is looked for as). */
    count: z.number().int().min(0).optional(),
    hash: z.string().min(1).max(200),
    blob: z.string().max(64),
    norm: z.string().max(64).optional(),
    size: z.number().int().min(-1),
    mtimeMs: z.number(),
    at: z.string(),
  }),
);
/** A binding as read from disk: unknown fields tolerated. */
export const BindingSchema = lazySchema(() => BindingShape.loose());
/** One binding of a memory to a file (or a line range of it). */
export type Binding = z.infer<typeof BindingShape>;
