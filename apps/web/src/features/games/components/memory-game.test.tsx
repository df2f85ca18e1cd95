import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemory, MEMORY_REVEAL_MS } from '../lib/memory';
import { createRandom } from '../lib/shared';
import { MemoryGame } from './memory-game';

const SEED = 7;
// The same seed deals the same deck as the component's: the test knows where each pair is.
const deck = createMemory(createRandom(SEED)).cards;
const pairs = [...new Set(deck.map((card) => card.emoji))].map((emoji) =>
  deck.flatMap((card, index) => (card.emoji === emoji ? [index] : [])),
);

const card = (index: number) => screen.getByRole('button', { name: new RegExp(`^Carte (cachée )?${index + 1}(,|$)`) });
const status = () => screen.getByRole('status').textContent;
const moves = () => screen.getByText(/^Coups : \d+$/).textContent;

/** Lets the server's answers (resolved promises, a few in a row) reach the game. */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('MemoryGame', () => {
  it('shows 16 hidden cards, turns a wrong pair back after 1 s, and counts moves', () => {
    render(<MemoryGame random={createRandom(SEED)} />);
    expect(screen.getAllByRole('button', { name: /^Carte cachée \d+$/ })).toHaveLength(16);
    expect(moves()).toBe('Coups : 0');
    expect(status()).toBe('Retournez deux cartes pour trouver les paires.');

    // One card from each of two different pairs: a miss.
    const [a, b] = [pairs[0]?.[0] ?? 0, pairs[1]?.[0] ?? 0];
    fireEvent.click(card(a));
    expect(status()).toBe(`Carte retournée : ${deck[a]?.emoji}`);
    fireEvent.click(card(b));
    expect(card(a)).toHaveAccessibleName(`Carte ${a + 1}, ${deck[a]?.emoji}`);
    expect(status()).toBe(`Pas de paire : ${deck[a]?.emoji} et ${deck[b]?.emoji}`);
    expect(moves()).toBe('Coups : 1');

    act(() => vi.advanceTimersByTime(MEMORY_REVEAL_MS - 1));
    expect(card(b)).toHaveAccessibleName(/^Carte \d+, /);
    act(() => vi.advanceTimersByTime(1));
    expect(card(a)).toHaveAccessibleName(`Carte cachée ${a + 1}`);
    expect(card(b)).toHaveAccessibleName(`Carte cachée ${b + 1}`);
  });

  it('keeps matched pairs up and announces the win, then deals again', () => {
    render(<MemoryGame random={createRandom(SEED)} />);
    for (const [a, b] of pairs as [number, number][]) {
      fireEvent.click(card(a));
      fireEvent.click(card(b));
      expect(status()).toBe(`Paire trouvée : ${deck[a]?.emoji}`);
      act(() => vi.advanceTimersByTime(MEMORY_REVEAL_MS));
      expect(card(a)).toHaveAccessibleName(/, paire trouvée$/);
    }
    expect(status()).toBe('Bravo ! Toutes les paires trouvées en 8 coups.');

    expect(moves()).toBe('Coups : 8');

    fireEvent.click(screen.getByRole('button', { name: 'Nouvelle partie' }));
    expect(moves()).toBe('Coups : 0');
    expect(screen.getAllByRole('button', { name: /^Carte cachée \d+$/ })).toHaveLength(16);
  });

  it('deals from a seed too, and cancels the pending check on unmount', () => {
    const { unmount } = render(<MemoryGame seed={SEED} />);
    const [a, b] = pairs[0] as [number, number];
    fireEvent.click(card(a));
    fireEvent.click(card(b));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows a resident the faces the server tells, one flip at a time, and finishes with its moves', async () => {
    const served = createMemory(createRandom(99)).cards;
    const play = { id: 'play-1', startedAt: '', seed: null };
    const newPlay = vi.fn().mockResolvedValue(play);
    let moves = 0;
    const flipCard = vi.fn(async (_playId: string, index: number) => {
      if (flipCard.mock.calls.length % 2 === 0) moves += 1;
      return { emoji: served[index]!.emoji!, moves, won: false };
    });
    const onFinish = vi.fn();
    render(<MemoryGame seed={SEED} newPlay={newPlay} flipCard={flipCard} onFinish={onFinish} />);
    // The page's own deal is not the board: every face comes from the server.
    const servedPairs = [...new Set(served.map((c) => c.emoji))].map((emoji) =>
      served.flatMap((c, i) => (c.emoji === emoji ? [i] : [])),
    );
    for (const [a, b] of servedPairs as [number, number][]) {
      fireEvent.click(card(a));
      await settle();
      expect(card(a)).toHaveAccessibleName(`Carte ${a + 1}, ${served[a]!.emoji}`);
      fireEvent.click(card(b));
      await settle();
      act(() => vi.advanceTimersByTime(MEMORY_REVEAL_MS));
    }
    expect(flipCard).toHaveBeenCalledTimes(16);
    expect(flipCard).toHaveBeenCalledWith('play-1', servedPairs[0]![0]);
    expect(newPlay).toHaveBeenCalledOnce();
    expect(status()).toBe('Bravo\u00a0! Toutes les paires trouvées en 8 coups.');
    expect(onFinish).toHaveBeenCalledWith(8, undefined);
  });
});
