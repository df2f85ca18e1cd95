import type { SavedKind } from '@portmarin/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Bookmark } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { sessionQuery, useSession } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { toast, toastRequestError } from '@/lib/toasts';
import { setSaved, useSavedState } from '../api/save-item';
import { savedKeys } from '../api/saved-keys';

export type BookmarkButtonProps = {
  kind: SavedKind;
  id: string;
  /** Known from the read model (a post's savedByMe); otherwise asked of the server once signed in. */
  saved?: boolean;
  /** 'icon' in a card's action row, 'labelled' on a detail page. */
  variant?: 'icon' | 'labelled';
  className?: string;
  /** Each change the server confirmed: a post card mirrors it in the cached copies of its post. */
  onSavedChange?: (saved: boolean) => void;
};

/**
 * The bookmark of a post, event, listing or business page (spec 2, "Saved items"): pressed when
 * the item is in the resident's saved items; a visitor is asked to sign in.
 */
export function BookmarkButton({ kind, id, saved, variant = 'icon', className, onSavedChange }: BookmarkButtonProps) {
  const queryClient = useQueryClient();
  const session = useSession();
  const signedIn = session.status === 'ready' && !!session.user;
  const asked = useSavedState(kind, id, saved === undefined && signedIn);
  // What the server last confirmed here, while the `saved` it was based on has not changed since.
  const [confirmed, setConfirmed] = useState<{ value: boolean; basis: boolean | undefined } | null>(null);
  const known = confirmed && confirmed.basis === saved ? confirmed.value : (saved ?? asked.data ?? false);
  // The value shown while a request runs; null follows what the server last said.
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const inFlight = useRef(false);
  const pressed = optimistic ?? known;

  async function signedInNow() {
    if (session.status === 'ready') return !!session.user;
    try {
      return !!(await queryClient.ensureQueryData(sessionQuery)).user;
    } catch {
      return false;
    }
  }

  async function toggle() {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      if (!(await signedInNow())) {
        toast.error('Connexion requise', { description: 'Vous devez être connecté pour enregistrer un élément' });
        return;
      }
      const next = !pressed;
      setOptimistic(next);
      try {
        await setSaved(kind, id, next);
        setConfirmed({ value: next, basis: saved });
        queryClient.setQueryData(savedKeys.state(kind, id), next);
        onSavedChange?.(next);
        void queryClient.invalidateQueries({ queryKey: savedKeys.lists });
        toast.success(next ? 'Enregistré' : 'Retiré des éléments enregistrés', {
          description: next ? 'Retrouvez-le dans vos éléments enregistrés.' : undefined,
        });
      } catch (error) {
        toastRequestError(error, { fallback: 'Impossible de mettre à jour vos éléments enregistrés' });
      }
    } finally {
      setOptimistic(null);
      inFlight.current = false;
    }
  }

  const label = pressed ? 'Retirer des éléments enregistrés' : 'Enregistrer';
  return (
    <Button
      variant={variant === 'icon' ? 'ghost' : 'outline'}
      size="sm"
      aria-pressed={pressed}
      aria-busy={optimistic !== null}
      aria-label={variant === 'icon' ? label : undefined}
      onClick={() => void toggle()}
      className={cn(pressed && 'text-primary', className)}
    >
      <Bookmark aria-hidden="true" className={cn(pressed && 'fill-current')} />
      {variant === 'labelled' && <span>{label}</span>}
    </Button>
  );
}
