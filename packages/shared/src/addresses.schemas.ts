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

// ---------------------------------------------------------------- the BAN import (admins)

/**
 * The columns of the Base Adresse Nationale's per-commune CSV export (`adresses-<insee>.csv`,
 * `;`-separated, UTF-8), in their order. Only those of BAN_REQUIRED_COLUMNS are read.
 */
export const BAN_COLUMNS = [
  'id',
  'id_fantoir',
  'numero',
  'rep',
  'nom_voie',
  'code_postal',
  'code_insee',
  'nom_commune',
  'code_insee_ancienne_commune',
  'nom_ancienne_commune',
  'x',
  'y',
  'lon',
  'lat',
  'type_position',
  'alias',
  'nom_ld',
  'libelle_acheminement',
  'nom_afnor',
  'source_position',
  'source_nom_voie',
  'certification_commune',
  'cad_parcelles',
] as const;

/** The columns an import stores: a file without one of them is refused whole. */
export const BAN_REQUIRED_COLUMNS = [
  'id',
  'numero',
  'rep',
  'nom_voie',
  'code_postal',
  'code_insee',
  'nom_commune',
  'lon',
  'lat',
] as const;
export type BanRequiredColumn = (typeof BAN_REQUIRED_COLUMNS)[number];

/** The largest address file an admin may send (a big city's export is about 40 Mo). */
export const ADDRESS_FILE_MAX_BYTES = 64 * 1024 * 1024;
export const ADDRESS_FILE_MAX_MEGABYTES = ADDRESS_FILE_MAX_BYTES / (1024 * 1024);

/** Refused lines the report lists one by one; the count covers them all. */
export const ADDRESS_REPORT_MAX_REFUSALS = 100;
/** Addresses listed per kind of change (new, changed, back, retired) in a report. */
export const ADDRESS_REPORT_MAX_EXAMPLES = 10;

/** Text of a CSV field: PostgreSQL refuses NUL in text (a 500 otherwise). */
const field = (name: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${name} : ${max} caractères au plus`)
    .refine((v) => !v.includes('\u0000'), `${name} : caractère nul interdit`);

const decimal = (name: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/, `${name} : un nombre décimal est attendu (point décimal)`)
    .transform(Number)
    .refine((v) => v >= min && v <= max, `${name} : hors des limites (${min} à ${max})`);

/**
 * One line of the BAN's CSV, as csv-parse gives it (every field a string): what an import keeps
 * of it, typed. The messages name the column, in French: they are the report's reasons.
 */
export const BanAddressLine = z.object({
  id: field('id', 100).pipe(
    z.string().regex(/^[0-9A-Za-z_-]+$/, 'id : identifiant de la BAN manquant ou invalide (ex. 56999_0100_00012)'),
  ),
  numero: z
    .string()
    .trim()
    .regex(/^\d{1,5}$/, 'numero : un nombre entier est attendu (0 à 99999)')
    .transform(Number),
  rep: field('rep', 20).pipe(z.string().regex(/^[\p{L}\d ]*$/u, 'rep : indice de répétition invalide (bis, ter, a…)')),
  nom_voie: field('nom_voie', 200).pipe(z.string().min(1, 'nom_voie : le nom de la voie manque')),
  code_postal: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'code_postal : cinq chiffres sont attendus'),
  code_insee: z
    .string()
    .trim()
    .regex(/^(\d{5}|2[AB]\d{3})$/, 'code_insee : un code INSEE de commune est attendu (cinq caractères)'),
  nom_commune: field('nom_commune', 200).pipe(z.string().min(1, 'nom_commune : le nom de la commune manque')),
  lon: decimal('lon', -180, 180),
  lat: decimal('lat', -90, 90),
});
export type BanAddressLine = z.infer<typeof BanAddressLine>;

/** A line of the file an import left out, and why (its number as a spreadsheet shows it: the header is line 1). */
export const AddressImportRefusal = z.object({ line: z.number().int(), reason: z.string() });
export type AddressImportRefusal = z.infer<typeof AddressImportRefusal>;

/** What an import did (or, previewed, would do) to the town's addresses. */
export const AddressImportReport = z.object({
  /** `preview`: nothing was written. */
  mode: z.enum(['preview', 'import']),
  /** The town's INSEE code: lines of another commune are refused. */
  codeInsee: z.string(),
  /** Data lines read (the header aside). */
  lines: z.number().int(),
  kept: z.number().int(),
  refused: z.number().int(),
  /** The first ADDRESS_REPORT_MAX_REFUSALS refused lines. */
  refusals: z.array(AddressImportRefusal),
  added: z.number().int(),
  changed: z.number().int(),
  /** Retired by an earlier import, back in this file. */
  restored: z.number().int(),
  unchanged: z.number().int(),
  /** Current addresses the file no longer lists: retired, never deleted. */
  retired: z.number().int(),
  /** The town's current addresses after the import. */
  current: z.number().int(),
  examples: z.object({
    added: z.array(TownAddress),
    changed: z.array(TownAddress),
    restored: z.array(TownAddress),
    retired: z.array(TownAddress),
  }),
});
export type AddressImportReport = z.infer<typeof AddressImportReport>;

/** GET /api/addresses/summary: the admin screen's figures. */
export const AddressesSummary = z.object({
  codeInsee: z.string(),
  current: z.number().int(),
  retired: z.number().int(),
  /** The last time an import changed an address, or null before the first one. */
  lastImportedAt: z.string().nullable(),
});
export type AddressesSummary = z.infer<typeof AddressesSummary>;
