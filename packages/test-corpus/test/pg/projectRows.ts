import { adminQuery } from '@cairn/store-pg/testing';

/**
 * Every text column the team store holds for one project — its records, its events (record,
 * text key, tokens) and its audit lines — as bytes, read as the database's owner: what the
 * corpus's "nothing secret or hostile written anywhere" assertions search.
 *
 * @param database - the test database's name (createTestDatabase)
 * @param projectId - the project's id in the team store (`cairn.records.project_id`)
 * @returns one buffer per row, UTF-8
 */
export async function projectRowBytes(database: string, projectId: string): Promise<Buffer[]> {
  const rows = await adminQuery<{ t: string }>(
    database,
    `SELECT record::text AS t FROM cairn.records WHERE project_id = $1
     UNION ALL SELECT coalesce(record::text, '') || ' ' || coalesce(text_key, '') || ' ' || coalesce(array_to_string(tokens, ' '), '') FROM cairn.events WHERE project_id = $1
     UNION ALL SELECT line FROM cairn.audit WHERE project_id = $1`,
    [projectId],
  );
  return rows.rows.map((r) => Buffer.from(r.t, 'utf8'));
}
