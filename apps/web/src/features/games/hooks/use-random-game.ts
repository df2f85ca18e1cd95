import { useCallback, useState } from 'react';
import { createRandom, type Random } from '../lib/shared';

type Options = { seed?: number; random?: Random };

/** Runs `update` at most once per state, so React's development double call draws nothing twice. */
function onceByState<S>(update: (state: S) => S): (state: S) => S {
  let last: { from: S; to: S } | undefined;
  return (state) => {
    if (last?.from !== state) last = { from: state, to: update(state) };
    return last.to;
  };
}

/**
 * A game whose moves draw random numbers (Snake's food, Tetris's pieces): a seed replays the
 * same game, in development mode too, because each draw happens once.
 */
export function useRandomGame<S>(newGame: (random: Random) => S, { seed, random }: Options) {
  const [start] = useState(() => {
    const rng = random ?? (seed === undefined ? Math.random : createRandom(seed));
    return { rng, game: newGame(rng) };
  });
  const [state, setState] = useState(start.game);
  const update = useCallback(
    (move: (current: S, random: Random) => S) => setState(onceByState((current: S) => move(current, start.rng))),
    [start.rng],
  );
  const restart = useCallback(() => setState(newGame(start.rng)), [newGame, start.rng]);
  return { state, update, restart };
}
