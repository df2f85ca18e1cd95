import type { AccessibilityReportInput, ModerationRequest } from '@portmarin/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** An accessibility problem, into the moderators' requests (signed out too). */
export const createAccessibilityReport = (input: AccessibilityReportInput) =>
  api<ModerationRequest>('/api/accessibility-reports', { method: 'POST', body: input });

export function useCreateAccessibilityReport() {
  // A retried send could file the report twice.
  return useMutation({ mutationFn: createAccessibilityReport, retry: false });
}
