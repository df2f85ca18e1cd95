import type { ConversationSummary } from '@portmarin/shared';
import { ArrowDown, ArrowLeft } from 'lucide-react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { LoadingStatus } from '@/components/loading-status';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import { setViewingConversation, useRealtimeEvent } from '@/lib/realtime';
import { useConversation } from '../api/get-conversation';
import { useMessages } from '../api/list-messages';
import { useMarkConversationRead } from '../api/mark-conversation-read';
import { useSendMessage } from '../api/send-message';
import { closedNote, isClosed } from '../lib/closed-conversation';
import { mergeMessages, readReceipt } from '../lib/merge-messages';
import { DeletedAccountAvatar } from './deleted-account-avatar';
import { MessageBubble } from './message-bubble';
import { MessageComposer } from './message-composer';
import { OnlineDot } from './online-dot';
import { SignInRequired } from './sign-in-required';

/** Within this distance of the end, the resident is "at the bottom": new messages scroll into view and count as read. */
const BOTTOM_THRESHOLD_PX = 80;
/** Older messages start loading this close to the top. */
const TOP_THRESHOLD_PX = 200;

/** /conversation/{id}: participants only; visitors are asked to sign in. */
export function ConversationPage() {
  const { id = '' } = useParams();
  const session = useSession();
  if (session.status === 'loading') return <LoadingStatus layout="page" />;
  if (!session.user) return <SignInRequired />;
  // A new id is a new screen: pending messages and scroll state start over.
  return <ConversationScreen key={id} id={id} myId={session.user.id} />;
}

function ConversationScreen({ id, myId }: { id: string; myId: string }) {
  const navigate = useNavigate();
  const conversation = useConversation(id, true);
  const messages = useMessages(id, true);

  if (conversation.isPending) return <LoadingStatus layout="page" />;
  if (conversation.isError) {
    const error = conversation.error;
    // Unknown, malformed or someone else's id: the API answers the same 404 (or 400 for a malformed id).
    const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return (
      <section className="flex flex-col items-center gap-4 px-4 py-20 text-center">
        <h1 className="text-2xl font-semibold">
          {notFound ? 'Conversation non trouvée' : 'Impossible de charger la conversation'}
        </h1>
        {!notFound && <p className="text-sm text-muted-foreground">{error.message}</p>}
        <div className="flex flex-wrap justify-center gap-2">
          {!notFound && (
            <Button variant="outline" onClick={() => void conversation.refetch()}>
              Réessayer
            </Button>
          )}
          <Button onClick={() => void navigate(paths.messages)}>Retour aux messages</Button>
        </div>
      </section>
    );
  }
  return <ConversationThread conversation={conversation.data} messages={messages} myId={myId} />;
}

