import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** An admin form's 'Annuler' and 'Enregistrer' (busy while saving), stacked on phones. */
export function RecordFormActions({ pending, onCancel }: { pending: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel}>
        Annuler
      </Button>
      <Button type="submit" disabled={pending}>
        {pending && <Spinner />}
        Enregistrer
      </Button>
    </div>
  );
}
