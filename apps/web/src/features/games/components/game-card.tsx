import type { Game } from '@portmarin/shared';
import { Flame, Gamepad2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/format';
import { categoryBadgeClass } from '../lib/catalogue';

const badge = 'rounded-full px-2 py-0.5 text-xs font-medium';

/** A catalogue card: name, badges, description, play count and 'Jouer'. */
export function GameCard({ game, onPlay }: { game: Game; onPlay: () => void }) {
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground">
      <div className="flex items-start gap-3">
        <span className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-muted">
          {game.thumbnailUrl ? (
            <img src={game.thumbnailUrl} alt="" className="size-full object-cover" />
          ) : (
            <Gamepad2 aria-hidden="true" className="size-6 text-muted-foreground" />
          )}
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="font-semibold">{game.name}</h3>
          <div className="flex flex-wrap gap-1.5">
            <span className={cn(badge, categoryBadgeClass(game.category))}>{game.category}</span>
            {game.isFeatured && (
              <span className={cn(badge, 'inline-flex items-center gap-1 bg-primary/10 text-primary')}>
                <Flame aria-hidden="true" className="size-3" />
                Populaire
              </span>
            )}
          </div>
        </div>
      </div>
      <p className="flex-1 text-sm text-muted-foreground">{game.description}</p>
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm text-muted-foreground">
          {formatCount(game.playCount)} {game.playCount > 1 ? 'parties' : 'partie'}
        </span>
        <Button size="sm" onClick={onPlay} aria-label={`Jouer à ${game.name}`}>
          Jouer
        </Button>
      </div>
    </article>
  );
}
