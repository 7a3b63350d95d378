/**
 * Migration 1: the team store's roles, tables, row-level security and write path
 * (DESIGN.md §12; issue 24). Run once per database by `cairn migrate` as a role that may
 * create roles (a superuser, or the database owner with CREATEROLE).
 *
 * Who may do what is decided HERE, by the database, whatever client connects:
 * - `cairn_owner` (NOLOGIN) owns every table and function; nobody logs in as it.
 * - `cairn_person` and `cairn_agent` (NOLOGIN groups): each person's role is a member of
 *   `cairn_person`, each `<person>_agent` role of `cairn_agent`; an agent role is never a
 *   member of its person's role (`cairn.enrol` checks).
 * - Row-level security is ENABLED and FORCED on every table that holds a project's data: a
 *   role sees and writes only the projects in `cairn.access` for it (`cairn team grant`).
 * - The only write path is appending to `cairn.events` (record changes), `cairn.audit` (the
 *   hash chain) and `cairn.team_acts` (create/grant/revoke). No Cairn role may UPDATE, DELETE
 *   or TRUNCATE anything; a trigger refuses it even to a superuser's session, except the
 *   owner's text removal below.
 * - `actor` is `current_user`, written by the database (a default the policies insist on).
 * - For agent roles a RESTRICTIVE policy refuses every event that a person's act would write:
 *   origin `user`, pinned, stable or confirmed records, a status the record did not earn by
 *   itself, edited content, removed flags or evidence, removals and wipes, and audit lines of
 *   person's acts (confirm, pin, forget, trust, …) or claiming `interactive`.
 * - `cairn.apply_event` (SECURITY DEFINER, owner) turns events into `cairn.records`; on a
 *   removal or a wipe it calls `cairn.remove_text`, the ONE function that removes a
 *   record's text from the records and from every earlier event.
 */
