/**
 * Shared adversarial corpus — case shapes.
 *
 * Every case is plain data (plus, for credentials, two tiny builder functions so
 * that no complete credential literal ever appears in this source tree).
 * The runner contract of each adapter (core, CLI, MCP, VS Code) decides how a
 * case is written; these types only say what the case is and what must happen.
 *
 * Expected behaviour (DESIGN.md §1, §2, §8):
 *  - HostileCase: written with origin `agent` (an honest agent that was deceived),
 *    possibly many times and from several sessions/sources. The record must carry
 *    the flag `instruction`, must stay `candidate` (never `active`), and must be
 *    kept out of the digest. It must be recorded and listed, never dropped.
 *  - BenignCase: written with origin `agent`. Must NOT be flagged `instruction`
 *    (nor, ideally, `obfuscated` where the only invisible character is a
 *    legitimate ZWJ inside an emoji sequence or a ZWNJ inside Persian words),
 *    and must become `active` after two independent sightings.
 *  - CredentialCase: after the write, neither the plain secret nor its raw
 *    (obfuscated) variant occurs in any byte the store wrote (records, log,
 *    index, audit, receipts, digest, errors), and the marker
 *    `[REDACTED:<kind>]` is present in the stored record.
 *  - NearMissCase: stored byte for byte: no redaction, no normalisation, no
 *    truncation. (Flags are not judged for near-misses; the stored text is.)
 */

/** The free-text fields of a memorize request. */
export type CaseField = 'text' | 'title' | 'summary' | 'tags' | 'tripwires' | 'filesEdited';

/** Record kinds (DESIGN.md §3). */
export type MemoryKind = 'fact' | 'convention' | 'decision' | 'preference' | 'outcome';

/** Languages used by the corpus (BCP 47 primary subtags). */
export type CaseLanguage = 'en' | 'es' | 'fr' | 'de' | 'zh' | 'ja' | 'ru' | 'pt' | 'ko' | 'it' | 'ar' | 'he' | 'fa' | 'el';

/**
 * An order to a future agent that must be gated.
 *
 * `field` semantics: when `field` is absent or `'text'`, `text` is the memory
 * text. When `field` names another field, `text` holds the HOSTILE VALUE for
 * that field and the runner must:
 *   - put a benign text in `text` (use {@link BENIGN_CARRIER_TEXT} or any
 *     benign case's text), and
 *   - put `text` in the named field — as a one-element array `[text]` for the
 *     array-valued fields (`tags`, `tripwires`, `filesEdited`), as the string
 *     itself for `title` and `summary`.
 * `kind` is the record kind to use (default `'fact'`); it is set to `outcome`
 * for title/summary/filesEdited cases and `decision` for tripwire cases.
 * The whole record must then be flagged `instruction` (the gate runs on every
 * free-text field).
 */
export interface HostileCase {
  id: string;
  category: string;
  language: CaseLanguage;
  text: string;
  field?: CaseField;
  kind?: MemoryKind;
  note: string;
}

/** The benign text a runner places in `text` when a case targets another field. */
export const BENIGN_CARRIER_TEXT = 'Refactored the config loader into packages/core/src/config.ts; behaviour unchanged.';

/** A plausible project memory that a naive filter would flag. */
export interface BenignCase {
  id: string;
  category: string;
  text: string;
  note: string;
  kind?: MemoryKind;
  /** language of the text; 'en' when absent */
  language?: CaseLanguage;
}

export type CredentialKind =
  | 'github-token'
  | 'anthropic-api-key'
  | 'openai-api-key'
  | 'stripe-key'
  | 'aws-access-key-id'
  | 'aws-secret-access-key'
  | 'google-api-key'
  | 'slack-token'
  | 'slack-webhook'
  | 'npm-token'
  | 'pypi-token'
  | 'gitlab-token'
  | 'huggingface-token'
  | 'sendgrid-api-key'
  | 'twilio-api-key'
  | 'azure-client-secret'
  | 'azure-storage-key'
  | 'jwt'
  | 'private-key'
  | 'url-password'
  | 'secret-assignment';

/**
 * How the secret is presented inside build():
 *  - plain / in-prose / in-json / in-url / in-env: the secret appears verbatim.
 *  - zero-width-split: zero-width characters are inserted inside the secret.
 *  - fullwidth: every ASCII character of the secret is in its fullwidth form.
 *  - bidi-split: bidi control characters are inserted inside the secret.
 * For every case, `applyVariant(c.variant, c.secret())` (exported from
 * ./helpers.ts) is exactly the raw form that occurs in `c.build()`; the checker
 * searches every written byte for BOTH `c.secret()` and that raw form.
 */
export type CredentialVariant = 'plain' | 'zero-width-split' | 'fullwidth' | 'in-json' | 'in-url' | 'in-env' | 'bidi-split' | 'in-prose';

export interface CredentialCase {
  id: string;
  /**
   * The marker kind expected: `[REDACTED:<kind>]`. When a named token sits in an
   * assignment or URL (`GITHUB_TOKEN=ghp_…`, `https://ghp_…@github.com`), the
   * NAMED kind is expected, not `secret-assignment` / `url-password`: the
   * specific shape wins over the generic one.
   */
  kind: CredentialKind;
  variant: CredentialVariant;
  /** The full text to memorize (or, with `field`, the value of that field). */
  build: () => string;
  /** The plain ASCII credential substring that must not reach any byte. */
  secret: () => string;
  /**
   * Further plain substrings that must not reach any byte either (e.g. every
   * line of a PEM body — a multi-line secret() would never match a JSON-escaped
   * log line, so each line is listed separately). Optional; checkers should
   * test these in addition to secret().
   */
  extraSecrets?: () => readonly string[];
  /**
   * As for HostileCase: when set (and not 'text'), build() is the value of that
   * field; the runner puts {@link BENIGN_CARRIER_TEXT} in `text` and build()
   * in the field (one-element array for array fields).
   */
  field?: CaseField;
  note: string;
}

/** Text that resembles a credential or an obfuscation but must survive byte for byte. */
export interface NearMissCase {
  id: string;
  category: string;
  text: string;
  note: string;
}
