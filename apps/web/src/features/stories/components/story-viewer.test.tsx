import type { StoryItem } from '@portmarin/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storiesQuery } from '../api/list-stories';
import { LENA, MARIE, YANN } from '../test/sample-stories';
import { resident } from '@/test/fixtures';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { STORY_DURATION_MS, StoryViewer, nextPosition, previousPosition } from './story-viewer';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const GROUPS = [MARIE, YANN];

function shownImage() {
  return screen.getByRole('img', { name: /^Story de / }) as HTMLImageElement;
}

function openViewer(options: { user?: ReturnType<typeof resident> | null; groups?: typeof GROUPS } = {}) {
  const onClose = vi.fn();
  const view = renderWithProviders(
    <StoryViewer groups={options.groups ?? GROUPS} initialGroupIndex={0} onClose={onClose} />,
    { user: options.user ?? null },
  );
  return { onClose, ...view };
}

describe('story positions', () => {
  it('next goes through a group, then to the next group at its first unseen story, then ends', () => {
    const groups = [MARIE, { ...YANN, stories: [{ ...YANN.stories[0]!, seen: true }, ...MARIE.stories] }];
    expect(nextPosition(groups, { group: 0, story: 0 })).toEqual({ group: 0, story: 1 });
    // Yann's first story is seen, his second is not.
    expect(nextPosition(groups, { group: 0, story: 1 })).toEqual({ group: 1, story: 2 });
    expect(nextPosition(groups, { group: 1, story: 2 })).toBeNull();
  });

  it('previous steps back across groups and stays at the very first story', () => {
    expect(previousPosition(GROUPS, { group: 1, story: 0 })).toEqual({ group: 0, story: 1 });
    expect(previousPosition(GROUPS, { group: 0, story: 1 })).toEqual({ group: 0, story: 0 });
    expect(previousPosition(GROUPS, { group: 0, story: 0 })).toEqual({ group: 0, story: 0 });
  });
});

