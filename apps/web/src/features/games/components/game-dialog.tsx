import { isGameType, type Game, type GameType } from '@portmarin/shared';
import { useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { LoadingStatus } from '@/components/loading-status';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { displayName, formatCount } from '@/lib/format';
import { requestErrorMessage, toastRequestError } from '@/lib/toasts';
import { useBest } from '../api/get-best';
import { useLeaderboard } from '../api/get-leaderboard';
import { useSubmitScore } from '../api/submit-score';
import { useGamePlays } from '../hooks/use-game-plays';
import type { FlipCard, Judge, JudgeWord, NewPlay, OnFinish, ScoreOutcome, StartSignal } from '../lib/score-outcome';
import { flipCard } from '../api/flip-card';
import { judgeGuess } from '../api/judge-guess';
import { judgeWord } from '../api/judge-word';
import { startSignal } from '../api/start-signal';
import { MemoryGame } from './memory-game';
import { NumberGuessGame } from './number-guess-game';
import { ReactionTimeGame } from './reaction-time-game';
import { SlidingPuzzleGame } from './sliding-puzzle-game';
import { SnakeGame } from './snake-game';
import { TetrisGame } from './tetris-game';
import { TicTacToeGame } from './tic-tac-toe-game';
import { WordleGame } from './wordle-game';

type GameScoring = NonNullable<Game['scoring']>;
type GameProps = {
  seed?: number;
  onFinish?: OnFinish;
  newPlay?: NewPlay;
  judge?: Judge;
  judgeWord?: JudgeWord;
  flipCard?: FlipCard;
  startSignal?: StartSignal;
};

/** Said when the server started no play for this game (the play's own error says why, if any). */
const NO_PLAY = 'La partie n’a pas pu être lancée sur le serveur : rejouez pour enregistrer votre score.';

const GAMES: Record<GameType, ComponentType<GameProps>> = {
  'tic-tac-toe': TicTacToeGame,
  memory: MemoryGame,
  'number-guessing': NumberGuessGame,
  'reaction-time': ReactionTimeGame,
  wordle: WordleGame,
  snake: SnakeGame,
  tetris: TetrisGame,
  'puzzle-slider': SlidingPuzzleGame,
};

const formatScore = (score: number, scoring: GameScoring) => `${formatCount(score)} ${scoring.unit}`;

/** The game in a dialog, with the resident's best and this week's top 10 under it. */
export function GameDialog({ game, seed, onClose }: { game: Game; seed?: number; onClose: () => void }) {
  const session = useSession();
  const signedIn = session.status === 'ready' && !!session.user;
  const Play = isGameType(game.gameType) ? GAMES[game.gameType] : null;
  const { takePlay, finishPlay } = useGamePlays(game.slug, !!Play);
  const { mutateAsync: saveScore } = useSubmitScore();
  // Why the last score was not recorded: said beside the game, not only in a passing toast.
  const [refusal, setRefusal] = useState<string | null>(null);

  const judge: Judge = async (playId, guess) => (await judgeGuess({ slug: game.slug, playId, guess })).hint;
  const judgeMotusWord: JudgeWord = (playId, word) => judgeWord({ slug: game.slug, playId, word });
  const flipMemoryCard: FlipCard = (playId, card) => flipCard({ slug: game.slug, playId, card });
  const startReactionSignal: StartSignal = async (playId) => (await startSignal({ slug: game.slug, playId })).delayMs;

  const onFinish: OnFinish = async (score, detail) => {
    const { play, error } = await finishPlay();
    if (!signedIn || !game.scoring) return { status: 'local' };
    const refuse = (reason: string, cause: unknown): ScoreOutcome => {
      setRefusal(reason);
      toastRequestError(cause, { title: 'Score non enregistré', fallback: reason });
      return { status: 'refused', reason };
    };
    if (!play) return refuse(error ? requestErrorMessage(error, NO_PLAY) : NO_PLAY, error);
    try {
      const saved = await saveScore({
        slug: game.slug,
        playId: play.id,
        score,
        moves: detail?.moves?.slice(),
        log: detail?.log?.map(([tick, input]) => [tick, input] as [number, number]),
      });
      setRefusal(null);
      if (saved.isPersonalBest)
        toast.success('Nouveau record !', { description: `${formatCount(saved.score)} ${game.scoring.unit}` });
      return { status: 'recorded' };
    } catch (failure) {
      return refuse(requestErrorMessage(failure), failure);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogTitle>{game.name}</DialogTitle>
        <DialogDescription>{game.description}</DialogDescription>
        {Play && session.status === 'loading' ? (
          // A resident's game is the server's (its board, its seed): it starts once the session is known.
          <LoadingStatus />
        ) : Play ? (
          <>
            <Play
              seed={seed}
              onFinish={onFinish}
              newPlay={signedIn ? takePlay : undefined}
              judge={signedIn ? judge : undefined}
              judgeWord={signedIn ? judgeMotusWord : undefined}
              flipCard={signedIn ? flipMemoryCard : undefined}
              startSignal={signedIn ? startReactionSignal : undefined}
            />
            <p role="status" className="text-sm font-medium text-destructive">
              {refusal && `Score non enregistré : ${refusal}`}
            </p>
          </>
        ) : (
          <p className="py-6 text-center font-medium">Jeu non disponible</p>
        )}
        {Play && game.scoring && (
          <div className="flex flex-col gap-3 border-t border-border pt-4">
            {signedIn ? (
              <Best slug={game.slug} scoring={game.scoring} />
            ) : (
              session.status === 'ready' && (
                <p className="text-sm text-muted-foreground">
                  <Link to={paths.auth} className="font-medium text-primary underline underline-offset-4">
                    Connectez-vous
                  </Link>{' '}
                  pour enregistrer vos scores.
                </p>
              )
            )}
            <Leaderboard slug={game.slug} scoring={game.scoring} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Best({ slug, scoring }: { slug: string; scoring: GameScoring }) {
  const best = useBest(slug, true);
  if (!best.data) return null;
  const { best: ever, weekBest } = best.data;
  return (
    <dl className="grid grid-cols-2 gap-2 text-sm">
      <div className="flex flex-col-reverse rounded-lg bg-muted p-2 text-center">
        <dt className="text-muted-foreground">Votre record</dt>
        <dd className="font-semibold">{ever ? formatScore(ever.score, scoring) : '—'}</dd>
      </div>
      <div className="flex flex-col-reverse rounded-lg bg-muted p-2 text-center">
        <dt className="text-muted-foreground">Votre record de la semaine</dt>
        <dd className="font-semibold">{weekBest ? formatScore(weekBest.score, scoring) : '—'}</dd>
      </div>
    </dl>
  );
}

function Leaderboard({ slug, scoring }: { slug: string; scoring: GameScoring }) {
  const board = useLeaderboard(slug);
  return (
    <section aria-labelledby={`classement-${slug}`} className="flex flex-col gap-2">
      <h3 id={`classement-${slug}`} className="font-semibold">
        Classement de la semaine
      </h3>
      {board.isPending ? (
        <LoadingStatus />
      ) : board.isError ? (
        <p className="text-sm text-muted-foreground">Impossible de charger le classement.</p>
      ) : board.data.entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">Aucun score cette semaine. Soyez le premier !</p>
      ) : (
        <ol className="flex flex-col gap-1 text-sm">
          {board.data.entries.map((entry) => (
            <li key={entry.resident.id} className="flex items-center justify-between gap-2">
              <span>
                <span className="inline-block w-6 font-semibold">{entry.rank}.</span>
                {displayName(entry.resident)}
              </span>
              <span className="font-medium">{formatScore(entry.score, scoring)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
