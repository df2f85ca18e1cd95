import { describe, expect, it } from 'vitest';
import { csvLine, importCsv, sendCsv, importTestApp } from '../../../test/csv-imports.ts';
import { businessCategory } from './businesses.import.ts';

/** The columns of SIRENE's StockEtablissement CSV, in their order. */
export const SIRENE_COLUMNS = [
  'siren',
  'nic',
  'siret',
  'statutDiffusionEtablissement',
  'dateCreationEtablissement',
  'trancheEffectifsEtablissement',
  'anneeEffectifsEtablissement',
  'activitePrincipaleRegistreMetiersEtablissement',
  'dateDernierTraitementEtablissement',
  'etablissementSiege',
  'nombrePeriodesEtablissement',
  'complementAdresseEtablissement',
  'numeroVoieEtablissement',
  'indiceRepetitionEtablissement',
  'dernierNumeroVoieEtablissement',
  'indiceRepetitionDernierNumeroVoieEtablissement',
  'typeVoieEtablissement',
  'libelleVoieEtablissement',
  'codePostalEtablissement',
  'libelleCommuneEtablissement',
  'libelleCommuneEtrangerEtablissement',
  'distributionSpecialeEtablissement',
  'codeCommuneEtablissement',
  'codeCedexEtablissement',
  'libelleCedexEtablissement',
  'codePaysEtrangerEtablissement',
  'libellePaysEtrangerEtablissement',
  'identifiantAdresseEtablissement',
  'coordonneeLambertAbscisseEtablissement',
  'coordonneeLambertOrdonneeEtablissement',
  'complementAdresse2Etablissement',
  'numeroVoie2Etablissement',
  'indiceRepetition2Etablissement',
  'typeVoie2Etablissement',
  'libelleVoie2Etablissement',
  'codePostal2Etablissement',
  'libelleCommune2Etablissement',
  'libelleCommuneEtranger2Etablissement',
  'distributionSpeciale2Etablissement',
  'codeCommune2Etablissement',
  'codeCedex2Etablissement',
  'libelleCedex2Etablissement',
  'codePaysEtranger2Etablissement',
  'libellePaysEtranger2Etablissement',
  'dateDebut',
  'etatAdministratifEtablissement',
  'enseigne1Etablissement',
  'enseigne2Etablissement',
  'enseigne3Etablissement',
  'denominationUsuelleEtablissement',
  'activitePrincipaleEtablissement',
  'nomenclatureActivitePrincipaleEtablissement',
  'caractereEmployeurEtablissement',
] as const;

type Sirene = Partial<Record<(typeof SIRENE_COLUMNS)[number], string>>;

/** An open, public establishment of the test town (INSEE 56999), a restaurant unless told otherwise. */
export function sireneLine(n: number, over: Sirene = {}): string {
  const siren = String(900000000 + n);
  return csvLine(SIRENE_COLUMNS, ',', {
    siren,
    nic: '00012',
    siret: `${siren}00012`,
    statutDiffusionEtablissement: 'O',
    dateCreationEtablissement: '2015-04-01',
    etablissementSiege: 'true',
    numeroVoieEtablissement: String(n),
    typeVoieEtablissement: 'RUE',
    libelleVoieEtablissement: 'DU PORT',
    codePostalEtablissement: '56290',
    libelleCommuneEtablissement: 'PORT-MARIN',
    codeCommuneEtablissement: '56999',
    dateDebut: '2015-04-01',
    etatAdministratifEtablissement: 'A',
    enseigne1Etablissement: `CREPERIE ${n}`,
    activitePrincipaleEtablissement: '56.10A',
    nomenclatureActivitePrincipaleEtablissement: 'NAFRev2',
    caractereEmployeurEtablissement: 'O',
    ...over,
  });
}

export const sireneCsv = (...lines: string[]) => [SIRENE_COLUMNS.join(','), ...lines].join('\n') + '\n';

