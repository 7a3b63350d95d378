/**
 * Issue #20 (h55-speed): core's schemas are built on their first use (`lazySchema`), so a process
 * that validates nothing never builds them (cli test/lazyLoads.test.ts shows zod unevaluated). The
 * stand-ins must behave as the schemas they stand for: parse the same, compose inside other
 * schemas, answer `instanceof`, and build once.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BindingSchema } from '../../src/binding/bindingSchema.js';
import { TreeIndexSchema } from '../../src/binding/treeIndex.js';
import { ObservationSchema, SessionIdSchema, SessionRecordSchema } from '../../src/observe/observation.js';
import { SignedActSchema } from '../../src/person/signedAct.js';
import { StoredBarLiftSchema } from '../../src/provenance/barLift.js';
import { lazySchema } from '../../src/schema/lazySchema.js';
import { EvidenceSchema, MemoryRecordSchema } from '../../src/schema/record.js';
import { MemorizeRequestSchema, REQUEST_FIELDS } from '../../src/schema/request.js';

describe('lazySchema', () => {
  it('builds nothing until first used, then once', () => {
    let builds = 0;
    const S = lazySchema(() => {
      builds += 1;
      return z.object({ n: z.number().int() });
    });
    expect(builds).toBe(0);
    expect(S.safeParse({ n: 1 }).success).toBe(true);
    expect(S.safeParse({ n: 1.5 }).success).toBe(false);
    expect(S.parse({ n: 2 })).toEqual({ n: 2 });
    expect(() => S.parse({ n: 'x' })).toThrow(z.ZodError);
    expect(Object.keys(S.shape)).toEqual(['n']);
    expect(builds).toBe(1);
  });

  it('stands for its schema inside other schemas, with `instanceof` and `in` as the schema answers them', () => {
    const Inner = lazySchema(() => z.string().regex(/^[a-z]+$/u));
    const Outer = lazySchema(() => z.object({ name: Inner, names: z.array(Inner).max(2), maybe: Inner.optional() }).strict());
    expect(Outer.safeParse({ name: 'ab', names: ['c'] }).success).toBe(true);
    const bad = Outer.safeParse({ name: 'AB', names: ['c', 'd', 'e'], extra: 1 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.code).sort()).toEqual(['invalid_format', 'too_big', 'unrecognized_keys']);
    expect(Inner instanceof z.ZodString).toBe(true);
    expect(Outer instanceof z.ZodObject).toBe(true);
    expect('_zod' in Outer).toBe(true);
    expect(Object.getPrototypeOf(Outer)).toBe(Object.getPrototypeOf(z.object({})));
  });

  it('passes a throw of its builder on, and builds again on the next use', () => {
    let calls = 0;
    const S = lazySchema(() => {
      calls += 1;
      if (calls === 1) throw new Error('first build fails');
      return z.boolean();
    });
    expect(() => S.safeParse(true)).toThrow('first build fails');
    expect(S.safeParse(true).success).toBe(true);
    expect(calls).toBe(2);
  });
});

describe("core's schemas, built on first use", () => {
  it('each is a zod schema that parses', () => {
    for (const [name, schema] of Object.entries({
      BindingSchema,
      TreeIndexSchema,
      ObservationSchema,
      SessionIdSchema,
      SessionRecordSchema,
      SignedActSchema,
      StoredBarLiftSchema,
      EvidenceSchema,
      MemoryRecordSchema,
      MemorizeRequestSchema,
    })) {
      expect([name, schema instanceof z.ZodType]).toEqual([name, true]);
      expect([name, schema.safeParse(Symbol('not data')).success]).toEqual([name, false]);
    }
    expect(MemorizeRequestSchema.safeParse({ text: 'Builds use pnpm.', origin: 'agent' }).success).toBe(true);
    expect(MemorizeRequestSchema.safeParse({ text: 'Builds use pnpm.', origin: 'agent', id: 'x' }).success).toBe(false);
  });

  it("REQUEST_FIELDS, written out, are the request schema's fields in its order", () => {
    expect([...REQUEST_FIELDS]).toEqual(Object.keys(MemorizeRequestSchema.shape));
  });
});
