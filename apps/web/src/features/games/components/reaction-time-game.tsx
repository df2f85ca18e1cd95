import { useEffect, useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { requestErrorMessage } from '@/lib/toasts';
import {
  click,
  createReaction,
  loadBestTime,
  rateReaction,
  reactionDelay,
  recordBestTime,
  showGo,
  type ReactionState,
} from '../lib/reaction-time';
import { countsAsBest, type NewPlay, type OnFinish, type StartSignal } from '../lib/score-outcome';
import { createRandom, type Random } from '../lib/shared';

/** A module-level default: a new function each render would restart the delay effect. */
const performanceNow = () => performance.now();

type Screen = { title: string; hint: string; className: string };

function screenFor(state: ReactionState): Screen {
  switch (state.phase) {
    case 'waiting':
      return state.tooEarly
        ? {
            title: 'Trop tôt !',
            hint: 'Attendez le vert. Cliquez pour réessayer.',
            className: 'bg-destructive text-destructive-foreground',
          }
        : {
            title: 'Cliquez pour commencer',
            hint: 'Attendez le vert, puis cliquez le plus vite possible.',
            className: 'bg-primary text-primary-foreground',
          };
    case 'ready':
      return {
        title: 'Attendez le vert…',
        hint: 'Ne cliquez pas encore.',
        className: 'bg-secondary text-secondary-foreground',
      };
    case 'go':
      return { title: 'Cliquez !', hint: 'Maintenant !', className: 'bg-success text-success-foreground' };
    case 'result':
      return {
        title: `${state.timeMs} ms : ${rateReaction(state.timeMs)}`,
        hint: 'Cliquez pour rejouer.',
        className: 'bg-primary text-primary-foreground',
      };
  }
}

type ReactionTimeGameProps = {
  /** Replays the same delays, as the other games do (the e2e seeds them through the hub). */
  seed?: number;
  random?: Random;
  /** The clock in ms; injected so tests control the measured time. */
  now?: () => number;
  /**
   * Called once with the score when a round ends (the hub saves it); the best time kept on this
   * device counts a time only if the server did not refuse it.
   */
  onFinish?: OnFinish;
  /** A resident's round is a play of the server, which draws the wait and times the signal. */
  newPlay?: NewPlay;
  startSignal?: StartSignal;
};

/** Test de Réflexes (spec 4): waiting, ready (1 to 5 s), go, result with its rating; best time kept locally. */
export function ReactionTimeGame({
  seed,
  random,
  now = performanceNow,
  onFinish,
  newPlay,
  startSignal,
}: ReactionTimeGameProps) {
  const [rng] = useState<Random>(() => random ?? (seed === undefined ? Math.random : createRandom(seed)));
  const [state, setState] = useState<ReactionState>(createReaction);
  const [best, setBest] = useState(() => loadBestTime());
  const [error, setError] = useState<string | null>(null);

  // The random delay before the signal (unknown, so endless, until the server tells it); a click
  // too early changes the phase and cancels it.
  useEffect(() => {
    if (state.phase !== 'ready' || !Number.isFinite(state.delayMs)) return undefined;
    const timer = setTimeout(() => setState((current) => showGo(current, now())), state.delayMs);
    return () => clearTimeout(timer);
  }, [state, now]);

  /** A resident's round: a play of the server, whose signal it draws and times. */
  function startServedRound(play: NewPlay, signal: StartSignal) {
    const waiting: ReactionState = { phase: 'ready', delayMs: Number.POSITIVE_INFINITY };
    setState(waiting);
    setError(null);
    const stillWaiting = (current: ReactionState) => current === waiting;
    void play()
      // No play (the server failed): the round is played anyway, its time will say why it is not kept.
      .then((started) => (started ? signal(started.id) : reactionDelay(rng)))
      .then(
        (delayMs) => setState((current) => (stillWaiting(current) ? { phase: 'ready', delayMs } : current)),
        (failure: unknown) => {
          setError(requestErrorMessage(failure));
          setState((current) => (stillWaiting(current) ? createReaction() : current));
        },
      );
  }

  function handleClick() {
    if (newPlay && startSignal && (state.phase === 'waiting' || state.phase === 'result')) {
      return startServedRound(newPlay, startSignal);
    }
    const next = click(state, now(), rng);
    setState(next);
    if (next.phase !== 'result') return;
    const outcome = onFinish?.(next.timeMs);
    if (!outcome) return setBest(recordBestTime(next.timeMs));
    void outcome.then((saved) => countsAsBest(saved) && setBest(recordBestTime(next.timeMs)));
  }

  // Space would only click on key-up, adding the press to the time: keys act on key-down instead,
  // and a held key (repeat) does not start round after round.
  function handleKeyDown(event: KeyboardEvent) {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    event.preventDefault();
    if (!event.repeat) handleClick();
  }

  const view = screenFor(state);
  return (
    <div className="flex flex-col gap-4">
      <button
        type="button"
        onClick={handleClick}
        onKeyDown={handleKeyDown}
        // Stops the browser's own key-up click after a Space already handled on key-down.
        onKeyUp={(event) => event.key === ' ' && event.preventDefault()}
        className={cn(
          'flex min-h-64 w-full flex-col items-center justify-center gap-2 rounded-xl p-6 text-center',
          view.className,
        )}
      >
        <span className="text-3xl font-bold">{view.title}</span>
        <span className="text-base">{view.hint}</span>
      </button>
      {/* The button's text changes under the focus: this region makes screen readers say it. */}
      <p role="status" className="sr-only">
        {view.title}
      </p>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <p>Meilleur temps : {best === null ? 'aucun pour le moment' : `${best} ms`}</p>
    </div>
  );
}
