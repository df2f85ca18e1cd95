import type { BusinessPage } from '@portmarin/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toastRequestError } from '@/lib/toasts';
import { useUpdateBusinessPage } from '../api/update-business-page';
import {
  formFromPage,
  validateBusinessPageForm,
  type BusinessPageFormErrors,
  type BusinessPageFormValues,
} from '../lib/business-page-form';
import { BusinessPageFormFields } from './business-page-form-fields';

/** 'Modifier les informations': the owner, a moderator or an admin edits the page (the server checks it). */
export function EditBusinessPageDialog({
  page,
  open,
  onOpenChange,
}: {
  page: BusinessPage;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Modifier les informations</DialogTitle>
        <DialogDescription>Les habitants voient ces informations sur la page.</DialogDescription>
        {/* Remounted at each opening so the form starts from the stored page. */}
        {open && <EditForm page={page} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function EditForm({ page, onDone }: { page: BusinessPage; onDone: () => void }) {
  const idPrefix = useId();
  const [values, setValues] = useState<BusinessPageFormValues>(() => formFromPage(page));
  const [errors, setErrors] = useState<BusinessPageFormErrors>({});
  const update = useUpdateBusinessPage(page.id);
  const formRef = useRef<HTMLFormElement>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (update.isPending) return;
    const result = validateBusinessPageForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      toast.error('Erreur', { description: Object.values(result.errors)[0] });
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    update.mutate(result.data, {
      onSuccess: () => {
        toast.success('Page mise à jour', { description: 'Les informations de la page ont été enregistrées.' });
        onDone();
      },
      onError: (error) => toastRequestError(error),
    });
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={update.isPending}>
      <BusinessPageFormFields
        idPrefix={idPrefix}
        values={values}
        errors={errors}
        onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Annuler
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending && <Spinner />}
          Enregistrer
        </Button>
      </div>
    </form>
  );
}
