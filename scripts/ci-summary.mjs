#!/usr/bin/env node
// Sums vitest's per-package summaries from a log into one closing line `N passed, N failed`,
// the line CI reads. A test file that fails to load has no tests to count, so a run counts
// max(failed tests, failed files) as its failures.
import { readFileSync } from 'node:fs';

const log = readFileSync(process.argv[2], 'utf8').replace(/\u001b\[[0-9;]*m/g, '');
let passed = 0;
let failed = 0;
let runs = 0;
let failedFiles = 0;
for (const line of log.split('\n')) {
  const files = /^(?:\S+:\s+)?\s*Test Files\s+(.*)\(\d+\)\s*$/.exec(line);
  if (files) {
    failedFiles = Number(/(\d+) failed/.exec(files[1])?.[1] ?? 0);
    continue;
  }
  // Non-vitest steps (the real VS Code host test) print their own `name: N passed, N failed`.
  const plain = /^[\w-]+: (\d+) passed, (\d+) failed$/.exec(line.trim());
  if (plain) {
    runs++;
    passed += Number(plain[1]);
    failed += Number(plain[2]);
    continue;
  }
  const tests = /^(?:\S+:\s+)?\s*Tests\s+(.*)\(\d+\)\s*$/.exec(line);
  if (!tests) continue;
  runs++;
  let runFailed = 0;
  for (const part of tests[1].split('|')) {
    const n = /(\d+)\s+(passed|failed|expected fail)/.exec(part);
    if (!n) continue;
    if (n[2] === 'failed') runFailed += Number(n[1]);
    else passed += Number(n[1]);
  }
  failed += Math.max(runFailed, failedFiles);
  failedFiles = 0;
}
if (runs === 0) failed += 1;
console.log(`${passed} passed, ${failed} failed`);
