import type { VerificationStatus } from '@portmarin/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { VerificationSettingsCard } from './verification-settings-card';

afterEach(() => {
  vi.unstubAllGlobals();
});

const STATUS: VerificationStatus = {
  franceConnectOffered: true,
  identity: null,
  residence: null,
  verifiedResident: false,
};

describe('VerificationSettingsCard', () => {
  it('leads a resident not yet identified to the « Vérification » page', async () => {
    mockApi({ 'GET /api/verification': () => json(STATUS) });
    renderWithProviders(<VerificationSettingsCard />);
    expect(await screen.findByText('Votre identité n’est pas encore vérifiée.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "S'identifier avec FranceConnect" })).toHaveAttribute(
      'href',
      '/verification',
    );
  });

  it('shows the identity FranceConnect gave', async () => {
    mockApi({
      'GET /api/verification': () =>
        json({
          ...STATUS,
          identity: {
            givenName: 'Yann',
            familyName: 'Kerbrat',
            birthdate: '1979-02-03',
            verifiedAt: '2026-11-30T10:00:00Z',
          },
        }),
    });
    renderWithProviders(<VerificationSettingsCard />);
    expect(await screen.findByText('Identité vérifiée par FranceConnect')).toBeInTheDocument();
    expect(screen.getByText('Kerbrat')).toBeInTheDocument();
    expect(screen.getByText('3 février 1979')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir ma vérification' })).toHaveAttribute('href', '/verification');
  });

  it('says when the town does not offer FranceConnect', async () => {
    mockApi({ 'GET /api/verification': () => json({ ...STATUS, franceConnectOffered: false }) });
    renderWithProviders(<VerificationSettingsCard />);
    expect(
      await screen.findByText("L'identification FranceConnect n'est pas proposée par cette commune."),
    ).toBeInTheDocument();
  });
});
