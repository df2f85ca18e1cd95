import type { BusinessPage } from '@portmarin/shared';
import { RecordFormActions } from '@/components/record-form/form-actions';
import { useRecordForm } from '@/components/record-form/use-record-form';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useUpdateBusinessPage } from '../api/update-business-page';
import { businessPageValidation, formFromPage } from '../lib/business-page-form';
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
  const { values, set, formRef, pending, onSubmit, field, invalid, error } = useRecordForm({
    initial: () => formFromPage(page),
    validate: businessPageValidation,
    save: useUpdateBusinessPage(page.id),
    invalidToast: (errors) => Object.values(errors)[0],
    saved: () => ['Page mise à jour', 'Les informations de la page ont été enregistrées.'],
    onDone,
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={pending}>
      <BusinessPageFormFields values={values} onChange={set} field={field} invalid={invalid} error={error} />
      <RecordFormActions pending={pending} onCancel={onDone} />
    </form>
  );
}
