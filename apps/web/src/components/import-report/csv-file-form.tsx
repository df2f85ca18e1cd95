import { FileSearch } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** The first step of an admin's CSV import: choose the file, then « Prévisualiser » (nothing written). */
export function CsvFileForm({
  id,
  label,
  help,
  canPreview,
  onFile,
  onPreview,
}: {
  id: string;
  label: string;
  help: ReactNode;
  canPreview: boolean;
  onFile: (file: File | null) => void;
  onPreview: () => void;
}) {
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        onPreview();
      }}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id}>{label}</Label>
        <Input
          id={id}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={`${id}-help`}
          onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        />
        <p id={`${id}-help`} className="text-sm text-muted-foreground">
          {help}
        </p>
      </div>
      <Button type="submit" className="self-start" disabled={!canPreview}>
        <FileSearch aria-hidden="true" />
        Prévisualiser
      </Button>
    </form>
  );
}
