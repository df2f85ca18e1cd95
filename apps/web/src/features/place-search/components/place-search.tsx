import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { SearchField } from '@/components/search-field';
import { PostList, type PostPlace } from '@/features/posts';
import { useDebounced } from '@/lib/use-debounced';
import { placeSearchKeys, usePlacePostsSearch } from '../api/search-place-posts';

/** The words searched, in the address: back from a post, the resident finds their results again. */
const PARAM = 'q';

function Results({ place, term }: { place: PostPlace; term: string }) {
  const query = usePlacePostsSearch(place, term);
  const queryClient = useQueryClient();
  return (
    <section aria-label={`Résultats pour « ${term} »`} className="flex flex-col gap-3">
      <PostList
        query={query}
        emptyText={`Aucune publication ne contient « ${term} ».`}
        emptyHint="Essayez un autre mot, ou le début d’un mot."
        onPostDeleted={() => void queryClient.invalidateQueries({ queryKey: placeSearchKeys.all })}
      />
    </section>
  );
}

/**
 * A search box over a group's or a business page's posts: while it holds words, their matches
 * (newest first) take the place of `children`, the place's usual posts.
 */
export function PlaceSearch({ place, label, children }: { place: PostPlace; label: string; children: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(() => params.get(PARAM) ?? '');
  const term = useDebounced(text.trim());

  const change = (value: string) => {
    setText(value);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value.trim()) next.set(PARAM, value);
        else next.delete(PARAM);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <div className="flex flex-col gap-3">
      <SearchField label={label} value={text} onChange={change} />
      {term ? <Results key={term} place={place} term={term} /> : children}
    </div>
  );
}
