import { z } from 'zod';

/** One of the town's addresses (Base Adresse Nationale), as the picker and a verification show it. */
export const TownAddress = z.object({
  id: z.string(),
  /** « 12 bis rue du Port, 56290 Port-Marin ». */
  label: z.string(),
});
export type TownAddress = z.infer<typeof TownAddress>;

/** GET /api/addresses?q=: the address picker, as the resident types. */
export const AddressSearchQuery = z.object({
  q: z
    .string()
    .trim()
    .min(1, 'Tapez le début de votre adresse.')
    .max(200, 'Adresse trop longue (200 caractères au plus).'),
});
export type AddressSearchQuery = z.infer<typeof AddressSearchQuery>;

export const AddressSearchResults = z.object({ addresses: z.array(TownAddress) });
export type AddressSearchResults = z.infer<typeof AddressSearchResults>;
