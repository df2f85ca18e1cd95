import type { ReactNode } from 'react';

interface RadioCardProps {
  name: string;
  value: string;
  checked: boolean;
  onChoose: () => void;
  children: ReactNode;
}

/** One choice of a radio group drawn as a bordered card, the whole card clickable. */
export function RadioCard({ name, value, checked, onChoose, children }: RadioCardProps) {
  return (
    <label className="flex cursor-pointer items-center gap-3 rounded-lg border border-border px-3 py-2 text-sm has-[:checked]:border-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChoose}
        className="size-4 accent-primary"
      />
      {children}
    </label>
  );
}
