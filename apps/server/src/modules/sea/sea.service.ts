import {
  MARINE_UNAVAILABLE_MESSAGE,
  WATER_NOTICE_END_IN_FUTURE,
  WATER_NOTICE_MAX_DURATION_DAYS,
  type BeachFlagColour,
  type CreateWaterNoticeInput,
  type MarineConditions,
  type SeaBeach,
  type SeaPage,
  type TownConfig,
  type UpdateWaterNoticeInput,
  type WaterNotice,
} from '@portmarin/shared';
import type pg from 'pg';
import { logModeration } from '../../db/moderation-log.ts';
import type { RowOf } from '../../db/rows.ts';
import { inTransaction, isoTimestamp as iso, type Sql } from '../../db/sql.ts';
import { AppError } from '../../lib/app-error.ts';
import { cachedFetch, ProviderUnavailableError } from '../../lib/provider-cache.ts';
import type { beachFlags, beachWaterNotices } from './sea.schema.ts';
import { fetchMarine, marineRequestUrl, readConditions, type MarineSeries } from './marine.ts';

export const MARINE_CACHE_KEY = 'sea:marine';
/** Past this the provider is taken as down: the page then shows the last data it had. */
const MARINE_TIMEOUT_MS = 5000;

export type MarineSource = { endpoint: string; coordinates: TownConfig['coordinates']; maxAgeMs: number };

/**
 * The marine conditions now, from the cache while it is fresh; null with the reason when the
 * provider fails and nothing was ever cached (the page still shows the town's own flags and notices).
 */
export async function readMarine(
  sql: Sql,
  source: MarineSource,
  now = new Date(),
): Promise<{ marine: MarineConditions | null; marineError: string | null }> {
  try {
    const cached = await cachedFetch<MarineSeries>(sql, MARINE_CACHE_KEY, source.maxAgeMs, () =>
      fetchMarine(marineRequestUrl(source.endpoint, source.coordinates), MARINE_TIMEOUT_MS),
    );
    return {
      marine: {
        ...readConditions(cached.data, now.getTime()),
        fetchedAt: cached.fetchedAt.toISOString(),
        stale: cached.stale,
      },
      marineError: null,
    };
  } catch (error) {
    if (error instanceof ProviderUnavailableError) return { marine: null, marineError: MARINE_UNAVAILABLE_MESSAGE };
    throw error;
  }
}

// ------------------------------------------------------------------ flags and notices

/** Times are read as ISO text (`iso()`), the other columns as declared. */
type FlagRow = Pick<RowOf<typeof beachFlags>, 'beach_id' | 'colour' | 'note'> & { set_at: string };
type NoticeRow = Pick<RowOf<typeof beachWaterNotices>, 'id' | 'beach_id' | 'level' | 'title' | 'body'> & {
  published_at: string;
  ends_at: string | null;
};

const NOTICE_COLUMNS = `id, beach_id, level, title, body, ${iso('published_at')} as published_at, ${iso('ends_at')} as ends_at`;
const ACTIVE = '(ends_at is null or ends_at > now())';

const toNotice = (r: NoticeRow): WaterNotice => ({
  id: r.id,
  beachId: r.beach_id,
  level: r.level,
  title: r.title,
  body: r.body,
  publishedAt: r.published_at,
  endsAt: r.ends_at,
});

/** Every beach of the town file, in its order, with its flag and the notices being shown. */
export async function readBeaches(sql: Sql, beaches: TownConfig['beaches'], only?: string): Promise<SeaBeach[]> {
  const ids = beaches.map((b) => b.id).filter((id) => !only || id === only);
  const [flags, notices] = await Promise.all([
    sql.query<FlagRow>(
      `select beach_id, colour, note, ${iso('set_at')} as set_at from beach_flags where beach_id = any($1)`,
      [ids],
    ),
    sql.query<NoticeRow>(
      `select ${NOTICE_COLUMNS} from beach_water_notices
       where beach_id = any($1) and ${ACTIVE} order by published_at desc, id desc`,
      [ids],
    ),
  ]);
  return beaches
    .filter((b) => ids.includes(b.id))
    .map((beach) => {
      const flag = flags.rows.find((f) => f.beach_id === beach.id);
      return {
        id: beach.id,
        name: beach.name,
        webcamId: beach.webcamId ?? null,
        flag: flag ? { colour: flag.colour, note: flag.note, setAt: flag.set_at } : null,
        notices: notices.rows.filter((n) => n.beach_id === beach.id).map(toNotice),
      };
    });
}

type MarineRead = Awaited<ReturnType<typeof readMarine>>;

/**
 * `readMarine` shared by the requests that arrive while one is under way: when the cache expires
 * (or the provider hangs), a crowd of visitors makes one call to the provider, not one each.
 */
export function sharedMarineReader(sql: Sql, source: MarineSource): () => Promise<MarineRead> {
  let pending: Promise<MarineRead> | null = null;
  return () => {
    pending ??= readMarine(sql, source).finally(() => {
      pending = null;
    });
    return pending;
  };
}

export async function readSeaPage(
  sql: Sql,
  town: TownConfig,
  readMarineNow: () => Promise<MarineRead>,
): Promise<SeaPage> {
  const [marine, beaches] = await Promise.all([readMarineNow(), readBeaches(sql, town.beaches)]);
  return { ...marine, beaches };
}

