import type { Sponsor, SponsorInput, UpdateSponsorInput } from '@portmarin/shared';
import type pg from 'pg';
import type { z } from 'zod';
import { logModeration } from '../../db/moderation-log.ts';
import type { RowOf } from '../../db/rows.ts';
import { inTransaction, type Sql } from '../../db/sql.ts';
import { AppError } from '../../lib/app-error.ts';
import type { sponsors } from './sponsors.schema.ts';

type SponsorRow = Pick<
  RowOf<typeof sponsors>,
  'id' | 'name' | 'description' | 'image_url' | 'website_url' | 'position' | 'active'
>;

const COLUMNS = 'id, name, description, image_url, website_url, position, active';

const toSponsor = (r: SponsorRow): Sponsor => ({
  id: r.id,
  name: r.name,
  description: r.description,
  imageUrl: r.image_url,
  websiteUrl: r.website_url,
  position: r.position,
  active: r.active,
});

/** /sponsors shows the active ones; admins see them all. In their position, then by name. */
export async function listSponsors(sql: Sql, { includeInactive }: { includeInactive: boolean }): Promise<Sponsor[]> {
  const { rows } = await sql.query<SponsorRow>(
    `select ${COLUMNS} from sponsors ${includeInactive ? '' : 'where active'} order by position, name, id`,
  );
  return rows.map(toSponsor);
}

/** '' clears an address; absent keeps it (update) or leaves it empty (create). */
const urlValue = (value: string | undefined) => (value ? value : null);

export async function createSponsor(
  pool: pg.Pool,
  adminId: string,
  input: z.output<typeof SponsorInput>,
): Promise<Sponsor> {
  return inTransaction(pool, async (client) => {
    const { rows } = await client.query<SponsorRow>(
      `insert into sponsors (name, description, image_url, website_url, position, active, updated_by)
       values ($1, $2, $3, $4, $5, $6, $7) returning ${COLUMNS}`,
      [
        input.name,
        input.description,
        urlValue(input.imageUrl),
        urlValue(input.websiteUrl),
        input.position,
        input.active,
        adminId,
      ],
    );
    const sponsor = toSponsor(rows[0]!);
    await logModeration(client, {
      moderatorId: adminId,
      action: 'sponsor.create',
      targetType: 'sponsor',
      targetId: sponsor.id,
      reason: `Sponsor ajouté : ${sponsor.name}`,
    });
    return sponsor;
  });
}

/** Edits or (de)activates a sponsor: only the fields sent change; logged with what changed. */
export async function updateSponsor(
  pool: pg.Pool,
  adminId: string,
  id: string,
  input: z.output<typeof UpdateSponsorInput>,
): Promise<Sponsor> {
  return inTransaction(pool, async (client) => {
    const { rows: before } = await client.query<SponsorRow>(
      `select ${COLUMNS} from sponsors where id = $1 for update`,
      [id],
    );
    const current = before[0];
    if (!current) throw new AppError('SPONSOR_NOT_FOUND');
    const { rows } = await client.query<SponsorRow>(
      `update sponsors set name = $2, description = $3, image_url = $4, website_url = $5, position = $6, active = $7,
         updated_by = $8, updated_at = now()
       where id = $1 returning ${COLUMNS}`,
      [
        id,
        input.name ?? current.name,
        input.description ?? current.description,
        input.imageUrl === undefined ? current.image_url : urlValue(input.imageUrl),
        input.websiteUrl === undefined ? current.website_url : urlValue(input.websiteUrl),
        input.position ?? current.position,
        input.active ?? current.active,
        adminId,
      ],
    );
    const sponsor = toSponsor(rows[0]!);
    const action =
      input.active === false && current.active
        ? 'sponsor.deactivate'
        : input.active === true && !current.active
          ? 'sponsor.activate'
          : 'sponsor.update';
    await logModeration(client, {
      moderatorId: adminId,
      action,
      targetType: 'sponsor',
      targetId: id,
      reason: `Sponsor modifié : ${sponsor.name}`,
      details: { fields: Object.keys(input) },
    });
    return sponsor;
  });
}
