import { z } from 'zod';
import { REFERENDUM_ELECTORATES } from './constants.ts';
import { CursorField, Text, TypedText } from './text.schemas.ts';
import { declareKinds } from './content-kind.ts';

/** Spec 2, section 9: the referendum categories, in this order. */
export const REFERENDUM_CATEGORIES = [
  'Transport',
  'Environnement',
  'Culture',
  'Sport',
  'Sécurité',
  'Urbanisme',
  'Budget',
  'Social',
  'Éducation',
  'Santé',
] as const;
export type ReferendumCategory = (typeof REFERENDUM_CATEGORIES)[number];

/** Spec 2, section 5 ("Referendum creation"). */
export const REFERENDUM_REQUIRED_FIELDS = 'Veuillez remplir tous les champs obligatoires';
export const REFERENDUM_END_IN_FUTURE = 'La date de fin doit être dans le futur';
/** Past this, a date is a typing slip rather than a vote the town plans. */
export const REFERENDUM_MAX_DURATION_DAYS = 730;

export const REFERENDUM_TITLE_MAX_LENGTH = 150;
export const REFERENDUM_QUESTION_MAX_LENGTH = 300;
export const REFERENDUM_DESCRIPTION_MAX_LENGTH = 3000;
export const REFERENDUMS_PAGE_SIZE = 20;

export const ReferendumChoice = z.enum(['pour', 'contre'], { message: 'Votez « pour » ou « contre ».' });
export type ReferendumChoice = z.infer<typeof ReferendumChoice>;

export const ReferendumStatus = z.enum(['active', 'closed']);
export type ReferendumStatus = z.infer<typeof ReferendumStatus>;

/**
 * Who votes (issue 37): residents whose address is verified, or every account with a confirmed
 * e-mail (the rule before verification existed).
 */
export const ReferendumElectorate = z.enum(REFERENDUM_ELECTORATES, {
  message: 'Choisissez qui vote : « Résidents vérifiés » ou « Comptes vérifiés ».',
});
export type ReferendumElectorate = z.infer<typeof ReferendumElectorate>;

export const REFERENDUM_ELECTORATE_LABELS: Record<ReferendumElectorate, string> = {
  verified_residents: 'Résidents vérifiés',
  verified_accounts: 'Comptes vérifiés',
};

const required = (max: number, label: string) =>
  TypedText.min(1, REFERENDUM_REQUIRED_FIELDS).max(max, `${label} contient au plus ${max} caractères.`);

export const CreateReferendumInput = z.object({
  title: required(REFERENDUM_TITLE_MAX_LENGTH, 'Le titre'),
  question: required(REFERENDUM_QUESTION_MAX_LENGTH, 'La question'),
  description: required(REFERENDUM_DESCRIPTION_MAX_LENGTH, 'La description'),
  category: z.enum(REFERENDUM_CATEGORIES, { message: REFERENDUM_REQUIRED_FIELDS }),
  /** The moment voting ends (ISO 8601 with its offset); the server checks it is in the future. */
  endsAt: z.iso.datetime({ offset: true, message: REFERENDUM_REQUIRED_FIELDS }),
  anonymous: z.boolean().default(true),
  allowComments: z.boolean().default(false),
  /** Absent: the town's default (`ReferendumStats.defaultElectorate`). */
  electorate: ReferendumElectorate.optional(),
});
export type CreateReferendumInput = z.input<typeof CreateReferendumInput>;

export const CloseReferendumInput = z.object({
  /** Why it closes early, kept in the moderation log. */
  reason: TypedText.max(500, 'Le motif contient au plus 500 caractères.').optional(),
});
export type CloseReferendumInput = z.input<typeof CloseReferendumInput>;

export const VoteReferendumInput = z.object({ choice: ReferendumChoice });
export type VoteReferendumInput = z.infer<typeof VoteReferendumInput>;

/** A referendum as every viewer sees it: counts and percentages, never who voted what. */
export const Referendum = z.object({
  id: z.uuid(),
  title: z.string(),
  question: z.string(),
  description: z.string(),
  category: z.string(),
  endsAt: z.string(),
  closedAt: z.string().nullable(),
  status: ReferendumStatus,
  anonymous: z.boolean(),
  allowComments: z.boolean(),
  electorate: ReferendumElectorate,
  /**
   * Whether the viewer may vote in it now: signed in, e-mail confirmed, and a verified resident when
   * the vote is theirs (a visitor: false). The vote's own checks still decide.
   */
  viewerMayVote: z.boolean(),
  /** Voters over its electorate now, percent with one decimal (0 while nobody may vote). */
  participation: z.number().min(0),
  votesFor: z.number().int().min(0),
  votesAgainst: z.number().int().min(0),
  totalVotes: z.number().int().min(0),
  /** Percent with one decimal; the two add up to 100 (0 and 0 before any vote). */
  percentFor: z.number().min(0).max(100),
  percentAgainst: z.number().min(0).max(100),
  createdAt: z.string(),
  /** Whether the viewer voted (never how). */
  hasVoted: z.boolean(),
  /** A moderator or an admin, while it is active. */
  canClose: z.boolean(),
  /** An admin, on a referendum that is not anonymous. */
  canSeeVoters: z.boolean(),
});
export type Referendum = z.infer<typeof Referendum>;

export const ReferendumCounts = z.object({ active: z.number().int().min(0), closed: z.number().int().min(0) });
export type ReferendumCounts = z.infer<typeof ReferendumCounts>;

