import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';

/** A post's photo at full size; loaded on first use (see PostMedia). */
export function PhotoLightbox({
  src,
  title,
  alt,
  onClose,
}: {
  src: string;
  title: string;
  alt: string;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl p-2 pt-12" aria-describedby={undefined}>
        <DialogTitle className="sr-only">{title}</DialogTitle>
        <img src={src} alt={alt} className="max-h-[80vh] w-full object-contain" />
      </DialogContent>
    </Dialog>
  );
}
