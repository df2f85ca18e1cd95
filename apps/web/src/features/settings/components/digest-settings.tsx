import type { DigestFrequency, UpdateSettingsInput } from '@portmarin/shared';
import { useId } from 'react';
import { RadioCard } from '@/components/ui/radio-card';

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
          <RadioCard
            key={option.value}
            name={`${id}-digest`}
            value={option.value}
            checked={value === option.value}
            onChoose={() => onSave({ digest: option.value })}
          >
            {option.label}
          </RadioCard>
        ))}
      </div>
    </fieldset>
  );
}
