import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { GamePlay } from '@portmarin/shared';
import { requestErrorMessage } from '@/lib/toasts';
import {
  createNumberGuess,
  guess,
  GUESS_HINT_MESSAGES,
  GUESS_MAX,
  GUESS_MIN,
  GUESS_RANGE_MESSAGE,
  hintFor,
  parseGuess,
  recordGuess,
  type GuessEntry,
  type NumberGuessState,
} from '../lib/number-guess';
import { useOnFinish } from '../hooks/use-on-finish';
import { createRandom, type Random } from '../lib/shared';
import type { Judge, NewPlay, OnFinish } from '../lib/score-outcome';

type Props = {
  /** Replays the same games, as the other games do (the e2e seeds them through the hub). */
  seed?: number;
  random?: Random;
  /** Called once with the score when a game ends (the hub saves it). */
  onFinish?: OnFinish;
  /** A resident's game is a play of the server, which keeps the number and judges each guess. */
  newPlay?: NewPlay;
  judge?: Judge;
};

function hintText(entry: GuessEntry): string {
  return entry.hint === 'correct' ? 'Trouvé !' : GUESS_HINT_MESSAGES[entry.hint];
}

function statusText(state: NumberGuessState): string {
  const last = state.history.at(-1);
  const attempts = `${state.attempts} tentative${state.attempts > 1 ? 's' : ''}`;
  // The found guess is the number: the server's, which this page never knew, or its own.
  if (state.won) return `Bravo ! Le nombre était ${last?.value}, trouvé en ${attempts}.`;
  if (last) return `${last.value} : ${hintText(last)}`;
  return `J'ai choisi un nombre entre ${GUESS_MIN} et ${GUESS_MAX}. À vous de le deviner !`;
}

/** Devine le Nombre (spec 4 and 5): 1 to 100, 'more' / 'less' hints, attempts, history. */
export function NumberGuessGame({ seed, random, onFinish, newPlay, judge }: Props) {
  const [rng] = useState<Random>(() => random ?? (seed === undefined ? Math.random : createRandom(seed)));
  const ids = useId();
  const [state, setState] = useState(() => createNumberGuess(rng));
  useOnFinish(state.won, state.attempts, onFinish);
  const [input, setInput] = useState('');
  const newGameRef = useRef<HTMLButtonElement>(null);

  // The form is disabled once won: hand the focus to the next thing to do.
  useEffect(() => {
    if (state.won) newGameRef.current?.focus();
  }, [state.won]);

  // The play of this game, asked for at its first guess; a new game asks for another.
  const play = useRef<Promise<GamePlay | null> | null>(null);
  const [judging, setJudging] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = parseGuess(input);
    if (!newPlay || !judge || value === null || state.won) {
      const next = guess(state, input);
      setState(next);
      // A valid guess empties the field for the next one; a rejected one stays to be corrected.
      if (next.error === null) setInput('');
      return;
    }
    play.current ??= newPlay();
    setJudging(true);
    void play.current
      .then((started) => (started ? judge(started.id, value) : hintFor(state.secret, value)))
      .then(
        (hint) => {
          setState((current) => recordGuess(current, value, hint));
          setInput('');
        },
        (error: unknown) =>
          setState((current) => ({ ...current, error: requestErrorMessage(error, GUESS_RANGE_MESSAGE) })),
      )
      .finally(() => setJudging(false));
  }

  function restart() {
    play.current = null;
    setState(createNumberGuess(rng));
    setInput('');
  }

  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="text-lg font-semibold">
        {statusText(state)}
      </p>
      <form onSubmit={submit} noValidate className="flex flex-col gap-1.5">
        <Label htmlFor={`${ids}-guess`}>Votre nombre (entre 1 et 100)</Label>
        <div className="flex gap-2">
          <Input
            id={`${ids}-guess`}
            type="number"
            inputMode="numeric"
            min={GUESS_MIN}
            max={GUESS_MAX}
            autoComplete="off"
            value={input}
            disabled={state.won}
            aria-invalid={state.error !== null}
            aria-describedby={state.error ? `${ids}-error` : undefined}
            onChange={(event) => setInput(event.target.value)}
          />
          <Button type="submit" disabled={state.won || judging}>
            Valider
          </Button>
        </div>
        {state.error && (
          <p id={`${ids}-error`} role="alert" className="text-sm font-medium text-destructive">
            {state.error}
          </p>
        )}
      </form>
      <p>Tentatives : {state.attempts}</p>
      {state.history.length > 0 && (
        <section aria-labelledby={`${ids}-history`} className="flex flex-col gap-1">
          <h3 id={`${ids}-history`} className="font-semibold">
            Historique
          </h3>
          <ol className="flex flex-col gap-1 text-sm">
            {state.history.map((entry, index) => (
              <li key={index}>
                {entry.value} — {hintText(entry)}
              </li>
            ))}
          </ol>
        </section>
      )}
      <Button ref={newGameRef} variant="outline" className="self-start" onClick={restart}>
        Nouvelle partie
      </Button>
    </div>
  );
}
