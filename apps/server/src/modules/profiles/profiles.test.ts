import { BIO_MAX_LENGTH, ERRORS, type MyProfile, type Profile, type UploadKind } from '@portmarin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RowOf } from '../../db/rows.ts';
import type { user } from '../../db/schema/index.ts';
import * as make from '../../../test/factories.ts';
import { buildTestApp, me, type TestApp, type VerifiedUser } from '../../../test/helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const withCookie = (cookie?: string) => (cookie ? { cookie, origin: t.env.PUBLIC_URL } : {});

const getProfile = (username: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/profiles/${username}`, headers: withCookie(cookie) });

const followReq = (method: 'POST' | 'DELETE', username: string, cookie?: string) =>
  t.app.inject({ method, url: `/api/profiles/${username}/follow`, headers: withCookie(cookie) });

const patchProfile = (cookie: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/profile', headers: withCookie(cookie), payload });

const upload = (userId: string, kind: UploadKind) => make.picture(t.app, { id: userId }, kind);

/** The resident's row as stored (the username lower-cased, the typed form beside it). */
async function storedUser(id: string): Promise<RowOf<typeof user>> {
  const { rows } = await t.app.pool.query<RowOf<typeof user>>('select * from "user" where id = $1', [id]);
  return rows[0]!;
}

const uploadExists = async (id: string) =>
  (await t.app.pool.query('select 1 from uploads where id = $1', [id])).rowCount === 1;

describe('GET /api/profiles/:username', () => {
  let alice: VerifiedUser;
  let bob: VerifiedUser;
  let carol: VerifiedUser;
  let newest: Awaited<ReturnType<typeof make.photoPost>>;
  let photoIds: string[];

  beforeAll(async () => {
    [alice, bob, carol] = await Promise.all([
      make.resident(t.app, { name: 'Alice Le Gall' }),
      make.resident(t.app, { name: 'Bob Tanguy' }),
      make.resident(t.app, { name: 'Carole Riou' }),
    ]);
    const text = await make.post(t.app, alice, { minutesAgo: 30 });
    const older = (await make.photoPost(t.app, alice, { minutesAgo: 20 })).post;
    newest = await make.photoPost(t.app, alice, { minutesAgo: 10 });
    photoIds = [newest.post.id, older.id];
    // Likes on someone else's post must not count for alice.
    const bobPost = await make.post(t.app, bob);
    await make.like(t.app, bob, text.id);
    await make.like(t.app, bob, older.id);
    await make.like(t.app, carol, older.id);
    await make.like(t.app, alice, bobPost.id);
    await make.follow(t.app, bob, alice);
    await make.follow(t.app, carol, alice);
    await make.follow(t.app, alice, bob);
  });

  it('answers 404 PROFILE_NOT_FOUND for an unknown username', async () => {
    const res = await getProfile('personne_ici');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'PROFILE_NOT_FOUND', message: ERRORS.PROFILE_NOT_FOUND.message } });
  });

  it('counts posts, followers, following and likes received from the data', async () => {
    const res = await getProfile(alice.username, bob.cookie);
    expect(res.statusCode).toBe(200);
    const profile = res.json() as Profile;
    expect(profile).toMatchObject({
      id: alice.user.id,
      name: 'Alice Le Gall',
      username: alice.username,
      hidden: false,
      postsCount: 3,
      followersCount: 2,
      followingCount: 1,
      likesReceivedCount: 3,
      isMe: false,
      isFollowedByMe: true,
      verified: false,
      role: 'user',
    });
    expect(profile.photos.map((p) => p.postId)).toEqual(photoIds);
    expect(profile.photos[0]).toEqual({
      postId: photoIds[0],
      url: newest.photo.url,
      thumbnailUrl: newest.photo.thumbnailUrl,
      alt: null,
    });
    expect(profile.followers.map((f) => f.id).sort()).toEqual([bob.user.id, carol.user.id].sort());
  });

  it('finds the resident whatever the case of the username', async () => {
    const res = await getProfile(alice.username.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: alice.user.id, isMe: false, isFollowedByMe: false });
  });

  it('tells the resident their own page', async () => {
    const res = await getProfile(alice.username, alice.cookie);
    expect(res.json()).toMatchObject({ isMe: true, isFollowedByMe: false });
  });

  it('follows the new counts after a like and a new post', async () => {
    const post = await make.post(t.app, alice);
    await make.like(t.app, carol, post.id);
    const profile = (await getProfile(alice.username)).json() as Profile;
    expect(profile).toMatchObject({ postsCount: 4, likesReceivedCount: 4 });
  });

  it('shows at most 6 photos and 6 followers', async () => {
    const star = await make.resident(t.app);
    const photos: string[] = [];
    for (let i = 0; i < 8; i += 1) photos.push((await make.photoPost(t.app, star, { minutesAgo: i })).photo.url);
    const fans = await make.residents(t.app, 7);
    for (const fan of fans) await make.follow(t.app, fan, star);
    const profile = (await getProfile(star.username)).json() as Profile;
    expect(profile.photos.map((p) => p.url)).toEqual(photos.slice(0, 6));
    expect(profile.followers).toHaveLength(6);
    expect(profile.followersCount).toBe(7);
  });
});

describe('follows', () => {
  let alice: VerifiedUser;
  let bob: VerifiedUser;

  beforeAll(async () => {
    [alice, bob] = await Promise.all([make.resident(t.app), make.resident(t.app)]);
  });

  it('follows idempotently and updates the counters', async () => {
    const first = await followReq('POST', alice.username, bob.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ following: true, followersCount: 1 });
    const second = await followReq('POST', alice.username.toUpperCase(), bob.cookie);
    expect(second.json()).toEqual({ following: true, followersCount: 1 });
    const { rows } = await t.app.pool.query('select 1 from follows where following_id = $1', [alice.user.id]);
    expect(rows).toHaveLength(1);

    const aliceProfile = (await getProfile(alice.username, bob.cookie)).json() as Profile;
    expect(aliceProfile).toMatchObject({ followersCount: 1, isFollowedByMe: true });
    const bobProfile = (await getProfile(bob.username)).json() as Profile;
    expect(bobProfile.followingCount).toBe(1);
  });

  it('unfollows idempotently', async () => {
    const first = await followReq('DELETE', alice.username, bob.cookie);
    expect(first.json()).toEqual({ following: false, followersCount: 0 });
    const second = await followReq('DELETE', alice.username, bob.cookie);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ following: false, followersCount: 0 });
    const profile = (await getProfile(alice.username, bob.cookie)).json() as Profile;
    expect(profile).toMatchObject({ followersCount: 0, isFollowedByMe: false });
  });

  it('refuses to follow oneself (400 CANNOT_FOLLOW_SELF)', async () => {
    const res = await followReq('POST', alice.username, alice.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('CANNOT_FOLLOW_SELF');
  });

  it('refuses visitors (401)', async () => {
    for (const method of ['POST', 'DELETE'] as const) {
      const res = await followReq(method, alice.username);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('answers 404 for an unknown resident', async () => {
    const res = await followReq('POST', 'inconnu_du_port', bob.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('PROFILE_NOT_FOUND');
  });
});

describe('hidden profiles', () => {
  let shy: VerifiedUser;
  let other: VerifiedUser;

  beforeAll(async () => {
    [shy, other] = await Promise.all([make.resident(t.app, { name: 'Yvonne Discrète' }), make.resident(t.app)]);
    await make.profileDetails(t.app, shy, { bio: 'Secret', location: 'Port-Marin' });
    await make.townRecognition(t.app, shy, { verified: true });
    await make.photoPost(t.app, shy);
    await make.follow(t.app, other, shy);
    await make.settings(t.app, shy, { privacy: { profileVisible: false } });
  });

  it('shows others and visitors only the name', async () => {
    for (const cookie of [other.cookie, undefined]) {
      const profile = (await getProfile(shy.username, cookie)).json() as Profile;
      expect(profile).toEqual({
        id: shy.user.id,
        name: 'Yvonne Discrète',
        username: null,
        hidden: true,
        image: null,
        coverImage: null,
        bio: null,
        location: null,
        verified: false,
        verifiedResident: false,
        role: 'user',
        createdAt: expect.any(String),
        postsCount: 0,
        followersCount: 0,
        followingCount: 0,
        likesReceivedCount: 0,
        isMe: false,
        isFollowedByMe: false,
        photos: [],
        followers: [],
      });
    }
  });

  it('shows the resident everything', async () => {
    const profile = (await getProfile(shy.username, shy.cookie)).json() as Profile;
    expect(profile).toMatchObject({ hidden: false, isMe: true, bio: 'Secret', postsCount: 1, followersCount: 1 });
    expect(profile.photos).toHaveLength(1);
  });

  it('shows moderators everything', async () => {
    const moderator = await make.staff(t.app, 'moderator');
    const profile = (await getProfile(shy.username, moderator.cookie)).json() as Profile;
    expect(profile).toMatchObject({ hidden: false, bio: 'Secret', verified: true });
  });
});

describe('GET /api/profile', () => {
  it('answers 401 to visitors', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/profile' });
    expect(res.statusCode).toBe(401);
  });

  it("gives the resident's own profile with the e-mail, even when hidden", async () => {
    const resident = await make.resident(t.app);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: withCookie(resident.cookie),
      payload: { privacy: { profileVisible: false } },
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: resident.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: resident.user.id,
      email: resident.email,
      username: resident.username,
      hidden: false,
      isMe: true,
      postsCount: 0,
    });
  });
});

describe('PATCH /api/profile', () => {
  let resident: VerifiedUser;
  let other: VerifiedUser;

  beforeAll(async () => {
    [resident, other] = await Promise.all([make.resident(t.app), make.resident(t.app)]);
  });

  it('answers 401 to visitors', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: '/api/profile', payload: { bio: 'Bonjour' } });
    expect(res.statusCode).toBe(401);
  });

  it('updates name, bio and location, and empties a field sent blank', async () => {
    const res = await patchProfile(resident.cookie, {
      name: '  Nolwenn Le Bris ',
      bio: 'Amoureuse des marées',
      location: 'Quai des Pêcheurs',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Nolwenn Le Bris',
      bio: 'Amoureuse des marées',
      location: 'Quai des Pêcheurs',
      email: resident.email,
      isMe: true,
    });
    const cleared = (await patchProfile(resident.cookie, { bio: '   ' })).json() as MyProfile;
    expect(cleared).toMatchObject({ bio: null, location: 'Quai des Pêcheurs' });
  });

  it('changes the username, stored lower-cased and shown as typed', async () => {
    const typed = `Nolwenn_${Date.now() % 100000}`;
    const res = await patchProfile(resident.cookie, { username: typed });
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe(typed);
    expect(await storedUser(resident.user.id)).toMatchObject({
      username: typed.toLowerCase(),
      display_username: typed,
    });
    expect((await me(t.app, resident.cookie))?.username).toBe(typed.toLowerCase());
    expect((await getProfile(typed.toLowerCase())).json().id).toBe(resident.user.id);
    // Changing only the case of one's own name is not a conflict.
    const recased = await patchProfile(resident.cookie, { username: typed.toUpperCase() });
    expect(recased.statusCode).toBe(200);
    resident.username = typed.toUpperCase();
  });

  it("refuses someone else's username whatever its case (409 USERNAME_TAKEN)", async () => {
    const res = await patchProfile(resident.cookie, { username: other.username.toUpperCase(), name: 'Pas changé' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: 'USERNAME_TAKEN', message: ERRORS.USERNAME_TAKEN.message } });
    expect((await storedUser(resident.user.id)).name).toBe('Nolwenn Le Bris');
  });

  it('refuses a bio that is too long and an invalid username (400)', async () => {
    const long = await patchProfile(resident.cookie, { bio: 'a'.repeat(BIO_MAX_LENGTH + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.code).toBe('VALIDATION_ERROR');
    const bad = await patchProfile(resident.cookie, { username: 'é t é' });
    expect(bad.statusCode).toBe(400);
    const unknown = await patchProfile(resident.cookie, { role: 'admin' });
    expect(unknown.statusCode).toBe(400);
  });

  it('sets and removes the avatar and cover from the resident’s own uploads', async () => {
    const avatar = await upload(resident.user.id, 'avatar');
    const cover = await upload(resident.user.id, 'cover');
    const res = await patchProfile(resident.cookie, { avatarUploadId: avatar.id, coverUploadId: cover.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ image: avatar.url, coverImage: cover.url });
    // A new avatar replaces the old one, whose upload is deleted; the cover stays.
    const next = await upload(resident.user.id, 'avatar');
    const replaced = await patchProfile(resident.cookie, { avatarUploadId: next.id });
    expect(replaced.json()).toMatchObject({ image: next.url, coverImage: cover.url });
    expect(await uploadExists(avatar.id)).toBe(false);
    expect(await uploadExists(cover.id)).toBe(true);
    const removed = await patchProfile(resident.cookie, { avatarUploadId: null, coverUploadId: null });
    expect(removed.json()).toMatchObject({ image: null, coverImage: null });
    expect(await uploadExists(cover.id)).toBe(false);
  });

  it("refuses someone else's upload or one of another kind, writing nothing (400 UPLOAD_NOT_FOUND)", async () => {
    const theirs = await upload(other.user.id, 'avatar');
    const res = await patchProfile(resident.cookie, { name: 'Jamais écrit', avatarUploadId: theirs.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('UPLOAD_NOT_FOUND');
    const postPhoto = await upload(resident.user.id, 'post');
    const wrongKind = await patchProfile(resident.cookie, { coverUploadId: postPhoto.id });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().error.code).toBe('UPLOAD_NOT_FOUND');
    expect(await storedUser(resident.user.id)).toMatchObject({
      name: 'Nolwenn Le Bris',
      image: null,
      cover_image: null,
    });
  });
});

describe('GET /api/profiles/featured', () => {
  it("leaves the signed-in resident out of 'Profils à découvrir'", async () => {
    const star = await make.resident(t.app, { name: 'Aaron Vitrine' });
    const other = await make.resident(t.app, { name: 'Aaron Voisin' });
    await make.townRecognition(t.app, star, { featured: true });
    const featuredIds = async (cookie?: string) =>
      (
        (await t.app.inject({ method: 'GET', url: '/api/profiles/featured', headers: withCookie(cookie) })).json() as {
          profiles: Array<{ id: string }>;
        }
      ).profiles.map((p) => p.id);

    expect(await featuredIds()).toContain(star.user.id);
    expect(await featuredIds(other.cookie)).toContain(star.user.id);
    expect(await featuredIds(star.cookie)).not.toContain(star.user.id);
  });
});
