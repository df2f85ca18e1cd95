import type { SeaBeach, SeaPage as SeaPageData, TownConfig } from '@portmarin/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOWN, resident } from '@/test/fixtures';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { SeaPage } from './sea-page';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  toast.error.mockReset();
  toast.success.mockReset();
});

const town = {
  ...TOWN,
  region: 'Bretagne',
  webcamProvider: { name: 'Skaping', url: 'https://cam.example' },
  webcams: [
    {
      id: 'grande-plage',
      name: 'La Grande Plage',
      description: 'Le sable et les cabines.',
      category: 'plages',
      location: 'Boulevard de la Plage',
      imageUrl: 'https://cam.example/plage.jpg',
      pageUrl: 'https://cam.example/plage',
    },
  ],
} as TownConfig;

const inHours = (h: number) => new Date(Date.now() + h * 60 * 60 * 1000).toISOString();

const beach = (overrides: Partial<SeaBeach> = {}): SeaBeach => ({
  id: 'grande-plage',
  name: 'La Grande Plage',
  webcamId: 'grande-plage',
  flag: null,
  notices: [],
  ...overrides,
});

const PAGE: SeaPageData = {
  marine: {
    waterTemperature: 13.6,
    seaState: { degree: 3, label: 'Peu agitée', waveHeight: 0.8, waveDirection: 285, wavePeriod: 7.5 },
    tides: [
      { type: 'high', time: inHours(2), height: 2.1 },
      { type: 'low', time: inHours(8), height: -2.05 },
    ],
    fetchedAt: new Date().toISOString(),
    stale: false,
  },
  marineError: null,
  beaches: [
    beach({
      flag: { colour: 'red', note: 'Forte houle', setAt: new Date().toISOString() },
      notices: [
        {
          id: '55555555-5555-4555-8555-555555555555',
          beachId: 'grande-plage',
          level: 'pollution',
          title: 'Algues vertes',
          body: 'Ramassage en cours.',
          publishedAt: new Date().toISOString(),
          endsAt: null,
        },
      ],
    }),
    beach({ id: 'plage-du-phare', name: 'Plage du Phare', webcamId: null }),
  ],
};

