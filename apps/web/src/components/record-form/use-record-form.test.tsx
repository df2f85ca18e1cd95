import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useRecordForm, type RecordValidation } from './use-record-form';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

type Values = { name: string; city: string };
type Callbacks = { onSuccess: (saved: unknown) => void; onError: (error: Error) => void };
type Options = Partial<Parameters<typeof useRecordForm<Values, Values>>[0]>;

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
  options,
}: {
  recordId: string | null;
  create: ReturnType<typeof mutation>;
  update: ReturnType<typeof mutation>;
  onDone: () => void;
  prepare?: (input: Values) => Promise<Values>;
  options?: Options;
}) {
  const { formRef, onSubmit, field, text, error } = useRecordForm({
    initial: () => ({ name: 'Phare', city: '' }),
    validate,
    recordId,
    create,
    update,
    saved: (input) => ['Enregistré', `« ${input.name} » est à jour`],
    onDone,
    prepare,
    ...options,
  });
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit}>
      {(['name', 'city'] as const).map((name) => (
        <div key={name}>
          <label htmlFor={field(name)}>{name === 'name' ? 'Nom' : 'Ville'}</label>
          <input {...text(name)} />
          {error(name)}
        </div>
      ))}
      <button id="target" type="submit">
        Enregistrer
      </button>
    </form>
  );
}

function setup(recordId: string | null = null, prepare?: (input: Values) => Promise<Values>, options?: Options) {
  const create = mutation();
  const update = mutation();
  const onDone = vi.fn();
  render(
    <TestForm
      recordId={recordId}
      create={create}
      update={update}
      onDone={onDone}
      prepare={prepare}
      options={options}
    />,
  );
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
    create.mutate.mock.calls[0]![1].onSuccess(undefined);
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

  it('sends through the one save mutation when given, with the answer to the toast and onDone', () => {
    const save = mutation();
    const { create, update, onDone } = setup('rec-1', undefined, {
      save,
      saved: (_input, result) => ['Enregistré', `« ${(result as Values).name} »`],
    });
    fireEvent.change(screen.getByLabelText('Ville'), { target: { value: 'Brest' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(create.mutate).not.toHaveBeenCalled();
    expect(update.mutate).not.toHaveBeenCalled();
    expect(save.mutate).toHaveBeenCalledWith({ name: 'Phare', city: 'Brest' }, expect.anything());
    save.mutate.mock.calls[0]![1].onSuccess({ name: 'Phare du Minou', city: 'Brest' });
    expect(toast.success).toHaveBeenCalledWith('Enregistré', { description: '« Phare du Minou »' });
    expect(onDone).toHaveBeenCalledWith({ name: 'Phare du Minou', city: 'Brest' });
  });

  it('says refused values in an error toast when asked', () => {
    setup(null, undefined, { invalidToast: (errors) => errors.city });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(toast.error).toHaveBeenCalledWith('Erreur', { description: 'La ville est obligatoire.' });
  });

  it('leaves focus where it is when the focus target is false', async () => {
    setup(null, undefined, { focus: false });
    const button = screen.getByRole('button', { name: 'Enregistrer' });
    button.focus();
    fireEvent.click(button);

    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.getByLabelText('Ville')).toHaveAttribute('aria-invalid', 'true');
    expect(button).toHaveFocus();
  });

  it('focuses the control the focus target names', async () => {
    setup(null, undefined, { focus: '#target' });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Enregistrer' })).toHaveFocus());
  });

  it('focuses the first invalid field within the submit itself when focusNow is on', () => {
    setup(null, undefined, { focusNow: true });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(screen.getByLabelText('Ville')).toHaveFocus();
  });

  it('toasts no success when saved gives null, and still calls onDone', () => {
    const { create, onDone } = setup(null, undefined, { saved: () => null });
    fireEvent.change(screen.getByLabelText('Ville'), { target: { value: 'Brest' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    create.mutate.mock.calls[0]![1].onSuccess({});

    expect(toast.success).not.toHaveBeenCalled();
    expect(onDone).toHaveBeenCalled();
  });

  it('toasts the description the failure option gives, and nothing when it gives null', () => {
    const failure = vi.fn((error: unknown) => ((error as Error).message === 'vu' ? null : 'Impossible d’enregistrer'));
    const { create } = setup(null, undefined, { failure });
    fireEvent.change(screen.getByLabelText('Ville'), { target: { value: 'Brest' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    create.mutate.mock.calls[0]![1].onError(new Error('vu'));
    expect(toast.error).not.toHaveBeenCalled();

    create.mutate.mock.calls[0]![1].onError(new Error('réseau'));
    expect(toast.error).toHaveBeenCalledWith('Erreur', { description: 'Impossible d’enregistrer' });
  });

  it('empties the values after a success when reset is on', () => {
    const { create } = setup(null, undefined, { reset: true, initial: () => ({ name: '', city: '' }) });
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'Phare' } });
    fireEvent.change(screen.getByLabelText('Ville'), { target: { value: 'Brest' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    act(() => create.mutate.mock.calls[0]![1].onSuccess(undefined));

    expect(screen.getByLabelText('Nom')).toHaveValue('');
    expect(screen.getByLabelText('Ville')).toHaveValue('');
  });

  it('lays a row out as label, control and message, tied by their ids', () => {
    function RowForm() {
      const { onSubmit, control, row } = useRecordForm({
        initial: () => ({ name: '', city: '' }),
        validate,
        create: mutation(),
        saved: () => ['Enregistré', ''],
        onDone: () => {},
      });
      return (
        <form noValidate onSubmit={onSubmit}>
          {row('name', 'Nom', <input {...control('name')} />)}
          <button type="submit">Enregistrer</button>
        </form>
      );
    }
    render(<RowForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(screen.getByLabelText('Nom')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nom')).toHaveAccessibleDescription('Le nom est obligatoire.');
  });
});
