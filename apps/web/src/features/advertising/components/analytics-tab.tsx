import { AD_BADGE_LABELS, type AdvertisingPage } from '@portmarin/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatCount } from '@/lib/format';

/** Analytics: the page's real figures, counted by the server. */
export function AnalyticsTab({ page }: { page: AdvertisingPage }) {
  const figures = [
    ['Vues de la page', page.viewsCount],
    ['Abonnés', page.followersCount],
    ['Publications', page.postsCount],
    ['J’aime', page.likesCount],
    ['Commentaires', page.commentsCount],
  ] as const;
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">Analytics</h2>
      <p className="text-sm text-muted-foreground">
        Chiffres de{' '}
        <Link to={paths.businessPage(page.id)} className="font-medium text-primary underline underline-offset-4">
          {page.name}
        </Link>{' '}
        &nbsp;: vues par d’autres que vous, abonnés, et réactions à vos publications.
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {figures.map(([label, value]) => (
          <div key={label} className="flex flex-col-reverse rounded-xl border border-border bg-card p-3 text-center">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-bold text-card-foreground">{formatCount(value)}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm">
        Badges :{' '}
        {page.badges.length > 0 ? page.badges.map((b) => AD_BADGE_LABELS[b]).join(', ') : 'aucun pour le moment'}
      </p>
    </div>
  );
}
