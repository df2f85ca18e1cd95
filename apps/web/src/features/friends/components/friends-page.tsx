import type { FriendRequest } from '@portmarin/shared';
import { Users } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { friendKeys } from '../api/friends-api';
import { InfiniteList } from '@/components/infinite-list';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { LoadingStatus } from '@/components/loading-status';
import { paths } from '@/config/paths';
import { useTown } from '@/config/town';
import { useSession } from '@/lib/auth';
import { formatCount } from '@/lib/format';
import { useRealtimeEvent } from '@/lib/realtime';
import { useFriendRequests } from '../api/list-friend-requests';
import { useFriendSuggestions } from '../api/list-friend-suggestions';
import { useFriends } from '../api/list-friends';
import { dayLabel, mutualLabel } from '../lib/friends-format';
import { FriendRowAction } from './friend-row-action';
import { PersonRow } from './person-row';

/** /friends (spec 2, "Friends"): requests to answer, one's friends, and people one may know. */
export function FriendsPage() {
  const session = useSession();
  const town = useTown();
  const signedIn = session.status === 'ready' && session.user !== null;
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-6">
      <h1 className="flex items-center gap-2 text-2xl font-bold">
        <Users aria-hidden="true" className="size-6 text-primary" />
        Amis
      </h1>
      {session.status === 'loading' ? (
        <LoadingStatus layout="section" />
      ) : signedIn ? (
        <>
          <LiveUpdates />
          <Requests />
          <MyFriends />
          <Suggestions />
        </>
      ) : (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-border bg-card p-6 text-center">
          <p className="font-medium">Retrouvez vos amis de {town.townName} sur une seule page.</p>
          <p className="text-sm text-muted-foreground">
            Connectez-vous pour envoyer et accepter des demandes d’amis et découvrir des personnes que vous pourriez
            connaître.
          </p>
          <Button asChild>
            <Link to={paths.auth}>Se connecter</Link>
          </Button>
        </div>
      )}
    </section>
  );
}

/** A request received or accepted while the screen is open shows at once (when its notification is on). */
function LiveUpdates() {
  const queryClient = useQueryClient();
  useRealtimeEvent('notification.new', ({ notification }) => {
    if (notification.type === 'friend_request' || notification.type === 'friend_accepted') {
      void queryClient.invalidateQueries({ queryKey: friendKeys.all });
    }
  });
  return null;
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-border p-4 text-center text-sm text-muted-foreground">
      {children}
    </p>
  );
}

function Section({ id, title, count, children }: { id: string; title: string; count?: number; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="flex items-baseline gap-2 text-lg font-semibold">
        {title}
        {count !== undefined && count > 0 && (
          <span className="text-sm font-normal text-muted-foreground">({formatCount(count)})</span>
        )}
      </h2>
      {children}
    </section>
  );
}

function RequestList({ requests, kind }: { requests: FriendRequest[]; kind: 'received' | 'sent' }) {
  return (
    <ul className="flex flex-col gap-2">
      {requests.map(({ person, createdAt }) => (
        <PersonRow
          key={person.id}
          person={person}
          detail={
            kind === 'received'
              ? `Demande reçue le ${dayLabel(createdAt)}`
              : `Demande envoyée le ${dayLabel(createdAt)}`
          }
        >
          {kind === 'received' ? (
            <>
              <FriendRowAction action="accept" userId={person.id} name={person.name} />
              <FriendRowAction action="refuse" userId={person.id} name={person.name} />
            </>
          ) : (
            <FriendRowAction action="cancel" userId={person.id} name={person.name} />
          )}
        </PersonRow>
      ))}
    </ul>
  );
}

function Requests() {
  const query = useFriendRequests(true);
  return (
    <Section id="friend-requests" title="Demandes d'amis" count={query.data?.receivedTotal}>
      {query.isPending ? (
        <LoadingStatus layout="section" />
      ) : query.isError ? (
        <LoadError
          title="Impossible de charger vos demandes d'amis."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <h3 className="text-base font-medium">Reçues</h3>
          {query.data.received.length === 0 ? (
            <Empty>Aucune demande d'ami en attente.</Empty>
          ) : (
            <RequestList requests={query.data.received} kind="received" />
          )}
          <h3 className="text-base font-medium">Envoyées</h3>
          {query.data.sent.length === 0 ? (
            <Empty>Aucune demande envoyée en attente de réponse.</Empty>
          ) : (
            <RequestList requests={query.data.sent} kind="sent" />
          )}
        </>
      )}
    </Section>
  );
}

function MyFriends() {
  const query = useFriends(true);
  const friends = query.data?.pages.flatMap((page) => page.friends) ?? [];
  return (
    <Section id="my-friends" title="Mes amis" count={query.data?.pages[0]?.total}>
      <InfiniteList
        query={query}
        count={friends.length}
        moreLabel="Voir plus d'amis"
        loading={<LoadingStatus layout="section" />}
        failed={
          <LoadError
            title="Impossible de charger vos amis."
            error={query.error ?? new Error('Erreur inconnue')}
            onRetry={() => void query.refetch()}
          />
        }
        empty={<Empty>Vous n'avez pas encore d'amis. Ajoutez des personnes que vous pourriez connaître !</Empty>}
        nextPageError="Impossible de charger la suite de vos amis."
      >
        <ul className="flex flex-col gap-2">
          {friends.map(({ person, since }) => (
            <PersonRow key={person.id} person={person} detail={`Amis depuis le ${dayLabel(since)}`}>
              <FriendRowAction action="remove" userId={person.id} name={person.name} />
            </PersonRow>
          ))}
        </ul>
      </InfiniteList>
    </Section>
  );
}

function Suggestions() {
  const query = useFriendSuggestions(true);
  return (
    <Section id="friend-suggestions" title="Personnes que vous pourriez connaître">
      {query.isPending ? (
        <LoadingStatus layout="section" />
      ) : query.isError ? (
        <LoadError
          title="Impossible de charger les suggestions."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.suggestions.length === 0 ? (
        <Empty>Aucune suggestion pour le moment.</Empty>
      ) : (
        <ul className="flex flex-col gap-2">
          {query.data.suggestions.map(({ person, mutualFriends }) => (
            <PersonRow key={person.id} person={person} detail={mutualLabel(mutualFriends)}>
              <FriendRowAction action="send" userId={person.id} name={person.name} />
            </PersonRow>
          ))}
        </ul>
      )}
    </Section>
  );
}
