import type {
  LostFoundClaim,
  LostFoundClaimStatus,
  LostFoundInput,
  LostFoundObject,
  LostFoundStatus,
  Role,
} from '@portmarin/shared';
import type pg from 'pg';
import type { z } from 'zod';
import { logModeration } from '../../db/moderation-log.ts';
import { inTransaction, isoTimestamp as iso, type Sql } from '../../db/sql.ts';
import { shownUsername } from '../../db/user-names.ts';
import { notHidden, readerAt, type Visibility } from '../../db/visibility.ts';
import { AppError } from '../../lib/app-error.ts';
import { TOWN_TIME_ZONE } from '../../lib/town-time.ts';
import { replacePhoto, type UploadClaim } from '../../plugins/uploads.ts';
import { canManageLostFound } from './lost-found.policy.ts';

/** Who reads: a resident (the mairie reads every object, hidden ones included, with its claims) or a visitor. */
export type Reader = { id: string; role: Role } | null;

export type LostFoundInputValue = z.output<typeof LostFoundInput>;

/** A found object's page: where the search, the saved card and the notification lead. */
export const lostFoundPath = (id: string): string => `/objets-trouves/${id}`;

/** The hidden kind of found objects (db/visibility.ts). */
export const LOST_FOUND_HIDDEN_KIND = 'lost-found';

/** How many objects the list shows: the office keeps a season's worth, open ones first. */
const LIST_LIMIT = 100;

type ObjectRow = {
  id: string;
  title: string;
  description: string;
  found_place: string;
  found_on: string;
  image_url: string | null;
  returned_at: string | null;
  created_at: string;
  hidden: boolean;
  my_claim: { id: string; message: string; status: LostFoundClaimStatus; created_at: string } | null;
  claims_count: number | null;
};

/** The columns of the object `o` for the reader at `$1` (null for a visitor); the mairie also counts its claims. */
const columns = (mairie: boolean) => `o.id, o.title, o.description, o.found_place, o.found_on::text as found_on,
  o.image_url, ${iso('o.returned_at')} as returned_at, ${iso('o.created_at')} as created_at,
  o.hidden_at is not null as hidden,
  (select json_build_object('id', c.id, 'message', c.message, 'status', c.status, 'created_at', ${iso('c.created_at')})
     from lost_found_claims c where c.object_id = o.id and c.user_id = $1) as my_claim,
  ${mairie ? '(select count(*)::int from lost_found_claims c where c.object_id = o.id)' : 'null::int'} as claims_count`;

function toObject(r: ObjectRow, mairie: boolean): LostFoundObject {
  const status: LostFoundStatus = r.returned_at ? 'returned' : 'open';
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    foundPlace: r.found_place,
    foundOn: r.found_on,
    imageUrl: r.image_url,
    status,
    returnedAt: r.returned_at,
    createdAt: r.created_at,
    hidden: r.hidden,
    canManage: mairie,
    myClaim: r.my_claim
      ? { id: r.my_claim.id, message: r.my_claim.message, status: r.my_claim.status, createdAt: r.my_claim.created_at }
      : null,
    claimsCount: r.claims_count,
  };
}

/** "The object `o` is readable by the reader at `$1`": everything for the mairie, else what nobody hid. */
function readable(reader: Reader, visibility: Visibility): string {
  if (canManageLostFound(reader)) return 'true';
  return notHidden(LOST_FOUND_HIDDEN_KIND, 'o', readerAt(reader, '$1', visibility));
}

/** The office's objects: open ones first, then those returned, each the latest found first. */
export async function listObjects(sql: Sql, visibility: Visibility, reader: Reader): Promise<LostFoundObject[]> {
  const mairie = canManageLostFound(reader);
  const { rows } = await sql.query<ObjectRow>(
    `select ${columns(mairie)} from lost_found_objects o where ${readable(reader, visibility)}
     order by o.returned_at is not null, o.found_on desc, o.created_at desc, o.id limit ${LIST_LIMIT}`,
    [reader?.id ?? null],
  );
  return rows.map((r) => toObject(r, mairie));
}

