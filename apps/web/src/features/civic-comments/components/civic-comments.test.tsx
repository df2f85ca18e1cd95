import type { CivicComment, CivicCommentsPage } from '@portmarin/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resident } from '@/test/fixtures';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { CivicComments } from './civic-comments';
import {
  canDeleteCivicComment,
  totalOf,
  withComment,
  withoutComment,
  type CommentsData,
} from '../api/civic-comments-cache';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  toast.error.mockReset();
  toast.success.mockReset();
});

const SUBJECT = '22222222-2222-4222-8222-222222222222';
const URL = `/api/civic-comments/suggestion/${SUBJECT}`;

const comment = (overrides: Partial<CivicComment> = {}): CivicComment => ({
  id: '33333333-3333-4333-8333-333333333333',
  subjectType: 'suggestion',
  subjectId: SUBJECT,
  content: 'Très bonne idée',
  createdAt: new Date().toISOString(),
  hidden: false,
  author: { id: 'user-2', name: 'Yann Kerleau', username: 'yann', image: null, verified: false },
  ...overrides,
});

const page = (comments: CivicComment[], extra: Partial<CivicCommentsPage> = {}): CivicCommentsPage => ({
  comments,
  nextCursor: null,
  total: comments.length,
  open: true,
  ...extra,
});

const data = (...pages: CivicCommentsPage[]): CommentsData => ({ pages, pageParams: pages.map(() => undefined) });

describe('civic comments cache', () => {
  it('adds a new comment at the end once every page is loaded, and counts it everywhere', () => {
    const added = withComment(data(page([comment()])), comment({ id: 'new', content: 'Moi aussi' }));
    expect(added!.pages[0]!.comments.map((c) => c.content)).toEqual(['Très bonne idée', 'Moi aussi']);
    expect(totalOf(added)).toBe(2);

    const partial = withComment(data(page([comment()], { nextCursor: 'abc' })), comment({ id: 'new' }));
    expect(partial!.pages[0]!.comments).toHaveLength(1);
    expect(totalOf(partial)).toBe(2);
    expect(withComment(undefined, comment())).toBeUndefined();
  });

  it('removes a comment and lowers the count only when it was there', () => {
    const start = data(page([comment(), comment({ id: 'b' })]));
    const removed = withoutComment(start, 'b');
    expect(removed!.pages[0]!.comments.map((c) => c.id)).toEqual([comment().id]);
    expect(totalOf(removed)).toBe(1);
    expect(totalOf(withoutComment(start, 'absent'))).toBe(2);
  });

  it('lets the author and the moderation delete', () => {
    const c = comment();
    expect(canDeleteCivicComment(null, c)).toBe(false);
    expect(canDeleteCivicComment({ id: 'user-2', role: 'user' }, c)).toBe(true);
    expect(canDeleteCivicComment({ id: 'user-1', role: 'user' }, c)).toBe(false);
    expect(canDeleteCivicComment({ id: 'user-1', role: 'moderator' }, c)).toBe(true);
    expect(canDeleteCivicComment({ id: 'user-1', role: 'admin' }, c)).toBe(true);
  });
});

describe('CivicComments', () => {
  it('shows visitors the comments and a sign-in prompt, no form', async () => {
    mockApi({ [`GET ${URL}`]: () => json(page([comment()])) });
    renderWithProviders(<CivicComments subjectType="suggestion" subjectId={SUBJECT} />);
    expect(await screen.findByText('Très bonne idée')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connectez-vous' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Commenter' })).not.toBeInTheDocument();
  });

  it('posts a comment: the button waits for text, the count is reported', async () => {
    const counts: number[] = [];
    const calls = mockApi({
      [`GET ${URL}`]: () => json(page([])),
      [`POST ${URL}`]: () =>
        json(
          comment({
            id: 'mine',
            content: 'Avec une piste cyclable',
            author: { id: 'user-1', name: 'Camille Marin', username: 'camille', image: null, verified: false },
          }),
          201,
        ),
    });
    renderWithProviders(
      <CivicComments subjectType="suggestion" subjectId={SUBJECT} onCountChange={(n) => counts.push(n)} />,
      { user: resident() },
    );
    expect(await screen.findByText('Aucun commentaire pour le moment.')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Commenter' }) as HTMLButtonElement;
    const field = screen.getByLabelText('Votre commentaire');
    fireEvent.change(field, { target: { value: '   ' } });
    expect(button).toBeDisabled();
    fireEvent.change(field, { target: { value: ' Avec une piste cyclable ' } });
    expect(button).toBeEnabled();
    fireEvent.click(button);
    expect(await screen.findByText('Avec une piste cyclable')).toBeInTheDocument();
    expect(calls.find((c) => c.key === `POST ${URL}`)?.body).toEqual({ content: 'Avec une piste cyclable' });
    await waitFor(() => expect(counts).toEqual([0, 1]));
    expect(field).toHaveValue('');
    // Own comment: it can be deleted.
    expect(screen.getByRole('button', { name: 'Supprimer le commentaire de Camille Marin' })).toBeInTheDocument();
  });

  it('says when comments are closed, without a form', async () => {
    mockApi({ [`GET ${URL}`]: () => json(page([], { open: false })) });
    renderWithProviders(<CivicComments subjectType="suggestion" subjectId={SUBJECT} />, { user: resident() });
    expect(await screen.findByText('Les commentaires sont fermés ici.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Commenter' })).not.toBeInTheDocument();
  });

  it('lets a moderator delete after confirming; errors become a toast', async () => {
    let fail = true;
    mockApi({
      [`GET ${URL}`]: () => json(page([comment()])),
      [`DELETE /api/civic-comments/${comment().id}`]: () =>
        fail
          ? json({ error: { code: 'FORBIDDEN', message: 'Action non autorisée' } }, 403)
          : new Response(null, { status: 204 }),
    });
    renderWithProviders(<CivicComments subjectType="suggestion" subjectId={SUBJECT} />, {
      user: resident('moderator'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer le commentaire de Yann Kerleau' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Erreur', { description: 'Action non autorisée' }));
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.queryByText('Très bonne idée')).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalled();
  });
});
