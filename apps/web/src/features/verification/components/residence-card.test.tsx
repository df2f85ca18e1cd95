import type { TownConfig, VerificationStatus } from '@portmarin/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resident, TOWN } from '@/test/fixtures';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { ResidenceCard } from './residence-card';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

afterEach(() => vi.unstubAllGlobals());

const town = {
  ...TOWN,
  townHall: {
    name: 'Mairie de Port-Marin',
    address: '1 place de la Mairie, 56290 Port-Marin',
    phone: '02 97 00 00 00',
    email: 'contact@mairie-portmarin.fr',
    website: 'https://www.mairie-portmarin.fr',
    hours: 'Lundi au vendredi 8h30-12h00',
  },
} as TownConfig;

const ADDRESS = { id: '56999_0100_00003', label: '3 Place de la Mairie, 56290 Port-Marin' };

const sent = (left: number): VerificationStatus => ({
  franceConnectOffered: false,
  identity: null,
  verifiedResident: false,
  residence: {
    state: 'letter_sent',
    method: 'letter',
    address: ADDRESS,
    requestedAt: '2026-12-01T10:00:00Z',
    verifiedAt: null,
    expiresAt: null,
    revokeReason: null,
    codeExpiresAt: '2099-02-01T10:00:00Z',
    codeAttemptsLeft: left,
  },
});

const render = (status: VerificationStatus) =>
  renderWithProviders(<ResidenceCard status={status} accountName="Camille Marin" />, { user: resident(), town });

describe('ResidenceCard', () => {
  it('shows the server’s French error and the tries left under the code field', async () => {
    mockApi({
      'POST /api/verification/residence/code': () =>
        json(
          {
            error: {
              code: 'RESIDENCE_CODE_WRONG',
              message: 'Ce code ne correspond pas à celui de votre courrier. Il vous reste 4 essais.',
            },
          },
          400,
        ),
      'GET /api/verification': () => json(sent(4)),
    });
    render(sent(5));
    fireEvent.change(screen.getByLabelText('Code reçu par courrier'), { target: { value: 'abcd-efgh' } });
    fireEvent.click(screen.getByRole('button', { name: 'Valider le code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Il vous reste 4 essais.');
    expect(screen.getByLabelText('Code reçu par courrier')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the « Résident vérifié » mark with its end date', () => {
    render({
      ...sent(5),
      verifiedResident: true,
      residence: {
        ...sent(5).residence!,
        state: 'verified',
        verifiedAt: '2026-12-01T10:00:00Z',
        expiresAt: '2028-12-01T10:00:00Z',
      },
    });
    expect(screen.getByText('Résident vérifié')).toBeInTheDocument();
    expect(screen.getByText('jusqu’au 1 décembre 2028')).toBeInTheDocument();
  });

  it('asks for FranceConnect first where the town offers it', () => {
    render({ franceConnectOffered: true, identity: null, residence: null, verifiedResident: false });
    expect(screen.getByText(/identifiez-vous d’abord avec FranceConnect/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Recevoir un code par courrier' })).not.toBeInTheDocument();
  });

  it('tells what the counter needs, with the town hall’s hours', () => {
    render({ franceConnectOffered: false, identity: null, residence: null, verifiedResident: false });
    expect(
      screen.getByText(
        'Présentez-vous à l’accueil de la mairie avec une pièce d’identité et un justificatif de domicile de moins de 3 mois.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Lundi au vendredi 8h30-12h00/)).toBeInTheDocument();
  });

  it('picks an address with the keyboard and asks for the letter', async () => {
    const calls = mockApi({
      'GET /api/addresses?q=3%20place': () =>
        json({ addresses: [ADDRESS, { id: 'b', label: '3 bis Place de la Mairie, 56290 Port-Marin' }] }),
      'POST /api/verification/residence/letter': () =>
        json({ ...sent(5), residence: { ...sent(5).residence!, state: 'letter_requested', codeExpiresAt: null } }),
    });
    render({ franceConnectOffered: false, identity: null, residence: null, verifiedResident: false });
    const box = screen.getByRole('combobox', { name: 'Votre adresse dans la commune' });
    fireEvent.change(box, { target: { value: '3 place' } });
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(screen.getByRole('option', { name: ADDRESS.label })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(box).toHaveValue(ADDRESS.label);
    expect(box).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Recevoir un code par courrier' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'POST /api/verification/residence/letter')?.body).toEqual({
        addressId: ADDRESS.id,
      }),
    );
  });
});
