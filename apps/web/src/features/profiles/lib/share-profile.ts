import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { isNative } from '@/lib/platform';

/** The public page's absolute address: /profile/{username}. */
export function publicProfileUrl(username: string, origin: string = window.location.origin): string {
  return `${origin}${paths.publicProfile(username)}`;
}

/** Native share sheet in the app wrapper; on the web the link goes to the clipboard. */
export async function shareProfile(username: string, name: string): Promise<void> {
  const url = publicProfileUrl(username);
  try {
    if (isNative()) {
      const { Share } = await import('@capacitor/share');
      await Share.share({ title: `Profil de ${name}`, url });
      return;
    }
    await navigator.clipboard.writeText(url);
    toast.success('Lien copié', { description: 'Le lien a été copié dans le presse-papiers' });
  } catch (error) {
    // Closing the native share sheet is not a failure.
    if (error instanceof Error && /cancel/i.test(error.message)) return;
    toast.error('Erreur', { description: 'Impossible de copier le lien' });
  }
}
