import type { BusinessPage } from '@portmarin/shared';

/** A business page owned by 'owner-1', as the API answers it to someone else. */
export function makeBusinessPage(overrides: Partial<BusinessPage> = {}): BusinessPage {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    name: 'Café du Port',
    description: 'Le café de la criée.',
    category: 'Restaurant',
    contactEmail: 'bonjour@cafe.fr',
    contactPhone: '02 97 11 22 33',
    websiteUrl: 'https://www.cafe.fr',
    address: '3 quai des Pêcheurs',
    coverUrl: null,
    ownCover: false,
    logoUrl: null,
    owner: { id: 'owner-1', name: 'Marie Le Goff', username: 'marie', image: null },
    followersCount: 0,
    rating: null,
    reviewsCount: 0,
    createdAt: '2025-05-01T10:00:00.000Z',
    followedByMe: false,
    isOwner: false,
    canEdit: false,
    ...overrides,
  };
}
