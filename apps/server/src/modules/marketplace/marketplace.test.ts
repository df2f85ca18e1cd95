import type { ConversationList, Listing, ListingContacts, ListingCounts, ListingsPage } from '@portmarin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, caller, type TestApp } from '../../../test/helpers.ts';
import { quickResidents, type QuickResident } from '../../../test/residents.ts';
import { sampleJpeg, uploadAs } from '../../../test/uploads.ts';
import { canDeleteListing, isListingOwner } from './marketplace.policy.ts';

let t: TestApp;
let seller: QuickResident;
let buyer: QuickResident;
let other: QuickResident;
let moderator: QuickResident;
let suspended: QuickResident;
let leaver: QuickResident;

beforeAll(async () => {
  t = await buildTestApp();
  [seller, buyer, other, moderator, suspended, leaver] = (await quickResidents(t.app, 6)) as [
    QuickResident,
    QuickResident,
    QuickResident,
    QuickResident,
    QuickResident,
    QuickResident,
  ];
  await t.app.pool.query(`update "user" set role = 'moderator' where id = $1`, [moderator.id]);
  await t.app.pool.query(`update "user" set suspended_until = now() + interval '7 days' where id = $1`, [suspended.id]);
});
afterAll(async () => t?.close());

const call = caller(() => t);
const BASE = '/api/marketplace/listings';

const bike = {
  title: 'Vélo de ville hollandais',
  description: 'Sept vitesses, panier avant, très peu servi.',
  priceCents: 18000,
  category: 'Loisirs',
  condition: 'Très bon état',
  location: 'Quartier du port',
};

