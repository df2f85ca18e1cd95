import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REACTION_BEST_TIME_KEY, reactionDelay } from '../lib/reaction-time';
import { createRandom } from '../lib/shared';
import { ReactionTimeGame } from './reaction-time-game';

const SEED = 11;
// The component draws its delays from the same seed: the test knows them in advance.
const seeded = createRandom(SEED);
const delays = [reactionDelay(seeded), reactionDelay(seeded), reactionDelay(seeded)];

let clock = 0;
const now = () => clock;
const area = () => screen.getByRole('button');
const status = () => screen.getByRole('status').textContent;

/** Lets the hub's answer (a resolved promise) reach the game. */
const settled = () =>
  act(async () => {
    await Promise.resolve();
  });

/** Waits out the delay, then answers `reaction` ms after the signal. */
function playRound(delay: number, reaction: number) {
  act(() => vi.advanceTimersByTime(delay));
  expect(status()).toBe('Cliquez !');
  clock += reaction;
  fireEvent.click(area());
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  clock = 0;
});
afterEach(() => vi.useRealTimers());

describe('ReactionTimeGame', () => {
  it('goes waiting → ready → go → result, rates the time and keeps the best', () => {
    render(<ReactionTimeGame random={createRandom(SEED)} now={now} />);
    expect(status()).toBe('Cliquez pour commencer');
    expect(screen.getByText('Meilleur temps : aucun pour le moment')).toBeInTheDocument();

    fireEvent.click(area());
    expect(status()).toBe('Attendez le vert…');
    act(() => vi.advanceTimersByTime((delays[0] ?? 0) - 1));
    expect(status()).toBe('Attendez le vert…');
    playRound(1, 250);
    expect(status()).toBe('250 ms : Très bien');
    expect(screen.getByRole('button', { name: /250 ms\s: Très bien/ })).toBeInTheDocument();
    expect(screen.getByText('Meilleur temps : 250 ms')).toBeInTheDocument();
    expect(localStorage.getItem(REACTION_BEST_TIME_KEY)).toBe('250');

    // A slower round keeps the best; a faster one replaces it.
    fireEvent.click(area());
    playRound(delays[1] ?? 0, 450);
    expect(status()).toBe('450 ms : À améliorer');
    expect(screen.getByText('Meilleur temps : 250 ms')).toBeInTheDocument();
    fireEvent.click(area());
    playRound(delays[2] ?? 0, 180);
    expect(status()).toBe('180 ms : Excellent');
    expect(screen.getByText('Meilleur temps : 180 ms')).toBeInTheDocument();
  });

  it('sends an early click back to waiting with the too-early message', () => {
    render(<ReactionTimeGame random={createRandom(SEED)} now={now} />);
    fireEvent.click(area());
    fireEvent.click(area());
    expect(status()).toBe('Trop tôt !');
    // The cancelled delay never shows the signal.
    act(() => vi.advanceTimersByTime(5000));
    expect(status()).toBe('Trop tôt !');
  });

  it('reads the stored best time and is played with Enter and Space on key-down', () => {
    localStorage.setItem(REACTION_BEST_TIME_KEY, '320');
    render(<ReactionTimeGame random={createRandom(SEED)} now={now} />);
    expect(screen.getByText('Meilleur temps : 320 ms')).toBeInTheDocument();

    fireEvent.keyDown(area(), { key: 'Enter' });
    expect(status()).toBe('Attendez le vert…');
    act(() => vi.advanceTimersByTime(delays[0] ?? 0));
    clock += 350;
    fireEvent.keyDown(area(), { key: ' ' });
    expect(status()).toBe('350 ms : Bien');
    expect(screen.getByText('Meilleur temps : 320 ms')).toBeInTheDocument();
    // A held key repeats: it must not start the next round by itself.
    fireEvent.keyDown(area(), { key: ' ', repeat: true });
    expect(status()).toBe('350 ms : Bien');
    // Other keys do nothing.
    fireEvent.keyDown(area(), { key: 'a' });
    expect(status()).toBe('350 ms : Bien');
  });

  it('counts a time as the best only once the server has not refused it (issue 28 point 20)', async () => {
    const outcomes = [
      { status: 'refused', reason: 'Le score doit être compris entre 80 et 10000 ms.' } as const,
      { status: 'recorded' } as const,
    ];
    const onFinish = vi.fn(() => Promise.resolve(outcomes.shift()!));
    render(<ReactionTimeGame random={createRandom(SEED)} now={now} onFinish={onFinish} />);
    fireEvent.click(area());
    playRound(delays[0] ?? 0, 32);
    expect(status()).toBe('32 ms : Excellent');
    await settled();
    expect(onFinish).toHaveBeenCalledWith(32);
    expect(screen.getByText('Meilleur temps : aucun pour le moment')).toBeInTheDocument();
    expect(localStorage.getItem(REACTION_BEST_TIME_KEY)).toBeNull();

    fireEvent.click(area());
    playRound(delays[1] ?? 0, 240);
    await settled();
    expect(screen.getByText('Meilleur temps : 240 ms')).toBeInTheDocument();
  });

  it('waits for the signal the server draws for a resident’s round, one play a round', async () => {
    const newPlay = vi
      .fn()
      .mockResolvedValueOnce({ id: 'play-1', startedAt: '', seed: null })
      .mockResolvedValueOnce({ id: 'play-2', startedAt: '', seed: null });
    const startSignal = vi.fn().mockResolvedValueOnce(3210).mockResolvedValueOnce(1500);
    const onFinish = vi.fn().mockResolvedValue({ status: 'recorded' });
    render(<ReactionTimeGame seed={SEED} now={now} newPlay={newPlay} startSignal={startSignal} onFinish={onFinish} />);
    fireEvent.click(area());
    expect(status()).toBe('Attendez le vert…');
    // No signal before the server's wait is known, however long.
    act(() => vi.advanceTimersByTime(10_000));
    expect(status()).toBe('Attendez le vert…');
    await settled();
    await settled();
    expect(startSignal).toHaveBeenCalledWith('play-1');
    act(() => vi.advanceTimersByTime(3209));
    expect(status()).toBe('Attendez le vert…');
    playRound(1, 240);
    expect(onFinish).toHaveBeenCalledWith(240);
    await settled();

    fireEvent.click(area());
    await settled();
    await settled();
    expect(startSignal).toHaveBeenLastCalledWith('play-2');
    playRound(1500, 300);
    expect(onFinish).toHaveBeenLastCalledWith(300);
  });
});