function ConversationThread({
  conversation,
  messages,
  myId,
}: {
  conversation: ConversationSummary;
  messages: ReturnType<typeof useMessages>;
  myId: string;
}) {
  const id = conversation.id;
  const navigate = useNavigate();
  const { pending, send, retry } = useSendMessage(id);
  const markRead = useMarkConversationRead(id);
  const scroller = useRef<HTMLDivElement>(null);
  const atBottomRef = useRef(true);
  const [atBottom, setAtBottom] = useState(true);
  // A message from someone else arrived while the resident was reading further up.
  const [newBelow, setNewBelow] = useState(false);
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  const lastMarked = useRef<string | null>(null);
  const snapshot = useRef<{ firstKey?: string; lastKey?: string; scrollHeight: number }>({ scrollHeight: 0 });

  const shown = useMemo(() => mergeMessages(messages.data, pending, myId), [messages.data, pending, myId]);
  const receipt = readReceipt(shown, conversation.members, myId);
  const names = useMemo(
    () => new Map(conversation.members.map((m) => [m.id, m.name?.trim() || m.username?.trim() || 'Utilisateur'])),
    [conversation.members],
  );
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = messages;

  // The server skips notifications for a conversation on screen: tell it, and stop when hidden or left.
  useEffect(() => {
    const onVisibility = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);
  useEffect(() => {
    setViewingConversation(visible ? id : null);
    return () => setViewingConversation(null);
  }, [id, visible]);

  useRealtimeEvent('message.new', ({ message }) => {
    if (message.conversationId === id && message.senderId !== myId && !atBottomRef.current) setNewBelow(true);
  });

  // Read when the newest message from the others is on screen: at the bottom, tab visible.
  const newestFromOthers = [...shown].reverse().find((m) => m.senderId !== myId && m.id);
  const mutateRead = markRead.mutate;
  useEffect(() => {
    if (!newestFromOthers?.id || !atBottom || !visible) return;
    if (lastMarked.current === newestFromOthers.id) return;
    lastMarked.current = newestFromOthers.id;
    mutateRead();
  }, [newestFromOthers?.id, atBottom, visible, mutateRead]);

  const firstKey = shown[0]?.key;
  const lastKey = shown.at(-1)?.key;
  const lastIsOwn = shown.at(-1)?.senderId === myId;
  // Runs after every render: keeps the view at the bottom for new messages, and in place when older ones are added above.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const previous = snapshot.current;
    if (lastKey && !previous.lastKey) {
      el.scrollTop = el.scrollHeight;
    } else if (firstKey !== previous.firstKey && previous.firstKey) {
      el.scrollTop += el.scrollHeight - previous.scrollHeight;
    } else if (lastKey !== previous.lastKey && (atBottomRef.current || lastIsOwn)) {
      el.scrollTop = el.scrollHeight;
    }
    snapshot.current = { firstKey, lastKey, scrollHeight: el.scrollHeight };
  });

  function onScroll() {
    const el = scroller.current;
    if (!el) return;
    const bottom = el.scrollHeight - el.scrollTop - el.clientHeight < BOTTOM_THRESHOLD_PX;
    atBottomRef.current = bottom;
    setAtBottom(bottom);
    if (bottom) setNewBelow(false);
    if (el.scrollTop < TOP_THRESHOLD_PX && hasNextPage && !isFetchingNextPage && !messages.isFetchNextPageError)
      void fetchNextPage();
  }

  const title = conversation.title;
  // The other resident deleted their account: their messages went with it; no one left to write to.
  const closed = isClosed(conversation);
  const page = conversation.businessPage;
  const subtitle = conversation.isGroup
    ? [...names.values()].join(', ')
    : page && conversation.asPage
      ? `Écrit à ${page.name} : vous répondez au nom de la page`
      : page
        ? 'Page professionnelle'
        : null;

  return (
    <div className="flex h-[calc(100dvh-9.5rem-env(safe-area-inset-top)-env(safe-area-inset-bottom))] flex-col">
      <header className="flex items-center gap-3 border-b border-border px-2 py-2">
        <Button
          variant="ghost"
          size="icon"
          aria-label="Retour aux messages"
          onClick={() => void navigate(paths.messages)}
        >
          <ArrowLeft aria-hidden="true" className="!size-5" />
        </Button>
        <span className="relative shrink-0">
          {closed && !conversation.isGroup ? (
            <DeletedAccountAvatar className="size-10" />
          ) : (
            <Avatar name={title} image={conversation.image} className="size-10" />
          )}
          {conversation.online && <OnlineDot />}
        </span>
        <div className="min-w-0">
          <h1 className="truncate text-lg font-semibold leading-tight">
            {page && !conversation.asPage ? (
              <Link to={paths.businessPage(page.id)} className="hover:underline">
                {title}
              </Link>
            ) : (
              title
            )}
          </h1>
          {conversation.online ? (
            <p className="text-xs font-medium text-success">En ligne</p>
          ) : subtitle ? (
            <p className="truncate text-xs text-muted-foreground">{subtitle}</p>
          ) : null}
        </div>
      </header>

      <div
        ref={scroller}
        onScroll={onScroll}
        // A scrollable region must be reachable with the keyboard to be scrolled (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="log"
        aria-label={`Messages avec ${title}`}
        className="flex-1 overflow-y-auto px-3 py-3 [overflow-anchor:none] focus-visible:outline-offset-[-3px]"
      >
        {hasNextPage && (
          <div className="mb-3 flex justify-center">
            <Button
              variant="outline"
              size="sm"
              disabled={isFetchingNextPage}
              aria-busy={isFetchingNextPage}
              onClick={() => void fetchNextPage()}
            >
              {isFetchingNextPage && <Spinner />}
              Messages précédents
            </Button>
          </div>
        )}
        {messages.isFetchNextPageError && (
          <p role="alert" className="mb-3 text-center text-sm text-destructive">
            Impossible de charger les messages précédents.
          </p>
        )}
        {messages.isPending ? (
          <LoadingStatus layout="page" />
        ) : messages.isError ? (
          <LoadError
            title="Impossible de charger les messages."
            error={messages.error}
            onRetry={() => void messages.refetch()}
          />
        ) : shown.length === 0 ? (
          <p className="py-10 text-center text-sm text-muted-foreground">
            {closed ? 'Aucun message dans cette conversation.' : 'Aucun message pour le moment. Écrivez le premier !'}
          </p>
        ) : (
          <ol className="flex flex-col gap-2">
            {shown.map((message, index) => (
              <li key={message.key}>
                <MessageBubble
                  message={message}
                  own={message.senderId === myId}
                  senderName={
                    conversation.isGroup && message.senderId !== myId && shown[index - 1]?.senderId !== message.senderId
                      ? (names.get(message.senderId) ?? 'Utilisateur')
                      : null
                  }
                  reportSubject={`le message de ${names.get(message.senderId) ?? 'Utilisateur'}`}
                  onRetry={retry}
                />
                {receipt?.key === message.key && <SeenBy conversation={conversation} readers={receipt.readers} />}
              </li>
            ))}
          </ol>
        )}
      </div>

      {newBelow && (
        <div className="relative">
          <Button
            size="sm"
            className="absolute bottom-2 left-1/2 -translate-x-1/2 rounded-full shadow-md"
            onClick={() => scroller.current?.scrollTo({ top: scroller.current.scrollHeight })}
          >
            <ArrowDown aria-hidden="true" />
            Nouveaux messages
          </Button>
        </div>
      )}
      {closed ? (
        <p className="border-t border-border bg-muted px-4 py-3 text-center text-sm text-muted-foreground">
          {closedNote(conversation)}
        </p>
      ) : (
        <MessageComposer onSend={send} />
      )}
    </div>
  );
}

function SeenBy({
  conversation,
  readers,
}: {
  conversation: ConversationSummary;
  readers: ConversationSummary['members'];
}) {
  const label = conversation.isGroup
    ? `Vu par ${readers.map((r) => r.name?.trim() || r.username?.trim() || 'Utilisateur').join(', ')}`
    : 'Vu';
  return <p className="mt-0.5 text-right text-xs text-muted-foreground">{label}</p>;
}
