import { useMemo, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useOnFinish } from '../hooks/use-on-finish';
import { arrowDirection } from '../hooks/use-swipe';
import type { NewPlay, OnFinish } from '../lib/score-outcome';
import { createRandom, type Random } from '../lib/shared';
import {
  CONGRATULATIONS,
  EMPTY,
  MOVES_LABEL,
  NEW_GAME_LABEL,
  SHUFFLE_PROMPT,
  canMove,
  cellForArrow,
  clickTile,
  newGame,
  startGame,
  wonMessage,
} from '../lib/sliding-puzzle';

type Props = {
  /** Replays the same shuffles: the e2e rebuilds the first board with `shuffledBoard(seed)`. */
  seed?: number;
  random?: Random;
  /** Called once with the score and the clicks when a game ends (the hub saves it). */
  onFinish?: OnFinish;
  /** The play a new shuffle is drawn from: the server picks the board of a resident's play. */
  newPlay?: NewPlay;
};

/** Taquin 3×3 (spec 4, 9): shuffle, slide tiles by click or arrow keys, count the moves, win. */
export function SlidingPuzzleGame({ seed, random, onFinish, newPlay }: Props) {
  const [rng] = useState<Random>(() => random ?? (seed === undefined ? Math.random : createRandom(seed)));
  const [state, setState] = useState(newGame);
  const playing = state.status === 'playing';
  const won = state.status === 'won';
  const clicks = state.clicks;
  const detail = useMemo(() => ({ moves: clicks }), [clicks]);
  useOnFinish(won, state.moves, onFinish, detail);

  // A resident's board is the one of the play the server started (it checks the clicks against
  // it); without a play (a visitor), the game's own shuffle.
  function shuffle() {
    if (!newPlay) return setState(startGame(rng));
    void newPlay().then((play) => setState(startGame(play?.seed != null ? createRandom(play.seed) : rng)));
  }

  function onKeyDown(event: KeyboardEvent) {
    const direction = arrowDirection(event.key);
    if (!direction) return;
    event.preventDefault();
    const cell = cellForArrow(state.board, direction);
    if (cell !== null) setState((current) => clickTile(current, cell));
  }

  return (
    <div className="flex flex-col items-center gap-4">
      <p className="text-lg font-semibold">
        {MOVES_LABEL} : {state.moves}
      </p>
      <div
        role="group"
        aria-label="Taquin, utilisez les flèches pour déplacer une tuile vers la case vide"
        className="grid grid-cols-3 gap-2 rounded-xl bg-muted p-2"
      >
        {state.board.map((tile, index) =>
          // Cells keyed by position: a tile that slides keeps the focus on its former place.
          tile === EMPTY ? (
            <button
              key={index}
              type="button"
              aria-label="Case vide"
              aria-disabled="true"
              onKeyDown={onKeyDown}
              className="size-20 rounded-lg border-2 border-dashed border-input"
            />
          ) : (
            <button
              key={index}
              type="button"
              aria-label={`Tuile ${tile}`}
              aria-disabled={!playing || !canMove(state.board, index)}
              onClick={() => setState((current) => clickTile(current, index))}
              // Arrows act from any focused cell: they move the tile next to the hole, not this one.
              onKeyDown={onKeyDown}
              className={cn(
                'flex size-20 items-center justify-center rounded-lg border border-border bg-card text-3xl font-bold text-card-foreground',
                playing && canMove(state.board, index) && 'hover:bg-accent hover:text-accent-foreground',
              )}
            >
              <span aria-hidden="true">{tile}</span>
            </button>
          ),
        )}
      </div>
      <div role="status" className="text-center">
        {state.status === 'won' && (
          <>
            <p className="text-xl font-bold">{CONGRATULATIONS}</p>
            <p>{wonMessage(state.moves)}</p>
          </>
        )}
      </div>
      {state.status === 'not-started' ? (
        <Button onClick={shuffle}>{SHUFFLE_PROMPT}</Button>
      ) : (
        <Button variant="outline" onClick={shuffle}>
          {NEW_GAME_LABEL}
        </Button>
      )}
    </div>
  );
}
