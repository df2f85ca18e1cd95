import type { BusinessPage } from '@portmarin/shared';
import { Pencil, Star } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { BookmarkButton } from '@/features/saved';
import { HiddenByModerationBadge } from '@/components/hidden-badge';
import { ReportButton } from '@/features/content-reports';
import { PlaceSearch } from '@/features/place-search';
import { PostComposer } from '@/features/posts';
import { Button } from '@/components/ui/button';
import { DetailLoadError } from '@/components/detail-load-error';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LoadingStatus } from '@/components/loading-status';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useBusinessPage } from '../api/get-business-page';
import { businessPageKeys } from '../api/keys';
import { followersLabel, ratingLabel } from '../lib/format';
import { EditBusinessPageDialog } from './edit-business-page-dialog';
import { FollowPageButton } from './follow-page-button';
import { MessageButton } from '@/features/messages';
import { PageAbout } from './page-about';
import { PagePhotos } from './page-photos';
import { PageCover, PageLogo, PagePictureControls } from './page-pictures';
import { PagePosts } from './page-posts';

/** /business/{id}: a shop's page, its posts, its information and its photos (spec 1, "Business page detail"). */
export function BusinessPageDetail() {
  const { id = '' } = useParams();
  const page = useBusinessPage(id);

  if (page.isPending) return <LoadingStatus layout="page" />;
  if (page.isError) {
    return (
      <DetailLoadError
        query={page}
        missing={(error) => error instanceof ApiError && (error.status === 404 || error.code === 'VALIDATION_ERROR')}
        notFound={{
          title: 'Page introuvable',
          text: "Cette page professionnelle n'existe pas ou a été supprimée.",
          backTo: paths.business,
          backLabel: 'Voir les pages professionnelles',
        }}
        failedTitle="Impossible de charger cette page professionnelle"
      />
    );
  }
  return <BusinessPageContent page={page.data} />;
}

function BusinessPageContent({ page }: { page: BusinessPage }) {
  const [editing, setEditing] = useState(false);
  const [tab, setTab] = useState('posts');

  return (
    <div className="flex flex-col gap-4 pb-6">
      <PageHeader page={page} onEdit={() => setEditing(true)} />

      <Tabs value={tab} onValueChange={setTab} className="px-4">
        <TabsList aria-label="Sections de la page">
          <TabsTrigger value="posts">Publications</TabsTrigger>
          <TabsTrigger value="about">À propos</TabsTrigger>
          <TabsTrigger value="photos">Photos</TabsTrigger>
        </TabsList>
        <TabsContent value="posts">
          <PlaceSearch place={{ businessPageId: page.id }} label="Rechercher dans la page">
            <div className="flex flex-col gap-4">
              {page.isOwner && (
                <PostComposer
                  placeholder="Quoi de neuf, page ?"
                  place={{ businessPageId: page.id }}
                  listKey={businessPageKeys.posts(page.id)}
                  voice={{ name: page.name, image: page.logoUrl }}
                />
              )}
              <PagePosts pageId={page.id} />
            </div>
          </PlaceSearch>
        </TabsContent>
        <TabsContent value="about">
          <PageAbout page={page} />
        </TabsContent>
        <TabsContent value="photos">
          <section
            aria-labelledby="page-photos-title"
            className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4"
          >
            <h2 id="page-photos-title" className="text-lg font-semibold">
              Photos
            </h2>
            <PagePhotos pageId={page.id} pageName={page.name} />
          </section>
        </TabsContent>
      </Tabs>

      {page.canEdit && <EditBusinessPageDialog page={page} open={editing} onOpenChange={setEditing} />}
    </div>
  );
}

/**
 * Cover, then the page's emblem, name, category and counts, then the buttons on their own row:
 * nothing is positioned over them, so at 320 px they wrap instead of being covered.
 */
function PageHeader({ page, onEdit }: { page: BusinessPage; onEdit: () => void }) {
  return (
    <header className="flex flex-col">
      {/* Shown at 3:1, the ratio the owner crops it to. */}
      <PageCover url={page.coverUrl} />
      <div className="flex flex-col gap-3 px-4">
        <PageLogo url={page.logoUrl} className="-mt-10" />
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="break-words text-2xl font-bold">{page.name}</h1>
          {page.hiddenByModeration && <HiddenByModerationBadge />}
          {page.category && <p className="text-muted-foreground">{page.category}</p>}
          <p className="flex flex-wrap items-center gap-x-3 text-sm">
            <span data-testid="page-followers" className="font-semibold">
              {followersLabel(page.followersCount)}
            </span>
            {page.rating !== null && (
              <span className="inline-flex items-center gap-1 text-muted-foreground">
                <Star aria-hidden="true" className="size-4 fill-current text-amber-500" />
                {ratingLabel(page.rating)} ({page.reviewsCount} avis)
              </span>
            )}
          </p>
        </div>
        {page.description && <p className="whitespace-pre-line break-words">{page.description}</p>}
        <div data-testid="page-actions" className="flex flex-wrap gap-2">
          {/* The owner is told of followers; they do not follow their own page (the server refuses it too). */}
          {!page.isOwner && <FollowPageButton pageId={page.id} following={page.followedByMe} />}
          <BookmarkButton kind="business-page" id={page.id} variant="labelled" />
          {!page.isOwner && <MessageButton businessPageId={page.id} />}
          <ReportButton
            targetType="business-page"
            targetId={page.id}
            authorId={page.owner.id}
            subject={`la page ${page.name}`}
            variant="text"
          />
          {page.isOwner && <PagePictureControls page={page} />}
          {page.canEdit && (
            <Button variant="outline" onClick={onEdit}>
              <Pencil aria-hidden="true" />
              Modifier les informations
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
