/** The look of the kit's Input, for multi-line fields (the kit has no textarea yet). */
export const textareaClass =
  'flex min-h-20 w-full resize-y rounded-lg border border-input bg-card px-3 py-2 text-sm text-card-foreground placeholder:text-muted-foreground disabled:opacity-60';
