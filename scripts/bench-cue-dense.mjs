// CPU time of fingerprinting a 20 MB log with a credential cue on every line (attack h54 E6),
// through core's createShingler with session's boundedRedactor, in 64 Ki parts as the hook pushes them.
// Usage: node scripts/bench-cue-dense.mjs [--unbounded]  (--unbounded: no bound on cue lines, as before h54-attest2)
import { createHmac } from 'node:crypto';
const here = new URL('../packages/', import.meta.url);
const session = await import(new URL('session/dist/index.js', here).href);
const core = await import(new URL('core/dist/index.js', here).href);
const hash = (s) => createHmac('sha256', 'bench-key').update(s).digest('hex');
const unit = 'GET /api/berths?token=abcdef0123456789abcdef0123456789 200\n';
const text = unit.repeat(Math.ceil(20e6 / unit.length));
const t0 = process.cpuUsage();
const redact = process.argv.includes('--unbounded') ? session.boundedRedactor(session.REDACT_WHOLE, Number.POSITIVE_INFINITY) : session.boundedRedactor();
const shingler = core.createShingler(hash, { redact });
for (let i = 0; i < text.length; i += 65_536) shingler.push(text.slice(i, i + 65_536));
const f = shingler.finish();
const t = process.cpuUsage(t0);
console.log(`20 MB token= log: ${((t.user + t.system) / 1e6).toFixed(1)} s CPU, cut ${redact.cut ?? 'n/a'} characters, unread ${f.unread}`);
