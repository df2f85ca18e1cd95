import type { QueryKey } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useTown } from '@/config/town';
import { useSession } from '@/lib/auth';
import type { PostPlace } from '../api/create-post';

// The dialogs (form, photo pickers, upload) load on first use, keeping them out of the feed's first download.
const PostComposerDialogs = lazy(() =>
  import('./post-composer-dialogs').then((m) => ({ default: m.PostComposerDialogs })),
);

/** Who a post is signed by, as the composer shows it: the resident, or the business page they speak for. */
type ComposerVoice = { name: string; image: string | null };

/**
 * The composer button, 'Quoi de neuf à {town} ?' in the feed; it opens 'Créer une publication'.
 * In a group or on a business page, `place` says where the post goes and `listKey` which list shows it;
 * `voice` is who the post will be signed by when not the resident (a page: its logo, else its initials).
 */
export function PostComposer({
  placeholder: placeholderText,
  place,
  listKey,
  voice,
}: {
  placeholder?: string;
  place?: PostPlace;
  listKey?: QueryKey;
  voice?: ComposerVoice;
}) {
  const town = useTown();
  const session = useSession();
  const navigate = useNavigate();
  const me = session.status === 'ready' ? session.user : null;
  const placeholder = placeholderText ?? `Quoi de neuf à ${town.townName} ?`;
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  function openComposer() {
    // Visitors cannot publish: the sign-in page is the way in.
    if (session.status === 'ready' && !me) {
      navigate(paths.auth);
      return;
    }
    setWanted(true);
    setOpen(true);
  }

  return (
    <>
      <div className="flex items-center gap-3 rounded-xl border border-border bg-card p-3">
        {me && (
          <Avatar name={voice?.name ?? me.name} image={voice ? voice.image : me.image} className="size-10 text-sm" />
        )}
        <Button
          variant="outline"
          className="h-11 min-w-0 flex-1 justify-start rounded-full bg-background px-4 text-muted-foreground"
          onClick={openComposer}
        >
          <span className="truncate">{placeholder}</span>
        </Button>
      </div>
      {wanted && (
        <Suspense fallback={null}>
          <PostComposerDialogs
            open={open}
            onOpenChange={setOpen}
            placeholder={placeholder}
            {...(place ? { place } : {})}
            {...(listKey ? { listKey } : {})}
          />
        </Suspense>
      )}
    </>
  );
}
