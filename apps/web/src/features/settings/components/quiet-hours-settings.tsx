import { QUIET_HOURS_SAME_TIMES, TimeOfDay, type QuietHours, type UpdateSettingsInput } from '@portmarin/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SettingSwitch } from './setting-switch';

type QuietHoursSettingsProps = {
  value: QuietHours;
  saving: boolean;
  onSave: (change: UpdateSettingsInput) => void;
};

/** The quiet hours' switch (saved at once) and their times (saved by their button), on the town's clock. */
export function QuietHoursSettings({ value, saving, onSave }: QuietHoursSettingsProps) {
  const id = useId();
  const [start, setStart] = useState(value.start);
  const [end, setEnd] = useState(value.end);
  const problem =
    !TimeOfDay.safeParse(start).success || !TimeOfDay.safeParse(end).success
      ? 'Indiquez une heure de début et une heure de fin.'
      : start === end
        ? QUIET_HOURS_SAME_TIMES
        : null;
  const unchanged = start === value.start && end === value.end;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!problem) onSave({ quietHours: { start, end } });
  }

  return (
    <div className="py-3">
      <SettingSwitch
        label="Heures calmes"
        description="Aucune notification sur vos appareils pendant ces heures, sauf les alertes de la mairie. Un résumé arrive à la fin."
        checked={value.enabled}
        onCheckedChange={(enabled) => onSave({ quietHours: { enabled } })}
      />
      <form className="flex flex-wrap items-end gap-3" onSubmit={onSubmit} aria-describedby={`${id}-zone`}>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-start`}>Début des heures calmes</Label>
          <Input
            id={`${id}-start`}
            type="time"
            className="w-32"
            value={start}
            required
            aria-invalid={problem !== null}
            onChange={(event) => setStart(event.target.value)}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-end`}>Fin des heures calmes</Label>
          <Input
            id={`${id}-end`}
            type="time"
            className="w-32"
            value={end}
            required
            aria-invalid={problem !== null}
            onChange={(event) => setEnd(event.target.value)}
          />
        </div>
        <Button type="submit" variant="outline" disabled={problem !== null || unchanged || saving}>
          Enregistrer les horaires
        </Button>
      </form>
      <p id={`${id}-zone`} className="mt-2 text-sm text-muted-foreground">
        {problem ?? 'À l’heure de la commune. Une plage comme 22:00 – 07:00 passe minuit.'}
      </p>
    </div>
  );
}
