import { z } from 'zod';
import {
  FULL_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  ROLES,
  RESERVED_USERNAMES,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from './constants.ts';
import { Text, TypedText } from './text.schemas.ts';

/** A path of this app, where a link or a form leads back to. */
const LocalPath = Text.max(2000).startsWith('/');

export const EmailField = Text.trim()
  .min(1, "L'adresse e-mail est requise.")
  .max(254, "L'adresse e-mail est trop longue.")
  .pipe(z.email("L'adresse e-mail n'est pas valide."));

/** The one rule for every new password (sign-up, reset, change); the server adds its blocklist of common passwords. */
export const PasswordField = Text.min(
  PASSWORD_MIN_LENGTH,
  `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`,
).max(PASSWORD_MAX_LENGTH, `Le mot de passe doit contenir au plus ${PASSWORD_MAX_LENGTH} caractères.`);

export const UsernameField = Text.trim()
  .min(USERNAME_MIN_LENGTH, `Le nom d'utilisateur doit contenir au moins ${USERNAME_MIN_LENGTH} caractères.`)
  .max(USERNAME_MAX_LENGTH, `Le nom d'utilisateur doit contenir au plus ${USERNAME_MAX_LENGTH} caractères.`)
  .regex(
    /^[a-zA-Z0-9_.]+$/,
    "Le nom d'utilisateur ne peut contenir que des lettres sans accent, des chiffres, « _ » et « . ».",
  )
  .refine((username) => !RESERVED_USERNAMES.includes(username.toLowerCase()), "Ce nom d'utilisateur est réservé.");

export const SignUpInput = z.object({
  name: TypedText.min(1, 'Le nom complet est requis.').max(
    FULL_NAME_MAX_LENGTH,
    `Le nom complet doit contenir au plus ${FULL_NAME_MAX_LENGTH} caractères.`,
  ),
  username: UsernameField,
  email: EmailField,
  password: PasswordField,
  callbackURL: LocalPath.optional(),
});
export type SignUpInput = z.infer<typeof SignUpInput>;

export const SignInInput = z.object({
  email: EmailField,
  password: Text.min(1, 'Le mot de passe est requis.').max(PASSWORD_MAX_LENGTH),
  callbackURL: LocalPath.optional(),
  rememberMe: z.boolean().optional(),
});
export type SignInInput = z.infer<typeof SignInInput>;

/** Sign-in by username (better-auth's /sign-in/username), the same limits as by e-mail. */
export const SignInUsernameInput = z.object({
  username: Text.trim().min(1, "Le nom d'utilisateur est requis.").max(USERNAME_MAX_LENGTH),
  password: Text.min(1, 'Le mot de passe est requis.').max(PASSWORD_MAX_LENGTH),
  callbackURL: LocalPath.optional(),
  rememberMe: z.boolean().optional(),
});
export type SignInUsernameInput = z.infer<typeof SignInUsernameInput>;

export const ResendVerificationInput = z.object({
  email: EmailField,
  callbackURL: LocalPath.optional(),
});
export type ResendVerificationInput = z.infer<typeof ResendVerificationInput>;

/** Where a mail's link leads after it is opened: a path of the app, or nothing (`callbackURL=`). */
const LinkCallback = z.union([z.literal(''), LocalPath]).optional();

/** The query of the verification link of the mail (GET /api/auth/verify-email). */
export const VerifyEmailQuery = z.object({
  token: Text.min(1, 'Le lien de confirmation est incomplet.').max(4096),
  callbackURL: LinkCallback,
});

/** The query of the reset link of the mail (GET /api/auth/reset-password/<token>). */
export const ResetLinkQuery = z.object({ callbackURL: LinkCallback });

export const RoleSchema = z.enum(ROLES);

export const SessionUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  displayUsername: z.string().nullable().optional(),
  image: z.string().nullable().optional(),
  role: RoleSchema,
  emailVerified: z.boolean(),
  /** ISO time a moderator's suspension ends, while it lasts; null otherwise. */
  suspendedUntil: z.string().nullable().optional(),
});
export type SessionUser = z.infer<typeof SessionUser>;

export const RequestPasswordResetInput = z.object({
  email: EmailField,
  redirectTo: LocalPath.optional(),
});
export type RequestPasswordResetInput = z.infer<typeof RequestPasswordResetInput>;

export const ResetPasswordInput = z.object({
  newPassword: PasswordField,
  token: Text.min(1, 'Le lien de réinitialisation est incomplet.').max(512),
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;

/** Changing the password signs every other session out (the server forces `revokeOtherSessions`). */
export const ChangePasswordInput = z.object({
  currentPassword: Text.min(1, 'Le mot de passe actuel est requis.').max(PASSWORD_MAX_LENGTH),
  newPassword: PasswordField,
  revokeOtherSessions: z.boolean().optional(),
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>;
