import {
  GAME_OVER,
  SHAPES,
  TETRIS_COLS,
  TETRIS_ROWS,
  advance,
  newGame,
  press,
  visibleBoard,
  type Cell,
  type TetrisInput,
} from '@portmarin/shared/games/tetris';
import { ArrowDown, ArrowDownToLine, ArrowLeft, ArrowRight, RotateCw } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useGameKeys } from '../hooks/use-game-keys';
import { useGameLoop } from '../hooks/use-game-loop';
import { arrowDirection, useSwipe } from '../hooks/use-swipe';
import { useOnFinish } from '../hooks/use-on-finish';
import { usePlayedGame } from '../hooks/use-played-game';
import type { Random } from '../lib/shared';
import type { NewPlay, OnFinish } from '../lib/score-outcome';

type Props = {
  seed?: number;
  random?: Random;
  /** Called once with the score and the logged moves when a game ends (the hub saves it). */
  onFinish?: OnFinish;
  /** A resident's game is drawn from the seed of the play the server started, which replays it. */
  newPlay?: NewPlay;
};

/** Shown while a resident's play is on its way: an empty board. */
const WAITING = newGame(() => 0);

/** One colour per piece, as in the classic game; each block also gets a border so it shows on the board in both themes. */
const KIND_CLASS: Record<NonNullable<Cell>, string> = {
  I: 'bg-cyan-500',
  O: 'bg-yellow-400',
  T: 'bg-purple-500',
  S: 'bg-green-500',
  Z: 'bg-red-500',
  J: 'bg-blue-600',
  L: 'bg-orange-500',
};

/** Tetris (spec 4, 9): 10×20, a row down every 500 ms; arrows, Space, swipes, a tap or buttons. */
export function TetrisGame({ seed, random, onFinish, newPlay }: Props) {
  const { state: game, update, restart } = usePlayedGame(newGame, { seed, random, newPlay });
  const state = game ?? { ...WAITING, piece: null };
  const log = state.log;
  const detail = useMemo(() => ({ log }), [log]);
  useOnFinish(state.status === 'over', state.score, onFinish, detail);
  const move = (input: TetrisInput) => update((current, rng) => press(current, input, rng));
  const drop = () => move('drop');
  // A tap turns the piece, like ↑.
  const swipe = useSwipe(move, () => move('up'));

  useGameLoop(game?.status === 'playing', (ms) => update((current, rng) => advance(current, ms, rng)));
  useGameKeys((key) => {
    if (key === ' ') {
      drop();
      return true;
    }
    const direction = arrowDirection(key);
    if (direction) move(direction);
    return direction !== null;
  });

  const controls = [
    { label: 'Gauche', Icon: ArrowLeft, action: () => move('left') },
    { label: 'Tourner', Icon: RotateCw, action: () => move('up') },
    { label: 'Descendre', Icon: ArrowDown, action: () => move('down') },
    { label: 'Lâcher la pièce', Icon: ArrowDownToLine, action: drop },
    { label: 'Droite', Icon: ArrowRight, action: () => move('right') },
  ];

  return (
    <div className="flex flex-col items-center gap-3">
      <div className="flex items-start gap-4">
        {/* touch-none: a swipe on the board moves the piece instead of scrolling the page. */}
        <div {...swipe} className="touch-none select-none">
          <div
            role="img"
            aria-label={`Plateau de Tetris, ${TETRIS_COLS} × ${TETRIS_ROWS}, score ${state.score}`}
            className="grid w-[min(55vw,12.5rem)] grid-cols-10 gap-px rounded-lg border border-border bg-muted p-1"
          >
            {visibleBoard(state).flatMap((row, y) =>
              row.map((cell, x) => (
                <div
                  key={`${y}-${x}`}
                  data-cell={cell ?? 'empty'}
                  className={cn(
                    'aspect-square rounded-[2px]',
                    cell && ['border border-foreground/50', KIND_CLASS[cell]],
                  )}
                />
              )),
            )}
          </div>
        </div>
        <div className="flex flex-col gap-2 text-sm">
          <p aria-live="polite" className="text-lg font-semibold">
            Score : {state.score}
          </p>
          <p>Lignes : {state.lines}</p>
          <p>Pièce suivante</p>
          <div role="img" aria-label={`Pièce suivante : ${state.next}`} className="flex flex-col gap-px">
            {SHAPES[state.next].map((row, r) => (
              <div key={r} className="flex gap-px">
                {row.map((block, c) => (
                  <div
                    key={c}
                    className={cn(
                      'size-4 rounded-[2px]',
                      block && ['border border-foreground/50', KIND_CLASS[state.next]],
                    )}
                  />
                ))}
              </div>
            ))}
          </div>
        </div>
      </div>
      <div role="status" className="min-h-6 text-center">
        {!game && <p className="text-sm text-muted-foreground">Préparation de la partie…</p>}
        {state.status === 'over' && <p className="text-xl font-bold">{GAME_OVER}</p>}
      </div>
      <div role="group" aria-label="Commandes" className="flex gap-2">
        {controls.map(({ label, Icon, action }) => (
          <Button key={label} variant="outline" size="icon" aria-label={label} onClick={action}>
            <Icon aria-hidden="true" />
          </Button>
        ))}
      </div>
      {/* Always there: a button that vanished on restart would drop the keyboard focus. */}
      <Button onClick={restart}>Nouvelle partie</Button>
    </div>
  );
}
