import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import { SERVER_ROOT } from '../../lib/server-root.ts';

type BanRow = {
  id: string;
  numero: string;
  rep: string;
  nom_voie: string;
  code_postal: string;
  code_insee: string;
  nom_commune: string;
  lon: string;
  lat: string;
};

/** The town's addresses from the Base Adresse Nationale's per-commune CSV shipped with the demo. */
export async function seedAddresses(app: FastifyInstance): Promise<void> {
  // From the package folder: the production bundle (dist/server.js) is not beside the CSV.
  const text = await readFile(path.join(SERVER_ROOT, 'src/modules/addresses/adresses-port-marin.csv'), 'utf8');
  const rows = parse(text, { delimiter: ';', columns: true, skip_empty_lines: true }) as BanRow[];
  const label = (r: BanRow) =>
    `${r.numero}${r.rep ? ` ${r.rep}` : ''} ${r.nom_voie}, ${r.code_postal} ${r.nom_commune}`;
  await app.pool.query(
    `insert into town_addresses (id, numero, rep, nom_voie, code_postal, code_insee, nom_commune, lon, lat, label)
     select * from unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
       $8::float8[], $9::float8[], $10::text[])
     on conflict (id) do nothing`,
    [
      rows.map((r) => r.id),
      rows.map((r) => Number(r.numero)),
      rows.map((r) => r.rep),
      rows.map((r) => r.nom_voie),
      rows.map((r) => r.code_postal),
      rows.map((r) => r.code_insee),
      rows.map((r) => r.nom_commune),
      rows.map((r) => Number(r.lon)),
      rows.map((r) => Number(r.lat)),
      rows.map(label),
    ],
  );
}
