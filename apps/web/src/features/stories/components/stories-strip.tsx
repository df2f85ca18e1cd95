import type { SessionUser, StoryGroup } from '@portmarin/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useRef, useState, type ChangeEvent, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { displayName } from '@/lib/format';
import { toast, toastRequestError } from '@/lib/toasts';
import { useCreateStory } from '../api/create-story';
import { storiesQuery, useStories } from '../api/list-stories';

// The full-screen viewer loads when a story is opened.
const StoryViewer = lazy(() => import('./story-viewer').then((m) => ({ default: m.StoryViewer })));

const ITEM = 'flex w-20 shrink-0 flex-col items-center gap-1 rounded-lg p-1 text-center';

/**
 * The stories strip: 'Votre story' first, then one item per resident with live stories, in the
 * server's order (unseen before seen). A thick ring and the words 'nouvelle story' (for screen
 * readers) mark a resident whose stories the viewer has not all seen.
 */
export function StoriesStrip() {
  const queryClient = useQueryClient();
  const session = useSession();
  const user = session.status === 'ready' ? session.user : null;
  const stories = useStories();
  const [viewer, setViewer] = useState<{ groups: StoryGroup[]; index: number } | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);

  const groups = stories.data?.groups ?? [];
  const own = user ? groups.find((group) => group.author.id === user.id) : undefined;
  const others = groups.filter((group) => group !== own);
  // The viewer walks the strip in its visible order, the resident's own stories first.
  const sequence = own ? [own, ...others] : others;

  function openViewer(event: MouseEvent<HTMLButtonElement>, index: number) {
    opener.current = event.currentTarget;
    setViewer({ groups: sequence, index });
  }

  function closeViewer() {
    setViewer(null);
    // The viewer has no Radix trigger: give focus back to the story the resident opened.
    const button = opener.current;
    requestAnimationFrame(() => button?.focus());
    // The server reorders the strip (seen residents move after unseen ones).
    void queryClient.invalidateQueries({ queryKey: storiesQuery.queryKey });
  }

  return (
    <section aria-label="Stories" aria-busy={stories.isPending}>
      {/* Explicit role: Safari drops the list semantics of a list styled without bullets. Positioned,
          so that its items' screen-reader texts (absolute) scroll inside it, not widen the page. */}
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
      <ul role="list" className="relative flex gap-2 overflow-x-auto pb-1">
        <li>
          <OwnStoryItem
            sessionLoading={session.status === 'loading'}
            user={user}
            own={own}
            onView={(event) => openViewer(event, 0)}
          />
        </li>
        {stories.isPending &&
          Array.from({ length: 4 }, (_, index) => (
            <li key={index} aria-hidden="true" className={ITEM}>
              <span className="size-16 animate-pulse rounded-full bg-muted" />
              <span className="h-3 w-14 animate-pulse rounded bg-muted" />
            </li>
          ))}
        {others.map((group, index) => (
          <li key={group.author.id}>
            <StoryAuthorButton group={group} onOpen={(event) => openViewer(event, own ? index + 1 : index)} />
          </li>
        ))}
      </ul>
      {stories.isError && <p className="text-sm text-muted-foreground">Impossible de charger les stories.</p>}
      {viewer && (
        <Suspense fallback={null}>
          <StoryViewer groups={viewer.groups} initialGroupIndex={viewer.index} onClose={closeViewer} />
        </Suspense>
      )}
    </section>
  );
}

/** The avatar with its ring: thick and coloured while a story is unseen, thin and neutral after. */
function StoryRing({ hasNewStory, children }: { hasNewStory: boolean; children: ReactNode }) {
  return (
    <span className={cn('block rounded-full', hasNewStory ? 'bg-primary p-[3px]' : 'bg-border p-px')}>
      <span className="block rounded-full bg-background p-[2px]">{children}</span>
    </span>
  );
}

