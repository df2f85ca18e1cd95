import { SUGGESTION_CATEGORIES, SUGGESTION_CATEGORY_LABELS, type SuggestionCategory } from '@portmarin/shared';
import { useRecordForm } from '@/components/record-form/use-record-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useCreateSuggestion } from '../api/create-suggestion';
import {
  EMPTY_SUGGESTION_FORM,
  SUGGESTION_TOASTS,
  validateSuggestionForm,
  type SuggestionFormValues,
} from '../lib/suggestion-form';

const fieldClass =
  'w-full rounded-lg border border-input bg-card px-3 py-2 text-sm text-card-foreground placeholder:text-muted-foreground';

/** The new-idea form (spec 2): title and description required, the category select, send or cancel. */
export function SuggestionForm({ id, onClose }: { id: string; onClose: () => void }) {
  const { values, set, pending, onSubmit, field } = useRecordForm({
    initial: () => EMPTY_SUGGESTION_FORM,
    // One message for the form, toasted: no field is marked.
    validate: (values: SuggestionFormValues) => {
      const checked = validateSuggestionForm(values);
      return checked.ok ? checked : { ok: false, errors: { form: checked.message } };
    },
    save: useCreateSuggestion(),
    invalidToast: (errors) => errors.form,
    focus: false,
    saved: () => [SUGGESTION_TOASTS.sent.title, SUGGESTION_TOASTS.sent.description],
    reset: true,
    onDone: onClose,
  });

  return (
    <form
      id={id}
      onSubmit={onSubmit}
      noValidate
      aria-label="Nouvelle suggestion"
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4 text-card-foreground"
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={field('title')}>Titre (obligatoire)</Label>
        <Input
          id={field('title')}
          aria-required="true"
          autoComplete="off"
          placeholder="Ex. : Des bancs sur le quai"
          value={values.title}
          onChange={(e) => set('title', e.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={field('category')}>Catégorie</Label>
        <select
          id={field('category')}
          value={values.category}
          onChange={(e) => set('category', e.target.value as SuggestionCategory)}
          className={`h-10 ${fieldClass}`}
        >
          {SUGGESTION_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {SUGGESTION_CATEGORY_LABELS[category]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={field('description')}>Description (obligatoire)</Label>
        <textarea
          id={field('description')}
          aria-required="true"
          rows={4}
          placeholder="Décrivez votre idée et ce qu’elle apporterait aux habitants."
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          className={fieldClass}
        />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onClose}>
          Annuler
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending && <Spinner />}
          Envoyer la suggestion
        </Button>
      </div>
    </form>
  );
}
