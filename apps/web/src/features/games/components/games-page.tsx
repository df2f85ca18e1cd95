import type { Game, GameAgeGroup } from '@portmarin/shared';
import { Gamepad2 } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LoadingStatus } from '@/components/loading-status';
import { useGames } from '../api/list-games';
import { AGE_TABS, gamesForTab, parseSeed } from '../lib/catalogue';
import { GameCard } from './game-card';
import { GameDialog } from './game-dialog';

/** /games: Jeux (spec 2). The open game lives in the address (?jeu=taquin&graine=45) to replay it. */
export function GamesPage() {
  const games = useGames();
  const [tab, setTab] = useState<GameAgeGroup>('tous');
  const [params, setParams] = useSearchParams();
  const open = games.data?.games.find((g) => g.slug === params.get('jeu'));

  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-6">
      <h1 className="flex items-center gap-2 text-2xl font-bold">
        <Gamepad2 aria-hidden="true" className="size-6 text-primary" />
        Jeux
      </h1>
      <p className="text-sm text-muted-foreground">Détendez-vous avec nos jeux, seul ou entre amis.</p>
      {games.isPending ? (
        <LoadingStatus layout="section" />
      ) : games.isError ? (
        <LoadError title="Impossible de charger les jeux." error={games.error} onRetry={() => void games.refetch()} />
      ) : (
        <Tabs value={tab} onValueChange={(value) => setTab(value as GameAgeGroup)}>
          <TabsList aria-label="Public">
            {AGE_TABS.map(({ value, label }) => (
              <TabsTrigger key={value} value={value}>
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          {AGE_TABS.map(({ value }) => (
            <TabsContent key={value} value={value}>
              <Catalogue games={gamesForTab(games.data.games, value)} onPlay={(g) => setParams({ jeu: g.slug })} />
            </TabsContent>
          ))}
        </Tabs>
      )}
      {open && (
        <GameDialog
          key={open.slug}
          game={open}
          seed={parseSeed(params.get('graine'))}
          onClose={() => setParams({}, { replace: true })}
        />
      )}
    </section>
  );
}

function Catalogue({ games, onPlay }: { games: Game[]; onPlay: (game: Game) => void }) {
  if (games.length === 0) {
    return <p className="py-8 text-center text-sm text-muted-foreground">Aucun jeu disponible pour cette catégorie</p>;
  }
  const featured = games.filter((g) => g.isFeatured);
  const others = games.filter((g) => !g.isFeatured);
  return (
    <div className="flex flex-col gap-6">
      {featured.length > 0 && <Section title="Jeux populaires" games={featured} onPlay={onPlay} />}
      {others.length > 0 && (
        <Section title={featured.length > 0 ? 'Autres jeux' : 'Jeux disponibles'} games={others} onPlay={onPlay} />
      )}
    </div>
  );
}

function Section({ title, games, onPlay }: { title: string; games: Game[]; onPlay: (game: Game) => void }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">{title}</h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {games.map((game) => (
          <li key={game.id}>
            <GameCard game={game} onPlay={() => onPlay(game)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