export const ReferendumsPage = z.object({
  referendums: z.array(Referendum),
  nextCursor: z.string().nullable(),
  /** The tab counts ('Actifs', 'Terminés'). */
  counts: ReferendumCounts,
});
export type ReferendumsPage = z.infer<typeof ReferendumsPage>;

export const ReferendumsQuery = z.object({
  status: ReferendumStatus.default('active'),
  cursor: CursorField.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(REFERENDUMS_PAGE_SIZE),
});
export type ReferendumsQuery = z.infer<typeof ReferendumsQuery>;

export const ReferendumStats = z.object({
  activeReferendums: z.number().int().min(0),
  totalVotes: z.number().int().min(0),
  totalReferendums: z.number().int().min(0),
  /**
   * Mean over referendums of voters / their electorate now (verified residents, or accounts with a
   * verified e-mail), percent, one decimal.
   */
  averageParticipation: z.number().min(0),
  /** Who votes in a new referendum unless its author chooses: residents once the town can verify them. */
  defaultElectorate: ReferendumElectorate,
});
export type ReferendumStats = z.infer<typeof ReferendumStats>;

export const VoteReferendumResponse = z.object({
  /** Shown once: the ballot's only key, kept by the voter to check it is counted. */
  receiptCode: z.string(),
  referendum: Referendum,
});
export type VoteReferendumResponse = z.infer<typeof VoteReferendumResponse>;

/** A receipt check: whether the ballot is counted, never its choice. */
export const ReceiptCheck = z.object({ counted: z.boolean() });
export type ReceiptCheck = z.infer<typeof ReceiptCheck>;

/** Receipt codes: 16 letters and digits of Crockford's base 32, in groups of 4. */
export const RECEIPT_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}(-?[0-9A-HJKMNP-TV-Z]{4}){3}$/i;

export const ReferendumIdParams = z.object({ id: z.uuid('Identifiant de référendum invalide.') });

export const ReceiptParams = z.object({
  id: z.uuid('Identifiant de référendum invalide.'),
  code: Text.max(40).regex(RECEIPT_CODE_PATTERN, 'Ce code de reçu est invalide.'),
});

/** A voter of a referendum that is not anonymous, with their choice (admins only). */
export const ReferendumVoter = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  image: z.string().nullable(),
  choice: ReferendumChoice,
});
export type ReferendumVoter = z.infer<typeof ReferendumVoter>;

export const ReferendumVotersPage = z.object({ voters: z.array(ReferendumVoter), nextCursor: z.string().nullable() });
export type ReferendumVotersPage = z.infer<typeof ReferendumVotersPage>;

export const ReferendumVotersQuery = z.object({
  cursor: CursorField.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type ReferendumVotersQuery = z.infer<typeof ReferendumVotersQuery>;

/** Percent of `part` in `total` with one decimal (0 when nothing is counted). */
export function percentOf(part: number, total: number): number {
  return total > 0 ? Math.round((part * 1000) / total) / 10 : 0;
}

/** The 'pour' and 'contre' percentages with one decimal, adding up to 100 once someone voted. */
export function votePercentages(
  votesFor: number,
  votesAgainst: number,
): { percentFor: number; percentAgainst: number } {
  const total = votesFor + votesAgainst;
  if (total === 0) return { percentFor: 0, percentAgainst: 0 };
  const percentFor = percentOf(votesFor, total);
  return { percentFor, percentAgainst: Math.round((100 - percentFor) * 10) / 10 };
}

// ------------------------------------------------------------------ residents' proposals

export const ReferendumProposalIdParams = z.object({ id: z.uuid('Identifiant de proposition invalide.') });

/** A moderator declines a proposal with a reason, told to the resident who proposed it. */
export const DeclineReferendumProposalInput = z
  .object({
    reason: TypedText.min(1, 'Indiquez le motif du refus.').max(500, 'Le motif contient au plus 500 caractères.'),
  })
  .strict();
export type DeclineReferendumProposalInput = z.infer<typeof DeclineReferendumProposalInput>;

/** A resident's proposal waiting for a moderator: only staff (and its proposer) ever see it. */
export const ReferendumProposal = z.object({
  id: z.uuid(),
  title: z.string(),
  question: z.string(),
  description: z.string(),
  category: z.string(),
  endsAt: z.string(),
  anonymous: z.boolean(),
  allowComments: z.boolean(),
  electorate: ReferendumElectorate,
  status: z.enum(['pending', 'published', 'declined']),
  createdAt: z.string(),
  proposer: z.object({ id: z.string(), name: z.string(), username: z.string().nullable() }).nullable(),
});
export type ReferendumProposal = z.infer<typeof ReferendumProposal>;

export const ReferendumProposalsList = z.object({ proposals: z.array(ReferendumProposal) });
export type ReferendumProposalsList = z.infer<typeof ReferendumProposalsList>;

/** A published referendum (proposals waiting for the moderators are not searched). */
export const SearchReferendum = z.object({
  id: z.uuid(),
  title: z.string(),
  question: z.string(),
  endsAt: z.string(),
  closed: z.boolean(),
});
export type SearchReferendum = z.infer<typeof SearchReferendum>;

/** The kinds of referendums and what residents may do with them (kinds.ts derives the lists). */
export const referendumsKinds = declareKinds({
  feature: 'referendums',
  kinds: [
    {
      name: 'referendum',
      label: 'Référendum',
      search: { section: 'referendums', order: 13, firstPage: 5, result: SearchReferendum },
      notifications: ['referendum_proposal_published', 'referendum_proposal_declined'],
    },
  ],
});
