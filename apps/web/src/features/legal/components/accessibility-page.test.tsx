import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resident } from '@/test/fixtures';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { AUDIT, formatRate } from '../accessibility-audit';
import { AccessibilityPage } from './accessibility-page';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

beforeEach(() => {
  toast.error.mockReset();
  toast.success.mockReset();
});

describe('AccessibilityPage', () => {
  it('states the conformity and the rate from the audit', () => {
    mockApi({});
    renderWithProviders(<AccessibilityPage />);
    expect(screen.getByRole('heading', { level: 1, name: "Déclaration d'accessibilité" })).toBeInTheDocument();
    expect(screen.getByText(AUDIT.figures.status)).toHaveTextContent(/^totalement conforme$/);
    expect(screen.getByText(/avec le référentiel général/)).toHaveTextContent(/version 4\.1\.$/);
    expect(screen.getByText(/avec le référentiel général d’amélioration de l’accessibilité/)).toBeInTheDocument();
    expect(screen.getByText(`${formatRate(AUDIT.figures.rate)} des critères`)).toBeInTheDocument();
    expect(screen.getByText(`Critères respectés : ${AUDIT.figures.met}`)).toBeInTheDocument();
    expect(screen.getByText(`Critères applicables : ${AUDIT.figures.applicable}`)).toBeInTheDocument();
  });

  it('says it has no non-conformity left, at 100 %', () => {
    mockApi({});
    renderWithProviders(<AccessibilityPage />);
    expect(screen.getByText('100 % des critères')).toBeInTheDocument();
    expect(screen.getByText('Critères non respectés : 0')).toBeInTheDocument();
    // « Aucune. » under the non-conformities, and under the exemptions for disproportionate burden.
    expect(screen.getAllByText('Aucune.')).toHaveLength(2);
  });

  it('gives the Défenseur des droits recourse: form, delegates, phone and free post', () => {
    mockApi({});
    renderWithProviders(<AccessibilityPage />);
    expect(screen.getByRole('link', { name: /formulaire en ligne/ })).toHaveAttribute(
      'href',
      'https://formulaire.defenseurdesdroits.fr/',
    );
    expect(screen.getByRole('link', { name: /délégué du Défenseur des droits/ })).toHaveAttribute(
      'href',
      'https://www.defenseurdesdroits.fr/saisir/delegues',
    );
    expect(screen.getByRole('link', { name: '09 69 39 00 00' })).toHaveAttribute('href', 'tel:0969390000');
    expect(screen.getByText(/Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07/)).toBeInTheDocument();
  });

  it('links it among the legal pages of its footer, as the current page', () => {
    mockApi({});
    renderWithProviders(<AccessibilityPage />);
    expect(screen.getByRole('link', { name: "Déclaration d'accessibilité" })).toHaveAttribute('aria-current', 'page');
  });
});

describe('the accessibility report form', () => {
  it('asks a visitor for an address, says so under the field, and focuses it', async () => {
    const calls = mockApi({});
    renderWithProviders(<AccessibilityPage />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Page concernée *' }), { target: { value: '/events' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description du problème *' }), {
      target: { value: 'Le calendrier ne se lit pas' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le signalement' }));
    const email = screen.getByRole('textbox', { name: 'Adresse e-mail *' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(
      expect.stringContaining('Indiquez votre adresse e-mail pour que nous puissions vous répondre.'),
    );
    expect(email).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('sends a visitor’s report and confirms it', async () => {
    const calls = mockApi({ 'POST /api/accessibility-reports': () => json({}, 201) });
    renderWithProviders(<AccessibilityPage />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Page concernée *' }), { target: { value: '/events' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description du problème *' }), {
      target: { value: 'Le calendrier ne se lit pas' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Adresse e-mail *' }), {
      target: { value: 'visiteur@example.org' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le signalement' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Signalement envoyé', expect.anything()));
    expect(calls[0]!.body).toEqual({
      page: '/events',
      description: 'Le calendrier ne se lit pas',
      email: 'visiteur@example.org',
    });
    expect(screen.getByRole('status')).toHaveTextContent('votre signalement a été transmis');
  });

  it('leaves the address optional to a signed-in resident', async () => {
    const calls = mockApi({ 'POST /api/accessibility-reports': () => json({}, 201) });
    renderWithProviders(<AccessibilityPage />, { user: resident() });
    fireEvent.change(screen.getByRole('textbox', { name: 'Page concernée *' }), { target: { value: 'Menu' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description du problème *' }), {
      target: { value: 'Le menu se ferme' },
    });
    expect(screen.getByRole('textbox', { name: 'Adresse e-mail (facultative)' })).not.toBeRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le signalement' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ page: 'Menu', description: 'Le menu se ferme' });
  });
});
