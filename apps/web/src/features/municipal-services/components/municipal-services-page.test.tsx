import type { MunicipalService, TownConfig } from '@portmarin/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOWN } from '@/test/fixtures';
import { mockFetch, renderWithProviders } from '@/test/render';
import { MunicipalServicesPage } from './municipal-services-page';

const town = {
  ...TOWN,
  townHall: {
    name: 'Mairie de Port-Marin',
    address: '1 place de la Mairie, 56290 Port-Marin',
    phone: '02 97 00 00 00',
    email: 'contact@mairie-portmarin.fr',
    website: 'https://www.mairie-portmarin.fr',
    hours: 'Lundi au vendredi',
  },
} as TownConfig;

const base = { description: null, email: null, address: null, openingHours: null, websiteUrl: null };
const SERVICES: MunicipalService[] = [
  {
    ...base,
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Médiathèque',
    category: 'Culture',
    phone: null,
    isEmergency: false,
  },
  {
    ...base,
    id: '00000000-0000-4000-8000-000000000002',
    name: 'Pompiers',
    category: 'Sécurité',
    phone: '18',
    isEmergency: true,
  },
  {
    ...base,
    id: '00000000-0000-4000-8000-000000000003',
    name: 'Police municipale',
    category: 'Sécurité',
    phone: '02 97 00 00 17',
    isEmergency: false,
  },
];

function serve(filter: (url: URL) => MunicipalService[] = () => SERVICES) {
  return mockFetch((url) => ({ body: { services: filter(new URL(url, 'http://localhost')), nextCursor: null } }));
}

describe('MunicipalServicesPage', () => {
  it('shows the emergency section first, then the services by category, the count and the town hall', async () => {
    serve();
    renderWithProviders(<MunicipalServicesPage />, { town });
    expect(await screen.findByText('3 services disponibles')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(["Services d'urgence", 'Culture', 'Sécurité', 'Mairie de Port-Marin']);
    const emergency = screen.getByRole('region', { name: "Services d'urgence" });
    expect(within(emergency).getByRole('link', { name: 'Appeler Pompiers au 18' })).toHaveAttribute('href', 'tel:18');

    const hall = screen.getByRole('region', { name: 'Mairie de Port-Marin' });
    expect(within(hall).getByRole('link', { name: /02 97 00 00 00/ })).toHaveAttribute('href', 'tel:0297000000');
    expect(within(hall).getByRole('link', { name: 'contact@mairie-portmarin.fr' })).toHaveAttribute(
      'href',
      'mailto:contact@mairie-portmarin.fr',
    );
    const map = within(hall).getByRole('link', { name: /voir sur la carte/ });
    expect(map).toHaveAttribute('href', expect.stringContaining('openstreetmap.org/search?query=1%20place'));
    const site = within(hall).getByRole('link', { name: /mairie-portmarin\.fr.*nouvel onglet/ });
    expect(site).toHaveAttribute('target', '_blank');
  });

  it('asks the server for the chosen category and shows it as a grid', async () => {
    const spy = serve((url) => SERVICES.filter((s) => s.category === (url.searchParams.get('category') ?? s.category)));
    renderWithProviders(<MunicipalServicesPage />, { town });
    expect(await screen.findByText('3 services disponibles')).toBeInTheDocument();
    const chip = screen.getByRole('button', { name: 'Culture' });
    fireEvent.click(chip);
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('1 service disponible')).toBeInTheDocument();
    expect(spy.mock.calls.at(-1)![0]).toContain('category=Culture');
    expect(screen.queryByRole('heading', { level: 2, name: 'Culture' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Médiathèque' })).toBeInTheDocument();
  });

  it("searches on the server and says 'Aucun service trouvé'", async () => {
    const spy = serve((url) => (url.searchParams.get('q') ? [] : SERVICES));
    renderWithProviders(<MunicipalServicesPage />, { town });
    expect(await screen.findByText('3 services disponibles')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher un service' }), { target: { value: 'zzz' } });
    expect(await screen.findByText('Aucun service trouvé')).toBeInTheDocument();
    await waitFor(() => expect(spy.mock.calls.at(-1)![0]).toContain('q=zzz'));
    expect(screen.getByText('0 services disponibles')).toBeInTheDocument();
  });

  it('starts from the search of the address (?q=, from the top bar search)', async () => {
    const spy = serve((url) => (url.searchParams.get('q') === 'Médiathèque' ? [SERVICES[0]!] : SERVICES));
    renderWithProviders(<MunicipalServicesPage />, { town, path: '/municipal-services?q=M%C3%A9diath%C3%A8que' });
    expect(await screen.findByText('1 service disponible')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Rechercher un service' })).toHaveValue('Médiathèque');
    expect(spy.mock.calls.every(([url]) => String(url).includes('q=M%C3%A9diath%C3%A8que'))).toBe(true);
  });
});
