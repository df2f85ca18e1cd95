import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { VisitorHome } from './visitor-home';

const section = (title: string) =>
  function Section() {
    return (
      <section aria-label={title}>
        <h2>{title}</h2>
      </section>
    );
  };

describe('VisitorHome', () => {
  it('draws the sections it is given in their order, between the welcome and the way in', () => {
    renderWithProviders(
      <VisitorHome
        sections={[
          { id: 'first', Component: section('Annonces') },
          { id: 'second', Component: section('Cette semaine') },
        ]}
      />,
    );
    const headings = screen.getAllByRole('heading').map((h) => h.textContent);
    expect(headings[0]).toMatch(/^Bienvenue à /);
    expect(headings.slice(1, 3)).toEqual(['Annonces', 'Cette semaine']);
    expect(headings.at(-1)).toMatch(/^Vous habitez .+\s\?$/);
    expect(screen.getByRole('link', { name: 'Se connecter ou créer un compte' })).toHaveAttribute('href', '/auth');
  });

  it('says so when the browser cannot receive the alerts (no Web Push here)', async () => {
    renderWithProviders(<VisitorHome sections={[]} />);
    expect(await screen.findByText('Ce navigateur ne peut pas recevoir les alertes de la mairie.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Recevoir les alertes de la mairie' })).not.toBeInTheDocument();
  });
});
