import {
  type BirthDateCorrectionsList,
  type MyBirthDateCorrection,
  DATING_MIN_AGE,
  type DatingAccess,
  type DatingEventsList,
  type DatingProfile,
  type DatingProfilesPage,
  type DatingProfilesQuery,
  type MyDatingProfile,
  type SaveDatingProfileInput,
} from '@portmarin/shared';
import type pg from 'pg';
import { cursorCodec, cursorFields } from '../../db/cursor.ts';
import { directConversation, insertMessage, senderNameOf } from '../messages/index.ts';
import { inTransaction, isoTimestamp as iso, type Sql } from '../../db/sql.ts';
import { logModeration } from '../../db/moderation-log.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Notifier } from '../../plugins/notifications.ts';
import { deliverMessage, type Delivery } from '../messages/index.ts';
import { verifiedBirthdate } from '../verification/index.ts';
import { verificationExpiry } from './dating.policy.ts';
import { shownName, shownUsername } from '../../db/user-names.ts';

// ------------------------------------------------------------------ the age gate

/**
 * The age gate's answer. The birth date is kept on the account at the first attempt, a minor's too
 * once the resident confirmed it (409 DATING_BIRTH_DATE_UNCONFIRMED before), and cannot be replaced
 * by another one afterwards (409): a refused minor cannot simply try an older date; a mistaken one
 * goes through a moderator (`requestBirthDateCorrection`). An adult's verification is stamped now;
 * a minor's is cleared, then refused (403).
 */
export async function verifyAge(
  pool: pg.Pool,
  userId: string,
  birthDate: string,
  confirmRefusal = false,
): Promise<{ adult: true; verifiedAt: Date } | { adult: false }> {
  return inTransaction(pool, async (client) => {
    const { rows } = await client.query<{ stored: string | null; age: number }>(
      `select to_char(a.birth_date, 'YYYY-MM-DD') as stored,
         extract(year from age(current_date, $2::date))::int as age
       from "user" u left join dating_age_checks a on a.user_id = u.id
       where u.id = $1 for update of u`,
      [userId, birthDate],
    );
    const row = rows[0];
    if (!row) throw new AppError('UNAUTHENTICATED');
    if (row.stored !== null && row.stored !== birthDate) throw new AppError('DATING_BIRTH_DATE_LOCKED');
    const adult = row.age >= DATING_MIN_AGE;
    // A date that refuses access is final for the resident: stored only once they confirmed it.
    if (!adult && row.stored === null && !confirmRefusal) throw new AppError('DATING_BIRTH_DATE_UNCONFIRMED');
    const updated = await client.query<{ verified_at: Date | null }>(
      `insert into dating_age_checks (user_id, birth_date, verified_at)
       values ($1, $2::date, case when $3 then now() end)
       on conflict (user_id) do update set birth_date = excluded.birth_date, verified_at = excluded.verified_at
       returning verified_at`,
      [userId, birthDate, adult],
    );
    return adult ? { adult: true, verifiedAt: updated.rows[0]!.verified_at! } : { adult: false };
  });
}

// ------------------------------------------------------------------ one's own profile

type MyProfileRow = {
  bio: string;
  interests: string[];
  type: MyDatingProfile['type'];
  romantic: boolean;
  neighbourhood: string | null;
  shares_position: boolean;
};

async function readMyProfile(sql: Sql, userId: string): Promise<MyDatingProfile | null> {
  const { rows } = await sql.query<MyProfileRow>(
    `select bio, interests, type, romantic, neighbourhood, latitude is not null as shares_position
     from dating_profiles where user_id = $1`,
    [userId],
  );
  const r = rows[0];
  return r
    ? {
        bio: r.bio,
        interests: r.interests,
        type: r.type,
        romantic: r.romantic,
        neighbourhood: r.neighbourhood,
        sharesPosition: r.shares_position,
      }
    : null;
}

export async function datingAccess(
  sql: Sql,
  member: { user: { id: string }; birthDate: string; age: number; verifiedAt: Date },
): Promise<DatingAccess> {
  return {
    birthDate: member.birthDate,
    age: member.age,
    verifiedAt: member.verifiedAt.toISOString(),
    expiresAt: verificationExpiry(member.verifiedAt).toISOString(),
    profile: await readMyProfile(sql, member.user.id),
  };
}

/** About a kilometre: two decimals of a degree. Only the rounded position is ever stored. */
const approximate = (degrees: number) => Math.round(degrees * 100) / 100;

