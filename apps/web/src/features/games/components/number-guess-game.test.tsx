import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createNumberGuess, GUESS_RANGE_MESSAGE } from '../lib/number-guess';
import { createRandom } from '../lib/shared';
import { NumberGuessGame } from './number-guess-game';

const SEED = 3;
// The same seed draws the same secret as the component's.
const secret = createNumberGuess(createRandom(SEED)).secret;

function propose(value: string) {
  fireEvent.change(screen.getByLabelText('Votre nombre (entre 1 et 100)'), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
}
const status = () => screen.getByRole('status').textContent;

describe('NumberGuessGame', () => {
  it('refuses out-of-range input, gives hints, keeps the history and wins', () => {
    render(<NumberGuessGame random={createRandom(SEED)} />);
    expect(screen.getByText('Tentatives : 0')).toBeInTheDocument();

    propose('101');
    expect(screen.getByRole('alert').textContent).toBe(GUESS_RANGE_MESSAGE);
    expect(screen.getByLabelText('Votre nombre (entre 1 et 100)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Tentatives : 0')).toBeInTheDocument();

    // This seed's secret is neither 1 nor 100, so both neighbours are valid guesses.
    expect(secret).toBeGreaterThan(1);
    expect(secret).toBeLessThan(100);
    const [low, high] = [secret - 1, secret + 1];
    propose(String(low));
    expect(status()).toBe(`${low} : C'est plus !`);
    propose(String(high));
    expect(status()).toBe(`${high} : C'est moins !`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    propose(String(secret));
    expect(status()).toMatch(new RegExp(`^Bravo ! Le nombre était ${secret}, trouvé en 3 tentatives\\.$`));
    expect(screen.getByText('Tentatives : 3')).toBeInTheDocument();
    const history = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(history).toEqual([`${low} — C'est plus !`, `${high} — C'est moins !`, `${secret} — Trouvé !`]);
    expect(screen.getByRole('button', { name: 'Valider' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Nouvelle partie' })).toHaveFocus();

    fireEvent.click(screen.getByRole('button', { name: 'Nouvelle partie' }));
    expect(screen.getByText('Tentatives : 0')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Valider' })).toHaveProperty('disabled', false);
  });

  it('asks the server for each hint of a resident’s play, whose number this page never knows', async () => {
    const play = { id: '00000000-0000-4000-8000-000000000001', startedAt: '2026-11-27T10:00:00.000Z', seed: null };
    const newPlay = vi.fn(() => Promise.resolve(play));
    // The server's number is 64, whatever the page's own seed would draw.
    const judge = vi.fn((_: string, value: number) =>
      Promise.resolve(value < 64 ? ('too-small' as const) : value > 64 ? ('too-large' as const) : ('correct' as const)),
    );
    const onFinish = vi.fn();
    render(<NumberGuessGame random={createRandom(SEED)} newPlay={newPlay} judge={judge} onFinish={onFinish} />);
    propose('50');
    expect(await screen.findByText("50 : C'est plus !")).toBeInTheDocument();
    propose('64');
    expect(await screen.findByText('Bravo ! Le nombre était 64, trouvé en 2 tentatives.')).toBeInTheDocument();
    expect(newPlay).toHaveBeenCalledTimes(1);
    expect(judge.mock.calls).toEqual([
      [play.id, 50],
      [play.id, 64],
    ]);
    expect(onFinish).toHaveBeenCalledWith(2, undefined);

    // A new game is a new play.
    fireEvent.click(screen.getByRole('button', { name: 'Nouvelle partie' }));
    propose('10');
    expect(await screen.findByText("10 : C'est plus !")).toBeInTheDocument();
    expect(newPlay).toHaveBeenCalledTimes(2);
  });
});
