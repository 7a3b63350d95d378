/**
 * Migration 5: the host hooks' observation store on the team store (issue #21: "storing
 * observations belongs to the store, behind the store interface, so every store backend gets
 * it"; core's `ObservationStore`, `openPgObservationStore`).
 *
 * Observations, host session records and the pause state are each PERSON's, as in each
 * person's home (DESIGN.md §12): a row carries the person of the role that wrote it
 * (`cairn.current_person()`, from `cairn.members`, written by the database), and a role reads,
 * changes and removes only the rows of its own person in the projects it is granted — a person
 * and their `<person>_agent` role share them (the hooks run unattended, with the agent role's
 * credential), a teammate never sees them. Unlike the memory tables these are not append-only:
 * the store prunes (expiry, the cap), forgets and wipes them. Observations hold fingerprints,
 * never text (core's `ObservationSchema`, checked by the client on write and on read; the
 * database bounds each row's size).
 */
export const MIGRATION_005 = String.raw`
SET LOCAL ROLE cairn_owner;
-- The person of the connected role (NULL for a role Cairn did not enrol: every write then fails).
CREATE FUNCTION cairn.current_person() RETURNS name
  LANGUAGE sql STABLE
  AS $$ SELECT m.person FROM cairn.members m WHERE m.role = current_user $$;
GRANT EXECUTE ON FUNCTION cairn.current_person() TO cairn_person, cairn_agent;

CREATE TABLE cairn.observations (
  seq bigserial PRIMARY KEY,
  project_id text NOT NULL REFERENCES cairn.projects (id) ON DELETE CASCADE,
  person name NOT NULL DEFAULT cairn.current_person(),
  session text NOT NULL CHECK (length(session) BETWEEN 1 AND 256),
  at text NOT NULL CHECK (length(at) BETWEEN 1 AND 64),
  obs jsonb NOT NULL CHECK (jsonb_typeof(obs) = 'object' AND octet_length(obs::text) <= 1048576),
  writer name NOT NULL DEFAULT current_user
);
CREATE INDEX observations_session ON cairn.observations (project_id, person, session, seq);
CREATE INDEX observations_at ON cairn.observations (project_id, person, at, seq);

CREATE TABLE cairn.host_sessions (
  project_id text NOT NULL REFERENCES cairn.projects (id) ON DELETE CASCADE,
  person name NOT NULL DEFAULT cairn.current_person(),
  id text NOT NULL CHECK (length(id) BETWEEN 1 AND 256),
  updated_at text NOT NULL CHECK (length(updated_at) BETWEEN 1 AND 64),
  record jsonb NOT NULL CHECK (jsonb_typeof(record) = 'object' AND octet_length(record::text) <= 4194304),
  writer name NOT NULL DEFAULT current_user,
  PRIMARY KEY (project_id, person, id)
);

CREATE TABLE cairn.observation_pause (
  project_id text NOT NULL REFERENCES cairn.projects (id) ON DELETE CASCADE,
  person name NOT NULL DEFAULT cairn.current_person(),
  state jsonb NOT NULL CHECK (jsonb_typeof(state) = 'object' AND octet_length(state::text) <= 4096),
  writer name NOT NULL DEFAULT current_user,
  PRIMARY KEY (project_id, person)
);

GRANT SELECT, INSERT (project_id, session, at, obs), DELETE ON cairn.observations TO cairn_person, cairn_agent;
GRANT USAGE ON SEQUENCE cairn.observations_seq_seq TO cairn_person, cairn_agent;
GRANT SELECT, INSERT (project_id, id, updated_at, record), UPDATE (updated_at, record, writer), DELETE ON cairn.host_sessions TO cairn_person, cairn_agent;
GRANT SELECT, INSERT (project_id, state), UPDATE (state, writer), DELETE ON cairn.observation_pause TO cairn_person, cairn_agent;

ALTER TABLE cairn.observations ENABLE ROW LEVEL SECURITY;
ALTER TABLE cairn.observations FORCE ROW LEVEL SECURITY;
ALTER TABLE cairn.host_sessions ENABLE ROW LEVEL SECURITY;
ALTER TABLE cairn.host_sessions FORCE ROW LEVEL SECURITY;
ALTER TABLE cairn.observation_pause ENABLE ROW LEVEL SECURITY;
ALTER TABLE cairn.observation_pause FORCE ROW LEVEL SECURITY;
CREATE POLICY owner_all ON cairn.observations TO cairn_owner USING (true) WITH CHECK (true);
CREATE POLICY owner_all ON cairn.host_sessions TO cairn_owner USING (true) WITH CHECK (true);
CREATE POLICY owner_all ON cairn.observation_pause TO cairn_owner USING (true) WITH CHECK (true);
-- A role's own person's rows, in a project it is granted; written as itself.
CREATE POLICY own_person ON cairn.observations TO cairn_person, cairn_agent
  USING (person = cairn.current_person() AND project_id IN (SELECT a.project_id FROM cairn.access a WHERE a.role = current_user))
  WITH CHECK (person = cairn.current_person() AND writer = current_user
    AND project_id IN (SELECT a.project_id FROM cairn.access a WHERE a.role = current_user));
CREATE POLICY own_person ON cairn.host_sessions TO cairn_person, cairn_agent
  USING (person = cairn.current_person() AND project_id IN (SELECT a.project_id FROM cairn.access a WHERE a.role = current_user))
  WITH CHECK (person = cairn.current_person() AND writer = current_user
    AND project_id IN (SELECT a.project_id FROM cairn.access a WHERE a.role = current_user));
CREATE POLICY own_person ON cairn.observation_pause TO cairn_person, cairn_agent
  USING (person = cairn.current_person() AND project_id IN (SELECT a.project_id FROM cairn.access a WHERE a.role = current_user))
  WITH CHECK (person = cairn.current_person() AND writer = current_user
    AND project_id IN (SELECT a.project_id FROM cairn.access a WHERE a.role = current_user));
`;
