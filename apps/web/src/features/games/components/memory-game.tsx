import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useOnFinish } from '../hooks/use-on-finish';
import { createRandom, type Random } from '../lib/shared';
import { createMemory, flip, isFaceUp, resolve, scheduleResolve, type MemoryState } from '../lib/memory';
import type { OnFinish } from '../lib/score-outcome';

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
export function MemoryGame({ seed, random, onFinish }: Props) {
  const [rng] = useState<Random>(() => random ?? (seed === undefined ? Math.random : createRandom(seed)));
  const [state, setState] = useState(() => createMemory(rng));
  useOnFinish(state.won, state.moves, onFinish);

  // Two cards are up: check them after 1 s. The cleanup cancels it on reset or unmount.
  useEffect(() => {
    if (!state.pending) return undefined;
    return scheduleResolve(() => setState(resolve));
  }, [state.pending]);

  return (
    <div className="flex flex-col items-center gap-4">
      <p className="text-lg font-semibold">Coups : {state.moves}</p>
      <p role="status">{messageFor(state)}</p>
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
              onClick={() => setState((current) => flip(current, index))}
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
      <Button variant="outline" onClick={() => setState(createMemory(rng))}>
        Nouvelle partie
      </Button>
    </div>
  );
}
