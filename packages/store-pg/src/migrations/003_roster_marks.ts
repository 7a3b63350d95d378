/**
 * Migration 3: the team key roster's rollback marks (DESIGN.md §12, "teammates' acts").
 *
 * A home's roster carries a signed change number, and the home keeps a mark of the last one it
 * wrote, so an older roster put back alone is refused. The home's mark is a file the agent can
 * delete or roll back with the roster, so each change is also marked here, where the agent
 * cannot write: `cairn.roster_marks` holds, per person and per key chain root (one home's
 * identity), each roster change's number with the person's signed `team` act and the plan it
 * signed. A reader takes the higher of the home's mark and the store's latest mark it can verify
 * with the person's own key. Who may do what is decided here, whatever client connects:
 * - a row is written only by a person role, as itself (`person` is `current_user`, a person in
 *   `cairn.members`, never an agent role): agent roles have no INSERT privilege at all;
 * - append-only for every role (the shared triggers), so a mark once written cannot be rolled
 *   back or deleted by any Cairn role;
 * - a role reads only its own person's marks (the person's role and their `<person>_agent`).
 * A row forced in by the table owner or a superuser can only lower trust: a mark counts only
 * with the person's signature, and a higher mark only makes an older roster be refused.
 */
export const MIGRATION_003 = String.raw`
SET LOCAL ROLE cairn_owner;
CREATE TABLE cairn.roster_marks (
  seq bigserial PRIMARY KEY,
  person name NOT NULL DEFAULT current_user,
  root text NOT NULL CHECK (root ~ '^[0-9a-f]{4}(-[0-9a-f]{4}){7}$'),
  mark jsonb NOT NULL CHECK (jsonb_typeof(mark) = 'object' AND octet_length(mark::text) <= 131072),
  at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX roster_marks_latest ON cairn.roster_marks (person, root, seq DESC);
GRANT SELECT ON cairn.roster_marks TO cairn_person, cairn_agent;
GRANT INSERT (root, mark) ON cairn.roster_marks TO cairn_person;
GRANT USAGE ON SEQUENCE cairn.roster_marks_seq_seq TO cairn_person;
ALTER TABLE cairn.roster_marks ENABLE ROW LEVEL SECURITY;
ALTER TABLE cairn.roster_marks FORCE ROW LEVEL SECURITY;
CREATE POLICY owner_all ON cairn.roster_marks TO cairn_owner USING (true) WITH CHECK (true);
CREATE POLICY own_marks ON cairn.roster_marks FOR SELECT TO cairn_person, cairn_agent
  USING (person = (SELECT m.person FROM cairn.members m WHERE m.role = current_user));
CREATE POLICY own_mark ON cairn.roster_marks FOR INSERT TO cairn_person
  WITH CHECK (
    person = current_user
    AND EXISTS (SELECT 1 FROM cairn.members m WHERE m.role = current_user AND m.person = current_user AND NOT m.agent)
  );
CREATE TRIGGER append_only BEFORE UPDATE OR DELETE ON cairn.roster_marks FOR EACH ROW EXECUTE FUNCTION cairn.append_only();
CREATE TRIGGER no_truncate BEFORE TRUNCATE ON cairn.roster_marks FOR EACH STATEMENT EXECUTE FUNCTION cairn.no_truncate();
`;
