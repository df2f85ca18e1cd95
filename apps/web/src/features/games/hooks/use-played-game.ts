import { useCallback, useEffect, useRef, useState } from 'react';
import type { NewPlay } from '../lib/score-outcome';
import { createRandom, type Random } from '../lib/shared';

type Options = { seed?: number; random?: Random; newPlay?: NewPlay };

/** Runs `update` at most once per state, so React's development double call draws nothing twice. */
function onceByState<S>(update: (state: S) => S): (state: S) => S {
  let last: { from: S; to: S } | undefined;
  return (state) => {
    if (last?.from !== state) last = { from: state, to: update(state) };
    return last.to;
  };
}

/**
 * A game whose moves draw random numbers (Snake's food, Tetris's pieces), replayed by the server:
 * a resident's game is drawn from the seed of the play the server started (`newPlay`), so the server
 * replays its logged inputs to the same game; null while that play is on its way. A visitor's game
 * is drawn from the address's seed (or at random). Each draw happens once, in development mode too.
 */
export function usePlayedGame<S>(newGame: (random: Random) => S, { seed, random, newPlay }: Options) {
  // One initializer for both: React's development double call then draws from a source of its own.
  const [start] = useState(() => {
    const rng = random ?? (seed === undefined ? Math.random : createRandom(seed));
    return { rng, game: newPlay ? null : newGame(rng) };
  });
  const local = start.rng;
  const rng = useRef(local);
  const [state, setState] = useState<S | null>(start.game);
  // The latest game asked for: an earlier play arriving late is not dealt over it.
  const generation = useRef(0);
  const began = useRef(false);

  /** Deals the game of a new play of the server, once it comes. */
  const deal = useCallback(
    (play: NewPlay) => {
      const mine = ++generation.current;
      void play().then((started) => {
        if (generation.current !== mine) return;
        // No play (the server failed): the game is played anyway, its score will say why it is not kept.
        rng.current = started?.seed != null ? createRandom(started.seed) : local;
        setState(newGame(rng.current));
      });
    },
    [newGame, local],
  );

  const restart = useCallback(() => {
    if (newPlay) {
      setState(null);
      return deal(newPlay);
    }
    generation.current += 1;
    rng.current = local;
    setState(newGame(local));
  }, [newGame, newPlay, local, deal]);

  // A resident's first game waits for its play; the ref survives React's development double effects.
  useEffect(() => {
    if (!newPlay || began.current) return;
    began.current = true;
    deal(newPlay);
  }, [newPlay, deal]);

  const update = useCallback((move: (current: S, random: Random) => S) => {
    const once = onceByState((current: S) => move(current, rng.current));
    setState((current) => (current === null ? null : once(current)));
  }, []);
  return { state, update, restart };
}