describe('StoryViewer', () => {
  it('is a dialog titled with the author, starting at their first unseen story, one bar per story', () => {
    mockApi({});
    openViewer();
    const dialog = screen.getByRole('dialog', { name: 'Marie Le Goff' });
    expect(shownImage()).toHaveAttribute('src', MARIE.stories[1]!.imageUrl);
    // The bars are decorative (aria-hidden; 'Story 2 sur 2' says it in words): found by their data-state.
    // eslint-disable-next-line testing-library/no-node-access -- see above
    const bars = dialog.querySelectorAll('[data-state="done"], [data-state="current"], [data-state="upcoming"]');
    expect(bars).toHaveLength(2);
    expect(within(dialog).getByText(/Story 2 sur 2/)).toBeInTheDocument();
  });

  it('Suivant / Précédent and the arrow keys move through stories and authors; the end closes', () => {
    mockApi({});
    const { onClose } = openViewer();
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(screen.getByRole('dialog', { name: 'Yann Kerbrat' })).toBeInTheDocument();
    expect(shownImage()).toHaveAttribute('src', YANN.stories[0]!.imageUrl);

    fireEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    expect(shownImage()).toHaveAttribute('src', MARIE.stories[1]!.imageUrl);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowLeft' });
    expect(shownImage()).toHaveAttribute('src', MARIE.stories[0]!.imageUrl);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' });
    expect(screen.getByRole('dialog', { name: 'Yann Kerbrat' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Fermer and Escape close it', () => {
    mockApi({});
    const { onClose } = openViewer();
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('advances by itself 5 s after the photo shows, and waits while the pointer is down', () => {
    vi.useFakeTimers();
    mockApi({});
    openViewer();
    // Nothing runs before the photo has loaded.
    act(() => vi.advanceTimersByTime(STORY_DURATION_MS * 2));
    expect(shownImage()).toHaveAttribute('src', MARIE.stories[1]!.imageUrl);

    fireEvent.load(shownImage());
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.pointerDown(shownImage());
    act(() => vi.advanceTimersByTime(STORY_DURATION_MS * 3));
    expect(shownImage()).toHaveAttribute('src', MARIE.stories[1]!.imageUrl);
    fireEvent.pointerUp(shownImage());
    act(() => vi.advanceTimersByTime(2900));
    expect(shownImage()).toHaveAttribute('src', MARIE.stories[1]!.imageUrl);
    act(() => vi.advanceTimersByTime(200));
    expect(shownImage()).toHaveAttribute('src', YANN.stories[0]!.imageUrl);
  });

  it('stops while « Pause » is pressed, from the keyboard too, and goes on when released', () => {
    vi.useFakeTimers();
    mockApi({});
    openViewer();
    fireEvent.load(shownImage());
    const pause = screen.getByRole('button', { name: 'Pause' });
    expect(pause).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    act(() => vi.advanceTimersByTime(STORY_DURATION_MS * 3));
    expect(shownImage()).toHaveAttribute('src', MARIE.stories[1]!.imageUrl);
    fireEvent.click(pause);
    act(() => vi.advanceTimersByTime(STORY_DURATION_MS + 100));
    expect(shownImage()).toHaveAttribute('src', YANN.stories[0]!.imageUrl);
  });

  it('with reduced motion it never advances by itself', () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => ({ matches: true, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
    );
    mockApi({});
    openViewer();
    fireEvent.load(shownImage());
    act(() => vi.advanceTimersByTime(STORY_DURATION_MS * 4));
    expect(shownImage()).toHaveAttribute('src', MARIE.stories[1]!.imageUrl);
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(shownImage()).toHaveAttribute('src', YANN.stories[0]!.imageUrl);
  });

  it('marks each story shown as viewed for a resident, and the strip loses the ring', async () => {
    const calls = mockApi({
      [`POST /api/stories/${MARIE.stories[1]!.id}/view`]: () => new Response(null, { status: 204 }),
      [`POST /api/stories/${YANN.stories[0]!.id}/view`]: () => new Response(null, { status: 204 }),
    });
    const { client } = openViewer({ user: resident() });
    client.setQueryData(storiesQuery.queryKey, { groups: [MARIE, YANN, LENA] });
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    await vi.waitFor(() => {
      const groups = client.getQueryData(storiesQuery.queryKey)!.groups;
      expect(groups.map((g) => g.hasNewStory)).toEqual([false, false, false]);
    });
    expect(calls.map((c) => c.key)).toEqual([
      `POST /api/stories/${MARIE.stories[1]!.id}/view`,
      `POST /api/stories/${YANN.stories[0]!.id}/view`,
    ]);
    // Going back does not send the view again.
    fireEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    expect(calls).toHaveLength(2);
  });

  it('marks nothing for a visitor and offers no deletion', () => {
    const calls = mockApi({});
    openViewer();
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(calls).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Supprimer la story' })).not.toBeInTheDocument();
  });

  it('the author deletes her stories after confirming; the last one gone, the viewer closes', async () => {
    const own = { ...MARIE, author: { ...MARIE.author, id: 'user-1' } };
    const [first, second] = own.stories as [StoryItem, StoryItem];
    const calls = mockApi({
      [`POST /api/stories/${first.id}/view`]: () => new Response(null, { status: 204 }),
      [`POST /api/stories/${second.id}/view`]: () => new Response(null, { status: 204 }),
      [`DELETE /api/stories/${first.id}`]: () => new Response(null, { status: 204 }),
      [`DELETE /api/stories/${second.id}`]: () => new Response(null, { status: 204 }),
      'GET /api/stories': () => json({ groups: [] }),
    });
    const { onClose } = openViewer({
      user: resident(),
      groups: [{ ...own, stories: [first, { ...second, seen: true }] }, YANN],
    });
    expect(shownImage()).toHaveAttribute('src', first.imageUrl);

    fireEvent.click(screen.getByRole('button', { name: 'Supprimer la story' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Supprimer cette story ?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await vi.waitFor(() => expect(shownImage()).toHaveAttribute('src', second.imageUrl));
    expect(toast.success).toHaveBeenCalledWith('Story supprimée', { description: 'La story a été supprimée' });
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Supprimer la story' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Supprimer cette story ?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.filter((c) => c.key.startsWith('DELETE')).map((c) => c.key)).toEqual([
      `DELETE /api/stories/${first.id}`,
      `DELETE /api/stories/${second.id}`,
    ]);
  });
});
