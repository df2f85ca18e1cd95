import { Avatar } from '@/components/ui/avatar';

/** Cover image (or a plain band) with the avatar overlapping its lower edge. */
export function ProfileCover({
  name,
  image,
  coverImage,
}: {
  name: string;
  image: string | null;
  coverImage: string | null;
}) {
  return (
    <div className="relative">
      <div className="h-40 overflow-hidden bg-secondary sm:h-52">
        {coverImage && <img src={coverImage} alt="" className="size-full object-cover" />}
      </div>
      <div
        data-testid="profile-avatar"
        className="absolute -bottom-12 left-4 rounded-full border-4 border-background bg-background"
      >
        <Avatar name={name} image={image} className="size-24 text-2xl" />
      </div>
    </div>
  );
}
