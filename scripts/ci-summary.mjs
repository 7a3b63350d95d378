#!/usr/bin/env node
// Sums vitest's per-package summaries from a log into one closing line `N passed, N failed`,
// the line CI reads. A test file that fails to load has no tests to count, so a run counts
// max(failed tests, failed files) as its failures. Before that line it repeats the steps that
// did not exit 0 and vitest's FAIL lines (at most 30), so the tail of a CI log names what failed.
import { readFileSync } from 'node:fs';

const log = readFileSync(process.argv[2], 'utf8').replace(/\u001b\[[0-9;]*m/g, '');
let passed = 0;
let failed = 0;
let runs = 0;
let failedFiles = 0;
const failures = [];
let failedAtStep = 0;
for (const line of log.split('\n')) {
  if (/(?:^|:\s)\s*FAIL\s/.test(line) || /^::: step: .* finished in \d+ s with exit code [1-9]/.test(line)) {
    if (!failures.includes(line.trim())) failures.push(line.trim());
  }
  if (/^::: step: .* finished in \d+ s with exit code /.test(line)) {
    // A step that failed without a failing test counted (the demo's checks, a setup error) is one
    // failure, so the closing line never says 0 failed for a run that exits non-zero.
    if (!/exit code 0$/.test(line.trim()) && failed === failedAtStep) failed += 1;
    failedAtStep = failed;
    continue;
  }
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
if (failures.length > 0) {
  console.log('what failed:');
  for (const line of failures.slice(0, 30)) console.log(`  ${line}`);
  if (failures.length > 30) console.log(`  and ${failures.length - 30} more`);
}
console.log(`${passed} passed, ${failed} failed`);