// The first render loads the page's modules: slow on a busy machine.
describe('SeaPage', { timeout: 20_000 }, () => {
  it('shows the water, the sea state, the tides, and each beach’s flag in words, without admin controls', async () => {
    mockApi({ 'GET /api/sea': () => json(PAGE) });
    renderWithProviders(<SeaPage />, { user: resident(), town });
    expect(screen.getByRole('heading', { level: 1, name: 'La mer' })).toBeInTheDocument();
    expect(await screen.findByText('13,6 °C')).toBeInTheDocument();
    expect(screen.getByText('Peu agitée')).toBeInTheDocument();
    expect(screen.getByText('0,8 m')).toBeInTheDocument();
    expect(screen.getByText('Ouest (285°)')).toBeInTheDocument();
    expect(screen.getByText('Pleine mer')).toBeInTheDocument();
    expect(screen.getByText('+2,1 m')).toBeInTheDocument();
    expect(screen.getByText('Basse mer')).toBeInTheDocument();

    const grande = screen.getByRole('region', { name: 'La Grande Plage' });
    expect(within(grande).getByText('Rouge')).toBeInTheDocument();
    expect(within(grande).getByText('Baignade interdite')).toBeInTheDocument();
    expect(within(grande).getByText('Forte houle')).toBeInTheDocument();
    expect(within(grande).getByText('Alerte pollution')).toBeInTheDocument();
    expect(within(grande).getByText('Algues vertes')).toBeInTheDocument();
    expect(within(grande).getByRole('img', { name: 'Image en direct : La Grande Plage' })).toBeInTheDocument();
    const phare = screen.getByRole('region', { name: 'Plage du Phare' });
    expect(within(phare).getByText('Pas de surveillance')).toBeInTheDocument();
    expect(within(phare).getByText('Aucun avis en cours.')).toBeInTheDocument();

    expect(screen.queryByRole('form', { name: /Drapeau de/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Terminer l’avis/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Météo/ })).toHaveAttribute('href', '/weather');
    expect(screen.getByRole('link', { name: /^Webcams/ })).toHaveAttribute('href', '/webcam');
  });

  it('says when the data are old, and when there are none, still showing the beaches', async () => {
    const old = new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString();
    mockApi({ 'GET /api/sea': () => json({ ...PAGE, marine: { ...PAGE.marine!, stale: true, fetchedAt: old } }) });
    const { unmount } = renderWithProviders(<SeaPage />, { town });
    expect(await screen.findByText('Les données marines n’ont pas pu être actualisées.')).toBeInTheDocument();
    expect(screen.getByText(/environ 3 heures/)).toBeInTheDocument();
    unmount();

    mockApi({
      'GET /api/sea': () =>
        json({ ...PAGE, marine: null, marineError: 'Les données marines sont momentanément indisponibles.' }),
    });
    renderWithProviders(<SeaPage />, { town });
    expect(await screen.findByText('Les données marines sont momentanément indisponibles.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'La Grande Plage' })).toBeInTheDocument();
    expect(screen.queryByText('Prochaines marées')).not.toBeInTheDocument();
  });

  it('lets an admin raise a flag with a note, and refuses a blank notice in French', async () => {
    const raised = beach({ flag: { colour: 'yellow', note: 'Courants', setAt: new Date().toISOString() } });
    const calls = mockApi({
      'GET /api/sea': () => json(PAGE),
      'PUT /api/sea/beaches/grande-plage/flag': () => json(raised),
    });
    renderWithProviders(<SeaPage />, { user: resident('admin'), town });
    const form = await screen.findByRole('form', { name: 'Drapeau de La Grande Plage' });
    fireEvent.change(within(form).getByLabelText('Drapeau'), { target: { value: 'yellow' } });
    fireEvent.change(within(form).getByLabelText('Note pour les baigneurs (facultative)'), {
      target: { value: ' Courants ' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer le drapeau' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Drapeau mis à jour', {
        description: 'La Grande Plage : drapeau jaune.',
      }),
    );
    expect(calls.find((c) => c.key.startsWith('PUT'))?.body).toEqual({ colour: 'yellow', note: 'Courants' });
    const grande = screen.getByRole('region', { name: 'La Grande Plage' });
    expect(within(grande).getByText('Baignade dangereuse mais surveillée')).toBeInTheDocument();

    fireEvent.click(within(grande).getByRole('button', { name: 'Ajouter un avis' }));
    const notice = within(grande).getByRole('form', { name: 'Nouvel avis pour La Grande Plage' });
    fireEvent.click(within(notice).getByRole('button', { name: 'Publier l’avis' }));
    expect(within(notice).getByRole('alert').textContent).toBe('Veuillez remplir le titre et le texte de l’avis.');
    expect(calls.some((c) => c.key === 'POST /api/sea/notices')).toBe(false);
  });

  it('lets an admin publish a notice and end one after confirming', async () => {
    const calls = mockApi({
      'GET /api/sea': () => json(PAGE),
      'POST /api/sea/notices': () => json({ ...PAGE.beaches[0]!.notices[0]!, title: 'Méduses' }, 201),
      'DELETE /api/sea/notices/55555555-5555-4555-8555-555555555555': () => json(undefined, 204),
    });
    renderWithProviders(<SeaPage />, { user: resident('admin'), town });
    const grande = await screen.findByRole('region', { name: 'La Grande Plage' });

    fireEvent.click(within(grande).getByRole('button', { name: 'Ajouter un avis' }));
    const form = within(grande).getByRole('form', { name: 'Nouvel avis pour La Grande Plage' });
    fireEvent.change(within(form).getByLabelText('Niveau'), { target: { value: 'not_advised' } });
    fireEvent.change(within(form).getByLabelText('Titre (obligatoire)'), { target: { value: 'Méduses' } });
    fireEvent.change(within(form).getByLabelText('Texte de l’avis (obligatoire)'), {
      target: { value: 'Nombreuses méduses près du bord.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Publier l’avis' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Avis publié', {
        description: '« Méduses » est affiché pour La Grande Plage.',
      }),
    );
    expect(calls.find((c) => c.key === 'POST /api/sea/notices')?.body).toEqual({
      beachId: 'grande-plage',
      level: 'not_advised',
      title: 'Méduses',
      body: 'Nombreuses méduses près du bord.',
      endsAt: null,
    });
    expect(within(grande).queryByRole('form', { name: /Nouvel avis/ })).not.toBeInTheDocument();

    fireEvent.click(within(grande).getByRole('button', { name: 'Terminer l’avis « Algues vertes »' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Terminer cet avis ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Terminer l’avis' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Avis terminé', {
        description: '« Algues vertes » n’est plus affiché.',
      }),
    );
    expect(calls.some((c) => c.key.startsWith('DELETE /api/sea/notices/'))).toBe(true);
  });
});
