import { UpsertPromotionInput, type Promotion, type PromotionBody, type PromotionKind } from '@portmarin/shared';

/** How one content field is edited: lists and image lists as one item per line. */
export type FieldType =
  | 'text'
  | 'textarea'
  | 'optional-textarea'
  | 'email'
  | 'url'
  | 'tel'
  | 'list'
  | 'integer'
  | 'decimal'
  | 'image'
  | 'images'
  | 'optional-url';

export type FieldDef = { name: string; label: string; type: FieldType; hint?: string };

const LIST_HINT = 'Un élément par ligne.';

const PARTNER_FIELDS: FieldDef[] = [
  { name: 'name', label: 'Nom du commerce', type: 'text' },
  { name: 'location', label: 'Lieu', type: 'text' },
  { name: 'image', label: 'Image', type: 'image' },
  { name: 'description', label: 'Description courte', type: 'text' },
  { name: 'content', label: 'Texte', type: 'textarea' },
  { name: 'phone', label: 'Téléphone', type: 'tel' },
  { name: 'website', label: 'Site web', type: 'url' },
];

/** The form of each kind, in the order of the card. Partners add a list of businesses (PARTNER_FIELDS). */
export const KIND_FIELDS: Record<PromotionKind, FieldDef[]> = {
  restaurant: [
    { name: 'name', label: 'Nom du restaurant', type: 'text' },
    { name: 'image', label: 'Image', type: 'image' },
    { name: 'services', label: 'Services', type: 'list', hint: LIST_HINT },
    { name: 'address', label: 'Adresse', type: 'text' },
    { name: 'phone', label: 'Téléphone', type: 'tel' },
    { name: 'menuUrl', label: 'Lien du menu', type: 'url' },
    { name: 'reservationUrl', label: 'Lien de réservation', type: 'url' },
  ],
  official_notice: [
    { name: 'title', label: 'Titre', type: 'text' },
    { name: 'subtitle', label: 'Sous-titre', type: 'text' },
    { name: 'image', label: 'Image', type: 'image' },
    { name: 'content', label: 'Texte du communiqué', type: 'textarea' },
    { name: 'address', label: 'Adresse', type: 'text' },
    { name: 'phone', label: 'Téléphone', type: 'tel' },
    { name: 'email', label: 'E-mail', type: 'email' },
    { name: 'hours', label: 'Horaires', type: 'text' },
    { name: 'website', label: 'Site web', type: 'url' },
  ],
  candidate: [
    { name: 'name', label: 'Nom du candidat', type: 'text' },
    { name: 'image', label: 'Portrait', type: 'image' },
    { name: 'vision', label: 'Vision', type: 'textarea' },
    { name: 'program', label: 'Programme', type: 'list', hint: 'Un point du programme par ligne.' },
    { name: 'supportersCount', label: 'Nombre de soutiens', type: 'integer' },
  ],
  sponsored_business: [
    { name: 'name', label: 'Nom du commerce', type: 'text' },
    { name: 'tagline', label: 'Accroche', type: 'text' },
    { name: 'images', label: 'Images', type: 'images', hint: 'Une adresse d’image par ligne (6 au plus).' },
    { name: 'rating', label: 'Note sur 5', type: 'decimal' },
    { name: 'reviews', label: 'Nombre d’avis', type: 'integer' },
    { name: 'description', label: 'Description', type: 'textarea' },
    { name: 'highlights', label: 'Points forts', type: 'list', hint: LIST_HINT },
    { name: 'specialties', label: 'Spécialités', type: 'list', hint: LIST_HINT },
    { name: 'address', label: 'Adresse', type: 'text' },
    { name: 'hours', label: 'Horaires', type: 'text' },
    { name: 'phone', label: 'Téléphone', type: 'tel' },
    { name: 'socialHandle', label: 'Compte sur les réseaux sociaux', type: 'text' },
    { name: 'videoUrl', label: 'Vidéo (facultatif)', type: 'optional-url', hint: 'Adresse d’une vidéo MP4 ou WebM.' },
    // RGAA 4.1, 4.3, 4.5: the shared schema refuses a video without these three.
    {
      name: 'videoTranscript',
      label: 'Transcription de la vidéo',
      type: 'optional-textarea',
      hint: 'Obligatoire avec une vidéo : ce qui s’y dit et ce qui s’y montre, en texte.',
    },
    {
      name: 'videoCaptionsUrl',
      label: 'Sous-titres de la vidéo',
      type: 'optional-url',
      hint: 'Obligatoire avec une vidéo : adresse d’un fichier WebVTT (.vtt).',
    },
    {
      name: 'videoDescriptionsUrl',
      label: 'Audiodescription de la vidéo',
      type: 'optional-url',
      hint: 'Obligatoire avec une vidéo : adresse d’un fichier WebVTT (.vtt) qui décrit ce que montre l’image.',
    },
  ],
  partners: [{ name: 'title', label: 'Titre', type: 'text' }],
};

export { PARTNER_FIELDS };

export type FormValues = Record<string, string>;
export type FormState = {
  kind: PromotionKind;
  values: FormValues;
  businesses: FormValues[];
  position: string;
  hidden: boolean;
};
export type FormErrors = Record<string, string>;

