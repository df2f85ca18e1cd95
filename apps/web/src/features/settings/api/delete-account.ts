import type { DeleteAccountInput } from '@portmarin/shared';
import { api } from '@/lib/api-client';

export const deleteAccount = (input: DeleteAccountInput) =>
  api<{ deleted: true }>('/api/account', { method: 'DELETE', body: input });
