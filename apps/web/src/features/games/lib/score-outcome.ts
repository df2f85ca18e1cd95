import type { GamePlay, GuessHint, MemoryFlipResponse, MotusGuessResponse } from '@portmarin/shared';
import type { LoggedInput } from '@portmarin/shared/games/common';

/** What a finished game hands the hub, and what became of its score (issue 28 points 20 and 23). */

/**
 * What the server replays: the taquin's clicks, in order, on the board of the play it started;
 * Snake's and Tetris's logged inputs, from the play's seed.
 */
export type FinishDetail = { moves?: readonly number[]; log?: readonly LoggedInput[] };

/**
 * recorded: the server saved the score; refused: it did not, `reason` is its French message;
 * local: nobody to save it for (a visitor), the game keeps it on this device only.
 */
export type ScoreOutcome = { status: 'recorded' } | { status: 'refused'; reason: string } | { status: 'local' };

/** Called once when a game ends; the hub answers with the outcome of its score. */
export type OnFinish = (score: number, detail?: FinishDetail) => Promise<ScoreOutcome> | void;

/** The play the server started for a new game (null: no play, the game is its own judge). */
export type NewPlay = () => Promise<GamePlay | null>;

/** Devine le nombre: the server's hint for a guess of the play, which only it knows the answer of. */
export type Judge = (playId: string, guess: number) => Promise<GuessHint>;

/** A best kept on this device follows the server: a refused score is no record. */
export const countsAsBest = (outcome: ScoreOutcome): boolean => outcome.status !== 'refused';

/** Motus: the server's colours for a word of the play (and its word once the game is over). */
export type JudgeWord = (playId: string, word: string) => Promise<MotusGuessResponse>;

/** Memory: the server turns a card of the play's board, which only it knows, and tells its face. */
export type FlipCard = (playId: string, card: number) => Promise<MemoryFlipResponse>;

/** Test de réaction: the server starts the play's round and answers the wait before the signal. */
export type StartSignal = (playId: string) => Promise<number>;