/** Opting in, or editing: interests are kept once each, in the order given. */
export async function saveProfile(sql: Sql, userId: string, input: SaveDatingProfileInput): Promise<void> {
  const seen = new Set<string>();
  const interests = (input.interests ?? []).filter((i) => {
    const key = i.toLocaleLowerCase('fr');
    return !seen.has(key) && !!seen.add(key);
  });
  const position = input.sharePosition && input.position ? input.position : null;
  // sharePosition without a new position keeps the stored one; false forgets it.
  await sql.query(
    `insert into dating_profiles as p (user_id, bio, interests, type, romantic, neighbourhood, latitude, longitude)
     values ($1, $2, $3, $4, $5, nullif($6, ''), $7, $8)
     on conflict (user_id) do update set
       bio = excluded.bio, interests = excluded.interests, type = excluded.type, romantic = excluded.romantic,
       neighbourhood = excluded.neighbourhood,
       latitude = case when $9 then coalesce(excluded.latitude, p.latitude) else null end,
       longitude = case when $9 then coalesce(excluded.longitude, p.longitude) else null end,
       updated_at = now()`,
    [
      userId,
      input.bio,
      interests,
      input.type,
      input.romantic ?? false,
      input.neighbourhood ?? '',
      position ? approximate(position.latitude) : null,
      position ? approximate(position.longitude) : null,
      input.sharePosition ?? false,
    ],
  );
}

export async function deleteProfile(sql: Sql, userId: string): Promise<void> {
  await sql.query('delete from dating_profiles where user_id = $1', [userId]);
}

// ------------------------------------------------------------------ others' profiles

type ProfileRow = {
  id: string;
  name: string;
  username: string | null;
  image: string | null;
  verified: boolean;
  age: number;
  bio: string;
  interests: string[];
  type: DatingProfile['type'];
  neighbourhood: string | null;
  distance_km: number | null;
  cursor_us: string;
};

/** A resident's birth date: FranceConnect's when they identified, else the one they typed. */
const BIRTH_DATE = `coalesce(${verifiedBirthdate('u.id')},
  (select a.birth_date from dating_age_checks a where a.user_id = u.id))`;

/**
 * A profile another resident may see: opted in, an adult by that birth date, not hidden by
 * a moderator, and neither of the two hid the other ('Masquer'). `$1` is the viewer.
 */
const VISIBLE_TO_VIEWER = `p.user_id <> $1
  and u.hidden_at is null
  and ${BIRTH_DATE} is not null and age(current_date, ${BIRTH_DATE}) >= interval '${DATING_MIN_AGE} years'
  and not exists (select 1 from dating_hidden_profiles h
    where (h.user_id = $1 and h.hidden_user_id = p.user_id) or (h.user_id = p.user_id and h.hidden_user_id = $1))`;

// The haversine distance of the two rounded positions, when both residents share one.
const DISTANCE = `case when p.latitude is null or me.latitude is null then null else
  greatest(1, round(12742 * asin(sqrt(
    power(sin(radians(p.latitude - me.latitude) / 2), 2)
    + cos(radians(me.latitude)) * cos(radians(p.latitude)) * power(sin(radians(p.longitude - me.longitude) / 2), 2)
  ))))::int end`;

const TAB_CONDITION: Record<DatingProfilesQuery['tab'], string> = {
  friends: `p.type = 'amicale'`,
  sports: `p.type = 'sportive'`,
  romantic: 'p.romantic',
};

/** The cursor: the last profile's update time in microseconds since 1970 and its account id. */
const profileCursor = cursorCodec<[us: string, id: string]>(cursorFields.micros, cursorFields.userId);

/** The tab's profiles, recently updated first. */
export async function listProfiles(
  sql: Sql,
  viewerId: string,
  query: DatingProfilesQuery,
): Promise<DatingProfilesPage> {
  const values: unknown[] = [viewerId, query.limit + 1];
  const conditions = [VISIBLE_TO_VIEWER, TAB_CONDITION[query.tab]];
  const cursor = profileCursor.decode(query.cursor);
  if (cursor) {
    values.push(...cursor);
    conditions.push(
      `(p.updated_at, p.user_id) < (timestamptz 'epoch' + $3::bigint * interval '1 microsecond', $4::text)`,
    );
  }
  const { rows } = await sql.query<ProfileRow>(
    `select p.user_id as id,
       ${shownName('u')} as name,
       ${shownUsername('u')} as username, u.image, u.verified,
       extract(year from age(current_date, ${BIRTH_DATE}))::int as age,
       p.bio, p.interests, p.type, p.neighbourhood, ${DISTANCE} as distance_km,
       (extract(epoch from p.updated_at) * 1000000)::bigint::text as cursor_us
     from dating_profiles p
       join "user" u on u.id = p.user_id
       left join dating_profiles me on me.user_id = $1
     where ${conditions.join(' and ')}
     order by p.updated_at desc, p.user_id desc
     limit $2`,
    values,
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    profiles: page.map((r) => ({
      id: r.id,
      name: r.name,
      username: r.username,
      image: r.image,
      verified: r.verified,
      age: r.age,
      bio: r.bio,
      interests: r.interests,
      type: r.type,
      neighbourhood: r.neighbourhood,
      distanceKm: r.distance_km,
    })),
    nextCursor: rows.length > query.limit && last ? profileCursor.encode([last.cursor_us, last.id]) : null,
  };
}

