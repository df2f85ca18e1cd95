import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useBlockTabbing } from './use-block-tabbing';

function Screen({ splash }: { splash: boolean }) {
  useBlockTabbing(splash);
  return <button type="button">Publier</button>;
}

function pressTab(): boolean {
  const event = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
  document.body.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useBlockTabbing', () => {
  it('holds the focus while the splash shows and lets it go after', () => {
    const view = render(<Screen splash />);
    expect(pressTab()).toBe(true);
    view.rerender(<Screen splash={false} />);
    expect(pressTab()).toBe(false);
  });

  it('lets other keys through', () => {
    render(<Screen splash />);
    const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    document.body.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
