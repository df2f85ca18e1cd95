import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { StarInput, StarRating } from './star-input';

function Controlled({ onChange }: { onChange?: (n: number) => void }) {
  const [value, setValue] = useState(0);
  return (
    <StarInput
      value={value}
      onChange={(n) => {
        setValue(n);
        onChange?.(n);
      }}
    />
  );
}

describe('StarInput', () => {
  it('offers five named stars in a group, none chosen at first', () => {
    render(<Controlled />);
    expect(screen.getByRole('group', { name: 'Votre note' })).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('radio', { name: '1 étoile' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '4 étoiles' })).toBeInTheDocument();
    expect(radios.some((r) => (r as HTMLInputElement).checked)).toBe(false);
  });

  it('chooses a rating by click, and by keyboard like any radio group', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: '4 étoiles' }));
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(screen.getByRole('radio', { name: '4 étoiles' })).toBeChecked();
    // The browser moves the choice with the arrow keys (a change on the next radio).
    fireEvent.click(screen.getByRole('radio', { name: '5 étoiles' }));
    expect(onChange).toHaveBeenLastCalledWith(5);
    expect(screen.getByText('5/5')).toBeInTheDocument();
  });

  it('says a read-only rating once', () => {
    render(<StarRating value={3} />);
    expect(screen.getByRole('img', { name: '3 étoiles sur 5' })).toBeInTheDocument();
  });
});