async function create(who: QuickResident, body: object = {}): Promise<Listing> {
  const res = await call('POST', BASE, who, { ...bike, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Listing;
}

async function photo(who: QuickResident): Promise<string> {
  return (await uploadAs(t.app, who.cookie, await sampleJpeg())).id;
}

async function counters(id: string) {
  const { rows } = await t.app.pool.query<{ views: number; messages: number; viewRows: number; contactRows: number }>(
    `select l.views_count as views, l.messages_count as messages,
       (select count(*) from marketplace_listing_views v where v.listing_id = l.id)::int as "viewRows",
       (select count(*) from marketplace_contacts c where c.listing_id = l.id)::int as "contactRows"
     from marketplace_listings l where l.id = $1`,
    [id],
  );
  return rows[0]!;
}

describe('selling', () => {
  it('creates a listing with photos in order; rents get /mois or /nuit, other categories drop real-estate fields', async () => {
    const photos = [await photo(seller), await photo(seller)];
    const listing = await create(seller, { photoIds: photos, realEstateType: 'Location', surfaceM2: 40 });
    expect(listing).toMatchObject({
      title: bike.title,
      priceCents: 18000,
      pricePeriod: 'unique',
      realEstateType: null,
      surfaceM2: null,
      status: 'active',
      isMine: true,
      viewsCount: 0,
      messagesCount: 0,
    });
    expect(listing.photos.map((p) => p.id)).toEqual(photos);
    expect(listing.photos[0]!.url).toMatch(/^\/uploads\/.+\.webp$/);

    const rent = await create(seller, {
      title: 'T2 vue mer',
      category: 'Immobilier',
      realEstateType: 'Location',
      surfaceM2: 45,
      rooms: 2,
      priceCents: 75000,
    });
    expect(rent).toMatchObject({ pricePeriod: 'mois', realEstateType: 'Location', surfaceM2: 45, rooms: 2 });
    const night = await create(seller, { category: 'Immobilier', realEstateType: 'Location saisonnière' });
    expect(night.pricePeriod).toBe('nuit');
    const house = await create(seller, { category: 'Immobilier', realEstateType: 'Vente', priceCents: 0 });
    expect(house.pricePeriod).toBe('unique');
  });

  it('keeps each photo’s description as its text alternative, and replaces them on edit (RGAA 1.3)', async () => {
    const photos = [await photo(seller), await photo(seller)];
    const listing = await create(seller, { photoIds: photos, photoAlts: ['Vélo bleu contre un muret', ''] });
    expect(listing.photos.map((p) => p.alt)).toEqual(['Vélo bleu contre un muret', null]);
    const edited = await call('PUT', `${BASE}/${listing.id}`, seller, {
      ...bike,
      photoIds: [photos[1]],
      photoAlts: ['Le guidon et la sonnette'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json() as Listing).photos.map((p) => p.alt)).toEqual(['Le guidon et la sonnette']);
  });

  it('refuses bad input with a 400, never a 500', async () => {
    const cases: object[] = [
      { ...bike, title: '  ' },
      { ...bike, priceCents: -1 },
      { ...bike, priceCents: 1.5 },
      { ...bike, priceCents: '12' },
      { ...bike, priceCents: 1e12 },
      { ...bike, category: 'Armes' },
      { ...bike, condition: 'Cassé' },
      { ...bike, location: '' },
      { ...bike, title: 'x'.repeat(101) },
      { ...bike, description: 'x'.repeat(2001) },
      { ...bike, title: 'a\u0000b' },
      { ...bike, category: 'Immobilier' },
      { ...bike, category: 'Immobilier', realEstateType: 'Château' },
      { ...bike, category: 'Immobilier', realEstateType: 'Vente', rooms: 0 },
      { ...bike, photoIds: ['pas-un-uuid'] },
      { ...bike, photoIds: 'x' },
    ];
    for (const body of cases) {
      const res = await call('POST', BASE, seller, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call('GET', `${BASE}/pas-un-id`)).statusCode).toBe(400);
    expect((await call('GET', `${BASE}?minPriceCents=abc`)).statusCode).toBe(400);
    expect((await call('GET', `${BASE}?cursor=${'z'.repeat(40)}`)).statusCode).toBe(400);
    expect((await call('GET', `${BASE}?q=${'a'.repeat(101)}`)).statusCode).toBe(400);
    expect((await call('GET', `${BASE}/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
  });

  it('takes up to 6 photos: a 7th, another resident’s upload or one used elsewhere is refused', async () => {
    const six = await Promise.all(Array.from({ length: 6 }, () => photo(seller)));
    const seventh = await photo(seller);
    const tooMany = await call('POST', BASE, seller, { ...bike, photoIds: [...six, seventh] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toContain('au plus 6 photos');
    const listing = await create(seller, { photoIds: six });
    expect(listing.photos).toHaveLength(6);
    const editTooMany = await call('PUT', `${BASE}/${listing.id}`, seller, { ...bike, photoIds: [...six, seventh] });
    expect(editTooMany.statusCode).toBe(400);

    const theirs = await photo(other);
    const notMine = await call('POST', BASE, seller, { ...bike, photoIds: [theirs] });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().error.code).toBe('UPLOAD_NOT_FOUND');
    const reused = await call('POST', BASE, seller, { ...bike, photoIds: [six[0]] });
    expect(reused.json().error.code).toBe('UPLOAD_NOT_FOUND');
    const { rows } = await t.app.pool.query<{ n: number }>(
      'select count(*)::int as n from marketplace_listing_photos where listing_id = $1',
      [listing.id],
    );
    expect(rows[0]!.n).toBe(6);
  });

  it('refuses visitors (401) and suspended residents (403)', async () => {
    expect((await call('POST', BASE, undefined, bike)).statusCode).toBe(401);
    expect((await call('POST', BASE, suspended, bike)).statusCode).toBe(403);
    expect((await call('GET', '/api/marketplace/mine')).statusCode).toBe(401);
    expect((await call('GET', '/api/marketplace/purchases')).statusCode).toBe(401);
  });
});

describe('ownership', () => {
  it('lets only the seller edit or change the status; others 403, visitors 401; moderators delete, logged', async () => {
    const listing = await create(seller);
    const edit = { ...bike, title: 'Vélo vendu par un autre' };
    for (const [who, code] of [
      [other, 403],
      [moderator, 403],
      [undefined, 401],
    ] as const) {
      expect((await call('PUT', `${BASE}/${listing.id}`, who, edit)).statusCode).toBe(code);
      expect((await call('POST', `${BASE}/${listing.id}/status`, who, { status: 'inactive' })).statusCode).toBe(code);
      expect((await call('GET', `${BASE}/${listing.id}/contacts`, who)).statusCode).toBe(code);
    }
    expect((await call('DELETE', `${BASE}/${listing.id}`, other)).statusCode).toBe(403);
    expect((await call('DELETE', `${BASE}/${listing.id}`)).statusCode).toBe(401);

    const mine = await call('PUT', `${BASE}/${listing.id}`, seller, { ...edit, title: 'Vélo hollandais' });
    expect(mine.statusCode).toBe(200);
    expect((mine.json() as Listing).title).toBe('Vélo hollandais');

    const removed = await call('DELETE', `${BASE}/${listing.id}`, moderator);
    expect(removed.statusCode).toBe(200);
    expect((await call('GET', `${BASE}/${listing.id}`, seller)).statusCode).toBe(404);
    const { rows } = await t.app.pool.query('select action from moderation_log where target_id = $1', [listing.id]);
    expect(rows).toEqual([{ action: 'listing.delete' }]);
  });

  it('a listing a moderator hides exists only for its seller and moderators', async () => {
    const listing = await create(seller, { title: 'Lampe à huile ancienne' });
    const hide = await call('POST', '/api/moderation/content', moderator, {
      targetType: 'listing',
      targetId: listing.id,
      action: 'hide',
      reason: 'Arnaque',
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect((await call('GET', `${BASE}/${listing.id}`, other)).statusCode).toBe(404);
    expect((await call('GET', `${BASE}/${listing.id}`)).statusCode).toBe(404);
    expect(((await call('GET', `${BASE}/${listing.id}`, seller)).json() as Listing).hidden).toBe(true);
    const search = (await call('GET', `${BASE}?q=lampe`, other)).json() as ListingsPage;
    expect(search.listings.map((l) => l.id)).not.toContain(listing.id);
    expect((await call('POST', `${BASE}/${listing.id}/contact`, other, { message: 'Bonjour' })).statusCode).toBe(404);
    expect((await call('PUT', `${BASE}/${listing.id}`, other, bike)).statusCode).toBe(404);
    expect(((await call('GET', `${BASE}/${listing.id}`, moderator)).json() as Listing).hidden).toBe(true);
    const mine = (await call('GET', '/api/marketplace/mine', seller)).json() as ListingsPage;
    expect(mine.listings.find((l) => l.id === listing.id)?.hidden).toBe(true);
  });

  it('policies', () => {
    expect(isListingOwner({ id: 'a' }, 'a')).toBe(true);
    expect(isListingOwner(null, 'a')).toBe(false);
    expect(canDeleteListing({ id: 'b', role: 'moderator' }, 'a')).toBe(true);
    expect(canDeleteListing({ id: 'b', role: 'user' }, 'a')).toBe(false);
  });
});

describe('browsing', () => {
  it('finds active listings by French text, filters and counts per category, pages by keyset', async () => {
    const camera = await create(other, {
      title: 'Appareil photo réflex',
      category: 'Électronique',
      condition: 'Bon état',
      priceCents: 25000,
      description: 'Objectif 50 mm, 100% fonctionnel',
    });
    const before = (await call('GET', '/api/marketplace/counts')).json() as ListingCounts;
    const found = (await call('GET', `${BASE}?q=${encodeURIComponent('appareils reflex')}`)).json() as ListingsPage;
    expect(found.listings.map((l) => l.id)).toContain(camera.id);
    expect(found.listings[0]!.viewsCount).toBeNull();
    const accentless = (await call('GET', `${BASE}?q=reflex`)).json() as ListingsPage;
    expect(accentless.listings.map((l) => l.id)).toContain(camera.id);
    const percent = (await call('GET', `${BASE}?q=${encodeURIComponent('100%')}`)).json() as ListingsPage;
    expect(percent.listings.map((l) => l.id)).toEqual([camera.id]);
    const cheap = (
      await call('GET', `${BASE}?category=${encodeURIComponent('Électronique')}&maxPriceCents=20000`)
    ).json() as ListingsPage;
    expect(cheap.listings.map((l) => l.id)).not.toContain(camera.id);
    const ranged = (
      await call('GET', `${BASE}?minPriceCents=25000&maxPriceCents=25000&condition=Bon%20%C3%A9tat`)
    ).json() as ListingsPage;
    expect(ranged.listings.map((l) => l.id)).toEqual([camera.id]);

    await call('POST', `${BASE}/${camera.id}/status`, other, { status: 'inactive' });
    const after = (await call('GET', '/api/marketplace/counts')).json() as ListingCounts;
    expect(after.categories['Électronique']).toBe(before.categories['Électronique'] - 1);
    const { rows } = await t.app.pool.query<{ category: string; n: number }>(
      `select category, count(*)::int as n from marketplace_listings
       where status = 'active' and hidden_at is null group by category`,
    );
    for (const row of rows) expect(after.categories[row.category as keyof ListingCounts['categories']]).toBe(row.n);
    expect((await call('GET', `${BASE}?q=reflex`)).json().listings).toEqual([]);

    const seen = new Set<string>();
    let cursor: string | null = null;
    do {
      const page: ListingsPage = (await call('GET', `${BASE}?limit=2${cursor ? `&cursor=${cursor}` : ''}`)).json();
      for (const l of page.listings) {
        expect(seen.has(l.id)).toBe(false);
        expect(l.status).toBe('active');
        seen.add(l.id);
      }
      cursor = page.nextCursor;
    } while (cursor);
    const { rows: active } = await t.app.pool.query<{ n: number }>(
      `select count(*)::int as n from marketplace_listings where status = 'active' and hidden_at is null`,
    );
    expect(seen.size).toBe(active[0]!.n);
  });

  it('counts one view per resident, not the seller’s nor visitors’', async () => {
    const listing = await create(seller);
    await call('GET', `${BASE}/${listing.id}`, seller);
    await call('GET', `${BASE}/${listing.id}`);
    await call('GET', `${BASE}/${listing.id}`, buyer);
    await call('GET', `${BASE}/${listing.id}`, buyer);
    await call('GET', `${BASE}/${listing.id}`, other);
    expect(await counters(listing.id)).toMatchObject({ views: 2, viewRows: 2 });
    expect(((await call('GET', `${BASE}/${listing.id}`, seller)).json() as Listing).viewsCount).toBe(2);
  });
});

describe('contact and sale', () => {
  it('sends the message to the seller with the listing’s link, counting each buyer once', async () => {
    const listing = await create(seller, { title: 'Kayak de mer' });
    const first = await call('POST', `${BASE}/${listing.id}/contact`, buyer, { message: 'Est-il toujours dispo ?' });
    expect(first.statusCode, first.body).toBe(201);
    const { conversationId } = first.json() as { conversationId: string };
    await call('POST', `${BASE}/${listing.id}/contact`, buyer, { message: 'Je peux passer ce soir.' });
    await call('POST', `${BASE}/${listing.id}/contact`, other, { message: 'Je suis intéressé.' });
    expect(await counters(listing.id)).toMatchObject({ messages: 2, contactRows: 2 });

    const convs = (await call('GET', '/api/conversations', seller)).json() as ConversationList;
    expect(convs.conversations.map((c) => c.id)).toContain(conversationId);
    const { rows } = await t.app.pool.query<{ content: string; sender_id: string }>(
      'select content, sender_id from messages where conversation_id = $1 order by created_at',
      [conversationId],
    );
    expect(rows[0]!.sender_id).toBe(buyer.id);
    expect(rows[0]!.content).toContain(`${t.env.PUBLIC_URL}/marketplace/${listing.id}`);
    expect(rows[0]!.content).toContain('Kayak de mer');
    expect(rows[0]!.content).toContain('Est-il toujours dispo ?');

    // Ten contacts at once from one resident still count once.
    const burst = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', `${BASE}/${listing.id}/contact`, other, { message: 'Encore moi' })),
    );
    expect(burst.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(await counters(listing.id)).toMatchObject({ messages: 2, contactRows: 2 });
    const contacts = (await call('GET', `${BASE}/${listing.id}/contacts`, seller)).json() as ListingContacts;
    expect(contacts.contacts.map((c) => c.id)).toEqual([buyer.id, other.id]);
  });

  it('takes 20 contacts at once from one resident and 11 residents at once without a 5xx, one row each', async () => {
    // Issue 28 point 21: the listing was read FOR SHARE then updated, so concurrent contacts deadlocked.
    const listing = await create(seller, { title: 'Annexe en aluminium' });
    const url = `${BASE}/${listing.id}/contact`;
    const [repeater, ...crowd] = (await quickResidents(t.app, 12)) as [QuickResident, ...QuickResident[]];
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => call('POST', url, repeater, { message: 'Toujours disponible ?' })),
      ...crowd.map((resident) => call('POST', url, resident, { message: 'Je suis intéressé.' })),
    ]);
    expect(answers.filter((r) => r.statusCode >= 500).map((r) => r.body)).toEqual([]);
    expect(answers.map((r) => r.statusCode)).toEqual(Array(31).fill(201));
    expect(await counters(listing.id)).toMatchObject({ messages: 12, contactRows: 12 });
    const { rows } = await t.app.pool.query<{ buyer_id: string; n: number }>(
      'select buyer_id, count(*)::int as n from marketplace_contacts where listing_id = $1 group by buyer_id',
      [listing.id],
    );
    expect(rows.map((r) => r.n)).toEqual(Array(12).fill(1));
    expect(new Set(rows.map((r) => r.buyer_id))).toEqual(new Set([repeater.id, ...crowd.map((r) => r.id)]));
  });

  it('refuses the seller themselves, visitors, suspended residents, empty messages and unavailable listings', async () => {
    const listing = await create(seller);
    const url = `${BASE}/${listing.id}/contact`;
    const own = await call('POST', url, seller, { message: 'Moi-même' });
    expect(own.statusCode).toBe(403);
    expect(own.json().error.code).toBe('LISTING_OWN_CONTACT');
    expect((await call('POST', url, undefined, { message: 'Bonjour' })).statusCode).toBe(401);
    expect((await call('POST', url, suspended, { message: 'Bonjour' })).statusCode).toBe(403);
    expect((await call('POST', url, buyer, { message: '   ' })).statusCode).toBe(400);
    expect((await call('POST', url, buyer, { message: 'x'.repeat(1001) })).statusCode).toBe(400);
    // A suspended resident changes nothing of a listing either.
    expect((await call('PUT', `${BASE}/${listing.id}`, suspended, bike)).statusCode).toBe(403);
    expect((await call('POST', `${BASE}/${listing.id}/status`, suspended, { status: 'inactive' })).statusCode).toBe(
      403,
    );
    await call('POST', `${BASE}/${listing.id}/status`, seller, { status: 'inactive' });
    expect((await call('POST', url, buyer, { message: 'Bonjour' })).json().error.code).toBe('LISTING_UNAVAILABLE');
    expect(await counters(listing.id)).toMatchObject({ messages: 0, contactRows: 0 });
  });

  it('moves active ↔ inactive, then sold to a resident who made contact, which is final and shows in Mes achats', async () => {
    const listing = await create(seller, { title: 'Planche de surf' });
    const status = (body: object) => call('POST', `${BASE}/${listing.id}/status`, seller, body);
    expect(((await status({ status: 'inactive' })).json() as Listing).status).toBe('inactive');
    expect(((await status({ status: 'active' })).json() as Listing).status).toBe('active');
    await call('POST', `${BASE}/${listing.id}/contact`, buyer, { message: 'Je la prends !' });

    const stranger = await status({ status: 'sold', buyerId: other.id });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().error.code).toBe('LISTING_BUYER_NOT_CONTACT');
    expect((await status({ status: 'inactive', buyerId: buyer.id })).statusCode).toBe(400);

    const sold = await status({ status: 'sold', buyerId: buyer.id });
    expect(sold.statusCode).toBe(200);
    expect(sold.json()).toMatchObject({ status: 'sold', buyer: { id: buyer.id } });
    expect((sold.json() as Listing).soldAt).not.toBeNull();

    for (const body of [{ status: 'active' }, { status: 'inactive' }, { status: 'sold' }]) {
      const again = await status(body);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('LISTING_SOLD');
    }
    expect((await call('PUT', `${BASE}/${listing.id}`, seller, bike)).statusCode).toBe(409);
    expect((await call('POST', `${BASE}/${listing.id}/contact`, other, { message: 'Encore ?' })).statusCode).toBe(409);

    const purchases = (await call('GET', '/api/marketplace/purchases', buyer)).json() as ListingsPage;
    expect(purchases.listings.map((l) => l.id)).toEqual([listing.id]);
    expect((await call('GET', '/api/marketplace/purchases', other)).json().listings).toEqual([]);
    const mine = (await call('GET', '/api/marketplace/mine', seller)).json() as ListingsPage;
    const row = mine.listings.find((l) => l.id === listing.id)!;
    expect(row).toMatchObject({ status: 'sold', messagesCount: 1, viewsCount: 0 });
    const asOther = (await call('GET', `${BASE}/${listing.id}`, other)).json() as Listing;
    expect(asOther).toMatchObject({ buyer: null, viewsCount: null, messagesCount: null });
    expect(((await call('GET', `${BASE}/${listing.id}`, buyer)).json() as Listing).buyer?.id).toBe(buyer.id);

    // Sold without a buyer (sold elsewhere) is allowed too.
    const elsewhere = await create(seller);
    const res = await call('POST', `${BASE}/${elsewhere.id}/status`, seller, { status: 'sold' });
    expect(res.json()).toMatchObject({ status: 'sold', buyer: null });
  });
});

describe('account', () => {
  it('exports the resident’s listings, purchases, contacts and views, nobody else’s', async () => {
    const listing = await create(seller, { title: 'Lanterne de bateau' });
    await call('GET', `${BASE}/${listing.id}`, other);
    await call('POST', `${BASE}/${listing.id}/contact`, other, { message: 'Je la veux.' });
    await call('POST', `${BASE}/${listing.id}/status`, seller, { status: 'sold', buyerId: other.id });
    const mine = (await call('GET', '/api/account/export', seller)).json();
    expect(mine.marketplaceListings).toContainEqual(
      expect.objectContaining({ id: listing.id, title: 'Lanterne de bateau', buyerId: other.id, messagesCount: 1 }),
    );
    const theirs = (await call('GET', '/api/account/export', other)).json();
    expect(theirs.marketplacePurchases).toEqual([expect.objectContaining({ id: listing.id, sellerId: seller.id })]);
    expect(theirs.marketplaceContacts).toContainEqual(expect.objectContaining({ listingId: listing.id }));
    expect(theirs.marketplaceViews).toContainEqual({ listingId: listing.id });
    expect(theirs.marketplaceListings.map((l: { id: string }) => l.id)).not.toContain(listing.id);
  });

  it('takes a deleted resident’s views and contacts out of the counters; their own listings go', async () => {
    const listing = await create(seller);
    await call('GET', `${BASE}/${listing.id}`, leaver);
    await call('POST', `${BASE}/${listing.id}/contact`, leaver, { message: 'Je prends.' });
    await call('POST', `${BASE}/${listing.id}/contact`, buyer, { message: 'Moi aussi.' });
    expect(await counters(listing.id)).toMatchObject({ views: 1, messages: 2 });
    const own = await create(leaver);
    await call('POST', `${BASE}/${own.id}/contact`, buyer, { message: 'Bonjour' });

    const { rows: u } = await t.app.pool.query<{ email: string }>('select email from "user" where id = $1', [
      leaver.id,
    ]);
    const res = await call('DELETE', '/api/account', leaver, { confirmEmail: u[0]!.email });
    expect(res.statusCode, res.body).toBe(200);
    expect(await counters(listing.id)).toEqual({ views: 0, viewRows: 0, messages: 1, contactRows: 1 });
    const { rows } = await t.app.pool.query('select 1 from marketplace_listings where id = $1', [own.id]);
    expect(rows).toEqual([]);
  });
});
