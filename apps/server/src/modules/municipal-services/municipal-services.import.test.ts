import { MUNICIPAL_SERVICES_CSV_COLUMNS } from '@portmarin/shared';
import { describe, expect, it } from 'vitest';
import { csvLine, importCsv, sendCsv, importTestApp } from '../../../test/csv-imports.ts';

type Service = Partial<Record<(typeof MUNICIPAL_SERVICES_CSV_COLUMNS)[number], string>>;

const serviceLine = (id: string, over: Service = {}) =>
  csvLine(MUNICIPAL_SERVICES_CSV_COLUMNS, ';', {
    identifiant: id,
    nom: 'État civil',
    categorie: 'État Civil',
    adresse: '1 place de la Mairie, 56290 Port-Marin',
    telephone: '02 97 00 00 01',
    email: 'etat-civil@mairie-portmarin.fr',
    horaires: 'Du lundi au vendredi, 9 h – 12 h',
    site: 'https://www.portmarin.fr/etat-civil',
    ...over,
  });

const servicesCsv = (...lines: string[]) => [MUNICIPAL_SERVICES_CSV_COLUMNS.join(';'), ...lines].join('\n') + '\n';

const URL = '/api/municipal-services/import';
const ctx = importTestApp('municipal_services', 'import_id');

async function imported() {
  const { rows } = await ctx.t.app.pool.query<{ import_id: string; name: string; phone: string | null }>(
    'select import_id, name, phone from municipal_services where import_id is not null order by import_id',
  );
  return rows;
}

describe('the municipal services import', () => {
  it('keeps the valid lines and gives each refused one its reason', async () => {
    const report = await importCsv(
      ctx.t,
      URL,
      ctx.admin,
      servicesCsv(
        serviceLine('etat-civil'),
        serviceLine('urbanisme', { nom: 'Urbanisme', categorie: 'Travaux' }),
        serviceLine('ccas', { nom: 'CCAS', categorie: 'Social', email: 'pas-un-mail' }),
        serviceLine('etat-civil'),
      ),
    );
    expect(report).toMatchObject({ lines: 4, kept: 1, refused: 3, added: 1 });
    expect(report.refusals.map((r) => [r.line, r.reason.split('\u00a0:')[0]])).toEqual([
      [3, 'categorie'],
      [4, 'email'],
      [5, 'etat-civil en double (déjà ligne 2)'],
    ]);
  });

  it('updates a service by its identifiant on a re-import, an empty cell emptying its field', async () => {
    await importCsv(ctx.t, URL, ctx.admin, servicesCsv(serviceLine('etat-civil')));
    const again = await importCsv(ctx.t, URL, ctx.admin, servicesCsv(serviceLine('etat-civil', { telephone: '' })));
    expect(again).toMatchObject({ added: 0, updated: 1 });
    expect(await imported()).toEqual([{ import_id: 'etat-civil', name: 'État civil', phone: null }]);
  });

  it('previews without writing anything', async () => {
    await importCsv(ctx.t, URL, ctx.admin, servicesCsv(serviceLine('etat-civil')), 'preview');
    expect(await imported()).toEqual([]);
  });

  it('refuses a file missing a column, naming it', async () => {
    const res = await sendCsv(ctx.t, URL, ctx.admin, 'identifiant;nom;categorie\nx;y;Social\n');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^Colonnes manquantes\u00a0: description, adresse, telephone/);
  });

  it('refuses a resident who is not an admin (403)', async () => {
    expect((await sendCsv(ctx.t, URL, ctx.resident, servicesCsv(serviceLine('x')))).statusCode).toBe(403);
  });

  it('shows a visitor’s first page the imported rows at once (issue 39)', async () => {
    const names = async () =>
      (
        (await ctx.t.app.inject({ method: 'GET', url: '/api/municipal-services' })).json() as {
          services: Array<{ name: string }>;
        }
      ).services.map((r) => r.name);
    expect(await names()).not.toContain('Police municipale');
    await importCsv(
      ctx.t,
      URL,
      ctx.admin,
      servicesCsv(serviceLine('police', { nom: 'Police municipale', categorie: 'Sécurité' })),
    );
    expect(await names()).toContain('Police municipale');
  });
});
