import {
  ASSOCIATION_EVENTS_TEXT,
  ASSOCIATION_VOLUNTEERS_TEXT,
  type Association,
  type AssociationManagers,
  type AssociationStats,
  type AssociationsPage,
  type AssociationsQuery,
  type CreateAssociationInput,
  type UpdateAssociationInput,
} from '@portmarin/shared';
import { cursorCodec, cursorFields } from '../../db/cursor.ts';
import { assignments, insertion, type Sql, prepared } from '../../db/sql.ts';
import { AppError } from '../../lib/app-error.ts';
import { resultsChanged, type SharedResults } from '../../plugins/shared-results.ts';

/** The shared results (plugins/shared-results.ts) holding the visitors' first pages of the list. */
export const ASSOCIATIONS_TOPIC = 'associations';

/** Says that a write changed the associations: every instance drops the first pages it keeps. */
export const associationsChanged = (sql: Sql): Promise<void> => resultsChanged(sql, [ASSOCIATIONS_TOPIC]);

/** Who is looking: their id and whether they are an admin (who edits every association). */
export type Viewer = { id: string; isAdmin: boolean } | null;

const COLUMNS = `a.id, a.name, a.category, a.description, a.address, a.phone, a.email,
  a.website_url as "websiteUrl", a.donation_url as "donationUrl", a.activities`;

function canEditColumn(viewer: Viewer, param: (value: unknown) => string): string {
  if (!viewer) return 'false';
  if (viewer.isAdmin) return 'true';
  return `exists (select 1 from association_managers m where m.association_id = a.id and m.user_id = ${param(viewer.id)})`;
}

/** The keyset of the list: name, id. */
const associationCursor = cursorCodec<[name: string, id: string]>(cursorFields.text, cursorFields.uuid);

/** One page of associations by name. */
export async function listAssociations(sql: Sql, viewer: Viewer, query: AssociationsQuery): Promise<AssociationsPage> {
  const after = associationCursor.decode(query.cursor);
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const canEdit = canEditColumn(viewer, param);
  const where = after ? `where (a.name, a.id) > (${param(after[0])}, ${param(after[1])}::uuid)` : '';
  const { rows } = await sql.query<Association>(
    prepared(
      `select ${COLUMNS}, ${canEdit} as "canEdit" from associations a ${where}
     order by a.name, a.id limit ${param(query.limit + 1)}`,
      params,
    ),
  );
  if (rows.length <= query.limit) return { associations: rows, nextCursor: null };
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1]!;
  return { associations: page, nextCursor: associationCursor.encode([last.name, last.id]) };
}

/**
 * The list's JSON text as the route answers it: a visitor's first page (the same for every visitor:
 * they edit nothing) from the instance's shared results, kept until a write of the associations drops it.
 */
export async function readAssociations(
  sql: Sql,
  results: SharedResults,
  viewer: Viewer,
  query: AssociationsQuery,
): Promise<string> {
  const load = async () => JSON.stringify(await listAssociations(sql, viewer, query));
  if (viewer || query.cursor) return load();
  return results.get(ASSOCIATIONS_TOPIC, `visitor:${query.limit}`, load);
}

async function getAssociation(sql: Sql, viewer: Viewer, id: string): Promise<Association> {
  const params: unknown[] = [id];
  const param = (value: unknown) => `$${params.push(value)}`;
  const { rows } = await sql.query<Association>(
    `select ${COLUMNS}, ${canEditColumn(viewer, param)} as "canEdit" from associations a where a.id = $1`,
    params,
  );
  if (!rows[0]) throw new AppError('ASSOCIATION_NOT_FOUND');
  return rows[0];
}

/** The association count is counted; volunteers and yearly events have no data: the spec's texts. */
export async function associationStats(sql: Sql): Promise<AssociationStats> {
  const { rows } = await sql.query<{ count: number }>('select count(*)::int as count from associations');
  return {
    associations: rows[0]!.count,
    volunteers: ASSOCIATION_VOLUNTEERS_TEXT,
    eventsPerYear: ASSOCIATION_EVENTS_TEXT,
  };
}

export async function isAssociationManager(sql: Sql, associationId: string, userId: string): Promise<boolean> {
  const { rowCount } = await sql.query(
    'select 1 from association_managers where association_id = $1 and user_id = $2',
    [associationId, userId],
  );
  return rowCount !== 0;
}

export async function associationExists(sql: Sql, id: string): Promise<boolean> {
  const { rowCount } = await sql.query('select 1 from associations where id = $1', [id]);
  return rowCount !== 0;
}

const orNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null);

function columns(input: UpdateAssociationInput) {
  return {
    name: input.name,
    category: input.category,
    description: input.description,
    address: orNull(input.address),
    phone: orNull(input.phone),
    email: orNull(input.email),
    website_url: orNull(input.websiteUrl),
    donation_url: orNull(input.donationUrl),
    activities: input.activities,
  };
}

export async function createAssociation(sql: Sql, viewer: Viewer, input: CreateAssociationInput) {
  const values: unknown[] = [];
  const { columns: names, placeholders } = insertion(columns(input), values);
  const { rows } = await sql.query<{ id: string }>(
    `insert into associations (${names}) values (${placeholders}) returning id`,
    values,
  );
  await associationsChanged(sql);
  return getAssociation(sql, viewer, rows[0]!.id);
}

export async function updateAssociation(sql: Sql, viewer: Viewer, id: string, input: UpdateAssociationInput) {
  const values: unknown[] = [id];
  const sets = [...assignments(columns(input), values), 'updated_at = now()'];
  const { rowCount } = await sql.query(`update associations set ${sets.join(', ')} where id = $1`, values);
  if (rowCount === 0) throw new AppError('ASSOCIATION_NOT_FOUND');
  await associationsChanged(sql);
  return getAssociation(sql, viewer, id);
}

export async function deleteAssociation(sql: Sql, id: string): Promise<void> {
  const { rowCount } = await sql.query('delete from associations where id = $1', [id]);
  if (rowCount === 0) throw new AppError('ASSOCIATION_NOT_FOUND');
  await associationsChanged(sql);
}

export async function listAssociationManagers(sql: Sql, associationId: string): Promise<AssociationManagers> {
  if (!(await associationExists(sql, associationId))) throw new AppError('ASSOCIATION_NOT_FOUND');
  const { rows } = await sql.query<AssociationManagers['managers'][number]>(
    `select u.id as "userId", u.name, u.username
       from association_managers m join "user" u on u.id = m.user_id
      where m.association_id = $1
      order by u.name, u.id`,
    [associationId],
  );
  return { managers: rows };
}

/** Names a resident manager of the association (again: no change). */
export async function addAssociationManager(sql: Sql, associationId: string, userId: string): Promise<void> {
  if (!(await associationExists(sql, associationId))) throw new AppError('ASSOCIATION_NOT_FOUND');
  const { rowCount } = await sql.query('select 1 from "user" where id = $1', [userId]);
  if (rowCount === 0) throw new AppError('PROFILE_NOT_FOUND');
  await sql.query('insert into association_managers (association_id, user_id) values ($1, $2) on conflict do nothing', [
    associationId,
    userId,
  ]);
}

export async function removeAssociationManager(sql: Sql, associationId: string, userId: string): Promise<void> {
  if (!(await associationExists(sql, associationId))) throw new AppError('ASSOCIATION_NOT_FOUND');
  await sql.query('delete from association_managers where association_id = $1 and user_id = $2', [
    associationId,
    userId,
  ]);
}
