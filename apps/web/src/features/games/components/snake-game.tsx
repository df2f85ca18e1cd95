import { GAME_OVER, SNAKE_GRID, advance, newGame, press, type SnakeState } from '@portmarin/shared/games/snake';
import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useGameKeys } from '../hooks/use-game-keys';
import { useGameLoop } from '../hooks/use-game-loop';
import { arrowDirection, useSwipe } from '../hooks/use-swipe';
import { useOnFinish } from '../hooks/use-on-finish';
import { usePlayedGame } from '../hooks/use-played-game';
import { type Direction, type Random } from '../lib/shared';
import type { NewPlay, OnFinish } from '../lib/score-outcome';

type Props = {
  seed?: number;
  random?: Random;
  /** Called once with the score and the logged turns when a game ends (the hub saves it). */
  onFinish?: OnFinish;
  /** A resident's game is drawn from the seed of the play the server started, which replays it. */
  newPlay?: NewPlay;
};
type CellKind = 'head' | 'body' | 'food' | 'empty';

const CELL_CLASS: Record<CellKind, string> = {
  head: 'rounded-sm bg-foreground',
  body: 'rounded-sm bg-primary',
  food: 'rounded-full bg-destructive',
  empty: '',
};

const DIRECTION_BUTTONS = [
  { direction: 'up', label: 'Haut', Icon: ArrowUp, area: 'col-start-2' },
  { direction: 'left', label: 'Gauche', Icon: ArrowLeft, area: 'col-start-1 row-start-2' },
  { direction: 'down', label: 'Bas', Icon: ArrowDown, area: 'col-start-2 row-start-2' },
  { direction: 'right', label: 'Droite', Icon: ArrowRight, area: 'col-start-3 row-start-2' },
] as const;

function cells(state: SnakeState): CellKind[] {
  const kinds = Array<CellKind>(SNAKE_GRID * SNAKE_GRID).fill('empty');
  if (state.food) kinds[state.food.y * SNAKE_GRID + state.food.x] = 'food';
  state.snake.forEach((p, i) => (kinds[p.y * SNAKE_GRID + p.x] = i === 0 ? 'head' : 'body'));
  return kinds;
}

/** Shown while a resident's play is on its way: the board, still. */
const WAITING = newGame(() => 0);

/** Snake (spec 4, 9): 15×15, starts on the first arrow, a step every 200 ms; keys, swipes or buttons. */
export function SnakeGame({ seed, random, onFinish, newPlay }: Props) {
  const { state: game, update, restart } = usePlayedGame(newGame, { seed, random, newPlay });
  const state = game ?? WAITING;
  const log = state.log;
  const detail = useMemo(() => ({ log }), [log]);
  useOnFinish(state.status === 'over', state.score, onFinish, detail);
  const turn = (direction: Direction) => update((current) => press(current, direction));
  const swipe = useSwipe(turn);

  useGameLoop(game?.status === 'playing', (ms) => update((current, rng) => advance(current, ms, rng)));
  useGameKeys((key) => {
    const direction = arrowDirection(key);
    if (direction) turn(direction);
    return direction !== null;
  });

  return (
    <div className="flex flex-col items-center gap-3">
      <p aria-live="polite" className="text-lg font-semibold">
        Score : {state.score}
      </p>
      {/* touch-none: a swipe on the board steers the snake instead of scrolling the page. */}
      <div {...swipe} className="touch-none select-none">
        <div
          role="img"
          aria-label={`Plateau du Snake, ${SNAKE_GRID} × ${SNAKE_GRID}, score ${state.score}`}
          className="grid aspect-square w-[min(80vw,20rem)] grid-cols-15 gap-px rounded-lg border border-border bg-muted p-1"
        >
          {cells(state).map((kind, i) => (
            <div key={i} data-cell={kind} className={CELL_CLASS[kind]} />
          ))}
        </div>
      </div>
      <div role="status" className="min-h-6 text-center">
        {!game && <p className="text-sm text-muted-foreground">Préparation de la partie…</p>}
        {game?.status === 'ready' && (
          <p className="text-sm text-muted-foreground">
            Appuyez sur une flèche ou glissez sur le plateau pour commencer.
          </p>
        )}
        {state.status === 'over' && <p className="text-xl font-bold">{GAME_OVER}</p>}
      </div>
      <div role="group" aria-label="Direction" className="grid grid-cols-3 gap-2">
        {DIRECTION_BUTTONS.map(({ direction, label, Icon, area }) => (
          <Button
            key={direction}
            variant="outline"
            size="icon"
            aria-label={label}
            className={cn(area)}
            onClick={() => turn(direction)}
          >
            <Icon aria-hidden="true" />
          </Button>
        ))}
      </div>
      {/* Always there: a button that vanished on restart would drop the keyboard focus. */}
      <Button onClick={restart}>Nouvelle partie</Button>
    </div>
  );
}
