/** What a finished game hands the hub, and what became of its score (issue 28 points 20 and 23). */

/** The taquin's clicks, in order: the server replays them on the board of the play it started. */
export type FinishDetail = { moves?: readonly number[] };

/**
 * recorded: the server saved the score; refused: it did not, `reason` is its French message;
 * local: nobody to save it for (a visitor), the game keeps it on this device only.
 */
export type ScoreOutcome = { status: 'recorded' } | { status: 'refused'; reason: string } | { status: 'local' };

/** Called once when a game ends; the hub answers with the outcome of its score. */
export type OnFinish = (score: number, detail?: FinishDetail) => Promise<ScoreOutcome> | void;

/** The seed of the play the server started for a new puzzle (null: a visitor, or no play). */
export type NewPlay = () => Promise<{ seed: number } | null>;

/** A best kept on this device follows the server: a refused score is no record. */
export const countsAsBest = (outcome: ScoreOutcome): boolean => outcome.status !== 'refused';
