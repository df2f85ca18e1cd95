import type { AddressImportReport, AddressesSummary } from '@portmarin/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resident } from '@/test/fixtures';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { AdminAddressesPage } from './admin-addresses-page';

const SUMMARY: AddressesSummary = { codeInsee: '56999', current: 536, retired: 0, lastImportedAt: null };

const report = (mode: AddressImportReport['mode']): AddressImportReport => ({
  mode,
  codeInsee: '56999',
  lines: 3,
  kept: 2,
  refused: 1,
  refusals: [{ line: 4, reason: 'numero\u00a0: un nombre entier est attendu (0 à 99999)' }],
  added: 2,
  changed: 0,
  restored: 0,
  unchanged: 0,
  retired: 0,
  current: 2,
  examples: {
    added: [{ id: '56999_9000_00001', label: '1 Impasse des Essais, 56290 Port-Marin' }],
    changed: [],
    restored: [],
    retired: [],
  },
});

const file = () => new File(['id;numero\n'], 'adresses-56999.csv', { type: 'text/csv' });

describe('AdminAddressesPage', () => {
  it('shows the current count of addresses', async () => {
    mockApi({ 'GET /api/addresses/summary': () => json(SUMMARY) });
    renderWithProviders(<AdminAddressesPage />, { user: resident('admin') });
    expect(await screen.findByText(/536 adresses \(code INSEE 56999\)/)).toBeInTheDocument();
  });

  it('offers « Prévisualiser » once a file is chosen, then shows the refused lines with their reason', async () => {
    const calls = mockApi({
      'GET /api/addresses/summary': () => json(SUMMARY),
      'POST /api/addresses/import/preview': () => json(report('preview')),
    });
    renderWithProviders(<AdminAddressesPage />, { user: resident('admin') });
    const preview = await screen.findByRole('button', { name: 'Prévisualiser' });
    expect(preview).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Fichier CSV de la Base Adresse Nationale'), {
      target: { files: [file()] },
    });
    fireEvent.click(preview);
    const region = await screen.findByRole('region', { name: /^Aperçu/ });
    expect(within(region).getByText(/^Ligne 4/)).toHaveTextContent('Ligne 4 : numero : un nombre entier est attendu');
    expect(calls.map((c) => c.key)).toContain('POST /api/addresses/import/preview');
  });

  it('imports after the preview and shows the final report', async () => {
    mockApi({
      'GET /api/addresses/summary': () => json(SUMMARY),
      'POST /api/addresses/import/preview': () => json(report('preview')),
      'POST /api/addresses/import': () => json(report('import')),
    });
    renderWithProviders(<AdminAddressesPage />, { user: resident('admin') });
    fireEvent.change(await screen.findByLabelText('Fichier CSV de la Base Adresse Nationale'), {
      target: { files: [file()] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Prévisualiser' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Importer' }));
    const done = await screen.findByRole('region', { name: 'Import terminé' });
    expect(within(done).getByText('2 nouvelles adresses')).toBeInTheDocument();
    expect(within(done).queryByRole('button', { name: 'Importer' })).not.toBeInTheDocument();
  });

  it('tells a resident who is not an admin that the page is not theirs', () => {
    renderWithProviders(<AdminAddressesPage />, { user: resident('user') });
    expect(screen.getByRole('heading', { name: 'Accès réservé aux administrateurs' })).toBeInTheDocument();
  });
});
