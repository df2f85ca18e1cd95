import type { Sql } from '../db/sql.ts';

/** The residents the seeds look up: by the username or the email the auth seed gave them. */
export type PersonKey = 'username' | 'email';

/** Each found resident's id, under the username or email it was asked by. */
export async function userIds(sql: Sql, by: PersonKey, keys: readonly string[]): Promise<Map<string, string>> {
  const { rows } = await sql.query<{ id: string; key: string }>(
    `select id, ${by} as key from "user" where ${by} = any($1::text[])`,
    [keys],
  );
  return new Map(rows.map((r) => [r.key, r.id]));
}

/** As `userIds`, or null when one of them is missing: a seed then leaves its sample out. */
export async function everyUserId(
  sql: Sql,
  by: PersonKey,
  keys: readonly string[],
): Promise<Map<string, string> | null> {
  const idOf = await userIds(sql, by, keys);
  return keys.every((key) => idOf.has(key)) ? idOf : null;
}

/** The id of the resident with this email, if there is one. */
export async function userIdByEmail(sql: Sql, email: string): Promise<string | undefined> {
  return (await userIds(sql, 'email', [email])).get(email);
}
