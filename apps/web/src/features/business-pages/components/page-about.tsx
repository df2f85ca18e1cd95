import type { BusinessPage } from '@portmarin/shared';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarDays, Globe, Mail, MapPin, Phone, Star, Tag } from 'lucide-react';
import type { ReactNode } from 'react';
import { ReviewsPanel } from '@/features/reviews';
import { businessPageKeys } from '../api/keys';
import { followersLabel, mapSearchUrl, ratingLabel, telHref } from '../lib/format';

const LINK = 'break-all text-primary underline underline-offset-4';

/** 'À propos': the description and the contact links (tel:, mailto:, the website and a map search, in a new tab). */
export function PageAbout({ page }: { page: BusinessPage }) {
  const queryClient = useQueryClient();
  const since = new Date(page.createdAt).toLocaleDateString('fr-FR', { month: 'long', year: 'numeric' });
  return (
    <div className="flex flex-col gap-4">
      <section
        aria-labelledby="page-about-title"
        className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4"
      >
        <h2 id="page-about-title" className="text-lg font-semibold">
          À propos
        </h2>
        {page.description ? (
          <p className="whitespace-pre-line break-words">{page.description}</p>
        ) : (
          <p className="text-sm text-muted-foreground">Aucune description pour le moment.</p>
        )}
        <ul className="flex flex-col gap-2 text-sm">
          {page.category && (
            <Item icon={<Tag aria-hidden="true" className="size-4" />}>
              <span className="sr-only">Catégorie : </span>
              {page.category}
            </Item>
          )}
          {page.address && (
            <Item icon={<MapPin aria-hidden="true" className="size-4" />}>
              <a href={mapSearchUrl(page.address)} target="_blank" rel="noopener noreferrer" className={LINK}>
                {page.address}
                <span className="sr-only"> (voir sur la carte, nouvel onglet)</span>
              </a>
            </Item>
          )}
          {page.contactPhone && (
            <Item icon={<Phone aria-hidden="true" className="size-4" />}>
              <a href={telHref(page.contactPhone)} className={LINK}>
                <span className="sr-only">Appeler le </span>
                {page.contactPhone}
              </a>
            </Item>
          )}
          {page.contactEmail && (
            <Item icon={<Mail aria-hidden="true" className="size-4" />}>
              <a href={`mailto:${page.contactEmail}`} className={LINK}>
                <span className="sr-only">Écrire à </span>
                {page.contactEmail}
              </a>
            </Item>
          )}
          {page.websiteUrl && (
            <Item icon={<Globe aria-hidden="true" className="size-4" />}>
              <a href={page.websiteUrl} target="_blank" rel="noopener noreferrer" className={LINK}>
                {page.websiteUrl.replace(/^https?:\/\//, '')}
                <span className="sr-only"> (site web, nouvel onglet)</span>
              </a>
            </Item>
          )}
          {page.rating !== null && (
            <Item icon={<Star aria-hidden="true" className="size-4" />}>
              {ratingLabel(page.rating)} sur 5 ({page.reviewsCount} avis)
            </Item>
          )}
          <Item icon={<CalendarDays aria-hidden="true" className="size-4" />}>
            Page créée en {since} · {followersLabel(page.followersCount)}
          </Item>
        </ul>
      </section>
      <div className="rounded-xl border border-border bg-card p-4">
        <ReviewsPanel
          target={{ kind: 'business-page', id: page.id }}
          // The page's rating and count are the reviews' own: show them at once.
          onRatingChange={() => {
            void queryClient.invalidateQueries({ queryKey: businessPageKeys.page(page.id) });
            void queryClient.invalidateQueries({ queryKey: businessPageKeys.list });
          }}
        />
      </div>
    </div>
  );
}

function Item({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2">
      <span className="mt-0.5 text-muted-foreground">{icon}</span>
      <span className="min-w-0">{children}</span>
    </li>
  );
}