/** 404 unless the viewer may see this profile (the rule of the lists). */
async function assertVisible(sql: Sql, viewerId: string, profileId: string): Promise<void> {
  const { rows } = await sql.query(
    `select 1 from dating_profiles p join "user" u on u.id = p.user_id where p.user_id = $2 and ${VISIBLE_TO_VIEWER}`,
    [viewerId, profileId],
  );
  if (!rows[0]) throw new AppError('DATING_PROFILE_NOT_FOUND');
}

/** 'Masquer': kept server-side; the profile leaves the viewer's lists, and the two cannot write through dating. */
export async function hideProfile(sql: Sql, viewerId: string, profileId: string): Promise<void> {
  if (profileId === viewerId) throw new AppError('DATING_PROFILE_NOT_FOUND');
  const { rowCount } = await sql.query(
    `insert into dating_hidden_profiles (user_id, hidden_user_id)
     select $1, user_id from dating_profiles where user_id = $2
     on conflict do nothing`,
    [viewerId, profileId],
  );
  if (rowCount === 0) {
    // Already hidden is fine (the same answer twice); an unknown profile is not.
    const { rows } = await sql.query('select 1 from dating_profiles where user_id = $1', [profileId]);
    if (!rows[0]) throw new AppError('DATING_PROFILE_NOT_FOUND');
  }
}

/** Undoing 'Masquer'. */
export async function unhideProfile(sql: Sql, viewerId: string, profileId: string): Promise<void> {
  await sql.query('delete from dating_hidden_profiles where user_id = $1 and hidden_user_id = $2', [
    viewerId,
    profileId,
  ]);
}

/**
 * 'Envoyer un message' on a dating profile: the first message goes into the 1:1 conversation
 * (found or created) and is delivered like any message. Refused (404) when the target is not
 * opted in, not an adult, hidden by a moderator, or when either of the two hid the other.
 */
export async function startConversation(
  pool: pg.Pool,
  delivery: Delivery,
  senderId: string,
  profileId: string,
  content: string,
): Promise<{ conversationId: string }> {
  if (profileId === senderId) throw new AppError('CANNOT_MESSAGE_SELF');
  const stored = await inTransaction(pool, async (client) => {
    await assertVisible(client, senderId, profileId);
    const conversation = await directConversation(client, senderId, profileId);
    const message = (await insertMessage(client, senderId, conversation.id, content, null))!;
    return { message, senderName: await senderNameOf(client, senderId) };
  });
  await deliverMessage(delivery, {
    message: stored.message,
    participants: [senderId, profileId],
    senderName: stored.senderName,
  });
  return { conversationId: stored.message.conversationId };
}

// ------------------------------------------------------------------ events

type EventRow = {
  id: string;
  title: string;
  description: string;
  starts_at: string;
  location: string;
  attendees_count: number;
  capacity: number | null;
  organizer_id: string;
  organizer_name: string;
  organizer_username: string | null;
};

/** The events tab: upcoming town events meant for meeting people, not cancelled, not hidden. */
export async function listMeetingEvents(sql: Sql): Promise<DatingEventsList> {
  const { rows } = await sql.query<EventRow>(
    `select e.id, e.title, e.description, ${iso('e.starts_at')} as starts_at, e.location, e.attendees_count,
       e.capacity, u.id as organizer_id,
       ${shownName('u')} as organizer_name,
       ${shownUsername('u')} as organizer_username
     from events e join "user" u on u.id = e.organizer_id
     where e.for_meeting_people and e.cancelled_at is null and e.hidden_at is null and e.starts_at >= now()
     order by e.starts_at, e.id
     limit 50`,
  );
  return {
    events: rows.map((r) => ({
      id: r.id,
      title: r.title,
      description: r.description,
      startsAt: r.starts_at,
      location: r.location,
      participants: r.attendees_count,
      maxParticipants: r.capacity,
      organizer: { id: r.organizer_id, name: r.organizer_name, username: r.organizer_username },
    })),
  };
}

// ------------------------------------------------------------------ correcting a stored birth date

/** Pending requests shown at once: far more than the town will ever have waiting. */
const BIRTH_DATE_CORRECTIONS_LISTED = 100;

