import type { CivicSubjectType } from '@portmarin/shared';
import { useEffect } from 'react';
import { CommentThread } from '@/features/posts';
import { useSession } from '@/lib/auth';
import { useCivicComments, useCreateCivicComment, useDeleteCivicComment } from '../api/civic-comments-api';
import { canDeleteCivicComment, totalOf } from '../api/civic-comments-cache';

type CivicCommentsProps = {
  subjectType: CivicSubjectType;
  subjectId: string;
  /** Told the subject's comment count whenever it is loaded or changes (to update a card's counter). */
  onCountChange?: (total: number) => void;
};

/** The discussion under a referendum, a neighbour report or a suggestion: oldest first, more on demand. */
export function CivicComments({ subjectType, subjectId, onCountChange }: CivicCommentsProps) {
  const subject = { subjectType, subjectId };
  const session = useSession();
  const me = session.status === 'ready' ? session.user : null;
  const query = useCivicComments(subject);
  const create = useCreateCivicComment(subject);
  const remove = useDeleteCivicComment(subject);
  const total = totalOf(query.data);

  useEffect(() => {
    if (total !== null) onCountChange?.(total);
  }, [total, onCountChange]);

  return (
    <CommentThread
      query={query}
      comments={query.data?.pages.flatMap((page) => page.comments) ?? []}
      closed={!(query.data?.pages[0]?.open ?? true)}
      formLabelClassName="text-sm font-medium"
      creating={create.isPending}
      onCreate={(content) => create.mutateAsync(content)}
      canDelete={(comment) => canDeleteCivicComment(me, comment)}
      onDelete={(comment) => remove.mutateAsync(comment.id)}
      deleteName={(name) => `Supprimer le commentaire de ${name}`}
    />
  );
}
