import { z } from 'zod';
import { lazySchema } from './lazySchema.js';
import { MAX_FIELD_BYTES, ORIGINS } from '../policy/policy.js';

/** Kinds of memory (DESIGN.md §3). */
export const KINDS = ['fact', 'convention', 'decision', 'preference', 'outcome'] as const;
/** One of {@link KINDS}. */
export type Kind = (typeof KINDS)[number];

/** Most items in one list field (tags, tripwires, filesEdited). */
export const MAX_LIST_ITEMS = 256;

const encoder = new TextEncoder();

/** UTF-8 byte length of `text`. */
export function utf8Bytes(text: string): number {
  return encoder.encode(text).length;
}

/** The words of a free-text field over {@link MAX_FIELD_BYTES} (what `parseMemorizeRequest` tells a long text by). */
export const TOO_LONG_MESSAGE = `is longer than the limit of ${MAX_FIELD_BYTES} bytes (32 KiB) of UTF-8`;

/** A free-text field: at most {@link MAX_FIELD_BYTES} bytes of UTF-8, no lone surrogates. */
const textField = lazySchema(() =>
  z
    .string()
    .refine((s) => utf8Bytes(s) <= MAX_FIELD_BYTES, { message: TOO_LONG_MESSAGE })
    .refine((s) => s.isWellFormed(), { message: 'is not valid Unicode (lone surrogate)' }),
);

const listField = lazySchema(() => z.array(textField).max(MAX_LIST_ITEMS));
const unit = lazySchema(() => z.number().finite().min(0).max(1));

/**
 * The memorize request: an allow-list, `strict` (DESIGN.md §2.1). Never accepted from a
 * caller: `id`, `status`, `evidence`, `strength`, timestamps, flags — they are unknown
 * fields here and refused.
 */
export const MemorizeRequestSchema = lazySchema(() =>
  z
    .object({
      text: textField.refine((s) => s.trim().length > 0, { message: 'is empty' }),
      origin: z.enum(ORIGINS),
      kind: z.enum(KINDS).optional(),
      title: textField.optional(),
      summary: textField.optional(),
      filesEdited: listField.optional(),
      tripwires: listField.optional(),
      tags: listField.optional(),
      /** A reference: a path with a line range, a URL, a tool name. */
      source: textField.optional(),
      /** Hash of the source content, when the caller has it: a note (`callerSourceHash`), never part of the evidence key. */
      sourceHash: textField.optional(),
      session: textField.optional(),
      salience: unit.optional(),
      confidence: unit.optional(),
      pinned: z.boolean().optional(),
      stable: z.boolean().optional(),
      /** Id of a record this one replaces (DESIGN.md §1 supersede rules). */
      supersedes: textField.optional(),
    })
    .strict(),
);

/** A validated memorize request. */
export type MemorizeRequest = z.infer<typeof MemorizeRequestSchema>;

/**
 * The names a memorize request accepts, in the allow-list's order. Written out (not read from the
 * schema's shape, which would build it at load); core's test/schema/lazySchema.test.ts checks it
 * against the schema, names and order.
 */
export const REQUEST_FIELDS = [
  'text',
  'origin',
  'kind',
  'title',
  'summary',
  'filesEdited',
  'tripwires',
  'tags',
  'source',
  'sourceHash',
  'session',
  'salience',
  'confidence',
  'pinned',
  'stable',
  'supersedes',
] as const satisfies readonly (keyof MemorizeRequest)[];

/** Free-text fields the redactor and the gate examine (DESIGN.md §2.3, §2.5). */
export const FREE_TEXT_FIELDS = ['text', 'title', 'summary', 'tripwires', 'tags', 'filesEdited'] as const;
