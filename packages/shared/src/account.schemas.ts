import { z } from 'zod';
import { SessionUser } from './auth.schemas.ts';
import { UserSettings } from './settings.schemas.ts';
import { Text } from './text.schemas.ts';

/** Typing the resident's own e-mail confirms an account deletion (GDPR erasure). */
export const DeleteAccountInput = z.object({
  confirmEmail: Text.trim().min(1, 'Saisissez votre adresse e-mail pour confirmer.').max(254),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountInput>;

export const MeResponse = z.object({ user: SessionUser.nullable() });
export type MeResponse = z.infer<typeof MeResponse>;

/** GDPR export: everything the account owns; later features add their own sections. */
export const AccountExport = z
  .object({
    exportedAt: z.string(),
    account: z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      username: z.string().nullable(),
      role: z.string(),
      emailVerified: z.boolean(),
      image: z.string().nullable(),
      createdAt: z.string(),
    }),
    settings: UserSettings,
    sessions: z.array(
      z.object({
        createdAt: z.string(),
        expiresAt: z.string(),
        ipAddress: z.string().nullable(),
        userAgent: z.string().nullable(),
      }),
    ),
    loginMethods: z.array(z.object({ provider: z.string(), createdAt: z.string() })),
  })
  .catchall(z.unknown());
export type AccountExport = z.infer<typeof AccountExport>;

export const ProfileSummary = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  image: z.string().nullable(),
});
export type ProfileSummary = z.infer<typeof ProfileSummary>;

export const FeaturedProfilesResponse = z.object({ profiles: z.array(ProfileSummary) });
export type FeaturedProfilesResponse = z.infer<typeof FeaturedProfilesResponse>;
