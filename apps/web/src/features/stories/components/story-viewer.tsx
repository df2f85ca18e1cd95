import type { StoryGroup } from '@portmarin/shared';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Pause, Trash2, X } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { HiddenByModerationBadge } from '@/components/hidden-badge';
import { Avatar } from '@/components/ui/avatar';
import { ReportButton } from '@/features/content-reports';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/auth';
import { displayName, relativeTime } from '@/lib/format';
import { isStaff } from '@/lib/roles';
import { toastRequestError } from '@/lib/toasts';
import { useDeleteStory } from '../api/delete-story';
import { markSeenInCache } from '../api/list-stories';
import { viewStory } from '../api/view-story';
import { useAutoAdvance } from '../hooks/use-auto-advance';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { StoryProgress } from './story-progress';

/** Each story stays on screen this long before the next one. */
export const STORY_DURATION_MS = 5000;

type Position = { group: number; story: number };

/** Where to start in a resident's stories: the first one the viewer has not seen, else the first. */
export function firstUnseenIndex(group: StoryGroup | undefined, seenNow: ReadonlySet<string> = new Set()): number {
  const index = group?.stories.findIndex((story) => !story.seen && !seenNow.has(story.id)) ?? -1;
  return Math.max(0, index);
}

/** The next position, or null at the end of the last group. */
export function nextPosition(
  groups: StoryGroup[],
  { group, story }: Position,
  seenNow: ReadonlySet<string> = new Set(),
): Position | null {
  if (story < (groups[group]?.stories.length ?? 0) - 1) return { group, story: story + 1 };
  if (group < groups.length - 1) return { group: group + 1, story: firstUnseenIndex(groups[group + 1], seenNow) };
  return null;
}

/** The previous position; at the very first story it stays there. */
export function previousPosition(groups: StoryGroup[], { group, story }: Position): Position {
  if (story > 0) return { group, story: story - 1 };
  if (group > 0) return { group: group - 1, story: (groups[group - 1]?.stories.length ?? 1) - 1 };
  return { group, story };
}

/**
 * Full-screen viewer over a snapshot of the strip's groups, starting at one author. It advances by
 * itself (paused while the pointer is down or the « Pause » button is pressed, never with reduced
 * motion), marks each story shown as
 * viewed for a signed-in resident, and lets the author (or a moderator) delete a story.
 */