const URL = '/api/businesses/import';
const ctx = importTestApp('businesses', 'siret');

async function imported() {
  const { rows } = await ctx.t.app.pool.query<{
    siret: string;
    business_name: string;
    category: string;
    address: string;
  }>('select siret, business_name, category, address from businesses where siret is not null order by siret');
  return rows;
}

describe('the SIRENE import', () => {
  it('shows a visitor’s first page the imported establishments at once (issue 39)', async () => {
    const names = async () =>
      (
        (await ctx.t.app.inject({ method: 'GET', url: '/api/businesses?order=directory' })).json() as {
          businesses: Array<{ businessName: string }>;
        }
      ).businesses.map((b) => b.businessName);
    expect(await names()).not.toContain('Creperie 77');
    await importCsv(ctx.t, URL, ctx.admin, sireneCsv(sireneLine(77)));
    expect(await names()).toContain('Creperie 77');
  });

  it('keeps the town’s open establishments, with their name, category and address', async () => {
    const report = await importCsv(
      ctx.t,
      URL,
      ctx.admin,
      sireneCsv(sireneLine(12, { indiceRepetitionEtablissement: 'B' })),
    );
    expect(report).toMatchObject({ mode: 'import', lines: 1, kept: 1, refused: 0, added: 1 });
    expect(await imported()).toEqual([
      {
        siret: '90000001200012',
        business_name: 'Creperie 12',
        category: 'Restaurant',
        address: '12 bis Rue du Port, 56290 Port-Marin',
      },
    ]);
  });

  it('refuses closed, non-diffusible, nameless and other communes’ establishments, each with its reason', async () => {
    const report = await importCsv(
      ctx.t,
      URL,
      ctx.admin,
      sireneCsv(
        sireneLine(1),
        sireneLine(2, { etatAdministratifEtablissement: 'F' }),
        sireneLine(3, { statutDiffusionEtablissement: 'P' }),
        sireneLine(4, { codeCommuneEtablissement: '56001' }),
        sireneLine(5, { enseigne1Etablissement: '', denominationUsuelleEtablissement: '' }),
        sireneLine(6, { siret: '123' }),
        sireneLine(1),
      ),
    );
    expect(report).toMatchObject({ lines: 7, kept: 1, refused: 6 });
    expect(report.refusals).toEqual([
      { line: 3, reason: 'établissement fermé (etatAdministratifEtablissement F)' },
      {
        line: 4,
        reason:
          'établissement non diffusible (statutDiffusionEtablissement P)\u00a0: ses données ne peuvent être publiées',
      },
      {
        line: 5,
        reason: 'établissement d’une autre commune (code 56001, celui de la commune est 56999)',
      },
      { line: 6, reason: 'ni enseigne ni dénomination usuelle\u00a0: l’établissement n’a pas de nom à afficher' },
      { line: 7, reason: 'siret\u00a0: quatorze chiffres sont attendus' },
      { line: 8, reason: '90000000100012 en double (déjà ligne 2)' },
    ]);
  });

  it('updates an establishment in place by its SIRET on a re-import, never doubling it', async () => {
    await importCsv(ctx.t, URL, ctx.admin, sireneCsv(sireneLine(1), sireneLine(2)));
    const again = await importCsv(
      ctx.t,
      URL,
      ctx.admin,
      sireneCsv(sireneLine(1), sireneLine(2, { enseigne1Etablissement: 'LA CABANE' })),
    );
    expect(again).toMatchObject({ added: 0, updated: 1, unchanged: 1, examples: { updated: ['La Cabane'] } });
    expect((await imported()).map((b) => b.business_name)).toEqual(['Creperie 1', 'La Cabane']);
  });

  it('keeps the category an admin chose when the same establishment comes again', async () => {
    await importCsv(ctx.t, URL, ctx.admin, sireneCsv(sireneLine(1)));
    await ctx.t.app.pool.query(`update businesses set category = 'Commerce' where siret = '90000000100012'`);
    const again = await importCsv(ctx.t, URL, ctx.admin, sireneCsv(sireneLine(1)));
    expect(again).toMatchObject({ unchanged: 1 });
    expect((await imported())[0]!.category).toBe('Commerce');
  });

  it('previews without writing anything', async () => {
    const report = await importCsv(ctx.t, URL, ctx.admin, sireneCsv(sireneLine(1), sireneLine(2)), 'preview');
    expect(report).toMatchObject({ mode: 'preview', kept: 2, added: 2 });
    expect(await imported()).toEqual([]);
  });

  it('refuses a file without SIRENE’s columns, naming them in French', async () => {
    const res = await sendCsv(ctx.t, URL, ctx.admin, 'siret,nom\n1,x\n');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('IMPORT_FILE_COLUMNS');
    expect(res.json().error.message).toMatch(/^Colonnes manquantes\u00a0: statutDiffusionEtablissement, /);
  });
});

