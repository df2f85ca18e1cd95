import type { MyProfile, Post, SessionUser, TownConfig } from '@portmarin/shared';

export const TOWN = { townName: 'Port-Marin', productName: 'PortMarin', slug: 'portmarin' } as TownConfig;

/** The signed-in resident of a test. */
export const resident = (role: SessionUser['role'] = 'user'): SessionUser => ({
  id: 'user-1',
  name: 'Camille Marin',
  email: 'camille@exemple.fr',
  username: 'camille',
  image: null,
  role,
  emailVerified: true,
});

/** Someone else's post, fifteen minutes old. */
export function makePost(overrides: Partial<Post> = {}): Post {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    content: 'Bonjour le port !',
    imageUrl: null,
    thumbnailUrl: null,
    imageAlt: null,
    videoUrl: null,
    likesCount: 3,
    commentsCount: 0,
    sharesCount: 0,
    createdAt: new Date(Date.now() - 15 * 60 * 1000).toISOString(),
    updatedAt: new Date().toISOString(),
    author: { id: 'user-2', name: 'Yann Kerleau', username: 'yann', image: null, verified: false },
    page: null,
    likedByMe: false,
    savedByMe: false,
    ...overrides,
  };
}

export function makeProfile(overrides: Partial<MyProfile> = {}): MyProfile {
  return {
    id: 'u1',
    name: 'Marie Le Goff',
    username: 'marie',
    hidden: false,
    image: null,
    coverImage: null,
    bio: null,
    location: null,
    verified: false,
    verifiedResident: false,
    role: 'user',
    createdAt: '2025-05-16T10:00:00.000Z',
    postsCount: 0,
    followersCount: 0,
    followingCount: 0,
    likesReceivedCount: 0,
    isMe: false,
    isFollowedByMe: false,
    photos: [],
    followers: [],
    email: 'marie.legoff@exemple.fr',
    ...overrides,
  };
}
