import type { ConversationSummary } from '@portmarin/shared';
import { Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { Avatar } from '@/components/ui/avatar';
import { Input } from '@/components/ui/input';
import { LoadingStatus } from '@/components/loading-status';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { relativeTime } from '@/lib/format';
import { useConversations } from '../api/list-conversations';
import { isClosed } from '../lib/closed-conversation';
import { filterConversations, sortByActivity } from '../lib/filter-conversations';
import { DeletedAccountAvatar } from './deleted-account-avatar';
import { NewConversationDialog } from './new-conversation-dialog';
import { OnlineDot } from './online-dot';
import { SignInRequired } from './sign-in-required';

/** /messenger and /messages: the resident's conversations; visitors are asked to sign in. */
export function MessagesPage() {
  const session = useSession();
  if (session.status === 'loading') return <LoadingStatus layout="page" />;
  if (!session.user) return <SignInRequired />;
  return <ConversationList myId={session.user.id} />;
}

function ConversationList({ myId }: { myId: string }) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const list = useConversations(true);
  const shown = useMemo(
    () => filterConversations(sortByActivity(list.data?.conversations ?? []), query),
    [list.data, query],
  );
  const ofMyPages = shown.filter((c) => c.asPage);
  const personal = shown.filter((c) => !c.asPage);

  return (
    <div className="flex flex-col gap-4 px-4 py-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">Messages</h1>
        <NewConversationDialog myId={myId} />
      </div>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <label htmlFor={searchId} className="sr-only">
          Rechercher dans Messenger
        </label>
        <Input
          id={searchId}
          type="search"
          placeholder="Rechercher dans Messenger"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className="rounded-full pl-9"
        />
      </div>

      {list.isPending ? (
        <LoadingStatus label="Chargement des conversations…" layout="section" className="py-10" />
      ) : list.isError ? (
        <LoadError
          title="Impossible de charger les conversations."
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : shown.length === 0 ? (
        <p className="py-10 text-center text-muted-foreground">Aucune conversation trouvée</p>
      ) : ofMyPages.length === 0 ? (
        <ConversationRows label="Conversations" conversations={personal} myId={myId} />
      ) : (
        <>
          <ConversationSection title="Messages de mes pages" conversations={ofMyPages} myId={myId} />
          <ConversationSection title="Mes conversations" conversations={personal} myId={myId} />
        </>
      )}
    </div>
  );
}

/** The page's messages its staff answer, apart from their own threads. */
function ConversationSection({
  title,
  conversations,
  myId,
}: {
  title: string;
  conversations: ConversationSummary[];
  myId: string;
}) {
  const headingId = useId();
  if (conversations.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-1">
      <h2 id={headingId} className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        {title}
      </h2>
      <ConversationRows label={title} conversations={conversations} myId={myId} />
    </section>
  );
}

function ConversationRows({
  label,
  conversations,
  myId,
}: {
  label: string;
  conversations: ConversationSummary[];
  myId: string;
}) {
  return (
    <ul aria-label={label} className="-mx-2 flex flex-col">
      {conversations.map((conversation) => (
        <li key={conversation.id}>
          <ConversationRow conversation={conversation} myId={myId} />
        </li>
      ))}
    </ul>
  );
}

function ConversationRow({ conversation, myId }: { conversation: ConversationSummary; myId: string }) {
  const { lastMessage, unread } = conversation;
  const preview = lastMessage
    ? `${lastMessage.senderId === myId ? 'Vous : ' : ''}${lastMessage.content}`
    : 'Aucun message pour le moment';
  return (
    <Link
      to={paths.conversation(conversation.id)}
      data-testid="conversation-row"
      className="flex items-center gap-3 rounded-xl px-2 py-2.5 hover:bg-accent"
    >
      <span className="relative shrink-0">
        {isClosed(conversation) && !conversation.isGroup ? (
          <DeletedAccountAvatar className="size-12" />
        ) : (
          <Avatar name={conversation.title} image={conversation.image} className="size-12" />
        )}
        {conversation.online && <OnlineDot />}
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          {/* At 390 px the person's name gives way first (it shrinks 1000 times faster): the page's name
              says which inbox it is, and is cut only once the person's is gone. */}
          <span className={cn('flex min-w-0 gap-1', unread > 0 ? 'font-bold' : 'font-medium')}>
            <span className="shrink-[1000] truncate">{conversation.title}</span>
            {conversation.asPage && conversation.businessPage && (
              <span className="truncate font-normal text-muted-foreground"> · {conversation.businessPage.name}</span>
            )}
          </span>
          <time dateTime={conversation.lastActivityAt} className="shrink-0 text-xs text-muted-foreground">
            {relativeTime(conversation.lastActivityAt)}
          </time>
        </span>
        <span className="flex items-center justify-between gap-2">
          <span
            className={cn('truncate text-sm', unread > 0 ? 'font-semibold text-foreground' : 'text-muted-foreground')}
          >
            {preview}
          </span>
          {unread > 0 && (
            <span
              data-testid="unread-badge"
              className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-bold text-primary-foreground"
            >
              {unread > 99 ? '99+' : unread}
              <span className="sr-only">{unread === 1 ? ' message non lu' : ' messages non lus'}</span>
            </span>
          )}
        </span>
      </span>
    </Link>
  );
}
