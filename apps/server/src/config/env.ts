import path from 'node:path';
import { z } from 'zod';
import { SERVER_ROOT } from '../lib/server-root.ts';

const booleanString = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** A Google service account's key file: the fields FCM's sender uses (docs/native.md). */
export const FcmServiceAccount = z.object({
  type: z.literal('service_account'),
  project_id: z.string().min(1),
  private_key_id: z.string().min(1),
  private_key: z.string().includes('PRIVATE KEY', { error: 'doit contenir une clé privée PEM' }),
  client_email: z.string().min(3),
  token_uri: z.url({ protocol: /^https$/, error: 'doit être une adresse https://' }),
});
export type FcmServiceAccount = z.infer<typeof FcmServiceAccount>;

const jsonText = z.string().transform((text, ctx) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    ctx.addIssue({ code: 'custom', message: 'JSON invalide' });
    return z.NEVER;
  }
});

const httpsUrl = z.url({ protocol: /^https$/, error: 'doit être une adresse https://' });

/**
 * Marks a variable only the tests set: documented in the README's « Variables for the tests only »,
 * kept out of `.env.example` (src/config/env-documentation.test.ts checks both).
 */
const TEST_ONLY = { testOnly: true };

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'doit commencer par postgres:// ou postgresql://')
    .optional(),
  /**
   * Connections each instance's pool opens at most (plus one held for the realtime bus): N instances
   * use up to N × (this + 1) of the server's max_connections. At least 2: seeding holds one
   * connection (its lock) while its steps run on another.
   */
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(500).default(10),
  SEED_DEMO: booleanString.default(true),
  /** The town's JSON file (docs/town-config.schema.json); unset: Port-Marin's, src/config/town.json. */
  TOWN_CONFIG: z.string().min(1).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'doit commencer par smtp:// ou smtps://')
    .optional(),
  /** The mails' sender; unset: the town's product name at no-reply@ the public address's host. */
  MAIL_FROM: z.string().min(3).optional(),
  TRUST_PROXY: booleanString.default(false),
  AUTH_SECRET: z.string().min(32, 'doit contenir au moins 32 caractères').optional(),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /** The bearer token Prometheus sends to GET /metrics; unset, /metrics answers 404 (docs/deploy.md). */
  METRICS_TOKEN: z.string().min(16, 'doit contenir au moins 16 caractères').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  /**
   * Tests only: addresses a push endpoint may have besides public ones (comma-separated), and a
   * certificate authority to trust for them: the end-to-end tests' local push service.
   */
  PUSH_ALLOWED_ADDRESSES: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.union([z.ipv4(), z.ipv6()])))
    .optional()
    .meta(TEST_ONLY),
  PUSH_EXTRA_CA_FILE: z.string().min(1).optional().meta(TEST_ONLY),
  /**
   * Native push to Android through FCM HTTP v1: the Firebase project's service account key, as a
   * file or as its JSON. Unset: Android tokens are kept and counted as not delivered.
   */
  FCM_SERVICE_ACCOUNT_FILE: z.string().min(1).optional(),
  FCM_SERVICE_ACCOUNT_JSON: jsonText.pipe(FcmServiceAccount).optional(),
  /** Native push to iOS through APNs with a token key (.p8): all four, or none (iOS tokens kept, not delivered). */
  APNS_KEY_FILE: z.string().min(1).optional(),
  APNS_KEY_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, 'doit être les 10 caractères de l’identifiant de la clé')
    .optional(),
  APNS_TEAM_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, 'doit être les 10 caractères de l’identifiant d’équipe')
    .optional(),
  /** The app's bundle id (fr.portmarin.app). */
  APNS_TOPIC: z.string().min(1).optional(),
  /** Apple's production service, or the sandbox that apps built for development register with. */
  APNS_HOST: z.enum(['production', 'sandbox']).default('production'),
  /** Tests only: the push services' local stand-ins instead of Google's and Apple's (CA: PUSH_EXTRA_CA_FILE). */
  FCM_API_URL: httpsUrl.optional().meta(TEST_ONLY),
  APNS_API_URL: httpsUrl.optional().meta(TEST_ONLY),
  /** The key town-hall tools give to file reports through Open311 (POST requests.json); unset: closed. */
  OPEN311_API_KEY: z.string().min(16, 'doit contenir au moins 16 caractères').optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'doit commencer par mailto: ou https://')
    .optional(),
  /** Weather and sea providers: these endpoints instead of the town file's (tests, a paid plan, a mirror). */
  WEATHER_API_URL: z.url().optional(),
  MARINE_API_URL: z.url().optional(),
  /** How long a provider's answer is served from the cache before it is asked again. */
  WEATHER_CACHE_SECONDS: z.coerce.number().int().min(1).default(600),
  /** The local assistant's optional LLM: an OpenAI-compatible base URL (…/v1); unset: retrieval answers only. */
  ASSISTANT_LLM_URL: z
    .string()
    .regex(/^https?:\/\//, 'doit commencer par http:// ou https://')
    .optional(),
  ASSISTANT_LLM_MODEL: z.string().min(1).optional(),
  ASSISTANT_LLM_API_KEY: z.string().min(1).optional(),
  /** Object storage for uploads: set the bucket and the images go there, shared by every instance. */
  S3_ENDPOINT: z
    .string()
    .regex(/^https?:\/\//, 'doit commencer par http:// ou https://')
    .optional(),
  S3_BUCKET: z.string().min(3, 'doit contenir au moins 3 caractères').optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanString.default(false),
  /** FranceConnect (OpenID Connect): the issuer, and this service's client; all three or none. */
  FRANCECONNECT_ISSUER: z
    .string()
    .regex(/^https?:\/\//, 'doit commencer par http:// ou https://')
    .optional(),
  FRANCECONNECT_CLIENT_ID: z.string().min(1).optional(),
  FRANCECONNECT_CLIENT_SECRET: z.string().min(1).optional(),
  /** Tests only (NODE_ENV=test): POST /api/test/jobs/:name runs a job at a given instant (plugins/jobs.ts). */
  JOBS_TEST_TRIGGER: booleanString.default(false).meta(TEST_ONLY),
});

/** Every variable the schema knows, and whether only the tests set it (the documentation's test reads this). */
export function envVariables(): Array<{ name: string; testOnly: boolean }> {
  return Object.entries(EnvSchema.shape).map(([name, schema]) => ({
    name,
    testOnly: schema.meta()?.testOnly === true,
  }));
}

/** The bucket needs its keys; an endpoint or keys without a bucket would silently store locally. */
const S3_KEYS = ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const S3_WITH_BUCKET = ['S3_ENDPOINT', ...S3_KEYS] as const;

/** FranceConnect needs the three together: a part of them is a forgotten line, not a choice. */
const FRANCECONNECT_KEYS = ['FRANCECONNECT_ISSUER', 'FRANCECONNECT_CLIENT_ID', 'FRANCECONNECT_CLIENT_SECRET'] as const;

/** APNs needs the four together: a part of them is a forgotten line, not a choice. */
const APNS_KEYS = ['APNS_KEY_FILE', 'APNS_KEY_ID', 'APNS_TEAM_ID', 'APNS_TOPIC'] as const;

const CheckedEnvSchema = EnvSchema.superRefine((env, ctx) => {
  if (env.JOBS_TEST_TRIGGER && env.NODE_ENV !== 'test') {
    ctx.addIssue({ code: 'custom', path: ['JOBS_TEST_TRIGGER'], message: 'réservé aux tests (NODE_ENV=test)' });
  }
  if (env.S3_BUCKET) {
    for (const key of S3_KEYS) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'requis quand S3_BUCKET est défini' });
    }
  }
  if (env.FCM_SERVICE_ACCOUNT_FILE && env.FCM_SERVICE_ACCOUNT_JSON) {
    ctx.addIssue({
      code: 'custom',
      path: ['FCM_SERVICE_ACCOUNT_JSON'],
      message: 'FCM_SERVICE_ACCOUNT_FILE ou FCM_SERVICE_ACCOUNT_JSON, pas les deux',
    });
  }
  const franceConnectGiven = FRANCECONNECT_KEYS.filter((key) => env[key] !== undefined);
  if (franceConnectGiven.length > 0) {
    for (const key of FRANCECONNECT_KEYS) {
      if (!env[key])
        ctx.addIssue({ code: 'custom', path: [key], message: `requis avec ${franceConnectGiven.join(', ')}` });
    }
  }
  const apnsGiven = APNS_KEYS.filter((key) => env[key] !== undefined);
  if (apnsGiven.length > 0) {
    for (const key of APNS_KEYS) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `requis avec ${apnsGiven.join(', ')}` });
    }
  }
});

