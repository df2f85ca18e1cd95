import type { ModerationRecipient, ModerationRequest, ModerationRequestCategory } from '@portmarin/shared';

/** The three contact buttons of /moderation (spec, Moderation), in the spec's order. */
export const RECIPIENTS: Array<{
  value: ModerationRecipient;
  title: string;
  topics: string;
  /** « Contacter … » and « transmise … ». */
  dialogTitle: string;
  sentTo: string;
}> = [
  {
    value: 'admin',
    title: 'Administrateur',
    topics: 'Problèmes techniques, violations graves, sécurité',
    dialogTitle: 'Contacter l’administrateur',
    sentTo: 'à l’administrateur',
  },
  {
    value: 'moderator',
    title: 'Modérateur',
    topics: 'Signalements, contenu inapproprié, conflits',
    dialogTitle: 'Contacter un modérateur',
    sentTo: 'aux modérateurs',
  },
  {
    value: 'team',
    title: 'L’équipe produit',
    topics: 'Questions générales, suggestions, partenariats',
    dialogTitle: 'Contacter l’équipe produit',
    sentTo: 'à l’équipe produit',
  },
];

export const recipientOf = (value: ModerationRecipient) => RECIPIENTS.find((r) => r.value === value)!;

/** Who wrote a request, as the inbox names them: a visitor without an account by their address. */
export function authorName(request: Pick<ModerationRequest, 'author' | 'contactEmail'>): string {
  return request.author?.name ?? `Visiteur sans compte (${request.contactEmail ?? 'adresse inconnue'})`;
}

/** The badge of a request's category; none for the usual contact requests. */
export function categoryLabel(category: ModerationRequestCategory): string | null {
  return category === 'accessibility' ? 'Accessibilité' : null;
}
