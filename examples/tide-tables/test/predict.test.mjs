import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { dayCurve } from '../src/predict.mjs';
import { STATIONS } from '../src/stations.mjs';

const EPOCH = new Date('2024-01-01T00:00:00Z');

test('Plymouth on 2024-06-01 matches the reference within 2 cm', () => {
  const reference = JSON.parse(readFileSync(new URL('./reference/PLY-2024-06-01.json', import.meta.url), 'utf8'));
  const curve = dayCurve(STATIONS.PLY, '2024-06-01', EPOCH, 60);
  for (const [i, expected] of reference.hourly.entries()) assert.ok(Math.abs(curve[i].height - expected) <= 0.02, `hour ${i}`);
});
