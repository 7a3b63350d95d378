/**
 * Migration 4: the relinks a person signed, kept with a team project (closing note 2026-12-06,
 * "Walk / data": the team store had no `keepRelinks`, so a restore into it dropped them and its
 * export did not carry them).
 *
 * A relink (core's `ProjectRelink`: a moved checkout's old and new key and path, with the
 * person's signed `relink` act) is kept as the file store keeps it in `project.json`: read back
 * unchecked, and verified by every reader (`relinkVerifies`, `projectKeys`), so a row forced in
 * by the table owner can only fail to verify. Who may do what is decided here:
 * - a row is written only by a person role, as itself, into a project it is granted; agent roles
 *   have no INSERT privilege at all;
 * - one row per signature and project (`UNIQUE (project_id, sig)`): keeping it again adds nothing;
 * - append-only for every role (the shared triggers);
 * - read by the roles granted the project (a person and their agent roles), as records are.
 */
export const MIGRATION_004 = String.raw`
SET LOCAL ROLE cairn_owner;
CREATE TABLE cairn.relinks (
  seq bigserial PRIMARY KEY,
  project_id text NOT NULL REFERENCES cairn.projects (id) ON DELETE CASCADE,
  sig text NOT NULL CHECK (length(sig) BETWEEN 1 AND 1024),
  relink jsonb NOT NULL CHECK (jsonb_typeof(relink) = 'object' AND octet_length(relink::text) <= 65536),
  actor name NOT NULL DEFAULT current_user,
  at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (project_id, sig)
);
GRANT SELECT ON cairn.relinks TO cairn_person, cairn_agent;
GRANT INSERT (project_id, sig, relink) ON cairn.relinks TO cairn_person;
GRANT USAGE ON SEQUENCE cairn.relinks_seq_seq TO cairn_person;
ALTER TABLE cairn.relinks ENABLE ROW LEVEL SECURITY;
ALTER TABLE cairn.relinks FORCE ROW LEVEL SECURITY;
CREATE POLICY owner_all ON cairn.relinks TO cairn_owner USING (true) WITH CHECK (true);
CREATE POLICY granted ON cairn.relinks FOR SELECT TO cairn_person, cairn_agent
  USING (project_id IN (SELECT a.project_id FROM cairn.access a WHERE a.role = current_user));
CREATE POLICY person_keeps ON cairn.relinks FOR INSERT TO cairn_person
  WITH CHECK (
    actor = current_user
    AND EXISTS (SELECT 1 FROM cairn.members m WHERE m.role = current_user AND NOT m.agent)
    AND project_id IN (SELECT a.project_id FROM cairn.access a WHERE a.role = current_user)
  );
CREATE TRIGGER append_only BEFORE UPDATE OR DELETE ON cairn.relinks FOR EACH ROW EXECUTE FUNCTION cairn.append_only();
CREATE TRIGGER no_truncate BEFORE TRUNCATE ON cairn.relinks FOR EACH STATEMENT EXECUTE FUNCTION cairn.no_truncate();
`;
