import { BUSINESS_PAGE_NAME_REQUIRED } from '@portmarin/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { isSuspension } from '@/lib/api-client';
import { useCreateBusinessPage } from '../api/create-business-page';
import {
  emptyBusinessPageForm,
  validateBusinessPageForm,
  type BusinessPageFormErrors,
  type BusinessPageFormValues,
} from '../lib/business-page-form';
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
  const idPrefix = useId();
  const [values, setValues] = useState<BusinessPageFormValues>(emptyBusinessPageForm);
  const [errors, setErrors] = useState<BusinessPageFormErrors>({});
  const create = useCreateBusinessPage();
  const formRef = useRef<HTMLFormElement>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    const result = validateBusinessPageForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      toast.error('Erreur', {
        description: result.nameMissing ? BUSINESS_PAGE_NAME_REQUIRED : Object.values(result.errors)[0],
      });
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    create.mutate(result.data, {
      onSuccess: () => {
        toast.success('Succès', { description: 'Page professionnelle créée avec succès !' });
        setValues(emptyBusinessPageForm());
        onOpenChange(false);
      },
      // The spec's message, unless the account is suspended: then the server says why.
      onError: (error) =>
        toast.error('Erreur', {
          description: isSuspension(error) ? error.message : 'Impossible de créer la page professionnelle',
        }),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Créer une page professionnelle</DialogTitle>
        <DialogDescription>Présentez votre activité aux habitants. Seul le nom est obligatoire.</DialogDescription>
        <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={create.isPending}>
          <BusinessPageFormFields
            idPrefix={idPrefix}
            values={values}
            errors={errors}
            onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Annuler
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending && <Spinner />}
              {create.isPending ? 'Création en cours...' : 'Créer la page'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
