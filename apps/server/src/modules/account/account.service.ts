import type { AccountExport } from '@portmarin/shared';
import type { FastifyInstance } from 'fastify';
import { inTransaction, type Sql } from '../../db/sql.ts';
import type { AfterErasure, AppModule, ExportSection } from '../../lib/app-module.ts';
import { AppError } from '../../lib/app-error.ts';

/** Every module's export sections, in the list's order; a key given twice stops the start. */
export function exportSections(modules: readonly AppModule[]): ExportSection[] {
  const sections = modules.flatMap((m) => m.account?.export ?? []);
  const keys = new Set<string>(['exportedAt']);
  for (const { key } of sections) {
    if (keys.has(key)) throw new Error(`the export section '${key}' is declared twice`);
    keys.add(key);
  }
  return sections;
}

/** The resident's data: every module's sections, each under its key. */
export async function exportAccount(
  sql: Sql,
  sections: readonly ExportSection[],
  userId: string,
): Promise<AccountExport> {
  const { rowCount } = await sql.query('select 1 from "user" where id = $1', [userId]);
  if (!rowCount) throw new AppError('NOT_FOUND');
  const data: Record<string, unknown> = { exportedAt: new Date().toISOString() };
  for (const section of sections) data[section.key] = await section.read(sql, userId);
  return data as AccountExport;
}

/**
 * Erases the account. In one transaction, the resident's row locked first (a like or comment of
 * theirs in flight, whose foreign key check shares that lock, is counted, and one starting now waits,
 * then fails): each module fixes what the deletion would leave wrong (counters of others' rows,
 * rows set apart), then the row goes and every row pointing at it cascades or is set to null.
 * Once committed, the modules' follow-up steps run (files deleted, ratings recomputed).
 */
export async function deleteAccount(app: FastifyInstance, userId: string, confirmEmail: string): Promise<void> {
  const { rows } = await app.pool.query<{ email: string }>('select email from "user" where id = $1', [userId]);
  const row = rows[0];
  if (!row) throw new AppError('NOT_FOUND');
  if (row.email.toLowerCase() !== confirmEmail.trim().toLowerCase()) {
    throw new AppError('VALIDATION_ERROR', "L'adresse e-mail saisie ne correspond pas à votre compte.");
  }
  const followUps = await inTransaction(app.pool, async (client) => {
    await client.query('select 1 from "user" where id = $1 for update', [userId]);
    const steps: AfterErasure[] = [];
    for (const module of app.modules) {
      const step = await module.account?.beforeErasure?.(client, userId);
      if (step) steps.push(step);
    }
    await client.query('delete from "user" where id = $1', [userId]);
    return steps;
  });
  for (const step of followUps) await step(app);
}
