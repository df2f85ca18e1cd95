import type { GroupDetail } from '@portmarin/shared';
import { Users } from 'lucide-react';
import { PictureControls } from '@/components/picture-controls';
import { cn } from '@/lib/cn';
import { useUpdateGroup } from '../api/update-group';

/** The group's picture, else a people icon on the brand colour (the name beside it carries the meaning). */
export function GroupAvatar({ url, className }: { url: string | null; className?: string }) {
  if (url) return <img src={url} alt="" className={cn('size-14 shrink-0 rounded-xl object-cover', className)} />;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-14 shrink-0 items-center justify-center rounded-xl bg-primary/15 text-primary',
        className,
      )}
    >
      <Users className="size-1/2" />
    </span>
  );
}

/** The admins' buttons: a square photo, as it is shown. */
export function GroupAvatarControls({ group }: { group: GroupDetail }) {
  const update = useUpdateGroup(group.id);
  return (
    <PictureControls
      labels={{
        change: 'Changer la photo du groupe',
        remove: 'Retirer la photo du groupe',
        crop: 'Recadrer la photo du groupe',
        saved: 'Photo du groupe enregistrée',
        removed: 'Photo du groupe retirée',
      }}
      kind="avatar"
      aspect={1}
      outputWidth={512}
      hasPicture={group.avatarUrl !== null}
      pending={update.isPending}
      size="sm"
      save={(avatarUploadId) => update.mutateAsync({ avatarUploadId })}
    />
  );
}