export function StoryViewer({
  groups: initialGroups,
  initialGroupIndex,
  onClose,
}: {
  groups: StoryGroup[];
  initialGroupIndex: number;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const session = useSession();
  const user = session.status === 'ready' ? session.user : null;
  const reducedMotion = usePrefersReducedMotion();
  const deletion = useDeleteStory();
  const [groups, setGroups] = useState(initialGroups);
  const [position, setPosition] = useState<Position>(() => ({
    group: initialGroupIndex,
    story: firstUnseenIndex(initialGroups[initialGroupIndex]),
  }));
  const [pointerDown, setPointerDown] = useState(false);
  // RGAA 13.1 / WCAG 2.2.2: the keyboard and screen-reader user stops the clock too, not only a finger.
  const [heldByUser, setHeldByUser] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [loadedId, setLoadedId] = useState<string | null>(null);
  const [brokenId, setBrokenId] = useState<string | null>(null);
  const viewed = useRef(new Set<string>());

  const group = groups[position.group];
  const story = group?.stories[position.story];
  const name = group ? displayName(group.author) : '';
  const canDelete = Boolean(user && group && (user.id === group.author.id || isStaff(user)));
  // The clock only runs once the photo is on screen.
  const ready = story !== undefined && (loadedId === story.id || brokenId === story.id);
  const paused = pointerDown || heldByUser || reducedMotion || confirmOpen || reporting || deletion.isPending || !ready;

  function goNext() {
    const next = nextPosition(groups, position, viewed.current);
    if (next) setPosition(next);
    else onClose();
  }

  function goPrevious() {
    setPosition(previousPosition(groups, position));
  }

  useAutoAdvance({
    key: story ? story.id : null,
    duration: STORY_DURATION_MS,
    paused,
    onDone: goNext,
  });

  // Each story shown counts as seen once, for signed-in residents only; the strip's ring follows.
  const storyId = story?.id;
  const userId = user?.id;
  useEffect(() => {
    if (!storyId || !userId || viewed.current.has(storyId)) return;
    viewed.current.add(storyId);
    viewStory(storyId).then(
      () => markSeenInCache(queryClient, new Set([storyId])),
      // A story that expired meanwhile cannot be marked; the strip refreshes when the viewer closes.
      () => undefined,
    );
  }, [storyId, userId, queryClient]);

  // The next photo is fetched while this one shows, so moving on does not flash an empty screen.
  const upcoming = nextPosition(groups, position);
  const upcomingUrl = upcoming ? groups[upcoming.group]?.stories[upcoming.story]?.imageUrl : undefined;
  useEffect(() => {
    if (!upcomingUrl) return;
    const image = new Image();
    image.src = upcomingUrl;
  }, [upcomingUrl]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (confirmOpen || reporting) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      goNext();
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      goPrevious();
    }
  }

  function onDelete() {
    if (!story) return;
    const deletedId = story.id;
    deletion.mutate(deletedId, {
      onSuccess: () => {
        setConfirmOpen(false);
        toast.success('Story supprimée', { description: 'La story a été supprimée' });
        const left = group ? group.stories.filter((s) => s.id !== deletedId) : [];
        // The last story of this resident is gone: back to the feed, where the strip has refreshed.
        if (!group || left.length === 0) {
          onClose();
          return;
        }
        setGroups(groups.map((g, i) => (i === position.group ? { ...g, stories: left } : g)));
        setPosition({ group: position.group, story: Math.min(position.story, left.length - 1) });
      },
      onError: (error) => toastRequestError(error),
    });
  }

  if (!group || !story) return null;

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-background" />
        <DialogPrimitive.Content
          onKeyDown={onKeyDown}
          className="fixed inset-0 z-50 flex flex-col bg-background text-foreground"
        >
          <div className="mx-auto flex w-full max-w-2xl flex-col gap-3 p-3">
            <StoryProgress
              count={group.stories.length}
              current={position.story}
              duration={STORY_DURATION_MS}
              paused={paused}
              animate={!reducedMotion}
              storyKey={story.id}
            />
            <div className="flex items-center gap-3">
              <Avatar name={name} image={group.author.image} className="size-10" />
              <div className="min-w-0 flex-1">
                <DialogPrimitive.Title className="truncate font-semibold">{name}</DialogPrimitive.Title>
                <p className="text-xs text-muted-foreground">{relativeTime(story.createdAt)}</p>
                {story.hiddenByModeration && <HiddenByModerationBadge className="mt-1" />}
              </div>
              <ReportButton
                targetType="story"
                targetId={story.id}
                authorId={group.author.id}
                subject={`la story de ${name}`}
                onOpenChange={setReporting}
              />
              {!reducedMotion && (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label="Pause"
                  aria-pressed={heldByUser}
                  onClick={() => setHeldByUser((held) => !held)}
                >
                  <Pause aria-hidden="true" className={heldByUser ? 'fill-current' : undefined} />
                </Button>
              )}
              {canDelete && (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label="Supprimer la story"
                  onClick={() => setConfirmOpen(true)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              )}
              <DialogPrimitive.Close asChild>
                <Button variant="ghost" size="icon" aria-label="Fermer">
                  <X aria-hidden="true" />
                </Button>
              </DialogPrimitive.Close>
            </div>
            <DialogPrimitive.Description className="sr-only">
              Story {position.story + 1} sur {group.stories.length}. Flèches gauche et droite pour naviguer.
            </DialogPrimitive.Description>
          </div>

          <div
            className="relative mx-auto flex min-h-0 w-full max-w-2xl flex-1 items-center justify-center select-none"
            onPointerDown={() => setPointerDown(true)}
            onPointerUp={() => setPointerDown(false)}
            onPointerCancel={() => setPointerDown(false)}
            onPointerLeave={() => setPointerDown(false)}
          >
            {brokenId === story.id ? (
              <p className="text-sm text-muted-foreground">Cette photo est indisponible.</p>
            ) : (
              <img
                key={story.id}
                src={story.imageUrl}
                alt={`Story de ${name}`}
                draggable={false}
                onLoad={() => setLoadedId(story.id)}
                onError={() => setBrokenId(story.id)}
                className="max-h-full max-w-full object-contain"
              />
            )}
            <Button
              variant="secondary"
              size="icon"
              aria-label="Précédent"
              onClick={goPrevious}
              className="absolute left-2 top-1/2 -translate-y-1/2 rounded-full"
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button
              variant="secondary"
              size="icon"
              aria-label="Suivant"
              onClick={goNext}
              className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full"
            >
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>

          <ConfirmDialog
            open={confirmOpen}
            onOpenChange={setConfirmOpen}
            title="Supprimer cette story ?"
            description="La photo disparaîtra de la barre des stories. Cette action est irréversible."
            pending={deletion.isPending}
            onConfirm={onDelete}
          />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
