import { BUSINESS_PAGE_NAME_REQUIRED } from '@portmarin/shared';
import { useRecordForm } from '@/components/record-form/use-record-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { isSuspension } from '@/lib/api-client';
import { useCreateBusinessPage } from '../api/create-business-page';
import { businessPageValidation, emptyBusinessPageForm } from '../lib/business-page-form';
import { BusinessPageFormFields } from './business-page-form-fields';

/**
 * 'Créer une page' (spec 1, "Business pages list" and section 4): the name is required after
 * trimming, the rest optional; success clears every field, closes the dialog and reloads the list.
 */
export function CreateBusinessPageDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { values, set, formRef, pending, onSubmit, field, invalid, error } = useRecordForm({
    initial: emptyBusinessPageForm,
    validate: businessPageValidation,
    save: useCreateBusinessPage(),
    // The spec's message for a missing name, else the first field's.
    invalidToast: (errors) =>
      errors.name === BUSINESS_PAGE_NAME_REQUIRED ? BUSINESS_PAGE_NAME_REQUIRED : Object.values(errors)[0],
    saved: () => ['Succès', 'Page professionnelle créée avec succès !'],
    reset: true,
    onDone: () => onOpenChange(false),
    // The spec's message, unless the account is suspended: then the server says why.
    failure: (error) => (isSuspension(error) ? error.message : 'Impossible de créer la page professionnelle'),
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Créer une page professionnelle</DialogTitle>
        <DialogDescription>Présentez votre activité aux habitants. Seul le nom est obligatoire.</DialogDescription>
        <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={pending}>
          <BusinessPageFormFields values={values} onChange={set} field={field} invalid={invalid} error={error} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Annuler
            </Button>
            <Button type="submit" disabled={pending}>
              {pending && <Spinner />}
              {pending ? 'Création en cours...' : 'Créer la page'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
