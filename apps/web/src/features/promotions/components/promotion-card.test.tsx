import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SAMPLE_PROMOTIONS } from '../test/sample-promotions';
import { PromotionCard } from './promotion-card';

const byKind = (kind: string) => SAMPLE_PROMOTIONS.find((p) => p.kind === kind)!;

function expectNewTab(link: HTMLElement, href: string) {
  expect(link).toHaveAttribute('href', href);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(link).toHaveTextContent('(nouvel onglet)');
}

describe('PromotionCard', () => {
  it('restaurant: badge, services, address, tel: link without spaces, menu and booking in a new tab', () => {
    render(<PromotionCard promotion={byKind('restaurant')} />);
    const card = screen.getByRole('article', { name: 'La Table du Port' });
    expect(within(card).getByText('À LA UNE')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 2, name: 'La Table du Port' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Le restaurant La Table du Port' })).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Services' })).toHaveTextContent('Terrasse vue mer');
    expect(within(card).getByText('2 quai des Pêcheurs, Port-Marin')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '02 98 12 34 56' })).toHaveAttribute('href', 'tel:0298123456');
    expectNewTab(within(card).getByRole('link', { name: /^Voir le menu/ }), 'https://table-du-port.example/menu');
    expectNewTab(within(card).getByRole('link', { name: /^Réserver/ }), 'https://table-du-port.example/reserver');
  });

  it('official notice: badge, subtitle, contacts as tel: and mailto:, Appeler and Site web', () => {
    render(<PromotionCard promotion={byKind('official_notice')} />);
    const card = screen.getByRole('article', { name: 'Travaux sur la digue' });
    expect(within(card).getByText('COMMUNIQUÉ OFFICIEL')).toBeInTheDocument();
    expect(within(card).getByText('Mairie de Port-Marin')).toBeInTheDocument();
    expect(within(card).getByText('La digue est fermée du 3 au 14 juin.')).toBeInTheDocument();
    expect(within(card).getByText('Du lundi au vendredi, 9 h – 17 h')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'mairie@portmarin.fr' })).toHaveAttribute(
      'href',
      'mailto:mairie@portmarin.fr',
    );
    expect(within(card).getByRole('link', { name: '+33 2 98 00 00 00' })).toHaveAttribute('href', 'tel:+33298000000');
    expect(within(card).getByRole('link', { name: 'Appeler' })).toHaveAttribute('href', 'tel:+33298000000');
    expectNewTab(within(card).getByRole('link', { name: /^Site web/ }), 'https://portmarin.example');
  });

  it('candidate: both badges, vision, program and the supporters in French', () => {
    render(<PromotionCard promotion={byKind('candidate')} />);
    const card = screen.getByRole('article', { name: 'Anne Kerjean' });
    expect(within(card).getByText('ÉLECTIONS 2026')).toBeInTheDocument();
    expect(within(card).getByText('Municipales')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Portrait de Anne Kerjean' })).toBeInTheDocument();
    expect(within(card).getByText('Un Port-Marin vivant toute l’année.')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Rénover le port', 'Navette gratuite']);
    expect(within(card).getByText('847 soutiens')).toBeInTheDocument();
  });

  it('candidate: thousands use the French separator', () => {
    const promotion = byKind('candidate');
    if (promotion.kind !== 'candidate') throw new Error('kind');
    render(<PromotionCard promotion={{ ...promotion, content: { ...promotion.content, supportersCount: 1247 } }} />);
    expect(screen.getByText(/^1\s247 soutiens$/)).toBeInTheDocument();
  });

  it('sponsored business: label, rating read aloud, reviews, lists, contacts and the video', () => {
    render(<PromotionCard promotion={byKind('sponsored_business')} />);
    const card = screen.getByRole('article', { name: 'Boulangerie des Embruns' });
    expect(within(card).getByText('Sponsorisé')).toBeInTheDocument();
    expect(within(card).getByText('Note : 4,8 sur 5')).toBeInTheDocument();
    expect(within(card).getByText('(127 avis)')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Points forts' })).toHaveTextContent('Fait maison');
    expect(within(card).getByText('Far breton')).toBeInTheDocument();
    expect(within(card).getByText('7 h – 19 h, fermé le lundi')).toBeInTheDocument();
    expect(within(card).getByText('@embruns')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '02 98 55 66 77' })).toHaveAttribute('href', 'tel:0298556677');
    expect(
      within(card)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Boulangerie des Embruns, vue 1 sur 2', 'Boulangerie des Embruns, vue 2 sur 2']);
    const video = within(card).getByLabelText('Vidéo de présentation de Boulangerie des Embruns');
    expect(video).toHaveAttribute('src', '/uploads/promo/embruns.mp4');
    expect(video).toHaveAttribute('controls');
  });

  it('sponsored business: the video comes with its captions, audio description and transcript', () => {
    render(<PromotionCard promotion={byKind('sponsored_business')} />);
    const video = screen.getByLabelText('Vidéo de présentation de Boulangerie des Embruns');
    // eslint-disable-next-line testing-library/no-node-access -- <track> has no role to query by
    const tracks = [...video.querySelectorAll('track')].map((t) => [t.kind, t.getAttribute('src'), t.srclang]);
    expect(tracks).toEqual([
      ['captions', '/uploads/promo/embruns.fr.vtt', 'fr'],
      ['descriptions', '/uploads/promo/embruns.descriptions.fr.vtt', 'fr'],
    ]);
    expect(screen.getByText('Transcription de la vidéo')).toBeInTheDocument();
    expect(screen.getByText(/raconte la recette de sa grand-mère/)).toBeInTheDocument();
  });

  it('sponsored business: a video saved without its captions is not shown', () => {
    const promotion = byKind('sponsored_business');
    if (promotion.kind !== 'sponsored_business') throw new Error('kind');
    render(<PromotionCard promotion={{ ...promotion, content: { ...promotion.content, videoCaptionsUrl: null } }} />);
    expect(screen.queryByLabelText(/^Vidéo de présentation/)).not.toBeInTheDocument();
  });

  it('sponsored business without a video shows none', () => {
    const promotion = byKind('sponsored_business');
    if (promotion.kind !== 'sponsored_business') throw new Error('kind');
    render(<PromotionCard promotion={{ ...promotion, content: { ...promotion.content, videoUrl: null } }} />);
    expect(screen.queryByLabelText(/^Vidéo de présentation/)).not.toBeInTheDocument();
  });

  it('partners: each business with its call and website links named after it', () => {
    render(<PromotionCard promotion={byKind('partners')} />);
    const card = screen.getByRole('article', { name: 'Nos commerces partenaires' });
    expect(within(card).getByRole('heading', { level: 3, name: 'Cave Marine' })).toBeInTheDocument();
    expect(within(card).getByText('Plage des Sables')).toBeInTheDocument();
    expect(within(card).getByText('Vélos électriques à la journée.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Appeler Vélos du Large' })).toHaveAttribute(
      'href',
      'tel:0612345678',
    );
    expectNewTab(
      within(card).getByRole('link', { name: 'Site web de Cave Marine (nouvel onglet)' }),
      'https://cave-marine.example',
    );
    expect(within(card).getByRole('img', { name: 'Vélos du Large' })).toBeInTheDocument();
  });

  it('uses h3 headings inside the admin list', () => {
    render(<PromotionCard promotion={byKind('restaurant')} level={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'La Table du Port' })).toBeInTheDocument();
  });
});
