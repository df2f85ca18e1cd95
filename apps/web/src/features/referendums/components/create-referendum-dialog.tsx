import {
  REFERENDUM_CATEGORIES,
  REFERENDUM_DESCRIPTION_MAX_LENGTH,
  REFERENDUM_ELECTORATE_LABELS,
  REFERENDUM_ELECTORATES,
  REFERENDUM_QUESTION_MAX_LENGTH,
  REFERENDUM_TITLE_MAX_LENGTH,
  type CreateReferendumInput,
  type ReferendumCategory,
  type ReferendumElectorate,
} from '@portmarin/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useRecordForm } from '@/components/record-form/use-record-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioCard } from '@/components/ui/radio-card';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { requestErrorMessage } from '@/lib/toasts';
import { useCreateReferendum } from '../api/create-referendum';
import { useReferendumStats } from '../api/get-stats';
import { useProposeReferendum } from '../api/referendum-proposals';
import {
  EMPTY_REFERENDUM_FORM,
  dateInputValue,
  validateReferendumForm,
  type ReferendumFormValues,
} from '../lib/referendum-form';

/** What each electorate means, under its name in the form. */
const ELECTORATE_HINTS: Record<ReferendumElectorate, string> = {
  verified_residents:
    'Les habitants dont le domicile est vérifié (par courrier ou au guichet de la mairie) : une voix par résident.',
  verified_accounts: 'Tout compte dont l’adresse e-mail est confirmée, comme jusqu’ici.',
};

const FIELD_CLASS =
  'w-full rounded-lg border border-input bg-card px-3 text-sm text-card-foreground placeholder:text-muted-foreground aria-[invalid=true]:border-destructive';

/**
 * 'create': moderators and admins open a referendum to the vote at once. 'propose': residents send
 * one to the moderators, who publish or decline it (the resident is notified either way).
 */
export type ReferendumFormMode = 'create' | 'propose';

const MODE_TEXTS: Record<ReferendumFormMode, { button: string; description: string }> = {
  create: { button: 'Créer un référendum', description: 'Soumettez une question au vote des habitants.' },
  propose: {
    button: 'Proposer un référendum',
    description:
      'Les modérateurs relisent votre proposition avant de l’ouvrir au vote ; d’ici là, elle n’est visible que d’eux. Vous serez prévenu par une notification, qu’elle soit publiée ou refusée.',
  },
};

