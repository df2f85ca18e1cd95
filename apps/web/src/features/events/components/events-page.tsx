import {
  EVENT_CATEGORIES,
  EVENT_FILTER_ALL,
  EVENT_TAB_LABELS,
  EVENT_TABS,
  type EventCategory,
  type EventTab,
} from '@portmarin/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { InfiniteList } from '@/components/infinite-list';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LoadingStatus } from '@/components/loading-status';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { useEvents } from '../api/list-events';
import { CalendarDialog } from './calendar-dialog';
import { EventCard } from './event-card';
import { EventFormDialog } from './event-form-dialog';

const EMPTY: Record<EventTab, string> = {
  discover: 'Aucun événement à venir pour le moment.',
  mine: "Vous n'avez pas encore organisé d'événement.",
  participations: "Vous ne participez à aucun événement pour l'instant.",
};

/** /events: Découvrir, Mes événements, Participations, the category filters and the create button (spec 2). */
export function EventsPage() {
  const session = useSession();
  const navigate = useNavigate();
  const signedIn = session.status === 'ready' && session.user !== null;
  const [tab, setTab] = useState<EventTab>('discover');
  const [category, setCategory] = useState<EventCategory | null>(null);
  const [creating, setCreating] = useState(false);

  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Événements</h1>
        <div className="flex flex-wrap gap-2">
          {signedIn && <CalendarDialog />}
          <EventFormDialog
            open={creating}
            onOpenChange={setCreating}
            onSaved={() => setTab('mine')}
            trigger={
              <Button
                size="sm"
                disabled={session.status === 'loading'}
                onClick={() => (signedIn ? setCreating(true) : void navigate(paths.auth))}
              >
                <Plus aria-hidden="true" />
                Créer un événement
              </Button>
            }
          />
        </div>
      </div>
      <div role="group" aria-label="Filtrer par catégorie" className="flex flex-wrap gap-2">
        {[null, ...EVENT_CATEGORIES].map((value) => (
          <button
            key={value ?? 'all'}
            type="button"
            aria-pressed={category === value}
            onClick={() => setCategory(value)}
            className={cn(
              'rounded-full border px-3 py-1 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              category === value
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-border bg-background hover:bg-accent hover:text-accent-foreground',
            )}
          >
            {value ?? EVENT_FILTER_ALL}
          </button>
        ))}
      </div>
      <Tabs value={tab} onValueChange={(value) => setTab(value as EventTab)}>
        <TabsList>
          {EVENT_TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {EVENT_TAB_LABELS[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        {EVENT_TABS.map((value) => (
          <TabsContent key={value} value={value}>
            {session.status === 'loading' ? (
              <LoadingStatus layout="section" />
            ) : value === 'discover' || signedIn ? (
              <EventList tab={value} category={category} />
            ) : (
              <p className="py-8 text-center text-sm text-muted-foreground">
                <Link to={paths.auth} className="text-primary underline underline-offset-4">
                  Connectez-vous
                </Link>{' '}
                pour retrouver vos événements.
              </p>
            )}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}

function EventList({ tab, category }: { tab: EventTab; category: EventCategory | null }) {
  const query = useEvents(tab, category);
  const events = query.data?.pages.flatMap((page) => page.events) ?? [];
  return (
    <InfiniteList
      query={query}
      count={events.length}
      moreLabel="Voir plus d'événements"
      loading={<LoadingStatus layout="section" />}
      failed={
        query.error && (
          <LoadError
            title="Impossible de charger les événements"
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        )
      }
      empty={<p className="py-8 text-center text-sm text-muted-foreground">{EMPTY[tab]}</p>}
    >
      <ul className="flex flex-col gap-4">
        {events.map((event) => (
          <li key={event.id}>
            <EventCard event={event} />
          </li>
        ))}
      </ul>
    </InfiniteList>
  );
}
