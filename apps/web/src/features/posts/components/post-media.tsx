import type { Post } from '@portmarin/shared';
import { lazy, Suspense, useState } from 'react';

// Dialogs load when first opened, keeping them out of the feed's first download.
const PhotoLightbox = lazy(() => import('./photo-lightbox').then((m) => ({ default: m.PhotoLightbox })));

/** The post's photo (thumbnail, full size on click) and video, at most 96 units high. */
export function PostMedia({ post, authorName }: { post: Post; authorName: string }) {
  const [open, setOpen] = useState(false);
  const preview = post.thumbnailUrl ?? post.imageUrl;
  const title = `Photo publiée par ${authorName}`;
  // Its author's description (RGAA 1.3); a photo posted without one keeps the generic text.
  const alt = post.imageAlt ?? title;
  return (
    <>
      {preview && (
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-label={`Agrandir la photo publiée par ${authorName}`}
          className="block w-full bg-muted"
        >
          <img src={preview} alt={alt} loading="lazy" className="mx-auto max-h-96 w-full object-cover" />
        </button>
      )}
      {post.videoUrl && (
        // Residents' videos come without a caption track; the native controls stay available.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video
          controls
          preload="metadata"
          src={post.videoUrl}
          aria-label={`Vidéo publiée par ${authorName}`}
          className="max-h-96 w-full bg-muted"
        />
      )}
      {preview && open && (
        <Suspense fallback={null}>
          <PhotoLightbox src={post.imageUrl ?? preview} title={title} alt={alt} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
