import type { LinkedIdentities } from '@portmarin/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { IdentityRelease } from './identity-release';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  toast.success.mockReset();
});

const FOUND: LinkedIdentities = {
  identities: [
    {
      userId: 'u1',
      accountName: 'Yann K.',
      username: 'yannk',
      givenName: 'Yann',
      familyName: 'KERBRAT',
      birthdate: '1979-02-03',
      verifiedAt: '2026-11-30T10:00:00Z',
    },
  ],
};

function search() {
  fireEvent.change(screen.getByLabelText('Nom de famille'), { target: { value: ' Kerbrat ' } });
  fireEvent.change(screen.getByLabelText('Date de naissance'), { target: { value: '1979-02-03' } });
  fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
}

describe('IdentityRelease', () => {
  it('finds the linked account by family name and birth date', async () => {
    const calls = mockApi({
      'GET /api/verification/identities?familyName=Kerbrat&birthdate=1979-02-03': () => json(FOUND),
    });
    renderWithProviders(<IdentityRelease />);
    search();
    const list = await screen.findByRole('list', { name: 'Comptes liés' });
    expect(within(list).getByText('Yann KERBRAT')).toBeInTheDocument();
    expect(list).toHaveTextContent('(@yannk)');
    expect(calls).toHaveLength(1);
  });

  it('frees the identity with the reason typed', async () => {
    const calls = mockApi({
      'GET /api/verification/identities?familyName=Kerbrat&birthdate=1979-02-03': () => json(FOUND),
      'DELETE /api/verification/identities/u1': () => new Response(null, { status: 204 }),
    });
    renderWithProviders(<IdentityRelease />);
    search();
    fireEvent.click(await screen.findByRole('button', { name: 'Libérer l’identité' }));
    const confirm = screen.getByRole('button', { name: 'Libérer' });
    expect(confirm).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Motif'), { target: { value: 'Compte perdu, carte vue au guichet' } });
    fireEvent.click(confirm);
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(calls.find((c) => c.key === 'DELETE /api/verification/identities/u1')?.body).toEqual({
      reason: 'Compte perdu, carte vue au guichet',
    });
  });

  it('says when no account is linked', async () => {
    mockApi({
      'GET /api/verification/identities?familyName=Kerbrat&birthdate=1979-02-03': () => json({ identities: [] }),
    });
    renderWithProviders(<IdentityRelease />);
    search();
    expect(
      await screen.findByText('Aucun compte n’est lié à une identité de ce nom et de cette date de naissance.'),
    ).toHaveAttribute('role', 'status');
  });
});
