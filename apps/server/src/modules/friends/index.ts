import { exportRows, type AppModule } from '../../lib/app-module.ts';
import { friendsRoutes } from './friends.routes.ts';
import { seedFriends } from './friends.seed.ts';

/** Friend requests and friendships, stored once per pair, and suggestions. */
export const friendsModule: AppModule = {
  name: 'friends',
  routes: [{ plugin: friendsRoutes }],
  seed: seedFriends,
  // Its seed's friends: demo and showcase residents.
  after: ['profiles'],
  notifications: {
    friend_request: { switch: 'friends', text: (actor) => `${actor} vous a envoyé une demande d’ami` },
    friend_accepted: { switch: 'friends', text: (actor) => `${actor} a accepté votre demande d’ami` },
  },
  account: {
    export: [
      // Stored once per pair, so both columns are read as « my friend ».
      exportRows('friends', {
        table: `(select user_low as user_id, user_high as friend_id, created_at from friendships
                 union all select user_high, user_low, created_at from friendships) f`,
        owner: 'user_id',
        columns: 'friend_id, created_at',
      }),
      exportRows('friendRequestsSent', {
        table: 'friend_requests',
        owner: 'sender_id',
        columns: 'recipient_id, created_at',
      }),
      exportRows('friendRequestsReceived', {
        table: 'friend_requests',
        owner: 'recipient_id',
        columns: 'sender_id, created_at',
      }),
    ],
    residentColumns: [
      { column: 'friendships.user_low', onErase: 'cascade', exportedIn: 'friends' },
      { column: 'friendships.user_high', onErase: 'cascade', exportedIn: 'friends' },
      { column: 'friend_requests.sender_id', onErase: 'cascade', exportedIn: 'friendRequestsSent' },
      { column: 'friend_requests.recipient_id', onErase: 'cascade', exportedIn: 'friendRequestsReceived' },
    ],
  },
};
