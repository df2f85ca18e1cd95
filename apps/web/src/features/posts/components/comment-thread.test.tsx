import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { resident } from '@/test/fixtures';
import { pagedQuery } from '@/test/paged-query';
import { renderWithProviders } from '@/test/render';
import { CommentThread, type ThreadComment } from './comment-thread';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

afterEach(() => {
  toast.error.mockReset();
  toast.success.mockReset();
});

const comment = (overrides: Partial<ThreadComment> = {}): ThreadComment => ({
  id: 'c1',
  content: 'Très bonne idée',
  createdAt: '2026-05-01T10:00:00.000Z',
  author: { id: 'user-2', name: 'Yann Kerleau', username: 'yann', image: null, verified: false },
  ...overrides,
});

type Props = Partial<Parameters<typeof CommentThread<ThreadComment>>[0]>;

function renderThread(props: Props = {}) {
  const onCreate = vi.fn(async () => undefined);
  const onDelete = vi.fn(async () => undefined);
  renderWithProviders(
    <CommentThread
      query={pagedQuery({})}
      comments={[]}
      onCreate={onCreate}
      creating={false}
      canDelete={() => false}
      onDelete={onDelete}
      {...props}
    />,
    { user: resident() },
  );
  return { onCreate, onDelete };
}

describe('CommentThread', () => {
  it('says the comments are loading', () => {
    renderThread({ query: pagedQuery({ isPending: true }) });
    expect(screen.getByRole('status').textContent?.trim()).toBe('Chargement des commentaires…');
  });

  it('offers a retry when the comments failed to load', () => {
    const query = pagedQuery({ isError: true, error: new Error('Serveur indisponible') });
    renderThread({ query });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Impossible de charger les commentaires.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(query.refetch).toHaveBeenCalledOnce();
  });

  it('says when there is no comment yet', () => {
    renderThread();
    expect(screen.getByText('Aucun commentaire pour le moment.')).toBeInTheDocument();
  });

  it('lists the comments, marks a hidden one and draws the given actions', () => {
    renderThread({
      comments: [comment(), comment({ id: 'c2', content: 'Masquée', hidden: true })],
      actions: (c, name) => <button type="button">{`Signaler ${c.id} de ${name}`}</button>,
    });
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Très bonne idée'),
      expect.stringContaining('Masquée'),
    ]);
    expect(within(items[0]!).queryByText('Masqué par la modération')).not.toBeInTheDocument();
    expect(within(items[1]!).getByText('Masqué par la modération')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: 'Signaler c2 de Yann Kerleau' })).toBeInTheDocument();
  });

  it('sends the trimmed text and empties the field once saved', async () => {
    const { onCreate } = renderThread();
    const field = screen.getByLabelText('Votre commentaire') as HTMLTextAreaElement;
    fireEvent.change(field, { target: { value: '  Avec une piste cyclable ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Commenter' }));
    expect(onCreate).toHaveBeenCalledExactlyOnceWith('Avec une piste cyclable');
    await waitFor(() => expect(field.value).toBe(''));
  });

  it('keeps the text and says why when the comment was refused', async () => {
    const onCreate = vi.fn(async () => {
      throw new ApiError(403, 'ACCOUNT_SUSPENDED', 'Votre compte est suspendu.');
    });
    renderThread({ onCreate });
    const field = screen.getByLabelText('Votre commentaire') as HTMLTextAreaElement;
    fireEvent.change(field, { target: { value: 'Bonjour' } });
    fireEvent.click(screen.getByRole('button', { name: 'Commenter' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erreur', { description: 'Votre compte est suspendu.' }),
    );
    expect(field.value).toBe('Bonjour');
  });

  it('says the comments are closed instead of the form', () => {
    renderThread({ closed: true });
    expect(screen.getByText('Les commentaires sont fermés ici.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Commenter' })).not.toBeInTheDocument();
  });

  it('deletes a comment after the confirmation', async () => {
    const { onDelete } = renderThread({
      comments: [comment()],
      canDelete: () => true,
      deleteName: (name) => `Supprimer le commentaire de ${name}`,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer le commentaire de Yann Kerleau' }));
    expect(onDelete).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer' }));
    expect(onDelete).toHaveBeenCalledExactlyOnceWith(comment());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Commentaire supprimé', expect.anything()));
  });

  it('offers no delete button to whom may not delete', () => {
    renderThread({ comments: [comment()], canDelete: () => false });
    expect(screen.queryByRole('button', { name: 'Supprimer le commentaire' })).not.toBeInTheDocument();
  });
});
