import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resident } from '@/test/fixtures';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { ReportButton } from './report-button';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  toast.error.mockReset();
  toast.success.mockReset();
});

/** The dialog is a lazy chunk: its first import is slow on a busy machine. */
const LAZY = { timeout: 10_000 };
const POST = '11111111-1111-4111-8111-111111111111';
const button = (authorId = 'user-2') => (
  <ReportButton targetType="post" targetId={POST} authorId={authorId} subject="la publication de Marie Dupont" />
);

// The dialog is a lazy chunk: its first import is slow on a busy machine.
describe('ReportButton', { timeout: 20_000 }, () => {
  it('sends the chosen reason and words, then acknowledges', async () => {
    const calls = mockApi({
      'POST /api/reports': () => json({ id: '22222222-2222-4222-8222-222222222222', createdAt: 'x' }, 201),
    });
    renderWithProviders(button(), { user: resident() });
    fireEvent.click(screen.getByRole('button', { name: 'Signaler la publication de Marie Dupont' }));
    const send = await screen.findByRole('button', { name: 'Envoyer' }, LAZY);
    expect(send).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: 'Harcèlement' }));
    fireEvent.change(screen.getByLabelText('Précisions (facultatif)'), { target: { value: ' Messages insistants ' } });
    fireEvent.click(send);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Signalement envoyé', expect.anything()));
    expect(calls[0]!.body).toEqual({
      targetType: 'post',
      targetId: POST,
      reason: 'harassment',
      details: 'Messages insistants',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so when the resident already reported it', async () => {
    mockApi({
      'POST /api/reports': () =>
        json(
          {
            error: {
              code: 'ALREADY_REPORTED',
              message: 'Vous avez déjà signalé ce contenu : la modération va l’examiner.',
            },
          },
          409,
        ),
    });
    renderWithProviders(button(), { user: resident() });
    fireEvent.click(screen.getByRole('button', { name: /Signaler/ }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Spam ou publicité' }, LAZY));
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Déjà signalé', {
        description: 'Vous avez déjà signalé ce contenu : la modération va l’examiner.',
      }),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('asks visitors to sign in', async () => {
    renderWithProviders(button());
    fireEvent.click(screen.getByRole('button', { name: /Signaler/ }));
    expect(await screen.findByRole('link', { name: 'Se connecter' }, LAZY)).toHaveAttribute('href', '/auth');
  });

  it('is absent on one’s own content', () => {
    renderWithProviders(button('user-1'), { user: resident() });
    expect(screen.queryByRole('button', { name: /Signaler/ })).not.toBeInTheDocument();
  });
});
