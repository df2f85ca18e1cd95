import type { DigestResident, DigestResidents } from '../../lib/app-module.ts';

/**
 * Who receives the e-mail digest (plugins/digest.ts): residents with a verified address who chose
 * its frequency; a period is claimed by a conditional update of `digest_sent_period`, so two
 * instances, or two runs, never both claim it.
 */
export const digestResidents: DigestResidents = {
  async due(sql, period) {
    const { rows } = await sql.query<DigestResident>(
      `select u.id, coalesce(nullif(btrim(u.name), ''), u.username, '') as name, u.email
       from user_settings s join "user" u on u.id = s.user_id
       where s.digest = $1 and s.digest_sent_period is distinct from $2 and u.email_verified`,
      [period.frequency, period.key],
    );
    return rows;
  },
  async claim(sql, userId, period) {
    const { rowCount } = await sql.query(
      `update user_settings set digest_sent_period = $3
       where user_id = $1 and digest = $2 and digest_sent_period is distinct from $3`,
      [userId, period.frequency, period.key],
    );
    return Boolean(rowCount);
  },
};
