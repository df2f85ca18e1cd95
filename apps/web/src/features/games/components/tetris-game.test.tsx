import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TetrisGame } from './tetris-game';

// random() = 0 always deals an I, spawned lying flat on the top row, columns 3 to 6.
const board = () => screen.getByRole('img', { name: /^Plateau de Tetris/ });
/** The board's filled cells as "x,y" (one image to assistive technology: read from their data-cell). */
const filled = () =>
  // eslint-disable-next-line testing-library/no-node-access -- see above
  Array.from(board().children).flatMap((c, i) =>
    c.getAttribute('data-cell') === 'empty' ? [] : [`${i % 10},${Math.floor(i / 10)}`],
  );
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const key = (k: string) => fireEvent.keyDown(window, { key: k });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('TetrisGame', () => {
  it('moves, turns and lets the piece fall every 500 ms', () => {
    render(<TetrisGame random={() => 0} />);
    expect(screen.getByRole('img', { name: 'Pièce suivante : I' })).toBeInTheDocument();
    expect(filled()).toEqual(['3,0', '4,0', '5,0', '6,0']);
    key('ArrowLeft');
    expect(filled()).toEqual(['2,0', '3,0', '4,0', '5,0']);
    key('ArrowRight');
    key('ArrowUp');
    expect(filled()).toEqual(['3,0', '3,1', '3,2', '3,3']);
    wait(499);
    expect(filled()[0]).toBe('3,0');
    wait(1);
    expect(filled()[0]).toBe('3,1');
    key('ArrowDown');
    expect(filled()[0]).toBe('3,2');
  });

  it('clears four lines with ten upright pieces dropped by Space: 400 points', () => {
    render(<TetrisGame random={() => 0} />);
    for (let column = 0; column < 10; column++) {
      key('ArrowUp');
      for (let x = 3; x > column; x--) key('ArrowLeft');
      for (let x = 3; x < column; x++) key('ArrowRight');
      key(' ');
    }
    expect(screen.getByText('Score : 400')).toBeInTheDocument();
    expect(screen.getByText('Lignes : 4')).toBeInTheDocument();
    expect(filled()).toEqual(['3,0', '4,0', '5,0', '6,0']);
  });

  it('ends with Game Over when the stack reaches the top, then starts again', () => {
    render(<TetrisGame random={() => 0} />);
    const hardDrop = screen.getByRole('button', { name: 'Lâcher la pièce' });
    for (let i = 0; i < 20; i++) fireEvent.click(hardDrop);
    expect(screen.getByText('Game Over')).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Nouvelle partie' }));
    expect(screen.queryByText('Game Over')).not.toBeInTheDocument();
    expect(filled()).toEqual(['3,0', '4,0', '5,0', '6,0']);
  });

  it('moves on a swipe and turns on a tap', () => {
    render(<TetrisGame random={() => 0} />);
    // On the board: the pointer events bubble to the swipe surface around it.
    const surface = board();
    fireEvent.pointerDown(surface, { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(surface, { clientX: 160, clientY: 110 });
    expect(filled()).toEqual(['4,0', '5,0', '6,0', '7,0']);
    fireEvent.pointerDown(surface, { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(surface, { clientX: 102, clientY: 101 });
    expect(filled()).toEqual(['4,0', '4,1', '4,2', '4,3']);
  });

  it('stops its timer on unmount', () => {
    const { unmount } = render(<TetrisGame random={() => 0} />);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
