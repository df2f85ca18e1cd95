import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { GamePlay } from '@portmarin/shared';
import { requestErrorMessage } from '@/lib/toasts';
import { cn } from '@/lib/cn';
import { useOnFinish } from '../hooks/use-on-finish';
import { createRandom, type Random } from '../lib/shared';
import {
  MAX_ATTEMPTS,
  WORD_LENGTH,
  attemptsLeft,
  newGame,
  recordJudgedGuess,
  revealedWord,
  submitGuess,
  typeInput,
  type Mark,
  type WordleState,
} from '../lib/wordle';
import type { JudgeWord, NewPlay, OnFinish } from '../lib/score-outcome';

type Props = {
  seed?: number;
  random?: Random;
  /** Called once with the score when a game ends (the hub saves it). */
  onFinish?: OnFinish;
  /** A resident's game is a play of the server, which keeps the word and colours each guess. */
  newPlay?: NewPlay;
  judgeWord?: JudgeWord;
};

/** Colour is never the only cue: each cell's accessible name says where the letter stands. */
const MARK_LABEL: Record<Mark, string> = { correct: 'bien placée', present: 'mal placée', absent: 'absente' };
const MARK_CLASS: Record<Mark, string> = {
  correct: 'border-transparent bg-success text-success-foreground',
  // No yellow token in the kit: a light yellow with near-black text reads in both themes.
  present: 'border-yellow-700 bg-yellow-300 text-yellow-950',
  absent: 'border-transparent bg-muted text-muted-foreground',
};

type Cell = { letter: string; mark: Mark | null };

/** The six rows: scored guesses, then the word being typed, then empty rows. */
function rows(state: WordleState): Cell[][] {
  return Array.from({ length: MAX_ATTEMPTS }, (_, r) => {
    const guess = state.guesses[r];
    const marks = guess ? state.marks[r] : null;
    const text = guess ?? (r === state.guesses.length && state.status === 'playing' ? state.input : '');
    return Array.from({ length: WORD_LENGTH }, (_, c) => ({ letter: text[c] ?? '', mark: marks?.[c] ?? null }));
  });
}

function cellLabel({ letter, mark }: Cell): string {
  if (!letter) return 'vide';
  return mark ? `${letter}, ${MARK_LABEL[mark]}` : letter;
}

function outcome(state: WordleState): string {
  if (state.status === 'won')
    return `Bravo ! Mot trouvé en ${state.guesses.length} essai${state.guesses.length > 1 ? 's' : ''}.`;
  if (state.status === 'lost') return `Perdu ! Le mot était ${revealedWord(state)}.`;
  return '';
}

/** Motus (spec 4, 9): a 6-letter seaside word in 6 tries, letters marked green, yellow or grey. */
export function WordleGame({ seed, random, onFinish, newPlay, judgeWord }: Props) {
  const inputId = useId();
  const [rng] = useState<Random>(() => random ?? (seed === undefined ? Math.random : createRandom(seed)));
  const [state, setState] = useState(() => newGame(rng));
  useOnFinish(state.status === 'won', state.guesses.length, onFinish);
  const [tooShort, setTooShort] = useState(false);
  const playing = state.status === 'playing';
  const inputRef = useRef<HTMLInputElement>(null);
  const newGameRef = useRef<HTMLButtonElement>(null);
  const previousStatus = useRef(state.status);

  // The field and the 'Nouvelle partie' button replace each other: the focus follows, not lost.
  useEffect(() => {
    if (previousStatus.current === state.status) return;
    previousStatus.current = state.status;
    (state.status === 'playing' ? inputRef : newGameRef).current?.focus();
  }, [state.status]);

  // The play of this game, asked for at its first word; a new game asks for another.
  const play = useRef<Promise<GamePlay | null> | null>(null);
  const [judging, setJudging] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (state.input.length < WORD_LENGTH) return setTooShort(true);
    if (!newPlay || !judgeWord) return setState(submitGuess(state));
    play.current ??= newPlay();
    setJudging(true);
    setError(null);
    const typed = state;
    void play.current
      .then(async (started) => {
        // No play (the server could not start one): the game judges itself, not recorded.
        if (!started) return submitGuess(typed);
        const judged = await judgeWord(started.id, typed.input);
        return recordJudgedGuess(typed, judged.marks, judged.answer);
      })
      .then(setState, (failure: unknown) => setError(requestErrorMessage(failure)))
      .finally(() => setJudging(false));
  }

  return (
    <div className="flex flex-col items-center gap-4">
      <div role="table" aria-label="Grille Motus" className="flex flex-col gap-1.5">
        {rows(state).map((row, r) => (
          <div key={r} role="row" aria-label={`Essai ${r + 1}`} className="grid grid-cols-6 gap-1.5">
            {row.map((cell, c) => (
              <div
                key={c}
                role="cell"
                aria-label={cellLabel(cell)}
                className={cn(
                  'flex size-11 items-center justify-center rounded-md border-2 border-input text-xl font-bold uppercase',
                  cell.mark ? MARK_CLASS[cell.mark] : 'bg-card text-card-foreground',
                )}
              >
                <span aria-hidden="true">{cell.letter}</span>
              </div>
            ))}
          </div>
        ))}
      </div>
      <p role="status" className="min-h-6 text-center font-semibold">
        {outcome(state)}
      </p>
      {playing ? (
        <form onSubmit={onSubmit} className="flex w-full max-w-xs flex-col gap-2">
          <Label htmlFor={inputId}>Votre mot de 6 lettres</Label>
          <div className="flex gap-2">
            <Input
              ref={inputRef}
              id={inputId}
              value={state.input}
              maxLength={WORD_LENGTH}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-invalid={tooShort}
              aria-describedby={`${inputId}-hint`}
              onChange={(event) => {
                setTooShort(false);
                setState(typeInput(state, event.target.value));
              }}
              className="uppercase tracking-widest"
            />
            <Button type="submit" disabled={judging}>
              Valider
            </Button>
          </div>
          <p id={`${inputId}-hint`} className="text-sm text-muted-foreground">
            {tooShort ? 'Le mot doit contenir 6 lettres.' : `Essais restants : ${attemptsLeft(state)}`}
          </p>
          {error && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          )}
        </form>
      ) : (
        <Button
          ref={newGameRef}
          onClick={() => {
            setTooShort(false);
            setError(null);
            play.current = null;
            setState(newGame(rng));
          }}
        >
          Nouvelle partie
        </Button>
      )}
    </div>
  );
}
