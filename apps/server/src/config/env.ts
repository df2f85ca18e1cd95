import path from 'node:path';
import { z } from 'zod';
import { SERVER_ROOT } from '../lib/server-root.ts';

const booleanString = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

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
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'doit commencer par smtp:// ou smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('PortMarin <no-reply@portmarin.local>'),
  TRUST_PROXY: booleanString.default(false),
  AUTH_SECRET: z.string().min(32, 'doit contenir au moins 32 caractères').optional(),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
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
    .optional(),
  PUSH_EXTRA_CA_FILE: z.string().min(1).optional(),
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
});

/** The bucket needs its keys; an endpoint or keys without a bucket would silently store locally. */
const S3_KEYS = ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const S3_WITH_BUCKET = ['S3_ENDPOINT', ...S3_KEYS] as const;

const CheckedEnvSchema = EnvSchema.superRefine((env, ctx) => {
  if (env.S3_BUCKET) {
    for (const key of S3_KEYS) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'requis quand S3_BUCKET est défini' });
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
    throw new EnvError(`Configuration invalide :\n${lines.join('\n')}`);
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
