import {
  CreateAssociationInput,
  CreateBusinessInput,
  CreateBusinessPageInput,
  CreateMunicipalServiceInput,
  CreateGroupInput,
  type CreateBusinessForm,
  type BusinessFlagsInput,
  type CreatePostInput,
  type GroupDetail,
  type Post,
  type PushSubscriptionInput,
  type Role,
  type StoryItem,
  type UpdateProfileInput,
  type UpdateSettingsInput,
  type UploadKind,
  type UpsertPromotionInput,
} from '@portmarin/shared';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { z } from 'zod';
import { grantRole } from '../src/lib/roles.ts';
import { createAssociation } from '../src/modules/associations/associations.service.ts';
import { createBusinessPage } from '../src/modules/business-pages/business-pages.service.ts';
import { createBusiness, setBusinessFlags } from '../src/modules/businesses/businesses.service.ts';
import { sanctionUser } from '../src/modules/content-reports/content-reports.service.ts';
import { createGroup } from '../src/modules/groups/groups.service.ts';
import { createMunicipalService } from '../src/modules/municipal-services/municipal-services.service.ts';
import { createPost, likePost } from '../src/modules/posts/posts.service.ts';
import { follow as followProfile, updateProfile } from '../src/modules/profiles/profiles.service.ts';
import { createPromotion } from '../src/modules/promotions/promotions.service.ts';
import { savePushSubscription } from '../src/modules/push/push.service.ts';
import { updateSettings } from '../src/modules/settings/settings.service.ts';
import { createStory } from '../src/modules/stories/stories.service.ts';
import { createVerifiedUser, type NewUser, type VerifiedUser } from './helpers.ts';
import { quickResidents } from './residents.ts';

/**
 * Test data made the way the app makes it: residents through the sign-up form and its mailed
 * link, content through the services the routes call (no route throttle in the way), never by
 * INSERTs that know the tables' columns. What no service does (the town's badge, time passing)
 * is done here, once, so tests stay free of column names.
 */

type Someone = { user: { id: string } } | { id: string };
const idOf = (who: Someone) => ('user' in who ? who.user.id : who.id);

// ---------------------------------------------------------------- residents

/** A resident who signed up and followed the verification link: signed in (`cookie`). */
export const resident = (app: FastifyInstance, opts: Partial<NewUser> = {}): Promise<VerifiedUser> =>
  createVerifiedUser(app, opts);

/** Many signed-in residents at once, without the password hashing of a real sign-up. */
export const residents = quickResidents;

/** Makes a resident a moderator, mairie staff or admin, the way the town names them (`npm run grant-role`). */
export async function promote(
  app: FastifyInstance,
  who: { email: string },
  role: Exclude<Role, 'user'>,
): Promise<void> {
  if (!(await grantRole(app.pool, who.email, role))) throw new Error(`no account for ${who.email}`);
}

/** A signed-in moderator, mairie staff or admin. */
export async function staff(
  app: FastifyInstance,
  role: Exclude<Role, 'user'>,
  opts: Partial<NewUser> = {},
): Promise<VerifiedUser> {
  const member = await resident(app, opts);
  await promote(app, member, role);
  return { ...member, user: { ...member.user, role } };
}

/** A suspension for `days`, given by a moderator or admin through the moderation's sanction. */
export async function suspension(
  app: FastifyInstance,
  who: Someone,
  by: { id: string; role: Role },
  days = 7,
): Promise<void> {
  await sanctionUser(app.pool, by, idOf(who), { kind: 'suspend', days }, 'Propos injurieux répétés');
}

/** The town's 'Vérifié' badge, and a place in 'Profils à découvrir': granted by the town, no route. */
export async function townRecognition(
  app: FastifyInstance,
  who: Someone,
  badges: { verified?: boolean; featured?: boolean },
): Promise<void> {
  await app.pool.query(
    'update "user" set verified = coalesce($2, verified), featured = coalesce($3, featured) where id = $1',
    [idOf(who), badges.verified ?? null, badges.featured ?? null],
  );
}

/** What a crashed instance leaves behind: a socket row of theirs that no heartbeat refreshes (2 min old). */
export async function socketOfDeadInstance(app: FastifyInstance, who: Someone): Promise<void> {
  await app.pool.query(
    `insert into realtime_sockets (id, instance_id, user_id, seen_at)
     values (gen_random_uuid(), 'dead-instance', $1, now() - interval '2 minutes')`,
    [idOf(who)],
  );
}

/** The resident's sessions ended where no hook sees it (expiry, revocation from another device). */
export async function sessionsEndedElsewhere(app: FastifyInstance, who: Someone): Promise<void> {
  await app.pool.query('delete from session where user_id = $1', [idOf(who)]);
}

/** The resident's own profile fields (bio, location, pictures…), as the profile form sends them. */
export const profileDetails = (app: FastifyInstance, who: Someone, input: UpdateProfileInput) =>
  updateProfile(app.pool, app.visibility, app.uploads, idOf(who), input);

/** The resident's settings, as the settings screen changes them. */
export const settings = (app: FastifyInstance, who: Someone, change: UpdateSettingsInput) =>
  updateSettings(app.pool, idOf(who), change);

