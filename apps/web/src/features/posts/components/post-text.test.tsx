import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PostText, splitLinks } from './post-text';

describe('PostText', () => {
  it('shows HTML written by a resident as text, never as markup', () => {
    render(<PostText text={'<img src=x onerror="alert(1)"> <b>gras</b>'} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    // 'gras' is not an element of its own: it is part of the one text.
    expect(screen.queryByText('gras')).not.toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror="alert(1)"> <b>gras</b>')).toBeInTheDocument();
  });

  it('turns http and https addresses into safe links that open in a new tab', () => {
    render(<PostText text={'Programme : https://port-marin.fr/fete?j=1. Et http://exemple.fr'} />);
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['https://port-marin.fr/fete?j=1', 'http://exemple.fr/']);
    expect(links[0]!.textContent).toBe('https://port-marin.fr/fete?j=1');
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    }
  });

  it('never links other schemes', () => {
    render(<PostText text={'javascript:alert(1) data:text/html,<p>x</p> ftp://exemple.fr'} />);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('keeps line breaks in the text', () => {
    render(<PostText text={'Ligne 1\nLigne 2'} />);
    const paragraph = screen.getByText('Ligne 1 Ligne 2'); // queries collapse white space
    expect(paragraph.textContent).toBe('Ligne 1\nLigne 2');
    expect(paragraph).toHaveClass('whitespace-pre-wrap');
  });

  it('splits text around links and drops sentence punctuation from them', () => {
    expect(splitLinks('Voir (https://a.fr/b), merci')).toEqual([
      { type: 'text', value: 'Voir (' },
      { type: 'link', value: 'https://a.fr/b', href: 'https://a.fr/b' },
      { type: 'text', value: '), merci' },
    ]);
  });
});
