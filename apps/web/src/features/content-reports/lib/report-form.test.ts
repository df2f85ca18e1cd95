import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { canReport } from './can-report';
import { draftProblem, REASON_OPTIONS, reportErrorToast, reportInput } from './report-form';

const target = { targetType: 'post' as const, targetId: '11111111-1111-4111-8111-111111111111' };

describe('the report form', () => {
  it('offers the reasons with their French labels', () => {
    expect(REASON_OPTIONS.map((o) => o.label)).toEqual([
      'Spam ou publicité',
      'Harcèlement',
      'Discours haineux',
      'Violence',
      'Nudité ou contenu sexuel',
      'Fausse information',
      'Contenu illégal',
      'Autre',
    ]);
  });

  it('needs a reason, and details of at most 1000 characters', () => {
    expect(draftProblem({ reason: null, details: '' })).toBe('Choisissez un motif.');
    expect(draftProblem({ reason: 'spam', details: '' })).toBeNull();
    expect(draftProblem({ reason: 'spam', details: 'x'.repeat(1001) })).toMatch(/au plus 1000/);
  });

  it('sends trimmed details, none when blank', () => {
    expect(reportInput(target, { reason: 'spam', details: '   ' })).toEqual({ ...target, reason: 'spam' });
    expect(reportInput(target, { reason: 'other', details: '  Arnaque  ' })).toEqual({
      ...target,
      reason: 'other',
      details: 'Arnaque',
    });
  });

  it('turns refusals into French toasts', () => {
    const already = new ApiError(
      409,
      'ALREADY_REPORTED',
      'Vous avez déjà signalé ce contenu : la modération va l’examiner.',
    );
    expect(reportErrorToast(already)).toEqual({ title: 'Déjà signalé', description: already.message });
    expect(reportErrorToast(new ApiError(404, 'CONTENT_NOT_FOUND', 'x')).title).toBe('Contenu introuvable');
    expect(reportErrorToast(new ApiError(401, 'UNAUTHENTICATED', 'x')).description).toBe(
      'Connectez-vous pour signaler un contenu.',
    );
    expect(reportErrorToast(new Error('boom')).title).toBe('Erreur');
  });

  it('is not offered on one’s own content', () => {
    expect(canReport({ id: 'a' }, 'a')).toBe(false);
    expect(canReport({ id: 'a' }, 'b')).toBe(true);
    expect(canReport(null, 'b')).toBe(true);
    expect(canReport({ id: 'a' }, null)).toBe(true);
  });
});
