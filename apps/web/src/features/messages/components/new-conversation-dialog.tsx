import { SquarePen, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ResidentSummary } from '@/components/resident-summary';
import { LoadingStatus } from '@/components/loading-status';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDebounced } from '@/lib/use-debounced';
import { useCreateConversation } from '../api/create-conversation';
import { RESIDENT_SEARCH_MIN_LENGTH, useResidentSearch, type ResidentResult } from '../api/search-residents';
import { GROUP_MAX_PARTICIPANTS } from '@portmarin/shared/constants';

const GROUP_TITLE_MAX_LENGTH = 80;

/** 'Nouvelle conversation': pick one resident (a one-to-one thread) or several (a named group). */
export function NewConversationDialog({ myId }: { myId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <SquarePen aria-hidden="true" />
          Nouvelle conversation
        </Button>
      </DialogTrigger>
      <DialogContent className="top-16 translate-y-0">
        <DialogTitle>Nouvelle conversation</DialogTitle>
        <DialogDescription>Choisissez un habitant, ou plusieurs pour créer un groupe.</DialogDescription>
        {/* Mounted only while open: every opening starts empty. */}
        {open && <NewConversationForm myId={myId} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function NewConversationForm({ myId, onDone }: { myId: string; onDone: () => void }) {
  const navigate = useNavigate();
  const create = useCreateConversation();
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<ResidentResult[]>([]);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const searchId = useId();
  const titleId = useId();

  const term = useDebounced(query.trim());
  const search = useResidentSearch(term);
  const wantsSearch = query.trim().length >= RESIDENT_SEARCH_MIN_LENGTH;
  const waiting = wantsSearch && (query.trim() !== term || search.isFetching);
  const results = wantsSearch ? (search.data ?? []).filter((r) => r.id !== myId) : [];
  const isGroup = selected.length >= 2;
  const full = selected.length >= GROUP_MAX_PARTICIPANTS - 1;

  function toggle(resident: ResidentResult, checked: boolean) {
    setError(null);
    setSelected((list) => (checked ? [...list, resident] : list.filter((r) => r.id !== resident.id)));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (selected.length === 0) return setError('Choisissez au moins un destinataire.');
    if (isGroup && !title.trim()) return setError('Donnez un nom au groupe.');
    setError(null);
    create.mutate(
      { participantIds: selected.map((r) => r.id), ...(isGroup ? { title: title.trim() } : {}) },
      {
        onSuccess: ({ conversation }) => {
          onDone();
          void navigate(paths.conversation(conversation.id));
        },
        onError: (failure) => setError(failure.message),
      },
    );
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      {selected.length > 0 && (
        <ul aria-label="Destinataires choisis" className="flex flex-wrap gap-2">
          {selected.map((resident) => (
            <li key={resident.id}>
              <span className="inline-flex items-center gap-1 rounded-full bg-secondary py-1 pl-3 pr-1 text-sm text-secondary-foreground">
                {resident.name}
                <button
                  type="button"
                  aria-label={`Retirer ${resident.name}`}
                  onClick={() => toggle(resident, false)}
                  className="rounded-full p-0.5 hover:bg-accent"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}

      <div className="flex flex-col gap-2">
        <Label htmlFor={searchId}>Rechercher un habitant</Label>
        <Input
          id={searchId}
          type="search"
          placeholder="Un nom ou un nom d'utilisateur"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
        />
      </div>

      <div aria-live="polite" className="flex flex-col gap-2">
        {!wantsSearch ? (
          <p className="text-sm text-muted-foreground">
            Tapez au moins {RESIDENT_SEARCH_MIN_LENGTH} caractères pour chercher un habitant.
          </p>
        ) : waiting ? (
          <LoadingStatus label="Recherche en cours…" />
        ) : search.isError ? (
          <p className="text-sm text-destructive">La recherche a échoué : {search.error.message}</p>
        ) : results.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aucun habitant trouvé pour « {query.trim()} ».</p>
        ) : null}
      </div>
      {wantsSearch && results.length > 0 && (
        <ul aria-label="Habitants trouvés" className="-mx-2 flex max-h-64 flex-col overflow-y-auto">
          {results.map((resident) => {
            const checked = selected.some((r) => r.id === resident.id);
            const inputId = `${searchId}-${resident.id}`;
            return (
              <li key={resident.id}>
                <label
                  htmlFor={inputId}
                  className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 hover:bg-accent"
                >
                  <input
                    id={inputId}
                    type="checkbox"
                    checked={checked}
                    disabled={!checked && full}
                    onChange={(e) => toggle(resident, e.target.checked)}
                    className="size-4 accent-primary"
                  />
                  <ResidentSummary resident={resident} />
                </label>
              </li>
            );
          })}
        </ul>
      )}

      {isGroup && (
        <div className="flex flex-col gap-2">
          <Label htmlFor={titleId}>Nom du groupe</Label>
          <Input
            id={titleId}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            maxLength={GROUP_TITLE_MAX_LENGTH}
            required
            aria-invalid={error === 'Donnez un nom au groupe.' || undefined}
          />
        </div>
      )}

      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}

      <Button type="submit" disabled={create.isPending} aria-busy={create.isPending || undefined}>
        {create.isPending && <Spinner />}
        {isGroup ? 'Créer le groupe' : 'Démarrer la conversation'}
      </Button>
    </form>
  );
}
