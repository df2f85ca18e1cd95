import type { TownAddress } from '@portmarin/shared';
import { useId, useState, type KeyboardEvent } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { useDebounced } from '@/lib/use-debounced';
import { useAddressSearch } from '../api/search-addresses';

type ResidenceAddressPickerProps = {
  /** The field's visible label, its accessible name. */
  label: string;
  value: TownAddress | null;
  onChange: (address: TownAddress | null) => void;
  disabled?: boolean;
};

/**
 * A combobox over the town's addresses (ARIA 1.2 pattern, list autocomplete): the resident types
 * the start of their address, moves through the suggestions with the arrow keys, picks one with
 * Enter or a tap; Escape closes the list. Only an address of the list can be picked.
 */
export function ResidenceAddressPicker({ label, value, onChange, disabled = false }: ResidenceAddressPickerProps) {
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const [text, setText] = useState(value?.label ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useDebounced(text);
  const search = useAddressSearch(value && value.label === typed ? '' : typed);
  const options = open ? (search.data?.addresses ?? []) : [];
  const expanded = open && options.length > 0;

  function pick(address: TownAddress) {
    onChange(address);
    setText(address.label);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      if (options.length > 0) setActive((i) => (i + 1) % options.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length > 0) setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      pick(options[active]!);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const noMatch =
    open && typed.trim().length > 0 && search.isSuccess && !search.isPlaceholderData && options.length === 0;

  return (
    <div className="relative flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-describedby={hintId}
        aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
        autoComplete="off"
        disabled={disabled}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
          if (value) onChange(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <p id={hintId} className="text-xs text-muted-foreground">
        Tapez le numéro et la rue, puis choisissez votre adresse dans la liste.
      </p>
      <div
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!expanded}
        className="absolute top-16 z-20 max-h-64 w-full overflow-y-auto rounded-lg border border-border bg-card py-1 shadow-md"
      >
        {options.map((address, index) => (
          // The keyboard reaches the options through the combobox (aria-activedescendant), not each option.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
          <div
            key={address.id}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            className={cn(
              'cursor-pointer px-3 py-2 text-sm text-card-foreground',
              index === active ? 'bg-accent text-accent-foreground' : 'hover:bg-accent',
            )}
            // Before the input's blur closes the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(address)}
          >
            {address.label}
          </div>
        ))}
      </div>
      {noMatch && (
        <p role="status" className="text-sm text-muted-foreground">
          Aucune adresse de la commune ne correspond. Vérifiez l’orthographe de la rue.
        </p>
      )}
    </div>
  );
}
