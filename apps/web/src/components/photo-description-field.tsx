import { useId } from 'react';
import { PHOTO_DESCRIPTION_MAX_LENGTH } from '@portmarin/shared/constants';
import { textareaClass } from '@/components/ui/textarea';

interface PhotoDescriptionFieldProps {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** A photo's text alternative (RGAA 1.3): what it shows, read in place of the photo. */
export function PhotoDescriptionField({ value, onChange, disabled }: PhotoDescriptionFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        Décrire la photo
      </label>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        Ce qu’elle montre, pour les personnes qui ne la voient pas&nbsp;: elle sera lue à leur place.
      </p>
      <textarea
        id={id}
        aria-describedby={`${id}-hint`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        rows={2}
        maxLength={PHOTO_DESCRIPTION_MAX_LENGTH}
        disabled={disabled}
        className={textareaClass}
      />
    </div>
  );
}
