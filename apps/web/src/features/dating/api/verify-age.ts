import { DATING_VERIFICATION_DELAY_MS, type DatingAccess } from '@portmarin/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { datingKeys } from './keys';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type VerifyAgeVariables = {
  birthDate: string;
  /** The resident confirmed a date that refuses access (the server keeps it only then). */
  confirmRefusal?: boolean;
};

/** The server decides; the 2 s of the spec's simulated verification run meanwhile. */
export async function verifyAge({ birthDate, confirmRefusal = false }: VerifyAgeVariables): Promise<DatingAccess> {
  const [answer] = await Promise.allSettled([
    api<DatingAccess>('/api/dating/verify-age', { method: 'POST', body: { birthDate, confirmRefusal } }),
    wait(DATING_VERIFICATION_DELAY_MS),
  ]);
  if (answer.status === 'rejected') throw answer.reason;
  return answer.value;
}

export function useVerifyAge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyAge,
    retry: false,
    onSuccess: (access) => {
      queryClient.setQueryData(datingKeys.access, access);
      void queryClient.invalidateQueries({ queryKey: datingKeys.all });
    },
    // A refusal is the server's verdict too (a minor's date is kept): the screen asks again. An
    // unconfirmed date changed nothing: reloading would unmount the gate and its confirmation.
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'DATING_BIRTH_DATE_UNCONFIRMED') return;
      void queryClient.invalidateQueries({ queryKey: datingKeys.access });
    },
  });
}
