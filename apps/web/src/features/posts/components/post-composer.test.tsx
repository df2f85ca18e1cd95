import type { FeedPage, Post, SessionUser } from '@portmarin/shared';
import type { InfiniteData } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { postKeys } from '../api/post-keys';
import { makePost, resident } from '@/test/fixtures';
import { json, renderWithProviders } from '@/test/render';
import { PostComposer } from './post-composer';

const toastMocks = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toastMocks }));

const PLACEHOLDER = 'Quoi de neuf à Port-Marin ?';

// Loaded once up front so each test only waits for rendering.
beforeAll(() => import('./post-composer-dialogs'), 30_000);

function renderComposer(user: SessionUser | null = resident()) {
  return renderWithProviders(<PostComposer />, { user, path: '/feed', route: '/feed' });
}

async function openComposer() {
  fireEvent.click(screen.getByRole('button', { name: PLACEHOLDER }));
  // The dialogs load on first use.
  return screen.findByRole('dialog', { name: 'Créer une publication' });
}

function chooseFromGallery(file: File) {
  fireEvent.click(screen.getByRole('button', { name: 'Ajouter une photo' }));
  expect(screen.getByRole('dialog', { name: 'Ajouter une photo' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Prendre une photo' })).toBeInTheDocument();
  const input = screen.getByTestId('composer-gallery-input') as HTMLInputElement;
  expect(input.accept).toBe('image/*');
  fireEvent.change(input, { target: { files: [file] } });
}

const png = () => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'port.png', { type: 'image/png' });

describe('PostComposer', () => {
  beforeEach(() => {
    toastMocks.success.mockReset();
    toastMocks.error.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the resident’s initials beside the feed’s composer', () => {
    renderComposer();
    expect(screen.getByText('CM')).toBeInTheDocument();
  });

  it('shows the page’s logo when the resident writes on their business page', () => {
    renderWithProviders(
      <PostComposer
        place={{ businessPageId: 'page-1' }}
        voice={{ name: 'Institut Iodé', image: '/uploads/logo.webp' }}
      />,
      { user: resident(), path: '/business/page-1', route: '/business/page-1' },
    );
    expect(screen.getByRole('presentation')).toHaveAttribute('src', '/uploads/logo.webp');
    expect(screen.queryByText('CM')).not.toBeInTheDocument();
  });

  it('shows the page’s initials, not the resident’s, when the page has no logo', () => {
    renderWithProviders(
      <PostComposer place={{ businessPageId: 'page-1' }} voice={{ name: 'Institut Iodé', image: null }} />,
      { user: resident(), path: '/business/page-1', route: '/business/page-1' },
    );
    expect(screen.getByText('II')).toBeInTheDocument();
    expect(screen.queryByText('CM')).not.toBeInTheDocument();
  });

  it('opens “Créer une publication” with the town in the placeholder', async () => {
    renderComposer();
    await openComposer();
    expect(screen.getByLabelText('Texte de la publication')).toHaveAttribute('placeholder', PLACEHOLDER);
  });

  it('keeps Publier disabled while the text is blank and there is no photo', async () => {
    renderComposer();
    await openComposer();
    const publish = screen.getByRole('button', { name: 'Publier' }) as HTMLButtonElement;
    expect(publish).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Texte de la publication'), { target: { value: '   \n ' } });
    expect(publish).toBeDisabled();
    // Zero-width characters show nothing: the server counts them as empty too (issue 16).
    fireEvent.change(screen.getByLabelText('Texte de la publication'), { target: { value: '\u200B\u2060\uFEFF ' } });
    expect(publish).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Texte de la publication'), { target: { value: 'Grande marée ce soir' } });
    expect(publish).toBeEnabled();
  });

  it('refuses an empty post with the spec’s toast', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderComposer();
    const dialog = await openComposer();
    fireEvent.submit(within(dialog).getByLabelText<HTMLTextAreaElement>('Texte de la publication').form!);
    expect(toastMocks.error).toHaveBeenCalledWith('Erreur', {
      description: 'Veuillez ajouter du contenu ou une photo',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a file that is not an image', async () => {
    renderComposer();
    await openComposer();
    chooseFromGallery(new File(['bonjour'], 'notes.txt', { type: 'text/plain' }));
    await waitFor(() =>
      expect(toastMocks.error).toHaveBeenCalledWith('Erreur', { description: 'Impossible de sélectionner la photo' }),
    );
    expect(screen.queryByAltText('Aperçu avant publication')).not.toBeInTheDocument();
    // The photo dialog stays open for another choice.
    expect(screen.getByRole('dialog', { name: 'Ajouter une photo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publier', hidden: true })).toBeDisabled();
  });

  it('publishes a photo alone: upload, then the post, placed at the top of the feed', async () => {
    const created: Post = makePost({
      id: '22222222-2222-4222-8222-222222222222',
      content: '',
      imageUrl: '/uploads/a.webp',
    });
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/uploads')) {
        return json({
          id: '33333333-3333-4333-8333-333333333333',
          url: '/uploads/a.webp',
          thumbnailUrl: '/uploads/a-t.webp',
          width: 1,
          height: 1,
        });
      }
      if (url === '/api/posts' && init?.method === 'POST') return json(created, 201);
      return json({ posts: [], nextCursor: null });
    });
    vi.stubGlobal('fetch', fetch);
    const { client } = renderComposer();
    const older = makePost();
    client.setQueryData<InfiniteData<FeedPage, string | undefined>>(postKeys.feed, {
      pages: [{ posts: [older], nextCursor: null }],
      pageParams: [undefined],
    });
    await openComposer();
    chooseFromGallery(png());
    const preview = await screen.findByAltText('Aperçu avant publication');
    expect(preview).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    expect(screen.queryByRole('dialog', { name: 'Ajouter une photo' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Publier' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Créer une publication' })).not.toBeInTheDocument(),
    );
    expect(fetch.mock.calls[0]![0]).toBe('/api/uploads?kind=post');
    const postCall = fetch.mock.calls.find(([url]) => url === '/api/posts')!;
    expect(JSON.parse(String(postCall[1]!.body))).toEqual({
      content: '',
      uploadId: '33333333-3333-4333-8333-333333333333',
    });
    const feed = client.getQueryData<InfiniteData<FeedPage>>(postKeys.feed)!;
    expect(feed.pages[0]!.posts.map((p) => p.id)[0]).toBe(created.id);

    // Reopened, the composer is empty again.
    await openComposer();
    expect(screen.getByLabelText('Texte de la publication')).toHaveValue('');
    expect(screen.queryByAltText('Aperçu avant publication')).not.toBeInTheDocument();
  });

  it('sends the photo’s description, its text alternative, with the post', async () => {
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/uploads')) {
        return json({
          id: '33333333-3333-4333-8333-333333333333',
          url: '/u.webp',
          thumbnailUrl: '/t.webp',
          width: 1,
          height: 1,
        });
      }
      if (url === '/api/posts' && init?.method === 'POST') return json(makePost({ imageUrl: '/u.webp' }), 201);
      return json({ posts: [], nextCursor: null });
    });
    vi.stubGlobal('fetch', fetch);
    renderComposer();
    await openComposer();
    chooseFromGallery(png());
    const description = await screen.findByLabelText('Décrire la photo');
    expect(description).toHaveAccessibleDescription(/pour les personnes qui ne la voient pas/);
    fireEvent.change(description, { target: { value: ' Le phare sous la pluie ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publier' }));
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => url === '/api/posts')).toBe(true));
    const postCall = fetch.mock.calls.find(([url]) => url === '/api/posts')!;
    expect(JSON.parse(String(postCall[1]!.body))).toEqual({
      content: '',
      uploadId: '33333333-3333-4333-8333-333333333333',
      imageAlt: 'Le phare sous la pluie',
    });
  });

  it('gives focus back to the composer button once published', async () => {
    const fetch = vi.fn(async (url: string, init?: RequestInit) =>
      url === '/api/posts' && init?.method === 'POST'
        ? json(makePost({ content: 'Grande marée ce soir' }), 201)
        : json({ posts: [], nextCursor: null }),
    );
    vi.stubGlobal('fetch', fetch);
    renderComposer();
    const button = screen.getByRole('button', { name: PLACEHOLDER });
    // A click focuses the button in a browser; jsdom needs it said.
    button.focus();
    await openComposer();
    await waitFor(() => expect(screen.getByLabelText('Texte de la publication')).toHaveFocus());
    fireEvent.change(screen.getByLabelText('Texte de la publication'), { target: { value: 'Grande marée ce soir' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publier' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Créer une publication' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('removes the chosen photo with ×', async () => {
    renderComposer();
    await openComposer();
    chooseFromGallery(png());
    expect(await screen.findByAltText('Aperçu avant publication')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retirer la photo' }));
    expect(screen.queryByAltText('Aperçu avant publication')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publier' })).toBeDisabled();
  });

  it('shows the server’s French message when publishing fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          json(
            { error: { code: 'RATE_LIMITED', message: 'Trop de tentatives. Veuillez patienter avant de réessayer.' } },
            429,
          ),
        ),
    );
    renderComposer();
    await openComposer();
    fireEvent.change(screen.getByLabelText('Texte de la publication'), { target: { value: 'Bonjour' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publier' }));
    await waitFor(() =>
      expect(toastMocks.error).toHaveBeenCalledWith('Erreur', {
        description: 'Trop de tentatives. Veuillez patienter avant de réessayer.',
      }),
    );
    // The draft stays for another try.
    expect(screen.getByLabelText('Texte de la publication')).toHaveValue('Bonjour');
  });

  it('sends visitors to the sign-in page', () => {
    renderComposer(null);
    fireEvent.click(screen.getByRole('button', { name: PLACEHOLDER }));
    expect(screen.getByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
  });
});
