import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { replaySnake } from '@portmarin/shared/games/snake';
import { SnakeGame } from './snake-game';

// random() = 0 puts the food in the top-left corner; the snake starts alone in the middle (7, 7).
const board = () => screen.getByRole('img', { name: /^Plateau du Snake/ });
const head = () => {
  // The board is one image to assistive technology: its cells are read from their data-cell.
  // eslint-disable-next-line testing-library/no-node-access -- see above
  const index = Array.from(board().children).findIndex((c) => c.getAttribute('data-cell') === 'head');
  return { x: index % 15, y: Math.floor(index / 15) };
};
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const key = (k: string) => fireEvent.keyDown(window, { key: k });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('SnakeGame', () => {
  it('stays still until the first arrow, then steps every 200 ms', () => {
    render(<SnakeGame random={() => 0} />);
    expect(screen.getByText(/Appuyez sur une flèche/)).toBeInTheDocument();
    wait(1000);
    expect(head()).toEqual({ x: 7, y: 7 });
    key('ArrowRight');
    wait(200);
    expect(head()).toEqual({ x: 8, y: 7 });
    wait(400);
    expect(head()).toEqual({ x: 10, y: 7 });
  });

  it('eats for 10 points, then ends on the wall with Game Over and a new game', () => {
    render(<SnakeGame random={() => 0} />);
    key('ArrowLeft');
    wait(1400);
    key('ArrowUp');
    wait(1400);
    expect(head()).toEqual({ x: 0, y: 0 });
    expect(screen.getByText('Score : 10')).toBeInTheDocument();
    expect(board()).toHaveAccessibleName('Plateau du Snake, 15 × 15, score 10');
    wait(200);
    expect(screen.getByText('Game Over')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Nouvelle partie' }));
    expect(screen.getByText('Score : 0')).toBeInTheDocument();
    expect(head()).toEqual({ x: 7, y: 7 });
  });

  it('steers with a swipe on the board and with the on-screen buttons', () => {
    render(<SnakeGame random={() => 0} />);
    // A swipe on the board (it bubbles to the swipe surface around it). Too short to be a swipe: nothing starts.
    fireEvent.pointerDown(board(), { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(board(), { clientX: 110, clientY: 95 });
    wait(200);
    expect(head()).toEqual({ x: 7, y: 7 });
    fireEvent.pointerDown(board(), { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(board(), { clientX: 95, clientY: 30 });
    wait(200);
    expect(head()).toEqual({ x: 7, y: 6 });
    fireEvent.click(screen.getByRole('button', { name: 'Droite' }));
    wait(200);
    expect(head()).toEqual({ x: 8, y: 6 });
  });

  it('stops its timer and its key listener on unmount', () => {
    const { unmount } = render(<SnakeGame random={() => 0} />);
    key('ArrowRight');
    expect(vi.getTimerCount()).toBe(1);
    const removed = vi.spyOn(window, 'removeEventListener');
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    expect(removed).toHaveBeenCalledWith('keydown', expect.any(Function));
  });

  it('plays a resident’s game from the seed of the server’s play and hands its turns to the score', async () => {
    const newPlay = vi.fn().mockResolvedValue({ id: 'play-1', startedAt: '', seed: 5 });
    const onFinish = vi.fn();
    render(<SnakeGame seed={99} newPlay={newPlay} onFinish={onFinish} />);
    expect(screen.getByText('Préparation de la partie…')).toBeInTheDocument();
    await act(async () => {
      await Promise.resolve();
    });
    expect(board()).toHaveAccessibleName('Plateau du Snake, 15 × 15, score 0');
    key('ArrowUp');
    wait(200);
    key('ArrowLeft');
    wait(200 * 10);
    const game = replaySnake(5, [
      [0, 0],
      [1, 2],
    ])!;
    expect(onFinish).toHaveBeenCalledWith(game.score, {
      log: [
        [0, 0],
        [1, 2],
      ],
    });
  });
});
