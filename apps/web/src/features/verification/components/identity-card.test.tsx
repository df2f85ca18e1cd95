import type { VerificationStatus } from '@portmarin/shared';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { IdentityCard } from './identity-card';

afterEach(() => {
  vi.unstubAllGlobals();
});

const STATUS: VerificationStatus = {
  franceConnectOffered: true,
  identity: null,
  residence: null,
  verifiedResident: false,
};

const IDENTIFIED: VerificationStatus = {
  ...STATUS,
  identity: {
    givenName: 'Maëlys Anne',
    familyName: 'LE GOFF',
    birthdate: '1985-04-12',
    verifiedAt: '2026-12-01T09:00:00.000Z',
  },
};

describe('IdentityCard', () => {
  it('offers FranceConnect’s button, says what it gives and what is kept', async () => {
    mockApi({ 'GET /api/verification': () => json(STATUS) });
    renderWithProviders(<IdentityCard />);
    expect(await screen.findByRole('button', { name: "S'identifier avec FranceConnect" })).toBeInTheDocument();
    expect(
      screen.getByText(/consultations réservées aux résidents comptent alors pour une personne/),
    ).toBeInTheDocument();
    expect(screen.getByText(/ne garde que vos prénoms, votre nom et votre date de naissance/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Qu'est-ce que FranceConnect/ })).toHaveAttribute(
      'href',
      'https://franceconnect.gouv.fr/',
    );
  });

  it('sends the browser to the address the server gives', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const url = 'https://fcp-low.sbx.dev-franceconnect.fr/api/v2/authorize?state=s';
    mockApi({
      'GET /api/verification': () => json(STATUS),
      'POST /api/verification/franceconnect/start': () => json({ authorizationUrl: url }),
    });
    renderWithProviders(<IdentityCard />);
    fireEvent.click(await screen.findByRole('button', { name: "S'identifier avec FranceConnect" }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(url));
  });

  it('shows the identity FranceConnect gave, with the date of verification', async () => {
    mockApi({ 'GET /api/verification': () => json(IDENTIFIED) });
    renderWithProviders(<IdentityCard />);
    expect(await screen.findByText('Identité vérifiée par FranceConnect')).toBeInTheDocument();
    expect(screen.getByText('Maëlys Anne')).toBeInTheDocument();
    expect(screen.getByText('LE GOFF')).toBeInTheDocument();
    expect(screen.getByText('12 avril 1985')).toBeInTheDocument();
    expect(screen.getByText('1 décembre 2026')).toBeInTheDocument();
  });

  it('says when the town does not offer it, with no button', async () => {
    mockApi({ 'GET /api/verification': () => json({ ...STATUS, franceConnectOffered: false }) });
    renderWithProviders(<IdentityCard />);
    expect(
      await screen.findByText("L'identification FranceConnect n'est pas proposée par cette commune."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /FranceConnect/ })).not.toBeInTheDocument();
  });

  it('shows the refusal of a second account with what to do', async () => {
    mockApi({ 'GET /api/verification': () => json(STATUS) });
    renderWithProviders(<IdentityCard />, { path: '/verification?franceconnect=taken' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cette identité est déjà liée à un autre compte. Connectez-vous à ce compte, ou demandez à la mairie de la libérer.',
    );
  });

  it('shows FranceConnect’s outage when the start fails', async () => {
    mockApi({
      'GET /api/verification': () => json(STATUS),
      'POST /api/verification/franceconnect/start': () =>
        json(
          { error: { code: 'FRANCECONNECT_UNAVAILABLE', message: 'FranceConnect ne répond pas pour le moment.' } },
          503,
        ),
    });
    renderWithProviders(<IdentityCard />);
    fireEvent.click(await screen.findByRole('button', { name: "S'identifier avec FranceConnect" }));
    expect(await screen.findByRole('alert')).toHaveTextContent('FranceConnect ne répond pas pour le moment.');
  });
});
