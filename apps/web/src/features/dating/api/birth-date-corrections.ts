import type {
  BirthDateCorrectionsList,
  CreateBirthDateCorrectionInput,
  MyBirthDateCorrection,
} from '@portmarin/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { datingKeys } from './keys';

export const myCorrectionQuery = () =>
  queryOptions({
    queryKey: datingKeys.myCorrection,
    queryFn: () => api<MyBirthDateCorrection>('/api/dating/birth-date-corrections/mine'),
  });

/** The resident's latest request to correct their birth date (the refused screen's state). */
export const useMyBirthDateCorrection = () => useQuery(myCorrectionQuery());

export function useRequestBirthDateCorrection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateBirthDateCorrectionInput) =>
      api<MyBirthDateCorrection>('/api/dating/birth-date-corrections', { method: 'POST', body: input }),
    onSuccess: (mine) => queryClient.setQueryData(datingKeys.myCorrection, mine),
  });
}

/** Moderators: the pending requests. */
export const useBirthDateCorrections = () =>
  useQuery({
    queryKey: datingKeys.corrections,
    queryFn: () => api<BirthDateCorrectionsList>('/api/moderation/birth-date-corrections'),
  });

export function useDecideBirthDateCorrection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'reset' | 'decline' }) =>
      api<null>(`/api/moderation/birth-date-corrections/${id}/${decision}`, { method: 'POST', body: {} }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: datingKeys.corrections }),
  });
}
