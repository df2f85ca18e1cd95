import type { Association, TownConfig } from '@portmarin/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOWN, resident } from '@/test/fixtures';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { AssociationsPage, volunteerMailto } from './associations-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const town = {
  ...TOWN,
  townHall: { email: 'contact@mairie-portmarin.fr' },
} as TownConfig;

const club: Association = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Société Nautique de Port-Marin',
  category: 'Sport',
  description: 'Le club de voile.',
  address: 'Boulevard de la Plage, 56290 Port-Marin',
  phone: '02 97 11 22 01',
  email: 'contact@snc.fr',
  websiteUrl: 'https://www.snc.fr',
  donationUrl: 'https://www.snc.fr/soutenir',
  activities: ['École de voile', 'Régates'],
  canEdit: false,
};
const aines: Association = {
  ...club,
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Club des Aînés',
  category: 'Social',
  websiteUrl: null,
  donationUrl: null,
};

beforeEach(() => vi.mocked(toast.success).mockClear());
afterEach(() => vi.unstubAllGlobals());

function serve(associations: Association[]) {
  return mockApi({
    'GET /api/associations': () => json({ associations, nextCursor: null }),
    'GET /api/associations/stats': () =>
      json({ associations: associations.length, volunteers: '150+', eventsPerYear: '50+' }),
  });
}

describe('AssociationsPage', () => {
  it('shows the stats, the cards and their contacts', async () => {
    serve([club, aines]);
    renderWithProviders(<AssociationsPage />, { town });
    const card = await screen.findByRole('article', { name: club.name });
    expect(within(card).getByText('Sport')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'contact@snc.fr' })).toHaveAttribute('href', 'mailto:contact@snc.fr');
    expect(within(card).getByRole('link', { name: /Appeler/ })).toHaveAttribute('href', 'tel:0297112201');
    expect(within(card).getByText('Régates')).toBeInTheDocument();
    const stats = screen.getByRole('region', { name: 'Chiffres de la vie associative' });
    expect(within(stats).getByText('2')).toBeInTheDocument();
    expect(within(stats).getByText('150+')).toBeInTheDocument();
    expect(within(stats).getByText('50+')).toBeInTheDocument();
    // No donation page: no button that would do nothing.
    const other = screen.getByRole('article', { name: aines.name });
    expect(within(other).queryByRole('button', { name: /Faire un don/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Modifier/ })).not.toBeInTheDocument();
  });

  it("'Faire un don' opens the donation page in a new tab and says so", async () => {
    serve([club]);
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderWithProviders(<AssociationsPage />, { town });
    fireEvent.click(await screen.findByRole('button', { name: /Faire un don/ }));
    expect(open).toHaveBeenCalledWith('https://www.snc.fr/soutenir', '_blank', 'noopener,noreferrer');
    expect(toast.success).toHaveBeenCalledWith('Don en cours', {
      description: `Redirection vers la page de don pour ${club.name}`,
    });
  });

  it('lets a manager edit their association', async () => {
    const saved = { ...club, canEdit: true, description: 'Voile pour tous.' };
    const calls = mockApi({
      'GET /api/associations': () => json({ associations: [{ ...club, canEdit: true }], nextCursor: null }),
      'GET /api/associations/stats': () => json({ associations: 1, volunteers: '150+', eventsPerYear: '50+' }),
      [`PATCH /api/associations/${club.id}`]: () => json(saved),
    });
    renderWithProviders(<AssociationsPage />, { town, user: resident() });
    fireEvent.click(await screen.findByRole('button', { name: /Modifier/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier l’association' });
    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: 'pas-un-mail' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Adresse e-mail invalide.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: 'contact@snc.fr' } });
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Voile pour tous.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Association enregistrée', expect.anything()));
    const patch = calls.filter((c) => c.key.startsWith('PATCH'));
    expect(patch).toHaveLength(1);
    expect(patch[0]!.body).toMatchObject({
      description: 'Voile pour tous.',
      activities: ['École de voile', 'Régates'],
    });
  });

  it('the support banner writes to the town hall', () => {
    const href = volunteerMailto('contact@mairie-portmarin.fr', 'Port-Marin');
    expect(href.startsWith('mailto:contact@mairie-portmarin.fr?subject=')).toBe(true);
    expect(decodeURIComponent(href)).toContain('Bénévolat dans une association de Port-Marin');
  });

  it('lets an admin name a manager by username', async () => {
    let managers: Array<{ userId: string; name: string; username: string | null }> = [];
    const calls = mockApi({
      'GET /api/associations': () => json({ associations: [{ ...club, canEdit: true }], nextCursor: null }),
      'GET /api/associations/stats': () => json({ associations: 1, volunteers: '150+', eventsPerYear: '50+' }),
      [`GET /api/associations/${club.id}/managers`]: () => json({ managers }),
      'GET /api/profiles/jean.riou': () => json({ id: 'user-jean', name: 'Jean Riou', username: 'jean.riou' }),
      [`PUT /api/associations/${club.id}/managers/user-jean`]: () => {
        managers = [{ userId: 'user-jean', name: 'Jean Riou', username: 'jean.riou' }];
        return json(undefined, 204);
      },
    });
    renderWithProviders(<AssociationsPage />, { town, user: resident('admin') });
    fireEvent.click(await screen.findByRole('button', { name: /Modifier/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier l’association' });
    expect(await within(dialog).findByText(/Aucun gestionnaire/)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Nom d’utilisateur du nouveau gestionnaire'), {
      target: { value: '@jean.riou' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nommer' }));
    expect(await within(dialog).findByText('Jean Riou')).toBeInTheDocument();
    expect(calls.map((c) => c.key)).toContain(`PUT /api/associations/${club.id}/managers/user-jean`);
  });
});