function emptyValues(fields: FieldDef[]): FormValues {
  return Object.fromEntries(fields.map((field) => [field.name, '']));
}

export function emptyForm(kind: PromotionKind, position: number): FormState {
  return {
    kind,
    values: emptyValues(KIND_FIELDS[kind]),
    businesses: kind === 'partners' ? [emptyValues(PARTNER_FIELDS)] : [],
    position: String(position),
    hidden: false,
  };
}

export const emptyBusiness = () => emptyValues(PARTNER_FIELDS);

function toText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join('\n');
  return String(value);
}

function valuesOf(fields: FieldDef[], content: Record<string, unknown>): FormValues {
  return Object.fromEntries(fields.map((field) => [field.name, toText(content[field.name])]));
}

/** A stored card as editable text. */
export function formFromPromotion(promotion: Promotion): FormState {
  const content = promotion.content as Record<string, unknown>;
  const businesses =
    promotion.kind === 'partners' ? promotion.content.businesses.map((b) => valuesOf(PARTNER_FIELDS, b)) : [];
  return {
    kind: promotion.kind,
    values: valuesOf(KIND_FIELDS[promotion.kind], content),
    businesses,
    position: String(promotion.position),
    hidden: promotion.hidden,
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function parseNumber(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? undefined : Number(trimmed);
}

function fromText(field: FieldDef, text: string): unknown {
  switch (field.type) {
    case 'list':
    case 'images':
      return lines(text);
    case 'integer':
    case 'decimal':
      return parseNumber(text);
    case 'optional-url':
      return text.trim() === '' ? null : text.trim();
    case 'optional-textarea':
      return text.trim() === '' ? null : text;
    default:
      return text;
  }
}

function contentOf(fields: FieldDef[], values: FormValues): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field.name, fromText(field, values[field.name] ?? '')]));
}

/** The request body the form describes, before validation. */
export function formToBody(form: FormState): unknown {
  const content = contentOf(KIND_FIELDS[form.kind], form.values);
  if (form.kind === 'partners') content.businesses = form.businesses.map((b) => contentOf(PARTNER_FIELDS, b));
  return { kind: form.kind, content, position: parseNumber(form.position), hidden: form.hidden };
}

type Issue = {
  code: string;
  path: PropertyKey[];
  message: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  expected?: string;
};

/** The key of the form field an issue belongs to: 'name', 'position', 'businesses.1.phone'. */
export function fieldKey(path: PropertyKey[]): string {
  if (path[0] !== 'content') return String(path[0] ?? '');
  const rest = path.slice(1);
  if (rest[0] === 'businesses' && typeof rest[1] === 'number' && rest.length >= 3) {
    return `businesses.${rest[1]}.${String(rest[2])}`;
  }
  return String(rest[0] ?? '');
}

/** Clear French messages for the form, rather than zod's generic ones. */
function messageFor(issue: Issue, raw: string | undefined): string {
  const lineIndex = issue.path.length > 2 && typeof issue.path[2] === 'number' ? issue.path[2] : null;
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') return 'Ce champ est obligatoire.';
      if (issue.origin === 'array') {
        return issue.path.at(-1) === 'businesses' ? 'Ajoutez au moins un commerce.' : 'Ajoutez au moins une image.';
      }
      return `La valeur doit être au moins ${String(issue.minimum)}.`;
    case 'too_big':
      if (issue.origin === 'string') {
        const where = lineIndex !== null && issue.path[1] !== 'businesses' ? `Ligne ${lineIndex + 1} : ` : '';
        return `${where}${String(issue.maximum)} caractères au plus.`;
      }
      if (issue.origin === 'array') return `${String(issue.maximum)} éléments au plus.`;
      return `La valeur doit être au plus ${String(issue.maximum)}.`;
    case 'invalid_type':
      if (raw !== undefined && raw.trim() === '') return 'Ce champ est obligatoire.';
      return issue.expected === 'int' ? 'Saisissez un nombre entier.' : 'Saisissez un nombre.';
    case 'invalid_format':
      return 'Adresse e-mail invalide.';
    case 'custom':
      return issue.message === 'Adresse invalide.'
        ? 'Adresse invalide : elle commence par https:// ou par /.'
        : issue.message;
    default:
      return issue.message;
  }
}

function rawValue(form: FormState, key: string): string | undefined {
  if (key === 'position') return form.position;
  const parts = key.split('.');
  if (parts[0] === 'businesses' && parts.length === 3) return form.businesses[Number(parts[1])]?.[parts[2]!];
  return form.values[key];
}

/** Validates with the shared contract; the first message per field is kept. */
export function validateForm(
  form: FormState,
): { ok: true; input: UpsertPromotionInput } | { ok: false; errors: FormErrors } {
  const result = UpsertPromotionInput.safeParse(formToBody(form));
  if (result.success) return { ok: true, input: result.data };
  const errors: FormErrors = {};
  for (const issue of result.error.issues as Issue[]) {
    const key = fieldKey(issue.path);
    errors[key] ??= messageFor(issue, rawValue(form, key));
  }
  return { ok: false, errors };
}

/** The card's name in lists and toasts. */
export function promotionTitle(promotion: PromotionBody): string {
  switch (promotion.kind) {
    case 'official_notice':
    case 'partners':
      return promotion.content.title;
    default:
      return promotion.content.name;
  }
}
