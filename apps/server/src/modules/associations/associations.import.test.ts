import { RNA_COLUMNS } from '@portmarin/shared';
import { describe, expect, it } from 'vitest';
import { csvLine, importCsv, sendCsv, importTestApp } from '../../../test/csv-imports.ts';

type Rna = Partial<Record<(typeof RNA_COLUMNS)[number], string>>;

/** An active association of the test town (INSEE 56999) in the waldec layout, a sports club unless told otherwise. */
function rnaLine(n: number, over: Rna = {}): string {
  return csvLine(RNA_COLUMNS, ';', {
    id: `W56${String(n).padStart(7, '0')}`,
    id_ex: `0561${n}`,
    rup_mi: '',
    gestion: '561S',
    date_creat: '2001-05-12',
    date_decla: '2019-03-02',
    date_publi: '2001-06-01',
    date_disso: '0001-01-01',
    nature: 'D',
    groupement: 'S',
    titre: `CLUB NAUTIQUE ${n}`,
    objet: 'pratique de la voile et des sports nautiques',
    objet_social1: '011095',
    adrs_numvoie: '4',
    adrs_typevoie: 'QUAI',
    adrs_libvoie: 'DES PÊCHEURS',
    adrs_codeinsee: '56999',
    adrs_codepostal: '56290',
    adrs_libcommune: 'PORT-MARIN',
    adrs_pays: 'FRANCE',
    siteweb: '',
    publiweb: '0',
    position: 'A',
    maj_time: '2023-01-10 10:12:00',
    ...over,
  });
}

const rnaCsv = (...lines: string[]) => [RNA_COLUMNS.join(';'), ...lines].join('\r\n') + '\r\n';

const URL = '/api/associations/import';
const ctx = importTestApp('associations', 'rna_id');

async function imported() {
  const { rows } = await ctx.t.app.pool.query<{ rna_id: string; name: string; category: string; address: string }>(
    'select rna_id, name, category, address from associations where rna_id is not null order by rna_id',
  );
  return rows;
}

describe('the RNA import', () => {
  it('keeps the town’s active associations with their category and address', async () => {
    const report = await importCsv(ctx.t, URL, ctx.admin, rnaCsv(rnaLine(1)));
    expect(report).toMatchObject({ kept: 1, refused: 0, added: 1 });
    expect(await imported()).toEqual([
      {
        rna_id: 'W560000001',
        name: 'Club Nautique 1',
        category: 'Sport',
        address: '4 Quai des Pêcheurs, 56290 Port-Marin',
      },
    ]);
  });

  it('reads the RNA’s Windows-1252 files without mangling accents', async () => {
    const latin1 = Buffer.from(rnaCsv(rnaLine(1, { titre: 'Les Amis de l’Église' })).replaceAll('’', "'"), 'latin1');
    await importCsv(ctx.t, URL, ctx.admin, latin1);
    expect((await imported())[0]!.name).toBe("Les Amis de l'Église");
  });

  it('refuses a file whose UTF-8 text turns into another encoding, rather than mixing two (400)', async () => {
    const mixed = Buffer.concat([
      Buffer.from(rnaCsv(rnaLine(1, { titre: 'Club de la Côte' }))),
      Buffer.from(rnaLine(2, { titre: 'Société nautique' }) + '\r\n', 'latin1'),
    ]);
    const res = await sendCsv(ctx.t, URL, ctx.admin, mixed);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('IMPORT_FILE_NOT_CSV');
  });

  it('refuses dissolved associations and those of another commune, each with its reason', async () => {
    const report = await importCsv(
      ctx.t,
      URL,
      ctx.admin,
      rnaCsv(
        rnaLine(1),
        rnaLine(2, { position: 'D' }),
        rnaLine(3, { date_disso: '2020-09-30' }),
        rnaLine(4, { adrs_codeinsee: '56001' }),
        rnaLine(5, { id: 'X1' }),
      ),
    );
    expect(report).toMatchObject({ lines: 5, kept: 1, refused: 4 });
    expect(report.refusals).toEqual([
      { line: 3, reason: 'association dissoute (position «\u00a0D\u00a0», A pour une active)' },
      { line: 4, reason: 'association dissoute le 2020-09-30' },
      { line: 5, reason: 'association d’une autre commune (code INSEE 56001, celui de la commune est 56999)' },
      { line: 6, reason: 'id\u00a0: numéro RNA invalide (W suivi de neuf caractères, ex. W561234567)' },
    ]);
  });

  it('updates an association by its RNA number on a re-import, never doubling it', async () => {
    await importCsv(ctx.t, URL, ctx.admin, rnaCsv(rnaLine(1)));
    const again = await importCsv(ctx.t, URL, ctx.admin, rnaCsv(rnaLine(1, { adrs_numvoie: '6' })));
    expect(again).toMatchObject({ added: 0, updated: 1 });
    expect((await imported()).map((a) => a.address)).toEqual(['6 Quai des Pêcheurs, 56290 Port-Marin']);
  });

  it('previews without writing anything', async () => {
    const report = await importCsv(ctx.t, URL, ctx.admin, rnaCsv(rnaLine(1)), 'preview');
    expect(report).toMatchObject({ mode: 'preview', added: 1 });
    expect(await imported()).toEqual([]);
  });

  it('refuses a visitor (401)', async () => {
    expect((await sendCsv(ctx.t, URL, null, rnaCsv(rnaLine(1)))).statusCode).toBe(401);
  });

  it('refuses a resident who is not an admin (403)', async () => {
    expect((await sendCsv(ctx.t, URL, ctx.resident, rnaCsv(rnaLine(1)))).statusCode).toBe(403);
  });

  it('shows a visitor’s first page the imported rows at once (issue 39)', async () => {
    const names = async () =>
      (
        (await ctx.t.app.inject({ method: 'GET', url: '/api/associations' })).json() as {
          associations: Array<{ name: string }>;
        }
      ).associations.map((r) => r.name);
    expect(await names()).not.toContain('Club Nautique 2');
    await importCsv(ctx.t, URL, ctx.admin, rnaCsv(rnaLine(2)));
    expect(await names()).toContain('Club Nautique 2');
  });
});
