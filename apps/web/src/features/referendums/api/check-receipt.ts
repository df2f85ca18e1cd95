import type { ReceiptCheck } from '@portmarin/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { referendumUrl } from './keys';

export const checkReceipt = ({ id, code }: { id: string; code: string }) =>
  api<ReceiptCheck>(`${referendumUrl(id)}/receipts/${encodeURIComponent(code.trim())}`);

/** Asked on demand (a button), so a mutation rather than a query kept in the cache. */
export const useCheckReceipt = () => useMutation({ mutationFn: checkReceipt, retry: false });
