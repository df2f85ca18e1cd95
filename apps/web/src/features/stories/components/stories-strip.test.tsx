import { fireEvent, screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LENA, MARIE, OWN_GROUP, YANN } from '../test/sample-stories';
import { resident } from '@/test/fixtures';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { StoriesStrip } from './stories-strip';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => vi.unstubAllGlobals());

/** The file picker the 'ajouter une story' button opens: hidden (aria-hidden), so no query reaches it. */
// eslint-disable-next-line testing-library/no-node-access -- see above
const picker = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

function items() {
  return within(screen.getByRole('list')).getAllByRole('listitem');
}

describe('StoriesStrip', () => {
  it('visitor: Votre story leads to sign-in, then every author in the order received, with rings', async () => {
    mockApi({ 'GET /api/stories': () => json({ groups: [MARIE, YANN, LENA] }) });
    renderWithProviders(<StoriesStrip />);
    expect(await screen.findByRole('button', { name: /Marie Le Goff/ })).toBeInTheDocument();
    const list = items();
    expect(list).toHaveLength(4);
    const own = within(list[0]!).getByRole('link');
    expect(own).toHaveTextContent('Votre story');
    expect(own).toHaveAttribute('href', '/auth');
    // Accessible names, in order: the unseen state is said, not only shown by the ring's colour.
    expect(
      within(list[1]!).getByRole('button', { name: 'Voir la story de Marie Le Goff (nouvelle story)' }),
    ).toBeInTheDocument();
    expect(
      within(list[2]!).getByRole('button', { name: 'Voir la story de Yann Kerbrat (nouvelle story)' }),
    ).toBeInTheDocument();
    expect(within(list[3]!).getByRole('button', { name: 'Voir la story de Léna Morvan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Marie Le Goff/ }).dataset.hasNewStory).toBe('true');
    expect(screen.getByRole('button', { name: /Léna Morvan/ }).dataset.hasNewStory).toBe('false');
  });

  it('resident with live stories: own avatar opens them, the badge adds one, others follow', async () => {
    mockApi({ 'GET /api/stories': () => json({ groups: [OWN_GROUP, MARIE] }) });
    renderWithProviders(<StoriesStrip />, { user: resident() });
    expect(await screen.findByRole('button', { name: 'Voir votre story' })).toBeInTheDocument();
    const list = items();
    expect(list).toHaveLength(2);
    expect(within(list[0]!).getByRole('button', { name: 'Ajouter une story' })).toBeInTheDocument();
    expect(within(list[1]!).getByRole('button')).toHaveTextContent('Marie Le Goff');
    // The resident's own group is not listed twice.
    expect(screen.queryByRole('button', { name: /Voir la story de Camille Marin/ })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Voir votre story' }));
    expect(await screen.findByRole('dialog', { name: 'Camille Marin' })).toBeInTheDocument();
  });

  it('opens the viewer on the author clicked, at their first unseen story', async () => {
    mockApi({ 'GET /api/stories': () => json({ groups: [MARIE, YANN] }) });
    renderWithProviders(<StoriesStrip />);
    fireEvent.click(await screen.findByRole('button', { name: /Voir la story de Marie Le Goff/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Marie Le Goff' });
    expect(within(dialog).getByRole('img', { name: 'Story de Marie Le Goff' })).toHaveAttribute(
      'src',
      MARIE.stories[1]!.imageUrl,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    // Focus goes back to the story that was opened.
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: /Voir la story de Marie Le Goff/ })).toHaveFocus(),
    );
  });

  it('refuses a file that is not an image with the catalogue toast', async () => {
    const calls = mockApi({ 'GET /api/stories': () => json({ groups: [] }) });
    renderWithProviders(<StoriesStrip />, { user: resident() });
    expect(await screen.findByRole('button', { name: 'Votre story : ajouter une story' })).toBeInTheDocument();
    expect(picker()).toHaveAttribute('accept', 'image/*');
    fireEvent.change(picker(), { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erreur', { description: 'Impossible de sélectionner la photo' }),
    );
    expect(calls.map((c) => c.key)).toEqual(['GET /api/stories']);
  });

  it('publishes a photo: upload as a story, then the story, then a refreshed strip', async () => {
    const uploadId = '00000000-0000-4000-8000-00000000aaaa';
    const calls = mockApi({
      'GET /api/stories': () => json({ groups: [] }),
      'POST /api/uploads?kind=story': () =>
        json({ id: uploadId, url: '/uploads/a.webp', thumbnailUrl: '/uploads/a-t.webp', width: 10, height: 10 }),
      'POST /api/stories': () => json({ ...OWN_GROUP.stories[0] }, 201),
    });
    renderWithProviders(<StoriesStrip />, { user: resident() });
    expect(await screen.findByRole('button', { name: 'Votre story : ajouter une story' })).toBeInTheDocument();
    fireEvent.change(picker(), { target: { files: [new File(['png'], 'mer.png', { type: 'image/png' })] } });
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Story publiée', {
        description: 'Votre story est visible pendant 24 heures',
      }),
    );
    expect(calls.find((c) => c.key === 'POST /api/stories')!.body).toEqual({ uploadId });
    await vi.waitFor(() => expect(calls.filter((c) => c.key === 'GET /api/stories')).toHaveLength(2));
  });
});
