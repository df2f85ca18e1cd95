import { SUGGESTION_CATEGORIES, SUGGESTION_CATEGORY_LABELS, type SuggestionCategory } from '@portmarin/shared';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toastRequestError } from '@/lib/toasts';
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
  const fields = useId();
  const [values, setValues] = useState<SuggestionFormValues>(EMPTY_SUGGESTION_FORM);
  const create = useCreateSuggestion();
  const set = <K extends keyof SuggestionFormValues>(key: K, value: SuggestionFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    const checked = validateSuggestionForm(values);
    if (!checked.ok) {
      toast.error(SUGGESTION_TOASTS.invalid.title, { description: checked.message });
      return;
    }
    create.mutate(checked.input, {
      onSuccess: () => {
        toast.success(SUGGESTION_TOASTS.sent.title, { description: SUGGESTION_TOASTS.sent.description });
        setValues(EMPTY_SUGGESTION_FORM);
        onClose();
      },
      onError: (error) => toastRequestError(error),
    });
  }

  return (
    <form
      id={id}
      onSubmit={submit}
      noValidate
      aria-label="Nouvelle suggestion"
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4 text-card-foreground"
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${fields}-title`}>Titre (obligatoire)</Label>
        <Input
          id={`${fields}-title`}
          aria-required="true"
          autoComplete="off"
          placeholder="Ex. : Des bancs sur le quai"
          value={values.title}
          onChange={(e) => set('title', e.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${fields}-category`}>Catégorie</Label>
        <select
          id={`${fields}-category`}
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
        <Label htmlFor={`${fields}-description`}>Description (obligatoire)</Label>
        <textarea
          id={`${fields}-description`}
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
        <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
          {create.isPending && <Spinner />}
          Envoyer la suggestion
        </Button>
      </div>
    </form>
  );
}
