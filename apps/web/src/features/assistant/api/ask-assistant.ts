import type { AskAssistantInput, AssistantAnswer } from '@portmarin/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const askAssistant = (input: AskAssistantInput) =>
  api<AssistantAnswer>('/api/assistant/ask', { method: 'POST', body: input });

export function useAskAssistant() {
  // A question asked twice would show two answers: the resident retries from the toast instead.
  return useMutation({ mutationFn: askAssistant, retry: false });
}
