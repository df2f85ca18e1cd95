import { inTransaction } from '../../db/sql.ts';
import { exportRows, REPORT_EXCERPT, type AppModule } from '../../lib/app-module.ts';
import { ratingWritten, recomputeRating, recomputeRatingOf, REVIEW_TARGETS } from './review-ratings.ts';
import { reviewsRoutes } from './reviews.routes.ts';

/** Residents' reviews of a business or a business page, whose rating they keep. */
export const reviewsModule: AppModule = {
  name: 'reviews',
  routes: [{ plugin: reviewsRoutes }],
  notifications: {
    // A review is what residents say of the owner's work, as comments are of a post. Sent when a
    // review is created, not when it is changed (reviews.service.ts).
    review_received: { switch: 'comments', text: (actor) => `${actor} a donné son avis sur votre établissement` },
  },
  hides: [{ kind: 'review', table: 'reviews', owner: (alias, viewer) => `${alias}.user_id = ${viewer}` }],
  reports: [
    {
      type: 'review',
      hiddenKind: 'review',
      describe: `select r.id::text as id, r.user_id as author_id,
          concat_ws(' — ', r.rating || '/5', left(r.content, ${REPORT_EXCERPT})) as excerpt, null as image_url,
          'Avis sur « ' || coalesce(b.business_name, bp.name) || ' »' as place,
          case when bp.id is not null then '/business/' || bp.id else '/entreprises?q=' || b.business_name end as link,
          r.hidden_at is not null as hidden,
          (r.hidden_at is null and coalesce(b.hidden_at, bp.hidden_at) is null) as readable
        from reviews r left join businesses b on b.id = r.business_id
          left join business_pages bp on bp.id = r.business_page_id
        where r.id = any($1::uuid[])`,
      // A hidden review counts no more than a deleted one.
      afterModeration: recomputeRatingOf,
    },
  ],
  account: {
    export: [
      exportRows('reviews', {
        table: 'reviews',
        owner: 'user_id',
        columns: 'id, business_id, business_page_id, rating, content, created_at',
      }),
    ],
    residentColumns: [{ column: 'reviews.user_id', onErase: 'cascade', exportedIn: 'reviews' }],
    // Their reviews go with them (cascade); then the businesses and pages they reviewed get ratings
    // equal to the reviews left, each written under its target's lock as every review write does.
    async beforeErasure(sql, userId) {
      const { rows } = await sql.query<{ business_id: string | null; business_page_id: string | null }>(
        'select business_id, business_page_id from reviews where user_id = $1',
        [userId],
      );
      const targets = rows.map((r) =>
        r.business_id
          ? { kind: 'business' as const, id: r.business_id }
          : { kind: 'business-page' as const, id: r.business_page_id! },
      );
      return async (app) => {
        for (const target of targets) {
          await inTransaction(app.pool, async (client) => {
            await client.query(`select 1 from ${REVIEW_TARGETS[target.kind].table} where id = $1 for update`, [
              target.id,
            ]);
            await recomputeRating(client, target);
          });
          await ratingWritten(app.pool, target);
        }
      };
    },
  },
};

export { REVIEWS_TOPIC } from './review-ratings.ts';
