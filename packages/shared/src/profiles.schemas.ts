import { z } from 'zod';
import { UsernameField } from './auth.schemas.ts';
import { FULL_NAME_MAX_LENGTH, ROLES } from './constants.ts';
import { Text, TypedText } from './text.schemas.ts';
import { declareKinds } from './content-kind.ts';

export const BIO_MAX_LENGTH = 500;
export const LOCATION_MAX_LENGTH = 100;

export const UsernameParams = z.object({ username: Text.min(1).max(60) });

/** `alt`: its author's description (RGAA 1.3), null when they gave none. */
export const ProfilePhoto = z.object({
  postId: z.uuid(),
  url: z.string(),
  thumbnailUrl: z.string(),
  alt: z.string().nullable(),
});

export const ProfilePerson = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  image: z.string().nullable(),
});
export type ProfilePerson = z.infer<typeof ProfilePerson>;

/**
 * A resident's page. When `hidden` is true (profileVisible off, seen by someone else) only
 * id, name and hidden are meaningful: every other field is empty.
 */
export const Profile = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  hidden: z.boolean(),
  image: z.string().nullable(),
  coverImage: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  verified: z.boolean(),
  role: z.enum(ROLES),
  createdAt: z.string(),
  postsCount: z.number().int(),
  followersCount: z.number().int(),
  followingCount: z.number().int(),
  likesReceivedCount: z.number().int(),
  isMe: z.boolean(),
  isFollowedByMe: z.boolean(),
  /** Up to 6 of the resident's latest photos. */
  photos: z.array(ProfilePhoto),
  /** Up to 6 followers, for the friends grid. */
  followers: z.array(ProfilePerson),
  /** « Résident vérifié »: verified where they live now, and chose to show it (issue 37). */
  verifiedResident: z.boolean(),
  /** True only for the resident themself and moderators: a moderator hid the profile. */
  hiddenByModeration: z.boolean().optional(),
});
export type Profile = z.infer<typeof Profile>;

/** The signed-in resident's own profile (GET/PATCH /api/profile): never hidden, with the e-mail. */
export const MyProfile = Profile.extend({ email: z.string() });
export type MyProfile = z.infer<typeof MyProfile>;

const optionalText = (max: number, label: string) =>
  TypedText.max(max, `${label} contient au plus ${max} caractères.`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

export const UpdateProfileInput = z
  .object({
    name: TypedText.min(1, 'Le nom complet est requis.').max(FULL_NAME_MAX_LENGTH).optional(),
    username: UsernameField.optional(),
    bio: optionalText(BIO_MAX_LENGTH, 'La bio'),
    location: optionalText(LOCATION_MAX_LENGTH, 'La localisation'),
    /** An upload of kind avatar (or null to remove the photo). */
    avatarUploadId: z.uuid().nullable().optional(),
    coverUploadId: z.uuid().nullable().optional(),
  })
  .strict();
export type UpdateProfileInput = z.infer<typeof UpdateProfileInput>;

export const FollowResponse = z.object({ following: z.boolean(), followersCount: z.number().int() });
export type FollowResponse = z.infer<typeof FollowResponse>;

export const SearchResident = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  image: z.string().nullable(),
});

/** The kinds of profiles and what residents may do with them (kinds.ts derives the lists). */
export const profilesKinds = declareKinds({
  feature: 'profiles',
  kinds: [
    {
      name: 'profile',
      label: 'Profil',
      reportable: true,
      search: { section: 'residents', order: 1, firstPage: 10, result: SearchResident },
    },
  ],
  notifications: ['friend'],
  uploads: ['avatar', 'cover'],
});
