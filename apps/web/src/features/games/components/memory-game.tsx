import type { GamePlay } from '@portmarin/shared';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { requestErrorMessage } from '@/lib/toasts';
import { useOnFinish } from '../hooks/use-on-finish';
import { createRandom, type Random } from '../lib/shared';
import {
  createHiddenMemory,
  createMemory,
  flip,
  isFaceUp,
  resolve,
  reveal,
  scheduleResolve,
  type MemoryState,
} from '../lib/memory';
import type { FlipCard, NewPlay, OnFinish } from '../lib/score-outcome';

function cardName(state: MemoryState, index: number): string {
  const card = state.cards[index];
  if (!card || !isFaceUp(state, index)) return `Carte cachée ${index + 1}`;
  return `Carte ${index + 1}, ${card.emoji}${card.matched ? ', paire trouvée' : ''}`;
}

type Props = {
  /** Replays the same games, as the other games do (the e2e seeds them through the hub). */
  seed?: number;
  random?: Random;
  /** Called once with the score when a game ends (the hub saves it). */
  onFinish?: OnFinish;
  /** A resident's board is dealt by the server for its play: each card's face comes from `flipCard`. */
  newPlay?: NewPlay;
  flipCard?: FlipCard;
};

/** What just happened, for the live region: the button under the focus may change unannounced. */
function messageFor(state: MemoryState): string {
  if (state.won) return `Bravo ! Toutes les paires trouvées en ${state.moves} coups.`;
  if (state.pending) {
    const [a, b] = state.pending.map((index) => state.cards[index]?.emoji);
    return a === b ? `Paire trouvée : ${a}` : `Pas de paire : ${a} et ${b}`;
  }
  if (state.first !== null) return `Carte retournée : ${state.cards[state.first]?.emoji}`;
  return 'Retournez deux cartes pour trouver les paires.';
}

/** Jeu de Mémoire (spec 4): 8 emoji pairs, a flipped pair checked after 1 s, moves, win. */
export function MemoryGame({ seed, random, onFinish, newPlay, flipCard }: Props) {
  const [rng] = useState<Random>(() => random ?? (seed === undefined ? Math.random : createRandom(seed)));
  const served = !!newPlay && !!flipCard;
  const [state, setState] = useState(() => (served ? createHiddenMemory() : createMemory(rng)));
  useOnFinish(state.won, state.moves, onFinish);
  // A resident's game: the play the server dealt, the card being turned, why a turn failed.
  const play = useRef<Promise<GamePlay | null> | null>(null);
  const generation = useRef(0);
  const [turning, setTurning] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Two cards are up: check them after 1 s. The cleanup cancels it on reset or unmount.
  useEffect(() => {
    if (!state.pending) return undefined;
    return scheduleResolve(() => setState(resolve));
  }, [state.pending]);

  // The first board's play, asked for once (the ref survives React's development double effects).
  useEffect(() => {
    if (served && !play.current) play.current = newPlay();
  }, [served, newPlay]);

  function turn(index: number) {
    if (flip(state, index) === state || turning) return;
    if (!served || !play.current) return setState((current) => flip(current, index));
    const mine = generation.current;
    setTurning(true);
    setError(null);
    void play.current
      .then((started) => {
        // No play (the server failed): the board cannot be shown; a new game asks again.
        if (!started) throw new Error('La partie n’a pas pu être lancée sur le serveur : relancez une partie.');
        return flipCard(started.id, index);
      })
      .then(
        ({ emoji }) => {
          if (generation.current === mine) setState((current) => flip(reveal(current, index, emoji), index));
        },
        (failure: unknown) => generation.current === mine && setError(requestErrorMessage(failure)),
      )
      .finally(() => generation.current === mine && setTurning(false));
  }

  function restart() {
    generation.current += 1;
    setTurning(false);
    setError(null);
    if (served) {
      play.current = newPlay();
      setState(createHiddenMemory());
    } else setState(createMemory(rng));
  }

  return (
    <div className="flex flex-col items-center gap-4">
      <p className="text-lg font-semibold">Coups : {state.moves}</p>
      <p role="status">{messageFor(state)}</p>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <div role="group" aria-label="Cartes du jeu de mémoire" className="grid grid-cols-4 gap-2">
        {state.cards.map((card, index) => {
          const faceUp = isFaceUp(state, index);
          return (
            <button
              key={card.id}
              type="button"
              aria-label={cardName(state, index)}
              // Not `disabled`: the card keeps the focus once turned, and flip() ignores it anyway.
              aria-disabled={faceUp || state.pending !== null || state.won}
              onClick={() => turn(index)}
              className={cn(
                'flex size-16 items-center justify-center rounded-lg border border-border text-3xl sm:size-20',
                card.matched
                  ? 'bg-success text-success-foreground'
                  : faceUp
                    ? 'bg-card text-card-foreground'
                    : 'bg-primary text-primary-foreground hover:opacity-90',
              )}
            >
              <span aria-hidden="true">{faceUp ? card.emoji : '?'}</span>
            </button>
          );
        })}
      </div>
      <Button variant="outline" onClick={restart}>
        Nouvelle partie
      </Button>
    </div>
  );
}