/** One object; a hidden one is the mairie's and the moderators' only (404 for everyone else). */
export async function getObject(
  sql: Sql,
  visibility: Visibility,
  reader: Reader,
  id: string,
): Promise<LostFoundObject> {
  const mairie = canManageLostFound(reader);
  const { rows } = await sql.query<ObjectRow>(
    `select ${columns(mairie)} from lost_found_objects o where o.id = $2 and ${readable(reader, visibility)}`,
    [reader?.id ?? null, id],
  );
  if (!rows[0]) throw new AppError('LOST_FOUND_NOT_FOUND');
  return toObject(rows[0], mairie);
}

/** A day to come on the town's calendar cannot be the day something was found. */
async function refuseFutureDay(sql: Sql, foundOn: string): Promise<void> {
  const { rows } = await sql.query<{ future: boolean }>(
    `select $1::date > (now() at time zone '${TOWN_TIME_ZONE}')::date as future`,
    [foundOn],
  );
  if (rows[0]!.future) throw new AppError('LOST_FOUND_FUTURE_DATE');
}

/** Posts a found object for the town hall, its photo taken from the mairie's uploads. */
export async function createObject(
  pool: pg.Pool,
  uploads: UploadClaim,
  actorId: string,
  input: LostFoundInputValue,
): Promise<string> {
  return inTransaction(pool, async (client) => {
    await refuseFutureDay(client, input.foundOn);
    const imageUrl = input.uploadId ? (await uploads.claim(client, actorId, input.uploadId, ['post'])).url : null;
    const { rows } = await client.query<{ id: string }>(
      `insert into lost_found_objects (title, description, found_place, found_on, image_upload_id, image_url, posted_by)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [input.title, input.description, input.foundPlace, input.foundOn, input.uploadId ?? null, imageUrl, actorId],
    );
    const id = rows[0]!.id;
    await logModeration(client, {
      moderatorId: actorId,
      action: 'lost_found.publish',
      targetType: 'lost-found',
      targetId: id,
      reason: `Objet trouvé publié : ${input.title}`,
    });
    return id;
  });
}

/**
 * Edits every field of an open object; `uploadId` absent keeps the photo, null removes it, an id
 * replaces it. A returned object is closed: it is not changed any more.
 */
export async function updateObject(
  pool: pg.Pool,
  uploads: UploadClaim,
  actorId: string,
  id: string,
  input: LostFoundInputValue,
): Promise<{ removedUploadId: string | null }> {
  return inTransaction(pool, async (client) => {
    const { rows: before } = await client.query<{ image_upload_id: string | null; returned: boolean }>(
      'select image_upload_id, returned_at is not null as returned from lost_found_objects where id = $1 for no key update',
      [id],
    );
    if (!before[0]) throw new AppError('LOST_FOUND_NOT_FOUND');
    if (before[0].returned) throw new AppError('LOST_FOUND_RETURNED');
    await refuseFutureDay(client, input.foundOn);
    const photo = await replacePhoto(client, uploads, actorId, before[0].image_upload_id, input.uploadId);
    await client.query(
      `update lost_found_objects set title = $2, description = $3, found_place = $4, found_on = $5,
         image_upload_id = case when $6 then $7::uuid else image_upload_id end,
         image_url = case when $6 then $8 else image_url end,
         posted_by = $9, updated_at = now()
       where id = $1`,
      [
        id,
        input.title,
        input.description,
        input.foundPlace,
        input.foundOn,
        photo.changed,
        photo.id,
        photo.url,
        actorId,
      ],
    );
    await logModeration(client, {
      moderatorId: actorId,
      action: 'lost_found.update',
      targetType: 'lost-found',
      targetId: id,
      reason: `Objet trouvé modifié : ${input.title}`,
    });
    return { removedUploadId: photo.removedUploadId };
  });
}

/**
 * « Rendu à son propriétaire »: closes the object, on one of its claims (accepted, the others
 * declined) or none (returned at the desk). Returns the claimant to tell, if any.
 */
export async function closeObject(
  pool: pg.Pool,
  actorId: string,
  id: string,
  claimId: string | null,
): Promise<{ title: string; claimantId: string | null }> {
  return inTransaction(pool, async (client) => {
    const { rows } = await client.query<{ title: string; returned: boolean }>(
      'select title, returned_at is not null as returned from lost_found_objects where id = $1 for no key update',
      [id],
    );
    const object = rows[0];
    if (!object) throw new AppError('LOST_FOUND_NOT_FOUND');
    if (object.returned) throw new AppError('LOST_FOUND_RETURNED');
    let claimantId: string | null = null;
    if (claimId) {
      const { rows: accepted } = await client.query<{ user_id: string }>(
        `update lost_found_claims set status = 'accepted' where id = $1 and object_id = $2 returning user_id`,
        [claimId, id],
      );
      if (!accepted[0]) throw new AppError('LOST_FOUND_CLAIM_NOT_FOUND');
      claimantId = accepted[0].user_id;
    }
    await client.query(`update lost_found_claims set status = 'declined' where object_id = $1 and status = 'pending'`, [
      id,
    ]);
    await client.query(
      'update lost_found_objects set returned_at = now(), posted_by = $2, updated_at = now() where id = $1',
      [id, actorId],
    );
    await logModeration(client, {
      moderatorId: actorId,
      action: 'lost_found.return',
      targetType: 'lost-found',
      targetId: id,
      reason: `Objet rendu à son propriétaire : ${object.title}`,
    });
    return { title: object.title, claimantId };
  });
}

/** An object's claims for the mairie, the first asked first. */
export async function listClaims(sql: Sql, id: string): Promise<LostFoundClaim[]> {
  const { rows: found } = await sql.query('select 1 from lost_found_objects where id = $1', [id]);
  if (!found[0]) throw new AppError('LOST_FOUND_NOT_FOUND');
  const { rows } = await sql.query<{
    id: string;
    message: string;
    status: LostFoundClaimStatus;
    created_at: string;
    user_id: string;
    name: string;
    username: string | null;
    email: string;
  }>(
    `select c.id, c.message, c.status, ${iso('c.created_at')} as created_at, u.id as user_id, u.name,
       ${shownUsername('u')} as username, u.email
     from lost_found_claims c join "user" u on u.id = c.user_id
     where c.object_id = $1 order by c.created_at, c.id`,
    [id],
  );
  return rows.map((r) => ({
    id: r.id,
    message: r.message,
    status: r.status,
    createdAt: r.created_at,
    claimant: { id: r.user_id, name: r.name, username: r.username, email: r.email },
  }));
}

/**
 * A resident asks for an object with a message to the mairie: once per object, never for one
 * returned or hidden. The object is locked against a closing meanwhile.
 */
export async function claimObject(pool: pg.Pool, userId: string, id: string, message: string): Promise<void> {
  await inTransaction(pool, async (client) => {
    const { rows } = await client.query<{ returned: boolean }>(
      'select returned_at is not null as returned from lost_found_objects where id = $1 and hidden_at is null for share',
      [id],
    );
    if (!rows[0]) throw new AppError('LOST_FOUND_NOT_FOUND');
    if (rows[0].returned) throw new AppError('LOST_FOUND_RETURNED');
    const { rowCount } = await client.query(
      `insert into lost_found_claims (object_id, user_id, message) values ($1, $2, $3)
       on conflict (object_id, user_id) do nothing`,
      [id, userId, message],
    );
    if (!rowCount) throw new AppError('LOST_FOUND_ALREADY_CLAIMED');
  });
}
