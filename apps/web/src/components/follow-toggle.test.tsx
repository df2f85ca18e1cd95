import type { SessionUser } from '@portmarin/shared';
import { fireEvent, screen } from '@testing-library/react';
import { UserPlus } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { resident } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { FollowToggle } from './follow-toggle';

function renderToggle(
  props: { following?: boolean; pending?: boolean },
  user: SessionUser | null | 'loading' = resident(),
) {
  const onToggle = vi.fn();
  const onVisitor = vi.fn();
  renderWithProviders(
    <FollowToggle
      following={props.following ?? false}
      followLabel="Suivre"
      followIcon={UserPlus}
      pending={props.pending ?? false}
      onToggle={onToggle}
      onVisitor={onVisitor}
    />,
    { user },
  );
  return { onToggle, onVisitor };
}

describe('FollowToggle', () => {
  it('asks to follow from the invitation', () => {
    const { onToggle } = renderToggle({ following: false });
    const button = screen.getByRole('button', { name: 'Suivre' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect(onToggle).toHaveBeenCalledExactlyOnceWith(true);
  });

  it("asks to unfollow from 'Abonné·e', pressed", () => {
    const { onToggle } = renderToggle({ following: true });
    const button = screen.getByRole('button', { name: 'Abonné·e' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button);
    expect(onToggle).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('sends a visitor to sign in instead', () => {
    const { onToggle, onVisitor } = renderToggle({}, null);
    fireEvent.click(screen.getByRole('button', { name: 'Suivre' }));
    expect(onVisitor).toHaveBeenCalledOnce();
    expect(onToggle).not.toHaveBeenCalled();
  });

  it('asks nothing more while a request is in flight', () => {
    const { onToggle } = renderToggle({ pending: true });
    const button = screen.getByRole('button', { name: 'Suivre' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onToggle).not.toHaveBeenCalled();
  });

  it('waits for the session, disabled', () => {
    renderToggle({}, 'loading');
    expect((screen.getByRole('button', { name: 'Suivre' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
