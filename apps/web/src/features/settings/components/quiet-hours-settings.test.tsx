import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { QuietHoursSettings } from './quiet-hours-settings';

const VALUE = { enabled: true, start: '22:00', end: '07:00' };

describe('QuietHoursSettings', () => {
  it('saves the two times together with their button', () => {
    const onSave = vi.fn();
    renderWithProviders(<QuietHoursSettings value={VALUE} saving={false} onSave={onSave} />);
    const save = screen.getByRole('button', { name: 'Enregistrer les horaires' });
    expect(save).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Début des heures calmes'), { target: { value: '23:30' } });
    fireEvent.click(save);
    expect(onSave).toHaveBeenCalledWith({ quietHours: { start: '23:30', end: '07:00' } });
  });

  it('refuses the same start and end, and says why', () => {
    const onSave = vi.fn();
    renderWithProviders(<QuietHoursSettings value={VALUE} saving={false} onSave={onSave} />);
    fireEvent.change(screen.getByLabelText('Fin des heures calmes'), { target: { value: '22:00' } });
    expect(
      screen.getByText('Les heures calmes doivent commencer et finir à des heures différentes.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrer les horaires' })).toBeDisabled();
    expect(screen.getByLabelText('Fin des heures calmes')).toHaveAttribute('aria-invalid', 'true');
  });

  it('saves the switch at once', () => {
    const onSave = vi.fn();
    renderWithProviders(<QuietHoursSettings value={VALUE} saving={false} onSave={onSave} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Heures calmes' }));
    expect(onSave).toHaveBeenCalledWith({ quietHours: { enabled: false } });
  });
});
