import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type ImageFieldProps = {
  label: string;
  removeLabel: string;
  /** The image saved on the profile, if any. */
  current: string | null;
  error?: string;
  shape: 'round' | 'wide';
  /** A new file (to upload on save), or null with `removed` when the resident takes the image off. */
  onChange: (change: { file: File | null; removed: boolean }) => void;
};

/** An image picker with a preview; the file is only uploaded when the form is saved. */
export function ImageField({ label, removeLabel, current, error, shape, onChange }: ImageFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [removed, setRemoved] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);
  const previewRef = useRef<string | null>(null);
  const shown = preview ?? (removed ? null : current);

  // The local preview's object URL is released when replaced and when the form closes.
  const replacePreview = (next: string | null) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = next;
    setPreview(next);
  };
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  function onFile(file: File | null) {
    replacePreview(file ? URL.createObjectURL(file) : null);
    setFileName(file?.name ?? null);
    setRemoved(false);
    onChange({ file, removed: false });
  }

  function onRemove() {
    if (inputRef.current) inputRef.current.value = '';
    replacePreview(null);
    setFileName(null);
    setRemoved(true);
    onChange({ file: null, removed: true });
  }

  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium leading-none">
        {label}
      </span>
      <div className="flex items-center gap-3">
        <div
          className={cn(
            'shrink-0 overflow-hidden bg-muted',
            shape === 'round' ? 'size-16 rounded-full' : 'h-16 w-32 rounded-lg',
          )}
        >
          {shown && <img src={shown} alt={`Aperçu : ${label.toLowerCase()}`} className="size-full object-cover" />}
        </div>
        <div className="flex min-w-0 flex-1 flex-col items-start gap-2">
          {/* The browser's own file button speaks the browser's language: a French one stands in for it. */}
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept="image/*"
            aria-labelledby={`${id}-label`}
            aria-invalid={error ? true : undefined}
            aria-describedby={[`${id}-file`, error ? errorId : null].filter(Boolean).join(' ')}
            onChange={(e) => onFile(e.target.files?.[0] ?? null)}
            className="peer sr-only"
          />
          <label
            htmlFor={id}
            className="inline-flex h-9 cursor-pointer items-center rounded-lg border border-input px-3 text-sm font-medium hover:bg-accent peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring"
          >
            Choisir une image
          </label>
          <span id={`${id}-file`} className="max-w-full truncate text-xs text-muted-foreground">
            {fileName ?? 'Aucun fichier choisi'}
          </span>
          {shown && (
            <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
              {removeLabel}
            </Button>
          )}
        </div>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
