import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useRecordForm, type RecordValidation } from './use-record-form';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

type Values = { name: string; city: string };
type Callbacks = { onSuccess: () => void; onError: (error: Error) => void };

/** Both fields are required; the body sent is the trimmed values. */
function validate(values: Values): RecordValidation<Values> {
  const errors: Record<string, string> = {};
  if (!values.name.trim()) errors.name = 'Le nom est obligatoire.';
  if (!values.city.trim()) errors.city = 'La ville est obligatoire.';
  return Object.keys(errors).length
    ? { ok: false, errors }
    : { ok: true, input: { name: values.name.trim(), city: values.city.trim() } };
}

const mutation = () => ({ mutate: vi.fn<(variables: unknown, callbacks: Callbacks) => void>(), isPending: false });

function TestForm({
  recordId,
  create,
  update,
  onDone,
  prepare,
}: {
  recordId: string | null;
  create: ReturnType<typeof mutation>;
  update: ReturnType<typeof mutation>;
  onDone: () => void;
  prepare?: (input: Values) => Promise<Values>;
}) {
  const { values, set, formRef, onSubmit, field, invalid, error } = useRecordForm({
    initial: () => ({ name: 'Phare', city: '' }),
    validate,
    recordId,
    create,
    update,
    saved: (input) => ['Enregistré', `« ${input.name} » est à jour`],
    onDone,
    prepare,
  });
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit}>
      {(['name', 'city'] as const).map((name) => (
        <div key={name}>
          <label htmlFor={field(name)}>{name === 'name' ? 'Nom' : 'Ville'}</label>
          <input id={field(name)} value={values[name]} onChange={(e) => set(name, e.target.value)} {...invalid(name)} />
          {error(name)}
        </div>
      ))}
      <button type="submit">Enregistrer</button>
    </form>
  );
}

function setup(recordId: string | null = null, prepare?: (input: Values) => Promise<Values>) {
  const create = mutation();
  const update = mutation();
  const onDone = vi.fn();
  render(<TestForm recordId={recordId} create={create} update={update} onDone={onDone} prepare={prepare} />);
  return { create, update, onDone };
}

describe('useRecordForm', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows the errors, focuses the first invalid field and sends nothing', async () => {
    const { create, update } = setup();
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    const name = screen.getByLabelText('Nom');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Le nom est obligatoire.');
    expect(screen.getByLabelText('Ville')).toHaveAccessibleDescription('La ville est obligatoire.');
    await waitFor(() => expect(name).toHaveFocus());
    expect(create.mutate).not.toHaveBeenCalled();
    expect(update.mutate).not.toHaveBeenCalled();
  });

  it('creates a new record, then toasts and closes', () => {
    const { create, update, onDone } = setup();
    fireEvent.change(screen.getByLabelText('Ville'), { target: { value: ' Port-Marin ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(update.mutate).not.toHaveBeenCalled();
    expect(create.mutate).toHaveBeenCalledWith({ name: 'Phare', city: 'Port-Marin' }, expect.anything());
    expect(screen.getByLabelText('Ville')).not.toHaveAttribute('aria-invalid');
    create.mutate.mock.calls[0]![1].onSuccess();
    expect(toast.success).toHaveBeenCalledWith('Enregistré', { description: '« Phare » est à jour' });
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('updates an existing record and reports a failure without closing', async () => {
    const { create, update, onDone } = setup('rec-1');
    fireEvent.change(screen.getByLabelText('Ville'), { target: { value: 'Brest' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(create.mutate).not.toHaveBeenCalled();
    expect(update.mutate).toHaveBeenCalledWith(
      { id: 'rec-1', input: { name: 'Phare', city: 'Brest' } },
      expect.anything(),
    );
    update.mutate.mock.calls[0]![1].onError(new Error('Serveur indisponible'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Erreur', { description: 'Serveur indisponible' }));
    expect(onDone).not.toHaveBeenCalled();
  });

  it('saves what the prepare step gives (an uploaded photo), and nothing when it fails', async () => {
    const prepare = vi.fn(async (input: Values) => ({ ...input, city: `${input.city} (photo envoyée)` }));
    const { create } = setup(null, prepare);
    fireEvent.change(screen.getByLabelText('Ville'), { target: { value: 'Brest' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(create.mutate).toHaveBeenCalledWith({ name: 'Phare', city: 'Brest (photo envoyée)' }, expect.anything()),
    );

    create.mutate.mockClear();
    prepare.mockRejectedValueOnce(new Error('Photo trop lourde'));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Erreur', { description: 'Photo trop lourde' }));
    expect(create.mutate).not.toHaveBeenCalled();
  });
});
