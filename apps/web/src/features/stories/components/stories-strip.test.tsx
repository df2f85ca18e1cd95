import { fireEvent, screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LENA, MARIE, OWN_GROUP, YANN } from '../test/sample-stories';
import { resident } from '@/test/fixtures';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { StoriesStrip } from './stories-strip';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => vi.unstubAllGlobals());

function items() {
  return within(screen.getByRole('list')).getAllByRole('listitem');
}

describe('StoriesStrip', () => {
  it('visitor: Votre story leads to sign-in, then every author in the order received, with rings', async () => {
    mockApi({ 'GET /api/stories': () => json({ groups: [MARIE, YANN, LENA] }) });
    renderWithProviders(<StoriesStrip />);
    await screen.findByRole('button', { name: /Marie Le Goff/ });
    const list = items();
    expect(list).toHaveLength(4);
    const own = within(list[0]!).getByRole('link');
    expect(own.textContent).toContain('Votre story');
    expect(own.getAttribute('href')).toBe('/auth');
    // Accessible names, in order: the unseen state is said, not only shown by the ring's colour.
    expect(
      within(list[1]!).getByRole('button', { name: 'Voir la story de Marie Le Goff (nouvelle story)' }),
    ).toBeTruthy();
    expect(
      within(list[2]!).getByRole('button', { name: 'Voir la story de Yann Kerbrat (nouvelle story)' }),
    ).toBeTruthy();
    expect(within(list[3]!).getByRole('button', { name: 'Voir la story de Léna Morvan' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Marie Le Goff/ }).dataset.hasNewStory).toBe('true');
    expect(screen.getByRole('button', { name: /Léna Morvan/ }).dataset.hasNewStory).toBe('false');
  });

  it('resident with live stories: own avatar opens them, the badge adds one, others follow', async () => {
    mockApi({ 'GET /api/stories': () => json({ groups: [OWN_GROUP, MARIE] }) });
    renderWithProviders(<StoriesStrip />, { user: resident() });
    await screen.findByRole('button', { name: 'Voir votre story' });
    const list = items();
    expect(list).toHaveLength(2);
    expect(within(list[0]!).getByRole('button', { name: 'Ajouter une story' })).toBeTruthy();
    expect(within(list[1]!).getByRole('button').textContent).toContain('Marie Le Goff');
    // The resident's own group is not listed twice.
    expect(screen.queryByRole('button', { name: /Voir la story de Camille Marin/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Voir votre story' }));
    expect(await screen.findByRole('dialog', { name: 'Camille Marin' })).toBeTruthy();
  });

  it('opens the viewer on the author clicked, at their first unseen story', async () => {
    mockApi({ 'GET /api/stories': () => json({ groups: [MARIE, YANN] }) });
    renderWithProviders(<StoriesStrip />);
    fireEvent.click(await screen.findByRole('button', { name: /Voir la story de Marie Le Goff/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Marie Le Goff' });
    expect(within(dialog).getByRole('img', { name: 'Story de Marie Le Goff' }).getAttribute('src')).toBe(
      MARIE.stories[1]!.imageUrl,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    // Focus goes back to the story that was opened.
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: /Voir la story de Marie Le Goff/ })),
    );
  });

  it('refuses a file that is not an image with the catalogue toast', async () => {
    const calls = mockApi({ 'GET /api/stories': () => json({ groups: [] }) });
    const { container } = renderWithProviders(<StoriesStrip />, { user: resident() });
    const add = await screen.findByRole('button', { name: 'Votre story : ajouter une story' });
    expect(add).toBeTruthy();
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toBe('image/*');
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(toast.error).toHaveBeenCalledWith('Erreur', { description: 'Impossible de sélectionner la photo' });
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
    const { container } = renderWithProviders(<StoriesStrip />, { user: resident() });
    await screen.findByRole('button', { name: 'Votre story : ajouter une story' });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['png'], 'mer.png', { type: 'image/png' })] } });
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Story publiée', {
        description: 'Votre story est visible pendant 24 heures',
      }),
    );
    expect(calls.find((c) => c.key === 'POST /api/stories')!.body).toEqual({ uploadId });
    await vi.waitFor(() => expect(calls.filter((c) => c.key === 'GET /api/stories')).toHaveLength(2));
  });
});
