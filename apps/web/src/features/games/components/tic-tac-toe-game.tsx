import { createTicTacToe, isOver, play, type TicTacToeState } from '@portmarin/shared/games/tic-tac-toe';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useOnFinish } from '../hooks/use-on-finish';
import type { OnFinish } from '../lib/score-outcome';

function statusText(state: TicTacToeState): string {
  if (state.winner) return `Le joueur ${state.winner} a gagné !`;
  if (state.draw) return 'Match nul !';
  return `Au tour du joueur ${state.next}`;
}

/** Morpion for two players on one screen (spec 4): X then O, win or draw, 'Nouvelle partie'. */
export function TicTacToeGame({ onFinish }: { onFinish?: OnFinish } = {}) {
  const [state, setState] = useState(createTicTacToe);
  // The score of a won game is its moves, both players together; a draw has none. The server
  // replays the cells played.
  const moves = state.moves;
  const detail = useMemo(() => ({ moves }), [moves]);
  useOnFinish(state.winner !== null, moves.length, onFinish, detail);
  const over = isOver(state);

  return (
    <div className="flex flex-col items-center gap-4">
      <p role="status" className="text-lg font-semibold">
        {statusText(state)}
      </p>
      <div role="group" aria-label="Grille du morpion" className="grid grid-cols-3 gap-2">
        {state.board.map((cell, index) => {
          const winning = state.winningLine?.includes(index) === true;
          const name = `Case ${index + 1}, ${cell ?? 'vide'}${winning ? ', ligne gagnante' : ''}`;
          // aria-disabled rather than disabled: the button keeps the focus after the last move.
          const inactive = cell !== null || over;
          return (
            <button
              key={index}
              type="button"
              aria-label={name}
              aria-disabled={inactive}
              onClick={() => setState((current) => play(current, index))}
              className={cn(
                'flex size-20 items-center justify-center rounded-lg border border-border text-4xl font-bold',
                winning ? 'bg-success text-success-foreground' : 'bg-card text-card-foreground',
                !inactive && 'hover:bg-accent hover:text-accent-foreground',
              )}
            >
              <span aria-hidden="true">{cell}</span>
            </button>
          );
        })}
      </div>
      <Button variant="outline" onClick={() => setState(createTicTacToe())}>
        Nouvelle partie
      </Button>
    </div>
  );
}
