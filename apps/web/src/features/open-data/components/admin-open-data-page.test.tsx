import type { OpenDataImportReport } from '@portmarin/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resident } from '@/test/fixtures';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { AdminOpenDataPage } from './admin-open-data-page';

const report = (mode: OpenDataImportReport['mode']): OpenDataImportReport => ({
  mode,
  lines: 3,
  kept: 2,
  refused: 1,
  refusals: [{ line: 4, reason: 'établissement fermé (etatAdministratifEtablissement F)' }],
  added: 2,
  updated: 0,
  unchanged: 0,
  examples: { added: ['Crêperie du Port', 'La Cabane'], updated: [] },
});

const file = () => new File(['siret\n'], 'StockEtablissement.csv', { type: 'text/csv' });

describe('AdminOpenDataPage', () => {
  it('previews a SIRENE file and shows each refused line with its reason', async () => {
    mockApi({ 'POST /api/businesses/import/preview': () => json(report('preview')) });
    renderWithProviders(<AdminOpenDataPage />, { user: resident('admin') });
    fireEvent.change(screen.getByLabelText('Fichier CSV des établissements SIRENE'), { target: { files: [file()] } });
    const section = screen.getByRole('region', { name: 'Entreprises et commerces (SIRENE)' });
    fireEvent.click(within(section).getByRole('button', { name: 'Prévisualiser' }));
    const preview = await within(section).findByRole('region', { name: /^Aperçu/ });
    expect(within(preview).getByText(/^Ligne 4/)).toHaveTextContent(
      'Ligne 4 : établissement fermé (etatAdministratifEtablissement F)',
    );
  });

  it('imports after the preview and shows the final report', async () => {
    mockApi({
      'POST /api/associations/import/preview': () => json(report('preview')),
      'POST /api/associations/import': () => json(report('import')),
    });
    renderWithProviders(<AdminOpenDataPage />, { user: resident('admin') });
    fireEvent.change(screen.getByLabelText('Fichier CSV du Répertoire National des Associations'), {
      target: { files: [file()] },
    });
    const section = screen.getByRole('region', { name: 'Associations (RNA)' });
    fireEvent.click(within(section).getByRole('button', { name: 'Prévisualiser' }));
    fireEvent.click(await within(section).findByRole('button', { name: 'Importer' }));
    const done = await within(section).findByRole('region', { name: 'Import terminé' });
    expect(within(done).getByText('2 nouvelles fiches')).toBeInTheDocument();
  });

  it('tells a resident who is not an admin that the page is not theirs', () => {
    renderWithProviders(<AdminOpenDataPage />, { user: resident('user') });
    expect(screen.getByRole('heading', { name: 'Accès réservé aux administrateurs' })).toBeInTheDocument();
  });
});
