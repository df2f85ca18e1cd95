import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp } from 'lucide-react';
import { useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';

/** The crop: its centre in the image's pixels and its zoom (1 = the largest frame of the ratio). */
type Crop = { cx: number; cy: number; zoom: number };

const MAX_ZOOM = 4;
/** One press of a move button moves the frame by this share of its width. */
const KEY_STEP = 0.1;

const NUDGES = [
  { label: 'Déplacer le cadre vers la gauche', icon: ArrowLeft, dx: -1, dy: 0 },
  { label: 'Déplacer le cadre vers le haut', icon: ArrowUp, dx: 0, dy: -1 },
  { label: 'Déplacer le cadre vers le bas', icon: ArrowDown, dx: 0, dy: 1 },
  { label: 'Déplacer le cadre vers la droite', icon: ArrowRight, dx: 1, dy: 0 },
] as const;

/** The frame of `aspect` (width / height) at `zoom`, kept inside the image. */
export function cropRect(image: { width: number; height: number }, aspect: number, crop: Crop) {
  const fullWidth = Math.min(image.width, image.height * aspect);
  const width = fullWidth / crop.zoom;
  const height = width / aspect;
  const cx = Math.min(Math.max(crop.cx, width / 2), image.width - width / 2);
  const cy = Math.min(Math.max(crop.cy, height / 2), image.height - height / 2);
  return { x: cx - width / 2, y: cy - height / 2, width, height, cx, cy };
}

/**
 * Crops a chosen photo to the ratio it is shown at (a page's 3:1 cover, a square logo) before it is
 * uploaded: the preview is the frame; the zoom slider zooms, the four move buttons (keyboard) and
 * dragging (pointer) move it. The server still re-encodes the result and strips its metadata.
 */
export function ImageCropDialog({
  file,
  aspect,
  title,
  outputWidth,
  onCancel,
  onCropped,
}: {
  /** The chosen photo; null closes the dialog. */
  file: File | null;
  aspect: number;
  title: string;
  /** The cropped image's width in pixels (its height follows the ratio). */
  outputWidth: number;
  onCancel: () => void;
  /** Receives the cropped image; the dialog shows a spinner until it settles. */
  onCropped: (cropped: Blob) => Promise<void>;
}) {
  const id = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ x: number; y: number; crop: Crop } | null>(null);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [crop, setCrop] = useState<Crop>({ cx: 0, cy: 0, zoom: 1 });
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      setImage(img);
      setCrop({ cx: img.naturalWidth / 2, cy: img.naturalHeight / 2, zoom: 1 });
    };
    img.src = url;
    return () => {
      URL.revokeObjectURL(url);
      setImage(null);
    };
  }, [file]);

  const size = image ? { width: image.naturalWidth, height: image.naturalHeight } : null;
  const rect = size ? cropRect(size, aspect, crop) : null;

  useEffect(() => {
    const target = canvas.current;
    const context = target?.getContext('2d');
    if (!target || !context || !image || !rect) return;
    context.clearRect(0, 0, target.width, target.height);
    context.drawImage(image, rect.x, rect.y, rect.width, rect.height, 0, 0, target.width, target.height);
  }, [image, rect]);

  function move(dx: number, dy: number) {
    if (!rect) return;
    setCrop((c) => ({ ...c, cx: rect.cx + dx, cy: rect.cy + dy }));
  }

  /** Moves the frame by a share of its width in a direction (-1, 0 or 1 on each axis). */
  function nudge(dx: number, dy: number) {
    if (!rect) return;
    move(dx * rect.width * KEY_STEP, dy * rect.width * KEY_STEP);
  }

  function onPointerDown(event: PointerEvent<HTMLCanvasElement>) {
    if (!rect) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, crop: { ...crop, cx: rect.cx, cy: rect.cy } };
  }

  function onPointerMove(event: PointerEvent<HTMLCanvasElement>) {
    const start = drag.current;
    if (!start || !rect) return;
    // Dragging the photo right shows more of its left: the frame moves the other way.
    const scale = rect.width / event.currentTarget.clientWidth;
    setCrop({
      ...start.crop,
      cx: start.crop.cx - (event.clientX - start.x) * scale,
      cy: start.crop.cy - (event.clientY - start.y) * scale,
    });
  }

  async function save() {
    if (!image || !rect) return;
    const out = document.createElement('canvas');
    out.width = Math.min(outputWidth, Math.round(rect.width)) || outputWidth;
    out.height = Math.max(1, Math.round(out.width / aspect));
    out.getContext('2d')?.drawImage(image, rect.x, rect.y, rect.width, rect.height, 0, 0, out.width, out.height);
    const blob = await new Promise<Blob | null>((resolve) => out.toBlob(resolve, 'image/jpeg', 0.92));
    if (!blob) return;
    setSaving(true);
    try {
      await onCropped(blob);
    } finally {
      setSaving(false);
    }
  }

  const previewWidth = 400;
  return (
    <Dialog open={file !== null} onOpenChange={(open) => !open && !saving && onCancel()}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription id={`${id}-help`}>
          Déplacez le cadre avec les boutons fléchés ou en faisant glisser la photo, et zoomez avec le curseur.
        </DialogDescription>
        <canvas
          ref={canvas}
          aria-hidden="true"
          width={previewWidth}
          height={Math.round(previewWidth / aspect)}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => (drag.current = null)}
          className="block w-full cursor-move touch-none rounded-lg border border-border bg-muted"
        />
        {/* The keyboard's way to move the frame (dragging is the pointer's). */}
        <div role="group" aria-label="Déplacer le cadre" className="flex flex-wrap justify-center gap-2">
          {NUDGES.map(({ label, icon: Icon, dx, dy }) => (
            <Button key={label} variant="outline" size="icon" aria-label={label} onClick={() => nudge(dx, dy)}>
              <Icon aria-hidden="true" />
            </Button>
          ))}
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-zoom`}>Zoom</Label>
          <input
            id={`${id}-zoom`}
            type="range"
            min={1}
            max={MAX_ZOOM}
            step={0.1}
            value={crop.zoom}
            aria-valuetext={`${Math.round(crop.zoom * 100)} %`}
            onChange={(e) => setCrop((c) => ({ ...c, zoom: Number(e.target.value) }))}
            className="w-full accent-primary"
          />
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onCancel} disabled={saving}>
            Annuler
          </Button>
          <Button onClick={() => void save()} disabled={!image || saving}>
            {saving && <Spinner />}
            Recadrer et enregistrer
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