/** The header's button and its dialog: create for moderators and admins, propose for residents. */
export function CreateReferendumButton({ mode = 'create' }: { mode?: ReferendumFormMode }) {
  const [open, setOpen] = useState(false);
  const texts = MODE_TEXTS[mode];
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button size="sm" onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" />
        {texts.button}
      </Button>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogTitle>{texts.button}</DialogTitle>
        <DialogDescription>{texts.description}</DialogDescription>
        <CreateReferendumForm mode={mode} onCreated={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function CreateReferendumForm({ mode, onCreated }: { mode: ReferendumFormMode; onCreated: () => void }) {
  // The town's default electorate comes with the stats the page already shows.
  const defaultElectorate = useReferendumStats().data?.defaultElectorate;
  // Proposing may need a verified resident (a town setting): the form then says where to go.
  const [needsVerification, setNeedsVerification] = useState(false);
  const createNow = useCreateReferendum();
  const propose = useProposeReferendum();
  const { values, set, errors, pending, onSubmit, field } = useRecordForm<
    ReferendumFormValues,
    CreateReferendumInput,
    { title: string }
  >({
    initial: () => EMPTY_REFERENDUM_FORM,
    // One message for the whole form ('form'), and each field it names marked with it.
    validate: (current) => {
      const result = validateReferendumForm({ ...current, electorate: current.electorate || defaultElectorate || '' });
      if (result.ok) return result;
      const marked = Object.fromEntries(result.fields.map((name) => [name, result.message]));
      return { ok: false, errors: { ...marked, form: result.message } };
    },
    save: mode === 'create' ? createNow : propose,
    invalidToast: (found) => found.form,
    // This form never moved focus on refused values: the message under the fields says what to fix.
    focus: false,
    failure: (failure) => {
      if (!(failure instanceof ApiError && failure.code === 'PROPOSAL_RESIDENT_NOT_VERIFIED')) {
        return requestErrorMessage(failure);
      }
      setNeedsVerification(true);
      return null;
    },
    saved: (_input, answer) =>
      mode === 'create'
        ? ['Référendum créé', `« ${answer.title} » est ouvert au vote.`]
        : [
            'Proposition envoyée',
            `« ${answer.title} » sera relu par les modérateurs. Vous serez prévenu de leur décision.`,
          ],
    onDone: onCreated,
    reset: true,
  });
  const electorate = values.electorate || defaultElectorate;
  const invalid = (name: keyof ReferendumFormValues) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${field('form')}-error` } : {};

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-busy={pending}>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={field('title')}>Titre</Label>
        <Input
          id={field('title')}
          required
          autoComplete="off"
          maxLength={REFERENDUM_TITLE_MAX_LENGTH}
          placeholder="Ex. : Piétonnisation du quai Est"
          value={values.title}
          onChange={(e) => set('title', e.target.value)}
          {...invalid('title')}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={field('question')}>Question</Label>
        <Input
          id={field('question')}
          required
          autoComplete="off"
          maxLength={REFERENDUM_QUESTION_MAX_LENGTH}
          placeholder="Ex. : Faut-il rendre le quai Est piéton le week-end ?"
          value={values.question}
          onChange={(e) => set('question', e.target.value)}
          {...invalid('question')}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={field('description')}>Description</Label>
        <textarea
          id={field('description')}
          required
          rows={4}
          maxLength={REFERENDUM_DESCRIPTION_MAX_LENGTH}
          placeholder="Expliquez le projet, son coût et ce que le vote décidera."
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          className={`${FIELD_CLASS} py-2`}
          {...invalid('description')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={field('category')}>Catégorie</Label>
          <select
            id={field('category')}
            required
            value={values.category}
            onChange={(e) => set('category', e.target.value as ReferendumCategory)}
            className={`${FIELD_CLASS} h-10`}
            {...invalid('category')}
          >
            <option value="" disabled>
              Choisir une catégorie
            </option>
            {REFERENDUM_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={field('end')}>Date de fin</Label>
          <Input
            id={field('end')}
            type="date"
            required
            // The calendar disables past dates (spec 5).
            min={dateInputValue(new Date())}
            value={values.endDate}
            onChange={(e) => set('endDate', e.target.value)}
            {...invalid('endDate')}
          />
        </div>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium">Qui vote ?</legend>
        {REFERENDUM_ELECTORATES.map((choice) => (
          <RadioCard
            key={choice}
            name={field('electorate')}
            value={choice}
            checked={electorate === choice}
            onChoose={() => set('electorate', choice)}
          >
            <span className="flex flex-col gap-0.5">
              <span className="font-medium">{REFERENDUM_ELECTORATE_LABELS[choice]}</span>
              <span className="text-xs text-muted-foreground">{ELECTORATE_HINTS[choice]}</span>
            </span>
          </RadioCard>
        ))}
      </fieldset>
      <div className="flex items-center justify-between gap-4">
        <div className="flex flex-col gap-1">
          <Label htmlFor={field('anonymous')}>Vote anonyme</Label>
          <p id={field('anonymous-hint')} className="text-xs text-muted-foreground">
            Personne, pas même l’administration, ne peut savoir qui a voté quoi.
          </p>
        </div>
        <Switch
          id={field('anonymous')}
          checked={values.anonymous}
          onCheckedChange={(checked) => set('anonymous', checked)}
          aria-describedby={field('anonymous-hint')}
        />
      </div>
      <div className="flex items-center justify-between gap-4">
        <div className="flex flex-col gap-1">
          <Label htmlFor={field('comments')}>Autoriser les commentaires</Label>
          <p id={field('comments-hint')} className="text-xs text-muted-foreground">
            Les habitants peuvent débattre sous le référendum.
          </p>
        </div>
        <Switch
          id={field('comments')}
          checked={values.allowComments}
          onCheckedChange={(checked) => set('allowComments', checked)}
          aria-describedby={field('comments-hint')}
        />
      </div>
      {errors.form && (
        <p id={`${field('form')}-error`} role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      )}
      {needsVerification && (
        <div role="alert" className="flex flex-col gap-2 rounded-lg border border-border bg-muted p-3 text-sm">
          <p>
            La commune réserve les propositions de référendum aux résidents vérifiés : vérifiez d’abord votre domicile,
            par courrier ou au guichet de la mairie.
          </p>
          <Button asChild variant="outline" size="sm" className="self-start">
            <Link to={paths.verification}>Vérifier mon domicile</Link>
          </Button>
        </div>
      )}
      <Button type="submit" disabled={pending}>
        {pending && <Spinner />}
        {pending
          ? mode === 'create'
            ? 'Création en cours...'
            : 'Envoi en cours...'
          : mode === 'create'
            ? 'Créer le référendum'
            : 'Envoyer la proposition'}
      </Button>
    </form>
  );
}
