/** Spec: product name and a pulsing bar, shown for 2 s at a cold start. */
export function Splash({ productName }: { productName: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={`Chargement de ${productName}`}
      className="fixed inset-0 z-[100] flex flex-col items-center justify-center gap-6 bg-background"
      data-testid="splash"
    >
      <p className="text-4xl font-bold tracking-tight text-foreground">{productName}</p>
      <div className="h-1.5 w-40 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        <div className="h-full w-full animate-splash-pulse rounded-full bg-primary" data-testid="splash-bar" />
      </div>
    </div>
  );
}
