import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AUDIT, auditFigures, CRITERIA_RESULTS, formatRate, RGAA_THEMES } from './accessibility-audit';

// The statement's figures come from accessibility-audit.ts; the audit report states them too. These
// tests keep the two from drifting: a criterion changed in one and not the other fails here.
const report = readFileSync(new URL('../../../../../docs/accessibility-audit.md', import.meta.url), 'utf8');

/** The report's criterion rows: `| 1.1 | Images porteuses d'information… | C | … |`. */
function reportResults(): Map<string, string> {
  const rows = [...report.matchAll(/^\|\s*(\d{1,2}\.\d{1,2})\s*\|[^|\n]*\|\s*(C|NC|NA)\s*\|/gm)];
  return new Map(rows.map((m) => [m[1]!, m[2]!]));
}

describe('the accessibility audit', () => {
  it('has every RGAA 4.1 criterion once: 106 across the 13 themes', () => {
    expect(RGAA_THEMES.reduce((n, t) => n + t.criteria, 0)).toBe(106);
    expect(CRITERIA_RESULTS.size).toBe(106);
  });

  it('records in docs/accessibility-audit.md the same result for each criterion as the page', () => {
    expect(Object.fromEntries(reportResults())).toEqual(Object.fromEntries(CRITERIA_RESULTS));
  });

  it('states in docs/accessibility-audit.md the page’s figures, rate, state and date', () => {
    const { met, notMet, applicable, notApplicable, rate, status } = AUDIT.figures;
    // The results table's row, whatever padding Prettier gives its cells.
    const cells = [met, notMet, applicable, notApplicable, formatRate(rate), status].map(String);
    const row = report.split('\n').find((line) => /^\|\s*\d+\s*\|/.test(line) && line.includes('%'));
    expect(
      row
        ?.split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    ).toEqual(cells);
    expect(report).toContain(`Date de l’audit : ${AUDIT.date}`);
    for (const nc of AUDIT.nonConformities) {
      for (const criterion of nc.criteria) expect(CRITERIA_RESULTS.get(criterion)).toBe('NC');
    }
  });

  it('lists every non-conformity on the page', () => {
    const listed = AUDIT.nonConformities.flatMap((nc) => nc.criteria).sort();
    const failed = [...CRITERIA_RESULTS]
      .filter(([, r]) => r === 'NC')
      .map(([c]) => c)
      .sort();
    expect(listed).toEqual(failed);
  });
});

describe('auditFigures', () => {
  it('counts met over applicable, rounded down to one decimal', () => {
    expect(auditFigures(['C', 'C', 'NC', 'NA'])).toEqual({
      met: 2,
      notMet: 1,
      applicable: 3,
      notApplicable: 1,
      rate: 66.6,
      status: 'partiellement conforme',
    });
  });

  it('is totally conformant at 100 %, partially from 50 %, else not', () => {
    expect(auditFigures(['C', 'NA']).status).toBe('totalement conforme');
    expect(auditFigures(['C', 'NC']).status).toBe('partiellement conforme');
    expect(auditFigures(['C', 'NC', 'NC']).status).toBe('non conforme');
  });

  it('writes the rate the French way', () => {
    expect(formatRate(94.8)).toBe('94,8 %');
    expect(formatRate(100)).toBe('100 %');
  });
});
