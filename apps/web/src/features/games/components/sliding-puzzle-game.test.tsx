import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { canMove, shuffledBoard, winningClicksForSeed, type Board } from '../lib/sliding-puzzle';
import { SlidingPuzzleGame } from './sliding-puzzle-game';

// Seed 45 is won in 46 clicks (most seeds need hundreds): the test stays fast.
const SEED = 45;
const cellNames = () =>
  screen.getAllByRole('button', { name: /^(Tuile \d|Case vide)$/ }).map((b) => b.getAttribute('aria-label'));
const named = (board: Board) => board.map((tile) => (tile === 0 ? 'Case vide' : `Tuile ${tile}`));

describe('SlidingPuzzleGame', () => {
  it('waits for the shuffle, then shows the seeded board with moves at 0', () => {
    render(<SlidingPuzzleGame seed={SEED} />);
    expect(screen.getByText('Coups : 0')).toBeInTheDocument();
    // Before the shuffle, tiles do not move.
    fireEvent.click(screen.getByRole('button', { name: 'Tuile 8' }));
    expect(screen.getByText('Coups : 0')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Mélanger pour commencer' }));
    expect(cellNames()).toEqual(named(shuffledBoard(SEED)));
    expect(screen.queryByRole('button', { name: 'Mélanger pour commencer' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nouvelle partie' })).toBeInTheDocument();
  });

  it('counts only valid moves and wins with the seed’s winning clicks', () => {
    render(<SlidingPuzzleGame seed={SEED} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mélanger pour commencer' }));
    const board = shuffledBoard(SEED);
    const stuck = board.findIndex((tile, i) => tile !== 0 && !canMove(board, i));
    fireEvent.click(screen.getByRole('button', { name: `Tuile ${board[stuck]}` }));
    expect(screen.getByText('Coups : 0')).toBeInTheDocument();

    const clicks = winningClicksForSeed(SEED);
    // The cells keep their elements (keyed by position): look them up once, role queries are slow.
    const cells = within(screen.getByRole('group', { name: /^Taquin/ })).getAllByRole('button');
    for (const index of clicks) fireEvent.click(cells[index]!);
    expect(screen.getByText('Félicitations !')).toBeInTheDocument();
    expect(screen.getByText(`Gagné en ${clicks.length} coups !`)).toBeInTheDocument();
    expect(cellNames()).toEqual(named([1, 2, 3, 4, 5, 6, 7, 8, 0]));
  });

  it('moves the tile below the hole on ArrowUp, through the lib’s cellForArrow', () => {
    // random() = 0 always picks the first neighbour: the shuffle ends with the hole away from the bottom row.
    render(<SlidingPuzzleGame random={() => 0} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mélanger pour commencer' }));
    const before = cellNames();
    const hole = before.indexOf('Case vide');
    const direction = hole < 6 ? 'ArrowUp' : 'ArrowDown';
    const from = hole < 6 ? hole + 3 : hole - 3;
    fireEvent.keyDown(screen.getByRole('button', { name: 'Tuile 1' }), { key: direction });
    const after = cellNames();
    expect(after[hole]).toBe(before[from]);
    expect(after[from]).toBe('Case vide');
    expect(screen.getByText('Coups : 1')).toBeInTheDocument();
  });
});
