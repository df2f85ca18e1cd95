import { describe, expect, it } from 'vitest';
import { statusBadge } from './status';

describe('statusBadge', () => {
  it('maps the three statuses to the spec labels and colours', () => {
    expect(statusBadge('nouveau')).toMatchObject({ label: 'Nouveau' });
    expect(statusBadge('nouveau').className).toContain('red');
    expect(statusBadge('en_cours')).toMatchObject({ label: 'En cours' });
    expect(statusBadge('en_cours').className).toContain('orange');
    expect(statusBadge('resolu')).toMatchObject({ label: 'Résolu' });
    expect(statusBadge('resolu').className).toContain('green');
  });

  it("says 'Inconnu' for anything else, prototype keys included", () => {
    for (const status of ['ferme', '', 'Nouveau', 'toString', '__proto__']) {
      expect(statusBadge(status).label).toBe('Inconnu');
    }
  });
});
