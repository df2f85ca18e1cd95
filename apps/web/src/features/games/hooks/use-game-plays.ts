import type { GamePlay } from '@portmarin/shared';
import { useCallback, useEffect, useRef } from 'react';
import { useRecordPlay } from '../api/record-play';

/** A play being started: the server's play (null for a visitor), or why it could not start. */
export type StartedPlay = { play: GamePlay | null; error: unknown };

/**
 * The plays of an open game (issue 28 point 23): one starts when the game opens and another as
 * each game ends, so a score always names a play the server started before it. A new puzzle (the
 * taquin's shuffle) takes the waiting play, or starts one if a game already used it.
 */
export function useGamePlays(slug: string, playable: boolean) {
  const recordPlay = useRecordPlay();
  const current = useRef<{ started: Promise<StartedPlay>; taken: boolean } | null>(null);

  const start = useCallback(() => {
    const started = recordPlay(slug).then(
      ({ play }): StartedPlay => ({ play, error: null }),
      (error: unknown): StartedPlay => ({ play: null, error }),
    );
    current.current = { started, taken: false };
    return current.current;
  }, [slug, recordPlay]);

  // One play per opening: the ref survives React's development double effects.
  useEffect(() => {
    if (playable && !current.current) start();
  }, [playable, start]);

  /** The play a new puzzle is drawn from. */
  const takePlay = useCallback(async () => {
    const waiting = current.current && !current.current.taken ? current.current : start();
    waiting.taken = true;
    return (await waiting.started).play;
  }, [start]);

  /** The play a finished game's score names; the next game's play starts at once. */
  const finishPlay = useCallback(() => {
    const finished = current.current?.started ?? Promise.resolve<StartedPlay>({ play: null, error: null });
    start();
    return finished;
  }, [start]);

  return { takePlay, finishPlay };
}
