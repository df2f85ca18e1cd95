import type { Business } from '@portmarin/shared';

/** A business as the API lists it. */
export function makeBusiness(overrides: Partial<Business> = {}): Business {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    businessName: 'Crêperie Ty Mad',
    ownerName: 'Soizic Morvan',
    category: 'Restaurant',
    description: 'Galettes et crêpes',
    phone: '02 97 12 34 56',
    email: 'contact@tymad.fr',
    address: '4 rue du Phare, 56290 Port-Marin',
    websiteUrl: 'https://www.tymad.fr',
    openingHours: null,
    logoUrl: null,
    isVerified: true,
    isSponsored: false,
    isFeatured: true,
    rating: 4.8,
    reviewsCount: 326,
    createdBy: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}
