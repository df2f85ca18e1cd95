import { describe, expect, it } from 'vitest';
import { linesSummary, refusalText, reportHeading, unlistedRefusals } from '@/components/import-report/report-text';
import { countOf } from '@/lib/format';
import { changeHeading, changeLines, retirementWarning } from './report';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('the import report in French', () => {
  it('keeps 0 and 1 singular', () => {
    expect([0, 1, 2].map((n) => countOf(n, 'adresse', 'adresses'))).toEqual(['0 adresse', '1 adresse', '2 adresses']);
  });

  it('groups thousands with a narrow no-break space', () => {
    expect(countOf(100_000, 'adresse', 'adresses')).toBe(`100${NNBSP}000 adresses`);
  });

  it('sums up the lines read, kept and refused, with a no-break space before the colon', () => {
    expect(linesSummary({ lines: 12, kept: 11, refused: 1 })).toBe(`12 lignes lues${NBSP}: 11 retenues, 1 refusée`);
  });

  it('lists the changes from the new addresses to the unchanged ones', () => {
    const lines = changeLines({ added: 3, changed: 1, restored: 0, retired: 2, unchanged: 530 });
    expect(lines.map((l) => l.text)).toEqual([
      '3 nouvelles adresses',
      '1 adresse modifiée',
      '0 adresse revenue',
      '2 adresses retirées',
      '530 adresses inchangées',
    ]);
  });

  it('heads the examples of a kind with a capital', () => {
    expect(changeHeading('retired')).toBe('Adresses retirées');
  });

  it('gives a refused line its number and reason', () => {
    expect(refusalText({ line: 4, reason: `numero${NBSP}: un nombre entier est attendu` })).toBe(
      `Ligne 4${NBSP}: numero${NBSP}: un nombre entier est attendu`,
    );
  });

  it('says how many refused lines the report does not list', () => {
    const refusals = Array.from({ length: 100 }, (_, i) => ({ line: i + 2, reason: 'x' }));
    expect(unlistedRefusals({ refused: 150, refusals })).toBe('… et 50 autres lignes refusées');
    expect(unlistedRefusals({ refused: 100, refusals })).toBeNull();
  });

  it('says a preview wrote nothing', () => {
    expect(reportHeading({ mode: 'preview' })).toBe(`Aperçu${NBSP}: rien n’est encore enregistré`);
    expect(reportHeading({ mode: 'import' })).toBe('Import terminé');
  });

  it('warns in a preview that retired addresses leave the picker', () => {
    expect(retirementWarning({ mode: 'preview', retired: 2 })).toBe(
      `Attention${NBSP}: 2 adresses absentes de ce fichier ne seront plus proposées aux habitants. Les vérifications qui les nomment les gardent.`,
    );
  });

  it('warns of nothing once imported, or when nothing retires', () => {
    expect(retirementWarning({ mode: 'import', retired: 2 })).toBeNull();
    expect(retirementWarning({ mode: 'preview', retired: 0 })).toBeNull();
  });
});
