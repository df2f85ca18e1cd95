import { z } from 'zod';
import { ProfilePerson } from './profiles.schemas.ts';
import { CursorField, Text } from './text.schemas.ts';
import { declareKinds } from './content-kind.ts';

/** Spec 2, "Friends": requests with Accepter and Refuser, 'people you may know' with mutual friends. */
export const FRIENDS_PAGE_SIZE = 30;
/** The pending requests listed each way, newest first (totals say how many there are). */
export const FRIEND_REQUESTS_LIMIT = 100;
export const FRIEND_SUGGESTIONS_LIMIT = 10;
/** The friends shown on a public profile, besides their total. */
export const PROFILE_FRIENDS_LIMIT = 9;

/**
 * Where the viewer stands with a resident: friends, a request they sent or received, nothing, or
 * the resident is the viewer.
 */
export const FriendRelation = z.enum(['none', 'friends', 'sent', 'received', 'self']);
export type FriendRelation = z.infer<typeof FriendRelation>;

/** A resident's id as a path parameter or a body field: better-auth ids, letters, digits, - and _. */
const UserId = Text.min(1, 'Résident inconnu.')
  .max(100, 'Résident inconnu.')
  .regex(/^[\w-]+$/, 'Résident inconnu.');

export const FriendUserParams = z.object({ userId: UserId });

export const SendFriendRequestInput = z.object({ userId: UserId }).strict();
export type SendFriendRequestInput = z.infer<typeof SendFriendRequestInput>;

export const FriendRelationResponse = z.object({ relation: FriendRelation });
export type FriendRelationResponse = z.infer<typeof FriendRelationResponse>;

export const FriendRequest = z.object({ person: ProfilePerson, createdAt: z.string() });
export type FriendRequest = z.infer<typeof FriendRequest>;

export const FriendRequestsResponse = z.object({
  received: z.array(FriendRequest),
  sent: z.array(FriendRequest),
  receivedTotal: z.number().int().min(0),
  sentTotal: z.number().int().min(0),
});
export type FriendRequestsResponse = z.infer<typeof FriendRequestsResponse>;

export const Friend = z.object({ person: ProfilePerson, since: z.string() });
export type Friend = z.infer<typeof Friend>;

export const FriendsQuery = z.object({ cursor: CursorField.optional() });

/** The signed-in resident's friends, newest friendship first. */
export const FriendsPage = z.object({
  friends: z.array(Friend),
  total: z.number().int().min(0),
  nextCursor: z.string().nullable(),
});
export type FriendsPage = z.infer<typeof FriendsPage>;

/** Spec 2, section 3: a friend suggestion (id, name, mutualFriends, avatar). */
export const FriendSuggestion = z.object({ person: ProfilePerson, mutualFriends: z.number().int().min(0) });
export type FriendSuggestion = z.infer<typeof FriendSuggestion>;

export const FriendSuggestionsResponse = z.object({ suggestions: z.array(FriendSuggestion) });
export type FriendSuggestionsResponse = z.infer<typeof FriendSuggestionsResponse>;

/**
 * A public profile's friends: the first few and their total. `hidden` when the resident turned
 * profileVisible off (nothing listed to others); `relation` is the viewer's, null for a visitor.
 */
export const ProfileFriendsResponse = z.object({
  friends: z.array(ProfilePerson),
  total: z.number().int().min(0),
  hidden: z.boolean(),
  relation: FriendRelation.nullable(),
});
export type ProfileFriendsResponse = z.infer<typeof ProfileFriendsResponse>;

/** The kinds of friends and what residents may do with them (kinds.ts derives the lists). */
export const friendsKinds = declareKinds({
  feature: 'friends',
  kinds: [],
  notifications: ['friend_request', 'friend_accepted'],
});
