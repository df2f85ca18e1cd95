import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WORDS } from '../lib/wordle';
import { WordleGame } from './wordle-game';

// random() = 0 picks the first word of the list.
const ANSWER = WORDS[0];
const field = () => screen.getByLabelText('Votre mot de 6 lettres') as HTMLInputElement;
function guess(word: string) {
  fireEvent.change(field(), { target: { value: word } });
  fireEvent.submit(field().form!);
}

describe('WordleGame', () => {
  it('caps and uppercases the input, and refuses a short word', () => {
    render(<WordleGame random={() => 0} />);
    expect(field().maxLength).toBe(6);
    fireEvent.change(field(), { target: { value: 'marées!x' } });
    expect(field().value).toBe('MAREES');
    fireEvent.change(field(), { target: { value: 'mer' } });
    fireEvent.submit(field().form!);
    expect(screen.getByText('Le mot doit contenir 6 lettres.')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
  });

  it('names each scored letter with its mark, then wins', () => {
    expect(ANSWER).toBe('PLAGES');
    render(<WordleGame random={() => 0} />);
    guess('GALETS');
    const row = screen.getByRole('row', { name: 'Essai 1' });
    const names = Array.from(row.querySelectorAll('[role="cell"]')).map((c) => c.getAttribute('aria-label'));
    expect(names).toEqual([
      'G, mal placée',
      'A, mal placée',
      'L, mal placée',
      'E, mal placée',
      'T, absente',
      'S, bien placée',
    ]);
    expect(screen.getByRole('cell', { name: 'S, bien placée' }).className).toContain('bg-success');
    expect(screen.getByText('Essais restants : 5')).toBeTruthy();
    expect(field().value).toBe('');

    guess('plages');
    expect(screen.getByRole('status').textContent).toBe('Bravo ! Mot trouvé en 2 essais.');
    expect(screen.queryByLabelText('Votre mot de 6 lettres')).toBeNull();
  });

  it('reveals the word after six misses and starts a new game', () => {
    render(<WordleGame random={() => 0} />);
    for (let i = 0; i < 6; i++) guess('BATEAU');
    expect(screen.getByRole('status').textContent).toBe('Perdu ! Le mot était PLAGES.');
    // The field is gone: the focus moves to the button that replaces it, and back.
    const again = screen.getByRole('button', { name: 'Nouvelle partie' });
    expect(document.activeElement).toBe(again);
    fireEvent.click(again);
    expect(document.activeElement).toBe(field());
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getAllByRole('cell', { name: 'vide' })).toHaveLength(36);
  });
});
