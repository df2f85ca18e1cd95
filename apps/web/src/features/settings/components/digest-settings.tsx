import type { DigestFrequency, UpdateSettingsInput } from '@portmarin/shared';
import { useId } from 'react';

const OPTIONS: Array<{ value: DigestFrequency; label: string }> = [
  { value: 'off', label: 'Aucun' },
  { value: 'daily', label: 'Quotidien' },
  { value: 'weekly', label: 'Hebdomadaire' },
];

type DigestSettingsProps = { value: DigestFrequency; onSave: (change: UpdateSettingsInput) => void };

/** How often the e-mail digest of what the resident missed comes, saved on choice. */
export function DigestSettings({ value, onSave }: DigestSettingsProps) {
  const id = useId();
  return (
    <fieldset className="py-3" aria-describedby={`${id}-description`}>
      <legend className="text-sm font-medium">Résumé par e-mail</legend>
      <p id={`${id}-description`} className="mb-2 mt-1 text-sm text-muted-foreground">
        Ce que vous avez manqué : annonces de la mairie, réponses, messages non lus et vos événements à venir.
      </p>
      <div className="flex flex-wrap gap-2">
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-border px-3 py-2 text-sm has-[:checked]:border-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="radio"
              name={`${id}-digest`}
              value={option.value}
              checked={value === option.value}
              onChange={() => onSave({ digest: option.value })}
              className="size-4 accent-primary"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