/** A resident asks the moderators to reset their stored birth date; one pending request at a time. */
export async function requestBirthDateCorrection(pool: pg.Pool, userId: string, message: string): Promise<void> {
  await inTransaction(pool, async (client) => {
    const { rows } = await client.query<{ stored: string | null }>(
      `select to_char(a.birth_date, 'YYYY-MM-DD') as stored
       from "user" u left join dating_age_checks a on a.user_id = u.id where u.id = $1 for update of u`,
      [userId],
    );
    const stored = rows[0]?.stored ?? null;
    if (!stored) throw new AppError('DATING_NO_BIRTH_DATE');
    const inserted = await client.query(
      `insert into dating_birth_date_corrections (user_id, message, birth_date) values ($1, $2, $3)
       on conflict (user_id) where status = 'pending' do nothing`,
      [userId, message, stored],
    );
    if (inserted.rowCount === 0) throw new AppError('DATING_CORRECTION_PENDING');
  });
}

/** The resident's latest request, for the refused screen. */
export async function myBirthDateCorrection(sql: Sql, userId: string): Promise<MyBirthDateCorrection> {
  const { rows } = await sql.query<{
    status: 'pending' | 'reset' | 'declined';
    created_at: string;
    decided_at: string | null;
  }>(
    `select status, ${iso('created_at')} as created_at, ${iso('decided_at')} as decided_at
     from dating_birth_date_corrections where user_id = $1 order by created_at desc limit 1`,
    [userId],
  );
  const r = rows[0];
  return { correction: r ? { status: r.status, createdAt: r.created_at, decidedAt: r.decided_at } : null };
}

/** Moderators' queue: pending requests, oldest first. */
export async function listBirthDateCorrections(sql: Sql): Promise<BirthDateCorrectionsList> {
  const { rows } = await sql.query<{
    id: string;
    message: string;
    created_at: string;
    user_id: string;
    name: string;
    username: string | null;
    stored: string | null;
  }>(
    `select c.id, c.message, ${iso('c.created_at')} as created_at, u.id as user_id, u.name,
       ${shownUsername('u')} as username, to_char(a.birth_date, 'YYYY-MM-DD') as stored
     from dating_birth_date_corrections c join "user" u on u.id = c.user_id
       left join dating_age_checks a on a.user_id = c.user_id
     where c.status = 'pending' order by c.created_at, c.id limit ${BIRTH_DATE_CORRECTIONS_LISTED}`,
  );
  return {
    corrections: rows.map((r) => ({
      id: r.id,
      message: r.message,
      createdAt: r.created_at,
      resident: { id: r.user_id, name: r.name, username: r.username },
      storedBirthDate: r.stored,
    })),
  };
}

/**
 * A moderator's decision, logged with it: 'reset' clears the stored date and the verification (the
 * resident enters their date once more, a refusing one confirmed again), 'declined' keeps it.
 * Returns the resident to notify once committed.
 */
export async function decideBirthDateCorrection(
  pool: pg.Pool,
  moderatorId: string,
  correctionId: string,
  decision: 'reset' | 'declined',
  reason: string | undefined,
): Promise<{ userId: string }> {
  return inTransaction(pool, async (client) => {
    const { rows } = await client.query<{ user_id: string; status: string; birth_date: string }>(
      'select user_id, status, birth_date from dating_birth_date_corrections where id = $1 for update',
      [correctionId],
    );
    const correction = rows[0];
    if (!correction) throw new AppError('DATING_CORRECTION_NOT_FOUND');
    if (correction.status !== 'pending') throw new AppError('DATING_CORRECTION_DECIDED');
    await client.query(
      `update dating_birth_date_corrections set status = $2, decided_by = $3, decided_at = now() where id = $1`,
      [correctionId, decision, moderatorId],
    );
    if (decision === 'reset') {
      await client.query('delete from dating_age_checks where user_id = $1', [correction.user_id]);
    }
    await logModeration(client, {
      moderatorId,
      action: decision === 'reset' ? 'dating.birth_date_reset' : 'dating.birth_date_correction_declined',
      targetType: 'dating_birth_date_correction',
      targetId: correctionId,
      targetUserId: correction.user_id,
      reason: reason || (decision === 'reset' ? 'Date de naissance réinitialisée' : 'Demande de correction refusée'),
      details: { storedBirthDate: correction.birth_date },
    });
    return { userId: correction.user_id };
  });
}

/** Sent after the decision is committed: the resident follows their request through notifications. */
export async function notifyBirthDateDecision(
  notifier: Notifier,
  userId: string,
  decision: 'reset' | 'declined',
  reason: string | undefined,
): Promise<void> {
  await notifier.notify({
    userId,
    actorId: null,
    type: 'dating_birth_date_correction',
    content:
      decision === 'reset'
        ? 'Votre date de naissance a été réinitialisée : vous pouvez la saisir à nouveau.'
        : `Votre demande de correction de date de naissance a été refusée${reason ? ` : ${reason}` : '.'}`,
    link: '/dating',
  });
}
