/**
 * Migration 2: the team key roster's published chains (DESIGN.md §12, "teammates' acts").
 *
 * `cairn.person_keys` holds each person's PUBLIC key chain (identity key, key changes and their
 * endorsements, the recovery key's public half), appended by `cairn team publish` (and
 * `cairn team link`). Who may do what is decided here, whatever client connects:
 * - a row is written only by a person role, as itself: `person` is `current_user` (a default
 *   the policy insists on) and the role must be a person's (`cairn.members`, not an agent);
 *   agent roles have no INSERT privilege at all;
 * - append-only for every role (the shared triggers), so a chain once published stays in the
 *   history; readers take each person's latest row;
 * - every Cairn role may read every row: public keys are not secret, and the agent roles read
 *   the store the person's sessions check signatures with.
 * The database's word is not what makes a chain trusted: a home follows a teammate's chain only
 * from the root its person trusted by fingerprint (`cairn team trust`), so a row forced in by the
 * table owner or a superuser can only lower trust.
 */
export const MIGRATION_002 = String.raw`
SET LOCAL ROLE cairn_owner;
CREATE TABLE cairn.person_keys (
  seq bigserial PRIMARY KEY,
  person name NOT NULL DEFAULT current_user,
  chain jsonb NOT NULL CHECK (jsonb_typeof(chain) = 'object' AND octet_length(chain::text) <= 262144),
  at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX person_keys_latest ON cairn.person_keys (person, seq DESC);
GRANT SELECT ON cairn.person_keys TO cairn_person, cairn_agent;
GRANT INSERT (chain) ON cairn.person_keys TO cairn_person;
GRANT USAGE ON SEQUENCE cairn.person_keys_seq_seq TO cairn_person;
ALTER TABLE cairn.person_keys ENABLE ROW LEVEL SECURITY;
ALTER TABLE cairn.person_keys FORCE ROW LEVEL SECURITY;
CREATE POLICY owner_all ON cairn.person_keys TO cairn_owner USING (true) WITH CHECK (true);
CREATE POLICY read_all ON cairn.person_keys FOR SELECT TO cairn_person, cairn_agent USING (true);
CREATE POLICY own_chain ON cairn.person_keys FOR INSERT TO cairn_person
  WITH CHECK (
    person = current_user
    AND EXISTS (SELECT 1 FROM cairn.members m WHERE m.role = current_user AND m.person = current_user AND NOT m.agent)
  );
CREATE TRIGGER append_only BEFORE UPDATE OR DELETE ON cairn.person_keys FOR EACH ROW EXECUTE FUNCTION cairn.append_only();
CREATE TRIGGER no_truncate BEFORE TRUNCATE ON cairn.person_keys FOR EACH STATEMENT EXECUTE FUNCTION cairn.no_truncate();
`;