export type Env = z.infer<typeof EnvSchema> & {
  PUBLIC_URL: string;
  DATA_DIR: string;
  WEB_DIST_DIR: string;
};

export class EnvError extends Error {}

/** Reads and checks the environment once, listing every bad key in one message. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = CheckedEnvSchema.safeParse(cleaned);
  // A bucket's settings given without the bucket are a typo or a forgotten line, not a choice.
  const strayS3 = cleaned.S3_BUCKET ? [] : S3_WITH_BUCKET.filter((key) => cleaned[key] !== undefined);
  if (!parsed.success || strayS3.length > 0) {
    const issues = [
      ...(parsed.success ? [] : parsed.error.issues),
      ...strayS3.map((key) => ({ path: [key], message: 'sans effet sans S3_BUCKET' })),
    ];
    const lines = issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Configuration invalide :\n${lines.join('\n')}`);
  }
  const env = parsed.data!;
  const publicUrl = new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
  return {
    ...env,
    PUBLIC_URL: publicUrl.origin,
    // `npm start` runs in apps/server: relative paths are read from where npm was invoked.
    DATA_DIR: path.resolve(source.INIT_CWD ?? process.cwd(), env.DATA_DIR),
    WEB_DIST_DIR: path.resolve(env.WEB_DIST_DIR ?? path.join(SERVER_ROOT, '../web/dist')),
  };
}
