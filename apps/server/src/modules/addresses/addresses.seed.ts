import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SERVER_ROOT } from '../../lib/server-root.ts';
import { importAddresses, readBanCsv } from './addresses.import.ts';

/** Port-Marin's addresses in the Base Adresse Nationale's per-commune CSV (found from src/ as from dist/). */
export const DEMO_ADDRESSES_CSV = path.join(SERVER_ROOT, 'src/modules/addresses/adresses-port-marin.csv');

/** The demo's addresses, through the admins' import itself. */
export async function seedAddresses(app: FastifyInstance): Promise<void> {
  const parsed = await readBanCsv(createReadStream(DEMO_ADDRESSES_CSV), app.town.inseeCode);
  await importAddresses(app.pool, parsed, 'import');
}