export const MIGRATION_001 = String.raw`
DO $roles$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'cairn_owner') THEN CREATE ROLE cairn_owner NOLOGIN; END IF;
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'cairn_person') THEN CREATE ROLE cairn_person NOLOGIN; END IF;
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'cairn_agent') THEN CREATE ROLE cairn_agent NOLOGIN; END IF;
  IF NOT pg_has_role(current_user, 'cairn_owner', 'MEMBER') THEN
    EXECUTE format('GRANT cairn_owner TO %I', current_user);
  END IF;
END
$roles$;

CREATE SCHEMA cairn AUTHORIZATION cairn_owner;
REVOKE ALL ON SCHEMA cairn FROM PUBLIC;
SET LOCAL ROLE cairn_owner;
GRANT USAGE ON SCHEMA cairn TO cairn_person, cairn_agent;

CREATE TABLE cairn.migrations (
  version integer PRIMARY KEY,
  name text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now(),
  applied_by name NOT NULL DEFAULT session_user
);
GRANT SELECT ON cairn.migrations TO cairn_person, cairn_agent;

-- Who is who: each login role, the person it belongs to, and whether it is an agent role.
CREATE TABLE cairn.members (
  role name PRIMARY KEY,
  person name NOT NULL,
  agent boolean NOT NULL,
  CHECK (agent = (role <> person))
);

CREATE TABLE cairn.projects (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{12}$'),
  name text NOT NULL UNIQUE CHECK (name ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$'),
  owner name NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Which roles may read and write which project (a person and all of their agent roles).
CREATE TABLE cairn.access (
  project_id text NOT NULL REFERENCES cairn.projects (id) ON DELETE CASCADE,
  role name NOT NULL,
  PRIMARY KEY (project_id, role)
);

CREATE TABLE cairn.team_acts (
  seq bigserial PRIMARY KEY,
  project_id text NOT NULL,
  act text NOT NULL CHECK (act IN ('create', 'grant', 'revoke')),
  person name NOT NULL,
  name text,
  actor name NOT NULL DEFAULT current_user,
  at timestamptz NOT NULL DEFAULT clock_timestamp()
);

-- The materialised records: written only by cairn.apply_event.
CREATE TABLE cairn.records (
  project_id text NOT NULL REFERENCES cairn.projects (id) ON DELETE CASCADE,
  id text NOT NULL,
  record jsonb NOT NULL,
  kind text NOT NULL,
  text_key text NOT NULL,
  created_at text NOT NULL,
  -- core's tokenizer output (distinct tokens) and token count, written by the client;
  -- candidates only: core recomputes every statistic it ranks with from the text it reads.
  tokens text[] NOT NULL,
  length integer NOT NULL,
  event_seq bigint NOT NULL,
  PRIMARY KEY (project_id, id)
);
CREATE INDEX records_tokens ON cairn.records USING gin (tokens);
CREATE INDEX records_text_key ON cairn.records (project_id, kind, text_key);
CREATE INDEX records_order ON cairn.records (project_id, created_at, id);

-- The append-only event log: every record change, as written.
CREATE TABLE cairn.events (
  seq bigserial PRIMARY KEY,
  project_id text NOT NULL REFERENCES cairn.projects (id) ON DELETE CASCADE,
  op text NOT NULL CHECK (op IN ('put', 'remove', 'wipe')),
  record_id text,
  record jsonb,
  text_key text,
  tokens text[],
  length integer,
  act text NOT NULL,
  actor name NOT NULL DEFAULT current_user,
  at timestamptz NOT NULL DEFAULT clock_timestamp(),
  origin text GENERATED ALWAYS AS (record ->> 'origin') STORED,
  pinned boolean GENERATED ALWAYS AS (coalesce((record ->> 'pinned')::boolean, false)) STORED,
  stable boolean GENERATED ALWAYS AS (coalesce((record ->> 'stable')::boolean, false)) STORED,
  confirmed boolean GENERATED ALWAYS AS (coalesce(record ? 'confirmedAt', false)) STORED,
  CHECK ((op = 'put') = (record IS NOT NULL)),
  CHECK (op = 'wipe' OR record_id IS NOT NULL)
);
CREATE INDEX events_record ON cairn.events (project_id, record_id);

-- The audit log: metadata only, each line chained to the previous one of its project.
CREATE TABLE cairn.audit (
  project_id text NOT NULL REFERENCES cairn.projects (id) ON DELETE CASCADE,
  seq bigint NOT NULL,
  event jsonb NOT NULL,
  actor name NOT NULL DEFAULT current_user,
  at timestamptz NOT NULL DEFAULT clock_timestamp(),
  line text NOT NULL,
  prev text NOT NULL,
  hash text NOT NULL,
  PRIMARY KEY (project_id, seq)
);

GRANT SELECT ON cairn.members, cairn.projects, cairn.access, cairn.records, cairn.events, cairn.audit, cairn.team_acts TO cairn_person, cairn_agent;
GRANT INSERT (project_id, op, record_id, record, text_key, tokens, length, act, actor) ON cairn.events TO cairn_person, cairn_agent;
GRANT INSERT (project_id, event, actor) ON cairn.audit TO cairn_person, cairn_agent;
GRANT INSERT (project_id, act, person, name, actor) ON cairn.team_acts TO cairn_person;
GRANT USAGE ON SEQUENCE cairn.events_seq_seq TO cairn_person, cairn_agent;
GRANT USAGE ON SEQUENCE cairn.team_acts_seq_seq TO cairn_person;

-- Row-level security, enabled and forced (the owner is bound too; a superuser is not).
ALTER TABLE cairn.members ENABLE ROW LEVEL SECURITY;
ALTER TABLE cairn.members FORCE ROW LEVEL SECURITY;
ALTER TABLE cairn.projects ENABLE ROW LEVEL SECURITY;
ALTER TABLE cairn.projects FORCE ROW LEVEL SECURITY;
ALTER TABLE cairn.access ENABLE ROW LEVEL SECURITY;
ALTER TABLE cairn.access FORCE ROW LEVEL SECURITY;
ALTER TABLE cairn.team_acts ENABLE ROW LEVEL SECURITY;
ALTER TABLE cairn.team_acts FORCE ROW LEVEL SECURITY;
ALTER TABLE cairn.records ENABLE ROW LEVEL SECURITY;
ALTER TABLE cairn.records FORCE ROW LEVEL SECURITY;
ALTER TABLE cairn.events ENABLE ROW LEVEL SECURITY;
ALTER TABLE cairn.events FORCE ROW LEVEL SECURITY;
ALTER TABLE cairn.audit ENABLE ROW LEVEL SECURITY;
ALTER TABLE cairn.audit FORCE ROW LEVEL SECURITY;

-- The owner (the definer functions below) may do what they need.
CREATE POLICY owner_all ON cairn.members TO cairn_owner USING (true) WITH CHECK (true);
CREATE POLICY owner_all ON cairn.projects TO cairn_owner USING (true) WITH CHECK (true);
CREATE POLICY owner_all ON cairn.access TO cairn_owner USING (true) WITH CHECK (true);
CREATE POLICY owner_all ON cairn.team_acts TO cairn_owner USING (true) WITH CHECK (true);
CREATE POLICY owner_all ON cairn.records TO cairn_owner USING (true) WITH CHECK (true);
CREATE POLICY owner_all ON cairn.events TO cairn_owner USING (true) WITH CHECK (true);
CREATE POLICY owner_all ON cairn.audit TO cairn_owner USING (true) WITH CHECK (true);

-- A role sees its own membership and grants, and the projects it is granted.
CREATE POLICY own_row ON cairn.members FOR SELECT TO cairn_person, cairn_agent USING (role = current_user);
CREATE POLICY own_row ON cairn.access FOR SELECT TO cairn_person, cairn_agent USING (role = current_user);
CREATE POLICY granted ON cairn.projects FOR SELECT TO cairn_person, cairn_agent
  USING (id IN (SELECT a.project_id FROM cairn.access a WHERE a.role = current_user));
CREATE POLICY granted ON cairn.records FOR SELECT TO cairn_person, cairn_agent
  USING (project_id IN (SELECT a.project_id FROM cairn.access a WHERE a.role = current_user));
CREATE POLICY granted ON cairn.events FOR SELECT TO cairn_person, cairn_agent
  USING (project_id IN (SELECT a.project_id FROM cairn.access a WHERE a.role = current_user));
CREATE POLICY granted ON cairn.audit FOR SELECT TO cairn_person, cairn_agent
  USING (project_id IN (SELECT a.project_id FROM cairn.access a WHERE a.role = current_user));
CREATE POLICY granted ON cairn.team_acts FOR SELECT TO cairn_person
  USING (project_id IN (SELECT a.project_id FROM cairn.access a WHERE a.role = current_user));

-- Writes: as yourself, into a project you are granted; a wipe only by the project's owner.
CREATE POLICY write_own ON cairn.events FOR INSERT TO cairn_person, cairn_agent
  WITH CHECK (
    actor = current_user
    AND project_id IN (SELECT a.project_id FROM cairn.access a WHERE a.role = current_user)
    AND (op <> 'wipe' OR project_id IN (SELECT p.id FROM cairn.projects p WHERE p.owner = current_user))
  );
CREATE POLICY write_own ON cairn.audit FOR INSERT TO cairn_person, cairn_agent
  WITH CHECK (
    actor = current_user
    AND project_id IN (SELECT a.project_id FROM cairn.access a WHERE a.role = current_user)
  );
CREATE POLICY person_acts ON cairn.team_acts FOR INSERT TO cairn_person
  WITH CHECK (
    actor = current_user
    AND EXISTS (SELECT 1 FROM cairn.members m WHERE m.role = current_user AND NOT m.agent)
    AND (
      (act = 'create' AND person = current_user)
      OR (act IN ('grant', 'revoke') AND project_id IN (SELECT p.id FROM cairn.projects p WHERE p.owner = current_user))
    )
  );

-- What an agent role may write to a record (invoker: it reads what the agent may read).
CREATE FUNCTION cairn.agent_may_put(p text, rid text, r jsonb) RETURNS boolean
LANGUAGE plpgsql STABLE SET search_path = pg_catalog, pg_temp AS $fn$
DECLARE
  old jsonb;
BEGIN
  IF r IS NULL OR rid IS NULL OR jsonb_typeof(r) <> 'object' OR (r ->> 'id') IS DISTINCT FROM rid THEN
    RETURN false;
  END IF;
  SELECT x.record INTO old FROM cairn.records x WHERE x.project_id = p AND x.id = rid;
  IF old IS NULL THEN
    -- A new record: nothing that only a person's act makes.
    RETURN coalesce(r ->> 'origin', 'user') <> 'user'
      AND NOT coalesce((r ->> 'pinned')::boolean, false)
      AND NOT coalesce((r ->> 'stable')::boolean, false)
      AND NOT (r ? 'confirmedAt')
      AND (
        r ->> 'status' = 'candidate'
        OR (r ->> 'status' = 'active' AND r ->> 'origin' = 'agent'
            AND NOT coalesce(r -> 'flags', '[]'::jsonb) ?| ARRAY['instruction', 'contradicts'])
      );
  END IF;
  -- An existing record: its content and every field a person's act sets stay as they are.
  IF ROW(r -> 'origin', r -> 'pinned', r -> 'stable', r -> 'confirmedAt', r -> 'text', r -> 'title',
         r -> 'summary', r -> 'tags', r -> 'tripwires', r -> 'filesEdited', r -> 'kind', r -> 'supersedes',
         r -> 'createdAt', r -> 'salience', r -> 'confidence', r -> 'decayRate')
     IS DISTINCT FROM
     ROW(old -> 'origin', old -> 'pinned', old -> 'stable', old -> 'confirmedAt', old -> 'text', old -> 'title',
         old -> 'summary', old -> 'tags', old -> 'tripwires', old -> 'filesEdited', old -> 'kind', old -> 'supersedes',
         old -> 'createdAt', old -> 'salience', old -> 'confidence', old -> 'decayRate') THEN
    RETURN false;
  END IF;
  -- Flags and evidence only grow.
  IF NOT coalesce(r -> 'flags', '[]'::jsonb) @> coalesce(old -> 'flags', '[]'::jsonb)
     OR NOT coalesce(r -> 'evidence', '[]'::jsonb) @> coalesce(old -> 'evidence', '[]'::jsonb) THEN
    RETURN false;
  END IF;
  IF (r ->> 'status') IS DISTINCT FROM (old ->> 'status') THEN
    IF r ->> 'status' = 'superseded' THEN
      -- An automatic supersede replaces only a record no person entrenched.
      RETURN old ->> 'origin' <> 'user' AND NOT coalesce((old ->> 'pinned')::boolean, false) AND NOT (old ? 'confirmedAt');
    ELSIF r ->> 'status' = 'active' THEN
      -- Promotion by sightings: agent conclusions only, never a flagged one.
      RETURN old ->> 'status' = 'candidate' AND r ->> 'origin' = 'agent'
        AND NOT coalesce(r -> 'flags', '[]'::jsonb) ?| ARRAY['instruction', 'contradicts'];
    END IF;
    RETURN false;
  END IF;
  RETURN (r -> 'supersededBy') IS NOT DISTINCT FROM (old -> 'supersededBy');
END
$fn$;

CREATE POLICY agent_limits ON cairn.events AS RESTRICTIVE FOR INSERT TO cairn_agent
  WITH CHECK (
    op = 'put'
    AND act IN ('memorize', 'sighting', 'recall', 'reinforce')
    AND cairn.agent_may_put(project_id, record_id, record)
  );
CREATE POLICY agent_limits ON cairn.audit AS RESTRICTIVE FOR INSERT TO cairn_agent
  WITH CHECK (
    event ->> 'event' IN ('memorize', 'sighting', 'refused', 'recall')
    AND NOT coalesce((event ->> 'interactive')::boolean, false)
    AND NOT (event ? 'signer')
  );

-- THE one function that removes text: from the record and from every earlier event of it
-- (or of the whole project, for a wipe). Dead row versions, WAL, replicas and backups keep
-- the old bytes until vacuum and rotation (docs/threat-model.md).
CREATE FUNCTION cairn.remove_text(p text, rid text) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $fn$
BEGIN
  IF rid IS NULL THEN
    DELETE FROM cairn.records WHERE project_id = p;
  ELSE
    DELETE FROM cairn.records WHERE project_id = p AND id = rid;
  END IF;
  UPDATE cairn.events
     SET record = (record - ARRAY['text', 'title', 'summary', 'tags', 'tripwires', 'filesEdited', 'evidence', 'gateReasons'])
                  || jsonb_build_object('textRemoved', true),
         text_key = NULL,
         tokens = NULL
   WHERE project_id = p AND op = 'put' AND (rid IS NULL OR record_id = rid) AND NOT (record ? 'textRemoved');
END
$fn$;

-- Events become records. Runs as the owner; the caller's rights were checked by the policies.
CREATE FUNCTION cairn.apply_event() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $fn$
BEGIN
  IF NEW.op = 'put' THEN
    IF jsonb_typeof(NEW.record) <> 'object' OR (NEW.record ->> 'id') IS DISTINCT FROM NEW.record_id
       OR NEW.tokens IS NULL OR NEW.length IS NULL OR NEW.text_key IS NULL THEN
      RAISE EXCEPTION 'cairn: a put event needs a record whose id is record_id, its tokens, length and text key'
        USING ERRCODE = '22023';
    END IF;
    INSERT INTO cairn.records AS x (project_id, id, record, kind, text_key, created_at, tokens, length, event_seq)
    VALUES (NEW.project_id, NEW.record_id, NEW.record, coalesce(NEW.record ->> 'kind', 'fact'), NEW.text_key,
            coalesce(NEW.record ->> 'createdAt', ''), NEW.tokens, NEW.length, NEW.seq)
    ON CONFLICT (project_id, id) DO UPDATE
      SET record = EXCLUDED.record, kind = EXCLUDED.kind, text_key = EXCLUDED.text_key,
          created_at = EXCLUDED.created_at, tokens = EXCLUDED.tokens, length = EXCLUDED.length,
          event_seq = EXCLUDED.event_seq;
  ELSIF NEW.op = 'remove' THEN
    PERFORM cairn.remove_text(NEW.project_id, NEW.record_id);
  ELSE
    PERFORM cairn.remove_text(NEW.project_id, NULL);
  END IF;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER apply_event AFTER INSERT ON cairn.events FOR EACH ROW EXECUTE FUNCTION cairn.apply_event();

-- Append-only, for every role: only cairn.remove_text (as the owner) may strip text from events.
CREATE FUNCTION cairn.append_only() RETURNS trigger
LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $fn$
BEGIN
  -- Nested tests: a record of another table has no such fields, and SQL does not short-circuit.
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'events' AND current_user = 'cairn_owner' THEN
    IF NEW.seq = OLD.seq AND NEW.project_id = OLD.project_id AND NEW.op = OLD.op
       AND NEW.record_id IS NOT DISTINCT FROM OLD.record_id AND NEW.actor = OLD.actor AND NEW.act = OLD.act
       AND NEW.at = OLD.at AND NEW.record ? 'textRemoved' THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'cairn: % is append-only (% refused for %)', TG_TABLE_NAME, TG_OP, current_user
    USING ERRCODE = '42501';
END
$fn$;
CREATE TRIGGER append_only BEFORE UPDATE OR DELETE ON cairn.events FOR EACH ROW EXECUTE FUNCTION cairn.append_only();
CREATE TRIGGER append_only BEFORE UPDATE OR DELETE ON cairn.audit FOR EACH ROW EXECUTE FUNCTION cairn.append_only();
CREATE TRIGGER append_only BEFORE UPDATE OR DELETE ON cairn.team_acts FOR EACH ROW EXECUTE FUNCTION cairn.append_only();
CREATE FUNCTION cairn.no_truncate() RETURNS trigger
LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $fn$
BEGIN
  RAISE EXCEPTION 'cairn: % is append-only (TRUNCATE refused)', TG_TABLE_NAME USING ERRCODE = '42501';
END
$fn$;
CREATE TRIGGER no_truncate BEFORE TRUNCATE ON cairn.events FOR EACH STATEMENT EXECUTE FUNCTION cairn.no_truncate();
CREATE TRIGGER no_truncate BEFORE TRUNCATE ON cairn.audit FOR EACH STATEMENT EXECUTE FUNCTION cairn.no_truncate();
CREATE TRIGGER no_truncate BEFORE TRUNCATE ON cairn.team_acts FOR EACH STATEMENT EXECUTE FUNCTION cairn.no_truncate();

-- The audit chain, computed by the database: seq, prev, hash; actor = current_user (the
-- owner's own lines — team acts — keep the person who acted). Serialised per project by the
-- same advisory lock as the store's transactions.
CREATE FUNCTION cairn.chain_audit() RETURNS trigger
LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $fn$
DECLARE
  prev_line record;
BEGIN
  -- The actor is who is connected (the owner's own lines, team acts, name the person who acted).
  IF current_user <> 'cairn_owner' AND NEW.actor IS DISTINCT FROM current_user THEN
    RAISE EXCEPTION 'cairn: an audit line is written in the name of the role that writes it (%), not %', current_user, NEW.actor
      USING ERRCODE = '42501';
  END IF;
  NEW.actor := coalesce(NEW.actor, current_user);
  PERFORM pg_advisory_xact_lock(hashtextextended('cairn:' || NEW.project_id, 0));
  SELECT a.seq, a.hash INTO prev_line FROM cairn.audit a WHERE a.project_id = NEW.project_id ORDER BY a.seq DESC LIMIT 1;
  NEW.seq := coalesce(prev_line.seq, 0) + 1;
  NEW.prev := coalesce(prev_line.hash, repeat('0', 64));
  NEW.at := clock_timestamp();
  NEW.line := jsonb_build_object('seq', NEW.seq, 'project', NEW.project_id, 'actor', NEW.actor,
                                 'at', to_char(NEW.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
                                 'event', NEW.event)::text;
  NEW.hash := encode(sha256(convert_to(NEW.prev || NEW.line, 'UTF8')), 'hex');
  RETURN NEW;
END
$fn$;
CREATE TRIGGER chain_audit BEFORE INSERT ON cairn.audit FOR EACH ROW EXECUTE FUNCTION cairn.chain_audit();

-- Team acts become projects and grants; each is audited in the project's chain.
CREATE FUNCTION cairn.apply_team_act() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $fn$
DECLARE
  owner_role name;
BEGIN
  IF NEW.act = 'create' THEN
    INSERT INTO cairn.projects (id, name, owner) VALUES (NEW.project_id, NEW.name, NEW.actor);
    INSERT INTO cairn.access (project_id, role)
      SELECT NEW.project_id, m.role FROM cairn.members m WHERE m.person = NEW.actor;
  ELSE
    IF NOT EXISTS (SELECT 1 FROM cairn.members m WHERE m.role = NEW.person AND NOT m.agent) THEN
      RAISE EXCEPTION 'cairn: % is not an enrolled person (an administrator runs CALL cairn.enrol(''%''))', NEW.person, NEW.person
        USING ERRCODE = '22023';
    END IF;
    SELECT p.owner INTO owner_role FROM cairn.projects p WHERE p.id = NEW.project_id;
    IF NEW.act = 'grant' THEN
      INSERT INTO cairn.access (project_id, role)
        SELECT NEW.project_id, m.role FROM cairn.members m WHERE m.person = NEW.person
        ON CONFLICT DO NOTHING;
    ELSE
      IF NEW.person = owner_role THEN
        RAISE EXCEPTION 'cairn: the owner of a project keeps access to it' USING ERRCODE = '22023';
      END IF;
      DELETE FROM cairn.access a WHERE a.project_id = NEW.project_id
        AND a.role IN (SELECT m.role FROM cairn.members m WHERE m.person = NEW.person);
    END IF;
  END IF;
  INSERT INTO cairn.audit (project_id, event, actor)
  VALUES (NEW.project_id,
          jsonb_build_object('time', to_char(NEW.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                             'event', CASE NEW.act WHEN 'create' THEN 'init' ELSE NEW.act END,
                             'channel', 'cli', 'interactive', false,
                             'applied', CASE WHEN NEW.act = 'create' THEN jsonb_build_object('name', NEW.name)
                                             ELSE jsonb_build_object('person', NEW.person) END),
          NEW.actor);
  RETURN NULL;
END
$fn$;
CREATE TRIGGER apply_team_act AFTER INSERT ON cairn.team_acts FOR EACH ROW EXECUTE FUNCTION cairn.apply_team_act();

-- Enrols a person: a login role for the person and one for the person's agents, never a
-- member of each other. Run by the administrator (it creates roles: CREATEROLE or superuser);
-- passwords are set afterwards by the administrator or the person (\password in psql).
CREATE PROCEDURE cairn.enrol(person name)
LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $fn$
DECLARE
  agent name := person || '_agent';
BEGIN
  IF person !~ '^[a-z][a-z0-9_]{0,40}$' OR person ~ '_agent$' OR person LIKE 'cairn%' OR person = 'postgres' THEN
    RAISE EXCEPTION 'cairn: % is not a usable person role name (lower-case letters, digits, _; not ending in _agent)', person
      USING ERRCODE = '22023';
  END IF;
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = person) THEN EXECUTE format('CREATE ROLE %I LOGIN', person); END IF;
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = agent) THEN EXECUTE format('CREATE ROLE %I LOGIN', agent); END IF;
  IF pg_has_role(agent, person, 'MEMBER') OR pg_has_role(person, agent, 'MEMBER') THEN
    RAISE EXCEPTION 'cairn: % must not be a member of % (nor the reverse)', agent, person USING ERRCODE = '42501';
  END IF;
  IF pg_has_role(agent, 'cairn_person', 'MEMBER') OR pg_has_role(person, 'cairn_agent', 'MEMBER') THEN
    RAISE EXCEPTION 'cairn: % and % are already enrolled the other way round', person, agent USING ERRCODE = '42501';
  END IF;
  EXECUTE format('GRANT cairn_person TO %I', person);
  EXECUTE format('GRANT cairn_agent TO %I', agent);
  INSERT INTO cairn.members (role, person, agent) VALUES (person, person, false), (agent, person, true)
    ON CONFLICT (role) DO NOTHING;
END
$fn$;

-- Functions run only where granted: the policies' check for agents, nothing else.
REVOKE ALL ON ALL FUNCTIONS IN SCHEMA cairn FROM PUBLIC;
REVOKE ALL ON ALL PROCEDURES IN SCHEMA cairn FROM PUBLIC;
GRANT EXECUTE ON FUNCTION cairn.agent_may_put(text, text, jsonb) TO cairn_agent;
`;
