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
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/index.ts';
import { associationManagers, associations } from './associations.schema.ts';
import type { Sql } from '../../db/sql.ts';
import { AppError } from '../../lib/app-error.ts';
import { decodeSortCursor, encodeSortCursor } from '../../db/sort-cursor.ts';

/** Who is looking: their id and whether they are an admin (who edits every association). */
export type Viewer = { id: string; isAdmin: boolean } | null;

const COLUMNS = `a.id, a.name, a.category, a.description, a.address, a.phone, a.email,
  a.website_url as "websiteUrl", a.donation_url as "donationUrl", a.activities`;

function canEditColumn(viewer: Viewer, param: (value: unknown) => string): string {
  if (!viewer) return 'false';
  if (viewer.isAdmin) return 'true';
  return `exists (select 1 from association_managers m where m.association_id = a.id and m.user_id = ${param(viewer.id)})`;
}

/** One page of associations by name. */
export async function listAssociations(sql: Sql, viewer: Viewer, query: AssociationsQuery): Promise<AssociationsPage> {
  const after = decodeSortCursor(query.cursor, 2);
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const canEdit = canEditColumn(viewer, param);
  const where = after ? `where (a.name, a.id) > (${param(after[0])}, ${param(after[1])}::uuid)` : '';
  const { rows } = await sql.query<Association>(
    `select ${COLUMNS}, ${canEdit} as "canEdit" from associations a ${where}
     order by a.name, a.id limit ${param(query.limit + 1)}`,
    params,
  );
  if (rows.length <= query.limit) return { associations: rows, nextCursor: null };
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1]!;
  return { associations: page, nextCursor: encodeSortCursor([last.name, last.id]) };
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

export async function isAssociationManager(db: Db, associationId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: associationManagers.userId })
    .from(associationManagers)
    .where(and(eq(associationManagers.associationId, associationId), eq(associationManagers.userId, userId)));
  return rows.length > 0;
}

export async function associationExists(db: Db, id: string): Promise<boolean> {
  const rows = await db.select({ id: associations.id }).from(associations).where(eq(associations.id, id));
  return rows.length > 0;
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
    websiteUrl: orNull(input.websiteUrl),
    donationUrl: orNull(input.donationUrl),
    activities: input.activities,
  };
}

export async function createAssociation(db: Db, sql: Sql, viewer: Viewer, input: CreateAssociationInput) {
  const [row] = await db
    .insert(associations)
    .values({ ...columns(input), name: input.name, category: input.category })
    .returning({ id: associations.id });
  return getAssociation(sql, viewer, row!.id);
}

export async function updateAssociation(db: Db, sql: Sql, viewer: Viewer, id: string, input: UpdateAssociationInput) {
  const [row] = await db
    .update(associations)
    .set({ ...columns(input), updatedAt: new Date() })
    .where(eq(associations.id, id))
    .returning({ id: associations.id });
  if (!row) throw new AppError('ASSOCIATION_NOT_FOUND');
  return getAssociation(sql, viewer, id);
}

export async function deleteAssociation(db: Db, id: string): Promise<void> {
  const [row] = await db.delete(associations).where(eq(associations.id, id)).returning({ id: associations.id });
  if (!row) throw new AppError('ASSOCIATION_NOT_FOUND');
}

export async function listAssociationManagers(db: Db, associationId: string): Promise<AssociationManagers> {
  if (!(await associationExists(db, associationId))) throw new AppError('ASSOCIATION_NOT_FOUND');
  const rows = await db
    .select({ userId: user.id, name: user.name, username: user.username })
    .from(associationManagers)
    .innerJoin(user, eq(user.id, associationManagers.userId))
    .where(eq(associationManagers.associationId, associationId))
    .orderBy(user.name, user.id);
  return { managers: rows };
}

/** Names a resident manager of the association (again: no change). */
export async function addAssociationManager(db: Db, associationId: string, userId: string): Promise<void> {
  if (!(await associationExists(db, associationId))) throw new AppError('ASSOCIATION_NOT_FOUND');
  const [resident] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
  if (!resident) throw new AppError('PROFILE_NOT_FOUND');
  await db.insert(associationManagers).values({ associationId, userId }).onConflictDoNothing();
}

export async function removeAssociationManager(db: Db, associationId: string, userId: string): Promise<void> {
  if (!(await associationExists(db, associationId))) throw new AppError('ASSOCIATION_NOT_FOUND');
  await db
    .delete(associationManagers)
    .where(and(eq(associationManagers.associationId, associationId), eq(associationManagers.userId, userId)));
}