// ---------------------------------------------------------------- content

/** A small real image in the upload store, as the upload route stores it. */
export async function picture(app: FastifyInstance, who: Someone, kind: UploadKind = 'post', color = '#2a6f97') {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: color } })
    .png()
    .toBuffer();
  return app.uploads.save(idOf(who), kind, png);
}

/** Moves a row's times back, as if it had been made `ms` ago (no service lets time pass). */
async function passTime(app: FastifyInstance, table: 'posts' | 'stories', id: string, ms: number): Promise<void> {
  if (ms === 0) return;
  const also = table === 'stories' ? ', expires_at = expires_at - $2::interval' : '';
  await app.pool.query(`update ${table} set created_at = created_at - $2::interval${also} where id = $1`, [
    id,
    `${ms} milliseconds`,
  ]);
}

/** A post (in the feed, a group or on a page), `minutesAgo` old. */
export async function post(
  app: FastifyInstance,
  author: Someone,
  input: Partial<CreatePostInput> & { minutesAgo?: number } = {},
): Promise<Post> {
  const { minutesAgo = 0, ...fields } = input;
  const created = await createPost(app.pool, app.visibility, app.uploads, idOf(author), {
    content: 'Marée basse ce matin',
    ...fields,
  });
  await passTime(app, 'posts', created.id, minutesAgo * 60_000);
  return created;
}

/** A post with a photo of the resident's, `minutesAgo` old. */
export async function photoPost(app: FastifyInstance, author: Someone, opts: { minutesAgo?: number } = {}) {
  const photo = await picture(app, author, 'post');
  return { post: await post(app, author, { uploadId: photo.id, ...opts }), photo };
}

export const like = (app: FastifyInstance, who: Someone, postId: string) => likePost(app.pool, idOf(who), postId);

export const follow = (app: FastifyInstance, follower: Someone, followed: { username: string }) =>
  followProfile(app.pool, idOf(follower), followed.username);

/** A story with its photo, `hoursAgo` old (expired past STORY_LIFETIME_HOURS). */
export async function story(
  app: FastifyInstance,
  author: Someone,
  opts: { hoursAgo?: number } = {},
): Promise<StoryItem & { uploadId: string }> {
  const photo = await picture(app, author, 'story', '#e9c46a');
  const created = await createStory(app.pool, app.uploads, idOf(author), photo.id);
  await passTime(app, 'stories', created.id, (opts.hoursAgo ?? 0) * 3_600_000);
  return { ...created, uploadId: photo.id };
}

/** A group its creator administers (public unless `isPrivate`). */
export const group = (app: FastifyInstance, creator: Someone, input: CreateGroupInput): Promise<GroupDetail> =>
  createGroup(app.pool, app.visibility, idOf(creator), CreateGroupInput.parse(input));

/**
 * A business of the directory added by a resident, with the flags a moderator or admin gave it
 * (`by`, whose role allows them: sponsoring takes an admin).
 */
export async function business(
  app: FastifyInstance,
  creator: VerifiedUser,
  input: Omit<CreateBusinessForm, 'category'> & { category?: CreateBusinessForm['category'] },
  flags?: { by: VerifiedUser } & BusinessFlagsInput,
) {
  const created = await createBusiness(
    app.pool,
    creator.user,
    CreateBusinessInput.parse({ category: 'Restaurant', ...input }),
  );
  if (!flags) return created;
  const { by, ...set } = flags;
  return setBusinessFlags(app.pool, by.user, created.id, set);
}

/** A business page of its owner (the resident who creates it). */
export const businessPage = (app: FastifyInstance, owner: VerifiedUser, input: CreateBusinessPageInput) =>
  createBusinessPage(app.pool, app.visibility, owner.user, CreateBusinessPageInput.parse(input));

/** A service of the town hall's directory, added by an admin. */
export const municipalService = (app: FastifyInstance, input: z.input<typeof CreateMunicipalServiceInput>) =>
  createMunicipalService(app.pool, CreateMunicipalServiceInput.parse(input));

/** An association of the town's list, added by an admin. */
export const association = (app: FastifyInstance, input: z.input<typeof CreateAssociationInput>) =>
  createAssociation(app.pool, null, CreateAssociationInput.parse(input));

/** A card of the feed's promotions, written by an admin. */
export const promotion = (app: FastifyInstance, admin: Someone, input: UpsertPromotionInput) =>
  createPromotion(app.pool, idOf(admin), input);

/** A device registered for pushes (its endpoint taken as public: tests use local push services). */
export const pushDevice = (app: FastifyInstance, who: Someone, input: PushSubscriptionInput) =>
  savePushSubscription(app.pool, async () => true, idOf(who), input);

/** A conversation opened by `creator` with the others, through the messaging route. */
export async function conversation(app: FastifyInstance, creator: VerifiedUser, others: Someone[]): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: { cookie: creator.cookie, origin: app.env.PUBLIC_URL },
    payload: { participantIds: others.map(idOf), ...(others.length > 1 ? { title: 'Voisins' } : {}) },
  });
  if (res.statusCode >= 300) throw new Error(`conversation answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { conversation: { id: string } }).conversation.id;
}
