import { exportRows, REPORT_EXCERPT, type AppModule } from '../../lib/app-module.ts';
import { messagesRoutes } from './messages.routes.ts';
import { seedMessages } from './messages.seed.ts';
import { unreadMessagesDigest } from './messages.digest.ts';

/** Conversations between residents, their messages and reads. */
export const messagesModule: AppModule = {
  name: 'messages',
  digest: [unreadMessagesDigest],
  routes: [{ plugin: messagesRoutes }],
  seed: seedMessages,
  // Its seed's notifications are about the demo residents' posts, likes and comments.
  after: ['profiles', 'posts'],
  hides: [{ kind: 'message', table: 'messages', owner: (alias, viewer) => `${alias}.sender_id = ${viewer}` }],
  reports: [
    {
      type: 'message',
      hiddenKind: 'message',
      describe: `select m.id::text as id, m.sender_id as author_id, left(m.content, ${REPORT_EXCERPT}) as excerpt,
          null as image_url,
          case when cv.is_group then 'Conversation « ' || coalesce(cv.title, 'de groupe') || ' »'
            else 'Conversation privée' end as place,
          '/conversation/' || m.conversation_id as link, m.hidden_at is not null as hidden,
          (m.hidden_at is null and exists(select 1 from conversation_participants cp
            where cp.conversation_id = m.conversation_id and cp.user_id = $2)) as readable
        from messages m join conversations cv on cv.id = m.conversation_id
        where m.id = any($1::uuid[])`,
    },
  ],
  notifications: {
    message: { switch: 'messages', text: (actor) => `${actor} vous a envoyé un message` },
    page_message: { switch: 'messages', text: (actor) => `${actor} a écrit à votre page` },
    // The page's name opens the content: the page answers, not one of its staff.
    page_reply: { switch: 'messages', text: () => 'Une page vous a répondu' },
  },
  account: {
    export: [
      exportRows('conversations', {
        table: 'conversation_participants cp join conversations c on c.id = cp.conversation_id',
        owner: 'cp.user_id',
        columns: 'c.id, c.is_group, c.title, c.business_page_id, cp.joined_at, cp.last_read_at',
      }),
      exportRows('messages', {
        table: 'messages',
        owner: 'sender_id',
        columns: 'conversation_id, content, created_at',
      }),
    ],
    residentColumns: [
      { column: 'conversation_participants.user_id', onErase: 'cascade', exportedIn: 'conversations' },
      { column: 'messages.sender_id', onErase: 'cascade', exportedIn: 'messages' },
      {
        column: 'conversations.created_by',
        onErase: 'set null',
        withheld: 'the conversations the resident is in are exported through their participation',
      },
    ],
    // Their messages go with them (cascade); a conversation no one else is left in goes too. The
    // others keep their threads, closed.
    async beforeErasure(sql, userId) {
      await sql.query(
        `delete from conversations c
         where c.id in (select conversation_id from conversation_participants where user_id = $1)
           and not exists (select 1 from conversation_participants o where o.conversation_id = c.id and o.user_id <> $1)`,
        [userId],
      );
    },
  },
  provides: {
    async conversationPartners(sql, userId) {
      const { rows } = await sql.query<{ user_id: string }>(
        `select distinct other.user_id from conversation_participants mine
         join conversation_participants other on other.conversation_id = mine.conversation_id
         where mine.user_id = $1 and other.user_id <> $1`,
        [userId],
      );
      return rows.map((r) => r.user_id);
    },
  },
};

export { conversationParticipants, conversations } from './messages.schema.ts';
export { directConversation, insertMessage, senderNameOf } from './conversations.ts';
export { deliverMessage, type Delivery } from './message-delivery.ts';
