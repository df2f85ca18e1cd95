import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TicTacToeGame } from './tic-tac-toe-game';

const cell = (n: number) => screen.getByRole('button', { name: new RegExp(`^Case ${n},`) });
const status = () => screen.getByRole('status').textContent;

describe('TicTacToeGame', () => {
  it('alternates X and O, names each cell, and ends on a win with the line marked', () => {
    render(<TicTacToeGame />);
    expect(status()).toBe('Au tour du joueur X');
    expect(screen.getByRole('button', { name: 'Case 1, vide' })).toBeInTheDocument();

    fireEvent.click(cell(1));
    expect(screen.getByRole('button', { name: 'Case 1, X' })).toBeInTheDocument();
    expect(status()).toBe('Au tour du joueur O');
    // An occupied cell changes nothing.
    fireEvent.click(cell(1));
    expect(status()).toBe('Au tour du joueur O');

    for (const n of [4, 2, 5, 3]) fireEvent.click(cell(n));
    expect(status()).toBe('Le joueur X a gagné !');
    expect(screen.getByRole('button', { name: 'Case 3, X, ligne gagnante' })).toBeInTheDocument();
    // The game is over: a free cell stays empty.
    fireEvent.click(cell(9));
    expect(screen.getByRole('button', { name: 'Case 9, vide' })).toHaveAttribute('aria-disabled', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Nouvelle partie' }));
    expect(status()).toBe('Au tour du joueur X');
    expect(screen.getAllByRole('button', { name: /, vide$/ })).toHaveLength(9);
  });

  it('declares a draw on a full board without a line', () => {
    render(<TicTacToeGame />);
    // X O X / X O O / O X X
    for (const n of [1, 2, 3, 5, 4, 6, 8, 7, 9]) fireEvent.click(cell(n));
    expect(status()).toBe('Match nul !');
  });

  it('hands the won game’s cells to the score, which the server replays', () => {
    const onFinish = vi.fn();
    render(<TicTacToeGame onFinish={onFinish} />);
    for (const n of [1, 4, 2, 5, 3]) fireEvent.click(cell(n));
    expect(onFinish).toHaveBeenCalledExactlyOnceWith(5, { moves: [0, 3, 1, 4, 2] });
  });
});