function requireBeach(town: TownConfig, beachId: string) {
  const beach = town.beaches.find((b) => b.id === beachId);
  if (!beach) throw new AppError('BEACH_NOT_FOUND');
  return beach;
}

/** An end date must be ahead, and not years ahead (a typing slip). */
function checkEnd(endsAt: string | null | undefined): string | null | undefined {
  if (endsAt == null) return endsAt;
  const time = Date.parse(endsAt);
  if (!(time > Date.now())) throw new AppError('VALIDATION_ERROR', WATER_NOTICE_END_IN_FUTURE);
  if (time > Date.now() + WATER_NOTICE_MAX_DURATION_DAYS * 24 * 60 * 60 * 1000) {
    throw new AppError('VALIDATION_ERROR', `La date de fin est au plus dans ${WATER_NOTICE_MAX_DURATION_DAYS} jours.`);
  }
  return new Date(time).toISOString();
}

/** An admin raises a flag on a beach (or takes it down with `colour` null); logged with the change. */
export async function setBeachFlag(
  pool: pg.Pool,
  town: TownConfig,
  adminId: string,
  beachId: string,
  colour: BeachFlagColour | null,
  note: string | null,
): Promise<SeaBeach> {
  requireBeach(town, beachId);
  await inTransaction(pool, async (client) => {
    const { rows } = await client.query<{ colour: BeachFlagColour }>(
      'select colour from beach_flags where beach_id = $1 for update',
      [beachId],
    );
    const before = rows[0]?.colour ?? null;
    if (colour === null) {
      if (before === null) return;
      await client.query('delete from beach_flags where beach_id = $1', [beachId]);
    } else {
      await client.query(
        `insert into beach_flags (beach_id, colour, note, set_by, set_at) values ($1, $2, $3, $4, now())
         on conflict (beach_id) do update set colour = $2, note = $3, set_by = $4, set_at = now()`,
        [beachId, colour, note, adminId],
      );
    }
    await logModeration(client, {
      moderatorId: adminId,
      action: colour === null ? 'sea.flag.remove' : 'sea.flag.set',
      targetType: 'beach',
      targetId: beachId,
      reason: note ?? (colour === null ? 'Drapeau retiré' : 'Drapeau de baignade hissé'),
      details: { from: before, to: colour },
    });
  });
  return (await readBeaches(pool, town.beaches, beachId))[0]!;
}

export async function createWaterNotice(
  pool: pg.Pool,
  town: TownConfig,
  adminId: string,
  input: CreateWaterNoticeInput,
): Promise<WaterNotice> {
  requireBeach(town, input.beachId);
  const endsAt = checkEnd(input.endsAt) ?? null;
  return inTransaction(pool, async (client) => {
    const { rows } = await client.query<NoticeRow>(
      `insert into beach_water_notices (beach_id, level, title, body, ends_at, author)
       values ($1, $2, $3, $4, $5, $6) returning ${NOTICE_COLUMNS}`,
      [input.beachId, input.level, input.title, input.body, endsAt, adminId],
    );
    const notice = toNotice(rows[0]!);
    await logModeration(client, {
      moderatorId: adminId,
      action: 'sea.notice.create',
      targetType: 'beach_water_notice',
      targetId: notice.id,
      reason: notice.title,
      details: { beachId: notice.beachId, level: notice.level, endsAt },
    });
    return notice;
  });
}

export async function updateWaterNotice(
  pool: pg.Pool,
  adminId: string,
  id: string,
  input: UpdateWaterNoticeInput,
): Promise<WaterNotice> {
  const endsAt = checkEnd(input.endsAt);
  return inTransaction(pool, async (client) => {
    const { rows: found } = await client.query('select 1 from beach_water_notices where id = $1 for update', [id]);
    if (!found[0]) throw new AppError('WATER_NOTICE_NOT_FOUND');
    const { rows } = await client.query<NoticeRow>(
      `update beach_water_notices set
         level = coalesce($2, level), title = coalesce($3, title), body = coalesce($4, body),
         ends_at = case when $5::boolean then $6::timestamptz else ends_at end, updated_at = now()
       where id = $1 returning ${NOTICE_COLUMNS}`,
      [id, input.level ?? null, input.title ?? null, input.body ?? null, endsAt !== undefined, endsAt ?? null],
    );
    const notice = toNotice(rows[0]!);
    await logModeration(client, {
      moderatorId: adminId,
      action: 'sea.notice.update',
      targetType: 'beach_water_notice',
      targetId: id,
      reason: notice.title,
      details: { changed: Object.keys(input).filter((k) => input[k as keyof UpdateWaterNoticeInput] !== undefined) },
    });
    return notice;
  });
}

/** Ends a notice now: it leaves the page and stays in the town's record. */
export async function endWaterNotice(pool: pg.Pool, adminId: string, id: string): Promise<void> {
  await inTransaction(pool, async (client) => {
    const { rows } = await client.query<{ active: boolean; title: string }>(
      `select ${ACTIVE} as active, title from beach_water_notices where id = $1 for update`,
      [id],
    );
    if (!rows[0]) throw new AppError('WATER_NOTICE_NOT_FOUND');
    if (!rows[0].active) throw new AppError('WATER_NOTICE_ENDED');
    await client.query('update beach_water_notices set ends_at = now(), updated_at = now() where id = $1', [id]);
    await logModeration(client, {
      moderatorId: adminId,
      action: 'sea.notice.end',
      targetType: 'beach_water_notice',
      targetId: id,
      reason: rows[0].title,
    });
  });
}
