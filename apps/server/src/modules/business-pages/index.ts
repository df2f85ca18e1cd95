import { exportRows, REPORT_EXCERPT, type AppModule } from '../../lib/app-module.ts';
import { businessPagesRoutes } from './business-pages.routes.ts';
import { businessPagesChanged } from './business-pages.service.ts';
import { seedBusinessPages } from './business-pages.seed.ts';
import { businessPagesSaved } from './business-pages.saved.ts';
import { businessPagesSearch } from './business-pages.search.ts';

/** A shopkeeper's page: its posts, photos and followers. */
export const businessPagesModule: AppModule = {
  name: 'business-pages',
  search: [businessPagesSearch],
  saved: [businessPagesSaved],
  routes: [{ plugin: businessPagesRoutes }],
  seed: seedBusinessPages,
  // The posts' seed skips once a demo resident has a post: its pages' posts come after.
  after: ['posts'],
  uploadKinds: ['cover', 'avatar'],
  images: [
    // The page's own cover and logo (issue 28); without a cover, it shows its latest post's photo.
    { column: 'business_pages.cover_url', holds: 'upload path' },
    { column: 'business_pages.logo_url', holds: 'upload path' },
    { column: 'business_pages.website_url', notAnUpload: 'the business’s own web address' },
  ],
  notifications: {
    // « Les nouveaux abonnés » is the Amis switch's promise; once per follower and page.
    page_followed: {
      switch: 'friends',
      text: (actor) => `${actor} s’est abonné·e à votre page`,
      oncePer: 'link = $5::text',
    },
  },
  hides: [
    { kind: 'business-page', table: 'business_pages', owner: (alias, viewer) => `${alias}.created_by = ${viewer}` },
  ],
  reports: [
    {
      type: 'business-page',
      hiddenKind: 'business-page',
      describe: `select bp.id::text as id, bp.created_by as author_id,
          concat_ws(' — ', bp.name, left(bp.description, ${REPORT_EXCERPT})) as excerpt, bp.cover_url as image_url,
          'Pages professionnelles' as place, '/business/' || bp.id as link, bp.hidden_at is not null as hidden,
          bp.hidden_at is null as readable
        from business_pages bp
        where bp.id = any($1::uuid[])`,
      // Hidden or restored: the visitors' first pages of the list change on every instance once committed.
      afterModeration: async () => (pool) => businessPagesChanged(pool),
    },
  ],
  account: {
    export: [
      exportRows('businessPages', {
        table: 'business_pages',
        owner: 'created_by',
        columns: 'id, name, description, category, contact_email, contact_phone, website_url, address, created_at',
      }),
      exportRows('businessPagesFollowed', {
        table: 'business_page_follows',
        owner: 'user_id',
        columns: 'page_id, created_at',
      }),
    ],
    residentColumns: [
      { column: 'business_pages.created_by', onErase: 'cascade', exportedIn: 'businessPages' },
      { column: 'business_page_follows.user_id', onErase: 'cascade', exportedIn: 'businessPagesFollowed' },
    ],
    // Their follows go with them (cascade), and leave the pages' counters.
    async beforeErasure(sql, userId) {
      await sql.query(
        `update business_pages p set followers_count = greatest(p.followers_count - 1, 0)
         from business_page_follows f where f.page_id = p.id and f.user_id = $1`,
        [userId],
      );
      // Their pages go (cascade) and the counts moved: the kept first pages go once the erasure is committed.
      return (app) => businessPagesChanged(app.pool);
    },
  },
};

export { pageStaff, requireBusinessPage } from './business-pages.service.ts';
