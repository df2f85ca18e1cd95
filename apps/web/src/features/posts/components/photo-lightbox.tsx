import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';

/** A post's photo at full size; loaded on first use (see PostMedia). */
export function PhotoLightbox({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl p-2 pt-12" aria-describedby={undefined}>
        <DialogTitle className="sr-only">{alt}</DialogTitle>
        <img src={src} alt={alt} className="max-h-[80vh] w-full object-contain" />
      </DialogContent>
    </Dialog>
  );
}