export function StoryAuthorButton({
  group,
  onOpen,
}: {
  group: StoryGroup;
  onOpen: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  const name = displayName(group.author);
  return (
    // Named by its visible text (WCAG 2.5.3) with words for screen readers around it; the unseen
    // state is said as well as shown by the ring (not by colour alone).
    <button type="button" onClick={onOpen} data-has-new-story={String(group.hasNewStory)} className={ITEM}>
      <StoryRing hasNewStory={group.hasNewStory}>
        <Avatar name={name} image={group.author.image} className="size-14" />
      </StoryRing>
      <span className="sr-only">Voir la story de</span> <span className="w-full truncate text-xs">{name}</span>
      {group.hasNewStory && (
        <>
          {' '}
          <span className="sr-only">(nouvelle story)</span>
        </>
      )}
    </button>
  );
}

function PlusBadge() {
  return (
    <span
      aria-hidden="true"
      className="absolute bottom-0 right-0 flex size-6 items-center justify-center rounded-full border-2 border-background bg-primary text-primary-foreground"
    >
      <Plus className="size-3.5" strokeWidth={3} />
    </span>
  );
}

function OwnStoryItem({
  sessionLoading,
  user,
  own,
  onView,
}: {
  sessionLoading: boolean;
  user: SessionUser | null;
  own: StoryGroup | undefined;
  onView: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const create = useCreateStory();

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same photo may be picked again after a failure.
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast.error('Erreur', { description: 'Impossible de sélectionner la photo' });
      return;
    }
    create.mutate(file, {
      onSuccess: () => toast.success('Story publiée', { description: 'Votre story est visible pendant 24 heures' }),
      onError: (error) => toastRequestError(error),
    });
  }

  const label = <span className="w-full truncate text-xs">Votre story</span>;

  if (sessionLoading) {
    return (
      <span aria-hidden="true" className={ITEM}>
        <span className="size-16 animate-pulse rounded-full bg-muted" />
        {label}
      </span>
    );
  }

  if (!user) {
    return (
      <Link to={paths.auth} className={ITEM}>
        <span className="relative">
          <StoryRing hasNewStory={false}>
            <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
              <Plus aria-hidden="true" className="size-6" />
            </span>
          </StoryRing>
          <PlusBadge />
        </span>
        <span className="w-full truncate text-xs">
          Votre story&nbsp;<span className="sr-only">: connectez-vous pour ajouter une story</span>
        </span>
      </Link>
    );
  }

  const picker = (
    <input
      ref={input}
      type="file"
      accept="image/*"
      className="hidden"
      tabIndex={-1}
      aria-hidden="true"
      onChange={onFile}
    />
  );
  const busy = create.isPending;
  const avatar = <Avatar name={user.name} image={user.image} className="size-14" />;

  if (own) {
    // Two controls: the avatar opens the resident's live stories, the badge adds one more.
    return (
      <div className={ITEM}>
        <span className="relative">
          <button
            type="button"
            onClick={onView}
            data-has-new-story={String(own.hasNewStory)}
            className="block rounded-full"
          >
            <StoryRing hasNewStory={own.hasNewStory}>{avatar}</StoryRing>
            <span className="sr-only">Voir votre story</span>
          </button>
          <button
            type="button"
            onClick={() => input.current?.click()}
            disabled={busy}
            aria-busy={busy}
            aria-label="Ajouter une story"
            className="absolute bottom-0 right-0 flex size-6 items-center justify-center rounded-full border-2 border-background bg-primary text-primary-foreground"
          >
            {busy ? <Spinner className="size-3.5" /> : <Plus aria-hidden="true" className="size-3.5" strokeWidth={3} />}
          </button>
        </span>
        {label}
        {picker}
      </div>
    );
  }

  return (
    <>
      <button type="button" onClick={() => input.current?.click()} disabled={busy} aria-busy={busy} className={ITEM}>
        <span className="relative">
          <StoryRing hasNewStory={false}>{avatar}</StoryRing>
          {busy ? (
            <span className="absolute bottom-0 right-0 flex size-6 items-center justify-center rounded-full bg-primary text-primary-foreground">
              <Spinner className="size-3.5" />
            </span>
          ) : (
            <PlusBadge />
          )}
        </span>
        <span className="w-full truncate text-xs">
          Votre story&nbsp;<span className="sr-only">: ajouter une story</span>
        </span>
      </button>
      {picker}
    </>
  );
}
