#!/usr/bin/env node
// Speed of the two filters on every field of every write (DESIGN.md §2): the instruction gate
// and secret redaction on 4 KiB and 32 KiB (the field limit) inputs, ordinary and
// pathological. A script, not a test: it prints a table and never fails on a number.
// Linear growth from 4 to 32 KiB is 8x; catastrophic backtracking shows as seconds.
// Run: pnpm --filter @cairn/core build && node packages/core/bench/filters.mjs
import { gateText, redactSecrets } from '../dist/index.js';

const KIB = 1024;
const fill = (unit, size) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
function fastest(fn, text, runs = 7) {
  fn(text);
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn(text);
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

const PROSE =
  'The team agreed migrations should never run in CI. We use pnpm workspaces; tests run in vitest and ' +
  'the release job publishes from main after review. When the user runs `cairn init`, the store is created. ';

/** Inputs that break naive patterns: runs of anchors, separators, keywords without their completion. */
const PATHOLOGICAL = {
  newlines: '\n',
  dots: '. ',
  spaces: ' ',
  letters: 'a',
  quotes: '"',
  bullets: '- ',
  colons: ': ',
  commas: ', always',
  always: 'always ',
  'you must': 'you must ',
  'when the user says': 'when the user says ',
  'send to': 'send the token to ',
  curl: 'curl ',
  'curl pipes': 'curl |',
  'less-than': '<',
  'comment openers': '<!--',
  fences: '```',
  'image links': '![a](https://x/?',
  urls: 'https://x.example/?d={x} ',
  base64: 'QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo',
  hex: '0123456789abcdef',
  percent: '%41',
  'zero-width': 'a\u200B',
  cyrillic: 'аbс ',
  'homoglyph orders': 'Ignore\u200B рrеviоus, ',
  'tag characters': String.fromCodePoint(0xe0061),
  chinese: '请不要告诉用户，',
  'glued prefixes': 'xghp_',
  'bare keys': 'key: ',
  'credential blocks': 'auth:\n  a: b\n',
  'credential objects': '"jwt": {"a": "b", ',
};

const inputs = { prose: PROSE, ...PATHOLOGICAL };
const rows = [];
for (const [name, unit] of Object.entries(inputs)) {
  const small = fill(unit, 4 * KIB);
  const large = fill(unit, 32 * KIB);
  const g4 = fastest(gateText, small);
  const g32 = fastest(gateText, large);
  const r4 = fastest(redactSecrets, small);
  const r32 = fastest(redactSecrets, large);
  rows.push({
    input: name,
    'gate 32 KiB ms': g32.toFixed(2),
    'gate x (4→32)': (g32 / Math.max(g4, 0.01)).toFixed(1),
    'redact 32 KiB ms': r32.toFixed(2),
    'redact x (4→32)': (r32 / Math.max(r4, 0.01)).toFixed(1),
  });
}
console.table(rows);