describe('the NAF table', () => {
  it.each([
    ['56.10A', 'Restaurant'],
    ['55.10Z', 'Hôtel'],
    ['55.20Z', 'Hébergement'],
    ['47.11D', 'Supermarché'],
    ['47.73Z', 'Santé'],
    ['47.24Z', 'Commerce'],
    ['96.02A', 'Beauté'],
    ['10.71C', 'Artisan'],
    ['70.22Z', 'Services'],
  ])('puts %s in « %s »', (code, category) => {
    expect(businessCategory(code, 'NAFRev2')).toBe(category);
  });

  it('puts a code of an older nomenclature in « Services »', () => {
    expect(businessCategory('55.1A', 'NAFRev1')).toBe('Services');
  });
});

describe('refusals', () => {
  it('refuses a visitor (401)', async () => {
    expect((await sendCsv(ctx.t, URL, null, sireneCsv(sireneLine(1)))).statusCode).toBe(401);
  });

  it('refuses a resident who is not an admin (403)', async () => {
    expect((await sendCsv(ctx.t, `${URL}/preview`, ctx.resident, sireneCsv(sireneLine(1)))).statusCode).toBe(403);
  });

  it('throttles the imports of one admin', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await sendCsv(ctx.t, `${URL}/preview`, ctx.admin, '')).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('a file of 100,000 SIRENE lines', () => {
  it('is imported within the request limits, then re-imported without a new business', async () => {
    const file = sireneCsv(
      ...Array.from({ length: 100_000 }, (_, i) =>
        sireneLine(i + 1, { activitePrincipaleEtablissement: i % 2 ? '47.24Z' : '56.10A' }),
      ),
    );
    // The process's peak resident memory during each import, sampled as it runs.
    const measure = async (mode: 'import' | 'preview') => {
      let peak = process.memoryUsage().rss;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
      const started = performance.now();
      const report = await importCsv(ctx.t, URL, ctx.admin, file, mode);
      clearInterval(sampler);
      return { report, ms: Math.round(performance.now() - started), peakMb: Math.round(peak / 1e6) };
    };
    const before = Math.round(process.memoryUsage().rss / 1e6);
    const first = await measure('import');
    expect(first.report).toMatchObject({ kept: 100_000, added: 100_000, refused: 0 });
    const again = await measure('import');
    expect(again.report).toMatchObject({ added: 0, unchanged: 100_000 });
    console.info(
      `100,000 SIRENE lines (${(Buffer.byteLength(file) / 1e6).toFixed(1)} MB): import ${first.ms} ms, ` +
        `re-import ${again.ms} ms; RSS ${before} MB before, peak ${first.peakMb} and ${again.peakMb} MB`,
    );
    // Far below the reverse proxy's 120 s of docs/deploy.md, even on a busy machine.
    expect(first.ms).toBeLessThan(60_000);
  }, 180_000);
});
