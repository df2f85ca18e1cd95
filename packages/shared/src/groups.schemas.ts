import { z } from 'zod';
import { CursorField, Text, TypedText } from './text.schemas.ts';
import { declareKinds } from './content-kind.ts';

/** Spec 1, section 3: the group categories of the creation dialog, in this order. */
export const GROUP_CATEGORIES = [
  'Technologie',
  'Sport',
  'Cuisine',
  'Voyage',
  'Musique',
  'Art',
  'Business',
  'Education',
  'Santé',
  'Autre',
] as const;
export type GroupCategory = (typeof GROUP_CATEGORIES)[number];

export const GROUP_NAME_MAX_LENGTH = 80;
export const GROUP_DESCRIPTION_MAX_LENGTH = 1000;
export const GROUPS_PAGE_SIZE = 20;

/** Spec 1, section 5. */
export const GROUP_NAME_REQUIRED = 'Le nom du groupe est requis';

export const GroupRole = z.enum(['admin', 'member']);
export type GroupRole = z.infer<typeof GroupRole>;

export const GroupCategorySchema = z.enum(GROUP_CATEGORIES, { message: 'Choisissez une catégorie de la liste.' });

const GroupName = TypedText.min(1, GROUP_NAME_REQUIRED).max(
  GROUP_NAME_MAX_LENGTH,
  `Le nom du groupe contient au plus ${GROUP_NAME_MAX_LENGTH} caractères.`,
);

/** Optional: blank text is stored as null. */
const GroupDescription = TypedText.max(
  GROUP_DESCRIPTION_MAX_LENGTH,
  `La description contient au plus ${GROUP_DESCRIPTION_MAX_LENGTH} caractères.`,
)
  .nullable()
  .transform((value) => (value ? value : null));

export const CreateGroupInput = z.object({
  name: GroupName,
  description: GroupDescription.optional().transform((value) => value ?? null),
  category: GroupCategorySchema.nullable().default(null),
  isPrivate: z.boolean().default(false),
});
export type CreateGroupInput = z.input<typeof CreateGroupInput>;

/** A group admin's changes: absent fields stay as they are. */
export const UpdateGroupInput = z
  .object({
    name: GroupName.optional(),
    description: GroupDescription.optional(),
    category: GroupCategorySchema.nullable().optional(),
    isPrivate: z.boolean().optional(),
    /** An upload of kind avatar, cropped square (or null to remove the group's picture). */
    avatarUploadId: z.uuid().nullable().optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    message: 'Aucune modification à enregistrer.',
  });
export type UpdateGroupInput = z.input<typeof UpdateGroupInput>;

export const Group = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  isPrivate: z.boolean(),
  membersCount: z.number().int().min(0),
  avatarUrl: z.string().nullable(),
  createdAt: z.string(),
  /** True only for its admins and moderators: hidden by a moderator, nobody else sees it. */
  hiddenByModeration: z.boolean().optional(),
});
export type Group = z.infer<typeof Group>;

/** A card of the lists: the viewer's role in it (null in Découvrir) gives the Admin badge. */
export const GroupSummary = Group.extend({ role: GroupRole.nullable(), isAdmin: z.boolean() });
export type GroupSummary = z.infer<typeof GroupSummary>;

export const GroupsPage = z.object({ groups: z.array(GroupSummary), nextCursor: z.string().nullable() });
export type GroupsPage = z.infer<typeof GroupsPage>;

/** A group's page: the group and what the viewer may do in it. */
export const GroupDetail = Group.extend({
  /** The viewer's role, null when not a member (or a visitor). */
  role: GroupRole.nullable(),
  isAdmin: z.boolean(),
  /** The viewer asked to join this private group and waits for an admin. */
  requestPending: z.boolean(),
  /** Members (and visitors of a public group) read its posts and members. */
  canRead: z.boolean(),
  /** A group admin, or a site moderator or admin. */
  canDelete: z.boolean(),
  pendingRequestsCount: z.number().int().min(0),
  /** The viewer is the group's only admin: they must name another (or delete it) before leaving. */
  isLastAdmin: z.boolean(),
});
export type GroupDetail = z.infer<typeof GroupDetail>;

export const JoinGroupResponse = z.object({
  status: z.enum(['member', 'pending']),
  membersCount: z.number().int().min(0),
});
export type JoinGroupResponse = z.infer<typeof JoinGroupResponse>;

export const LeaveGroupResponse = z.object({ membersCount: z.number().int().min(0) });
export type LeaveGroupResponse = z.infer<typeof LeaveGroupResponse>;

export const GroupPerson = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  image: z.string().nullable(),
});
export type GroupPerson = z.infer<typeof GroupPerson>;

export const GroupMember = GroupPerson.extend({ role: GroupRole, joinedAt: z.string() });
export type GroupMember = z.infer<typeof GroupMember>;

export const GroupMembersPage = z.object({ members: z.array(GroupMember), nextCursor: z.string().nullable() });
export type GroupMembersPage = z.infer<typeof GroupMembersPage>;

export const GroupJoinRequest = GroupPerson.extend({ requestedAt: z.string() });
export type GroupJoinRequest = z.infer<typeof GroupJoinRequest>;

export const GroupRequestsPage = z.object({ requests: z.array(GroupJoinRequest), nextCursor: z.string().nullable() });
export type GroupRequestsPage = z.infer<typeof GroupRequestsPage>;

export const GroupIdParams = z.object({ id: z.uuid('Identifiant de groupe invalide.') });

export const GroupMemberParams = z.object({
  id: z.uuid('Identifiant de groupe invalide.'),
  userId: Text.min(1).max(100),
});

export const GroupsPageQuery = z.object({
  cursor: CursorField.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(GROUPS_PAGE_SIZE),
});
export type GroupsPageQuery = z.infer<typeof GroupsPageQuery>;

/** A private group is found by its name only; its description shows to its members only. */
export const SearchGroup = Group.omit({ createdAt: true, hiddenByModeration: true });
export type SearchGroup = z.infer<typeof SearchGroup>;

/** The kinds of groups and what residents may do with them (kinds.ts derives the lists). */
export const groupsKinds = declareKinds({
  feature: 'groups',
  kinds: [
    {
      name: 'group',
      label: 'Groupe',
      reportable: true,
      search: { section: 'groups', order: 7, firstPage: 5, result: SearchGroup },
      notifications: ['group_request', 'group_accepted'],
      uploads: ['avatar'],
    },
  ],
});
