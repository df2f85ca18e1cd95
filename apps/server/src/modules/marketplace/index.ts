import { exportRows, REPORT_EXCERPT, type AppModule } from '../../lib/app-module.ts';
import { marketplaceRoutes } from './marketplace.routes.ts';
import { seedMarketplace } from './marketplace.seed.ts';
import { listingsSaved } from './marketplace.saved.ts';
import { listingsSearch } from './marketplace.search.ts';

/** What residents sell or rent out: listings, photos, contacts as messages. */
export const marketplaceModule: AppModule = {
  name: 'marketplace',
  search: [listingsSearch],
  saved: [listingsSaved],
  routes: [{ plugin: marketplaceRoutes }],
  seed: seedMarketplace,
  // Its seed's sellers: demo and showcase residents.
  after: ['profiles'],
  uploadKinds: ['post'],
  images: [{ column: 'marketplace_listing_photos.upload_id', holds: 'upload id' }],
  hides: [
    { kind: 'listing', table: 'marketplace_listings', owner: (alias, viewer) => `${alias}.seller_id = ${viewer}` },
  ],
  reports: [
    {
      type: 'listing',
      hiddenKind: 'listing',
      describe: `select l.id::text as id, l.seller_id as author_id,
          concat_ws(' — ', l.title, left(l.description, ${REPORT_EXCERPT})) as excerpt,
          (select '/uploads/' || up.thumb_name from marketplace_listing_photos ph join uploads up on up.id = ph.upload_id
            where ph.listing_id = l.id order by ph.position limit 1) as image_url,
          'Marketplace' as place, '/marketplace/' || l.id as link, l.hidden_at is not null as hidden,
          l.hidden_at is null as readable
        from marketplace_listings l
        where l.id = any($1::uuid[])`,
    },
  ],
  account: {
    // What the resident sells, bought, asked sellers about and opened.
    export: [
      exportRows('marketplaceListings', {
        table: 'marketplace_listings',
        owner: 'seller_id',
        columns:
          'id, title, description, price_cents, price_period, category, real_estate_type, surface_m2, rooms, condition, location, status, buyer_id, sold_at, views_count, messages_count, created_at',
      }),
      exportRows('marketplacePurchases', {
        table: 'marketplace_listings',
        owner: 'buyer_id',
        columns: 'id, title, price_cents, price_period, seller_id, sold_at',
      }),
      exportRows('marketplaceContacts', {
        table: 'marketplace_contacts',
        owner: 'buyer_id',
        columns: 'listing_id, created_at',
      }),
      exportRows('marketplaceViews', { table: 'marketplace_listing_views', owner: 'viewer_id', columns: 'listing_id' }),
    ],
    residentColumns: [
      { column: 'marketplace_listings.seller_id', onErase: 'cascade', exportedIn: 'marketplaceListings' },
      { column: 'marketplace_listings.buyer_id', onErase: 'set null', exportedIn: 'marketplacePurchases' },
      { column: 'marketplace_contacts.buyer_id', onErase: 'cascade', exportedIn: 'marketplaceContacts' },
      { column: 'marketplace_listing_views.viewer_id', onErase: 'cascade', exportedIn: 'marketplaceViews' },
    ],
    // Their views and contacts go with them (cascade), and leave the counters of others' listings.
    async beforeErasure(sql, userId) {
      await sql.query(
        `update marketplace_listings l set views_count = greatest(l.views_count - 1, 0)
         from marketplace_listing_views v where v.listing_id = l.id and v.viewer_id = $1`,
        [userId],
      );
      await sql.query(
        `update marketplace_listings l set messages_count = greatest(l.messages_count - 1, 0)
         from marketplace_contacts c where c.listing_id = l.id and c.buyer_id = $1`,
        [userId],
      );
    },
  },
};
