import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
    expect(field()).toHaveValue('MAREES');
    fireEvent.change(field(), { target: { value: 'mer' } });
    fireEvent.submit(field().form!);
    expect(screen.getByText('Le mot doit contenir 6 lettres.')).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
  });

  it('names each scored letter with its mark, then wins', () => {
    expect(ANSWER).toBe('PLAGES');
    render(<WordleGame random={() => 0} />);
    guess('GALETS');
    const row = screen.getByRole('row', { name: 'Essai 1' });
    const names = within(row)
      .getAllByRole('cell')
      .map((c) => c.getAttribute('aria-label'));
    expect(names).toEqual([
      'G, mal placée',
      'A, mal placée',
      'L, mal placée',
      'E, mal placée',
      'T, absente',
      'S, bien placée',
    ]);
    expect(screen.getByRole('cell', { name: 'S, bien placée' })).toHaveClass('bg-success');
    expect(screen.getByText('Essais restants : 5')).toBeInTheDocument();
    expect(field()).toHaveValue('');

    guess('plages');
    expect(screen.getByRole('status').textContent).toBe('Bravo ! Mot trouvé en 2 essais.');
    expect(screen.queryByLabelText('Votre mot de 6 lettres')).not.toBeInTheDocument();
  });

  it('reveals the word after six misses and starts a new game', () => {
    render(<WordleGame random={() => 0} />);
    for (let i = 0; i < 6; i++) guess('BATEAU');
    expect(screen.getByRole('status').textContent).toBe('Perdu ! Le mot était PLAGES.');
    // The field is gone: the focus moves to the button that replaces it, and back.
    const again = screen.getByRole('button', { name: 'Nouvelle partie' });
    expect(again).toHaveFocus();
    fireEvent.click(again);
    expect(field()).toHaveFocus();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getAllByRole('cell', { name: 'vide' })).toHaveLength(36);
  });

  it('shows the server’s colours in a resident’s play, and its word only at the end', async () => {
    const newPlay = vi.fn(async () => ({ id: 'play-1', startedAt: '2026-01-01T00:00:00.000Z', seed: null }));
    // The server's word is HOMARD; the local decoy (random = 0) would be PLAGES.
    const judgeWord = vi
      .fn()
      .mockResolvedValueOnce({
        marks: ['absent', 'absent', 'present', 'absent', 'absent', 'absent'],
        attempts: 1,
        answer: null,
      })
      .mockResolvedValueOnce({ marks: Array(6).fill('correct'), attempts: 2, answer: 'HOMARD' });
    const onFinish = vi.fn();
    render(<WordleGame random={() => 0} newPlay={newPlay} judgeWord={judgeWord} onFinish={onFinish} />);
    guess('PLAGES');
    expect(await screen.findByText('Essais restants : 5')).toBeInTheDocument();
    expect(judgeWord).toHaveBeenCalledWith('play-1', 'PLAGES');
    const names = within(screen.getByRole('row', { name: 'Essai 1' }))
      .getAllByRole('cell')
      .map((c) => c.getAttribute('aria-label'));
    expect(names).toEqual(['P, absente', 'L, absente', 'A, mal placée', 'G, absente', 'E, absente', 'S, absente']);
    guess('HOMARD');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Bravo ! Mot trouvé en 2 essais.'));
    expect(newPlay).toHaveBeenCalledTimes(1);
    // Reported from an effect, which runs after the render that shows the message: on a busy
    // machine, after waitFor has already seen it.
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith(2, undefined));
  });
});
