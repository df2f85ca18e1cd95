import { BUSINESS_PAGE_PHOTOS } from '@portmarin/shared';
import { ImageIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { LoadingStatus } from '@/components/loading-status';
import { useBusinessPagePhotos } from '../api/list-business-page-photos';

/** The 6-slot grid: the latest photos of the page's posts, empty slots drawn as placeholders. */
export function PagePhotos({ pageId, pageName }: { pageId: string; pageName: string }) {
  const query = useBusinessPagePhotos(pageId);
  if (query.isPending) return <LoadingStatus />;
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        Impossible de charger les photos. {query.error.message}
      </p>
    );
  const photos = query.data.photos;
  const empty = BUSINESS_PAGE_PHOTOS - photos.length;

  return (
    <div className="flex flex-col gap-2">
      {photos.length === 0 && <p className="text-sm text-muted-foreground">Aucune photo pour le moment.</p>}
      <ul className="grid grid-cols-3 gap-1.5" aria-label={`Photos de ${pageName}`}>
        {photos.map((photo, index) => (
          <li key={photo.postId}>
            <Link
              to={paths.post(photo.postId)}
              aria-label={`Voir la publication de la photo ${index + 1}`}
              className="block aspect-square overflow-hidden rounded-lg bg-muted"
            >
              <img
                src={photo.thumbnailUrl}
                alt=""
                loading="lazy"
                className="size-full object-cover transition-transform hover:scale-105"
              />
            </Link>
          </li>
        ))}
        {Array.from({ length: empty }, (_, index) => (
          <li
            key={`slot-${index}`}
            aria-hidden="true"
            data-testid="photo-slot"
            className="flex aspect-square items-center justify-center rounded-lg bg-muted text-muted-foreground"
          >
            <ImageIcon className="size-6" />
          </li>
        ))}
      </ul>
    </div>
  );
}
