import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';

/** Opens the add dialog for a signed-in resident; a visitor signs in first. */
export function useAddBusiness() {
  const session = useSession();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  function start() {
    if (session.status !== 'ready') return;
    if (!session.user) {
      void navigate(paths.auth);
      return;
    }
    setAdding(true);
  }
  return { adding, setAdding, start, loading: session.status === 'loading' };
}
