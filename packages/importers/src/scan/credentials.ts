import { redactSecrets } from '@cairn/core';
import type { Severity } from './severity.js';

/** A credential-shaped value found in a line. */
export interface CredentialFinding {
  category: 'credential' | 'credential/placeholder';
  severity: Severity;
  message: string;
  /** UTF-16 offset in the line. */
  index: number;
}

/**
 * Values that are placeholders, not secrets (issue #9): `your-…-here`, `changeme`, `<token>`,
 * `xxx`, `example`, `${VAR}`, `dummy`, `fake`, `sample`… A credential-shaped value containing
 * one of these is reported low.
 */
const PLACEHOLDER =
  /example|changeme|change[-_]me|replace[-_]?me|placeholder|your[-_]|[-_]here\b|x{3,}|\*{3,}|\.{3}|…|dummy|fake|sample|<[^>]*>|\$\{?[A-Za-z_]\w*\}?|\{\{[^}]*\}\}|0{8,}|12345678|abcdefgh/i;

/**
 * The placeholders that excuse a value the redactor removes (issue #14, second walk: a
 * Stripe-shaped `sk_live_51FAKE…` key was called a placeholder for the word FAKE while import
 * redacted it as a credential). Only what no real key holds: `your-…-here`, `<token>`,
 * `${VAR}`/`{{VAR}}`, `xxx`, `***`, `changeme`/`replace-me`. Words such as fake, example, dummy
 * or sample, and runs such as 00000000 or abcdefgh, can sit inside a real key's random part.
 */
const REAL_PLACEHOLDER = /changeme|change[-_]me|replace[-_]?me|your[-_][\w-]*[-_]here\b|x{3,}|\*{3,}|<[^>]*>|\$\{?[A-Za-z_]\w*\}?|\{\{[^}]*\}\}/i;

/** True when `value` reads as a placeholder rather than a secret. */
export function isPlaceholder(value: string): boolean {
  return PLACEHOLDER.test(value);
}

/** A credential-looking assignment (`API_KEY=…`, `password: …`, `Authorization: Bearer …`) whose value is a placeholder. */
const ASSIGNMENT =
  /\b([A-Za-z_\d-]*?(?:secret|token|api[-_]?key|apikey|password|passwd|pwd|private[-_]?key|access[-_]?key|client[-_]?secret|auth)[\w-]*)\s*[:=]\s*["']?(?:(?:Bearer|Basic|token)\s+)?([^\s"'`,;]+)/gi;

/** Kinds core finds by a credential label rather than by the value's own shape (gitleaks generic-api-key). */
const LABEL_DRIVEN = new Set(['secret-assignment', 'url-password']);

/** What a finding says of a credential's value: its length only — no character of it reaches a screen or a SARIF file. */
const mask = (value: string): string => `${Array.from(value).length} characters, not shown`;

/**
 * Positions of the redacted values in `line`, from core's `redactSecrets` result: the text
 * between the markers is unchanged, so each secret is what lies between two kept pieces.
 */
function secretsOf(line: string): { kind: string; value: string; index: number }[] {
  const { text, kinds } = redactSecrets(line);
  if (kinds.length === 0) return [];
  const out: { kind: string; value: string; index: number }[] = [];
  const marker = /\[REDACTED:([\w-]+)\]/g;
  let rawPos = 0;
  let redPos = 0;
  const markers = [...text.matchAll(marker)];
  markers.forEach((m, i) => {
    const keptBefore = text.slice(redPos, m.index);
    const at = line.indexOf(keptBefore, rawPos);
    if (at < 0) return;
    const secretStart = at + keptBefore.length;
    const next = markers[i + 1];
    const keptAfter = text.slice(m.index + m[0].length, next ? next.index : text.length);
    let secretEnd = keptAfter === '' ? (next ? secretStart : line.length) : line.indexOf(keptAfter.slice(0, Math.min(keptAfter.length, 16)), secretStart);
    if (secretEnd < secretStart) secretEnd = secretStart;
    out.push({ kind: m[1] ?? 'secret', value: line.slice(secretStart, secretEnd), index: secretStart });
    rawPos = secretEnd;
    redPos = m.index + m[0].length;
  });
  return out;
}

/**
 * Credentials in one line: the shapes core's `redactSecrets` knows (named patterns with
 * public sources) are high — unless the value is a real placeholder (`REAL_PLACEHOLDER`), then low; a value found only
 * by its label (`PASSWORD="…"`, a URL password) is medium — and credential
 * assignments whose value is a placeholder (`SECRET=your-secure-random-secret-here`) are low.
 * Messages never repeat a secret: they show its first four characters.
 *
 * @param line - one line of text
 */
export function findCredentials(line: string): CredentialFinding[] {
  const out: CredentialFinding[] = [];
  const covered: [number, number][] = [];
  for (const s of secretsOf(line)) {
    covered.push([s.index, s.index + Math.max(1, s.value.length)]);
    // A value the redactor removes is a credential (import stores it redacted), unless it is a
    // real placeholder; its text is quoted only when it is in the line as is and nothing in it
    // would be redacted on the way to the screen (a finding never quotes text not in the file).
    if (REAL_PLACEHOLDER.test(s.value)) {
      const quotable = s.value.length > 0 && line.includes(s.value) && redactSecrets(s.value).kinds.length === 0;
      out.push({
        category: 'credential/placeholder',
        severity: 'low',
        message: `A ${s.kind} placeholder (${quotable ? `"${s.value.slice(0, 60)}"` : mask(s.value)}), not a real credential; keep real values out of agent files. Import never writes it: wherever the line is stored, [REDACTED:${s.kind}] takes its place.`,
        index: s.index,
      });
    } else if (LABEL_DRIVEN.has(s.kind)) {
      // Found by its label (PASSWORD=…), not by a shape of its own: often a local test value.
      out.push({
        category: 'credential',
        severity: 'medium',
        message: `A value assigned to a credential name (${s.kind}, ${mask(s.value)}): if it is a real password or key, remove it and rotate it. Import never writes it: wherever the line is stored, [REDACTED:${s.kind}] takes its place.`,
        index: s.index,
      });
    } else {
      out.push({
        category: 'credential',
        severity: 'high',
        message: `A credential (${s.kind}, ${mask(s.value)}) in plain text: remove it and rotate it. Import never writes it: wherever the line is stored, [REDACTED:${s.kind}] takes its place.`,
        index: s.index,
      });
    }
  }
  for (const m of line.matchAll(ASSIGNMENT)) {
    const value = m[2] ?? '';
    const index = (m.index ?? 0) + m[0].length - value.length;
    if (covered.some(([a, b]) => index < b && index + value.length > a)) continue;
    if (value.length < 3 || !isPlaceholder(value)) continue;
    out.push({
      category: 'credential/placeholder',
      severity: 'low',
      message: `A credential placeholder (${m[1] ?? 'credential'} = "${value.slice(0, 60)}"), not a real credential; keep real values out of agent files.`,
      index,
    });
  }
  return out;
}
