#!/usr/bin/env node
// CPU time of fingerprinting a long tool output (issues #20/#21: the hooks fingerprint a 20 MB
// tool_response within a 20 s budget): core's `fingerprintText`, and the streaming winnower alone
// (`createWordWinnower` fed `shingleWords`' words), on 1 MiB and 20 MB inputs, benign and
// adversarial. CPU time (user + system, this process: GC threads included), best of 3.
// A script, not a test: it prints a table and never fails on a number.
// Run: pnpm --filter @cairn/core build && node --expose-gc packages/core/bench/fingerprint.mjs [1m|20m ...] [--only=winnow|text]
// With WINNOW_MODULE=<path to a winnowStream.js>, the winnower's rows use that module (an older build, to compare).
import { createHmac } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { fingerprintText, SHINGLE_WORDS, shingleWords, WINNOW_WINDOW } from '../dist/index.js';
import { MAX_SHINGLES } from '../dist/observe/fingerprint.js';
import { seededRandom } from '../dist/testing/seededRandom.js';

const { createWordWinnower } = await import(process.env.WINNOW_MODULE ? pathToFileURL(process.env.WINNOW_MODULE).href : '../dist/observe/winnowStream.js');

const args = process.argv.slice(2);
const only = args.find((a) => a.startsWith('--only='))?.slice(7);
const sizes = args.filter((a) => !a.startsWith('--'));
const SIZES = { '1m': 1 << 20, '20m': 20_000_000 };
const key = (v) => createHmac('sha256', 'bench-home-key').update(v).digest('hex');

const VOCAB =
  'the a of to and in is it that for on with as was by at this from be are or an have not but which they were their has had been its more when will would there what all can one about so also into than other some time only then our after may could these first two any most where over should very such new used out each made many people them because like between both during'.split(
    ' ',
  );

/** `size` characters of `line()`s joined by `sep`. */
function fill(size, line, sep) {
  const parts = [];
  let n = 0;
  while (n < size) {
    const l = line();
    parts.push(l);
    n += l.length + sep.length;
  }
  return parts.join(sep).slice(0, size);
}

function inputs(size) {
  const r = seededRandom(42);
  const word = () => VOCAB[Math.floor(r() * VOCAB.length)];
  const sentence = () => {
    const n = 6 + Math.floor(r() * 14);
    const ws = Array.from({ length: n }, word);
    ws[0] = ws[0][0].toUpperCase() + ws[0].slice(1);
    return `${ws.join(' ')}.`;
  };
  let u = 0;
  return {
    // The hooks' 20 MB test's input (hookCli.test.ts): one line, repeated.
    'hook line ×N': 'tide log line with numbers 12 34 56\n'.repeat(Math.ceil(size / 37)).slice(0, size),
    'prose (seeded)': fill(size, () => Array.from({ length: 1 + Math.floor(r() * 4) }, sentence).join(' '), '\n'),
    // Every word new: every shingle unique (and many rare-token candidates).
    'unique words': fill(size, () => `w${(u++).toString(36)}x${Math.floor(r() * 1e6).toString(36)}`, ' '),
    'one huge line': fill(size, sentence, ' '),
    'tiny lines': fill(size, () => (r() < 0.5 ? word() : `${word()} ${Math.floor(r() * 100)}`), '\n'),
  };
}

function cpu(fn) {
  globalThis.gc?.();
  const start = process.cpuUsage();
  fn();
  const d = process.cpuUsage(start);
  return (d.user + d.system) / 1000;
}
const best = (fn) => Math.min(cpu(fn), cpu(fn), cpu(fn));

const winnowOnly = (text) => {
  const w = createWordWinnower({ seed: 0x5eed, window: WINNOW_WINDOW, max: MAX_SHINGLES, shingle: SHINGLE_WORDS });
  for (const word of shingleWords(text)) w.push(word);
  return w.finish();
};
// shingleWords alone, to subtract from the winnower's row.
const wordsOnly = (text) => {
  let n = 0;
  for (const _ of shingleWords(text)) n++;
  return n;
};

console.log(`${'input'.padEnd(24)} ${'size'.padStart(8)} ${'words ms'.padStart(9)} ${'winnow ms'.padStart(10)} ${'fpText ms'.padStart(10)}  window`);
for (const s of sizes.length > 0 ? sizes : ['1m', '20m']) {
  for (const [name, text] of Object.entries(inputs(SIZES[s]))) {
    const out = winnowOnly(text);
    const tw = only === 'text' ? Number.NaN : best(() => wordsOnly(text));
    const ww = only === 'text' ? Number.NaN : best(() => winnowOnly(text));
    const tf = only === 'winnow' ? Number.NaN : best(() => fingerprintText(text, key));
    console.log(
      `${name.padEnd(24)} ${s.padStart(8)} ${tw.toFixed(0).padStart(9)} ${ww.toFixed(0).padStart(10)} ${tf.toFixed(0).padStart(10)}  ${out.window} (${out.texts.length} kept of ${out.words} words)`,
    );
  }
}
