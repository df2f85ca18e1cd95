/** The admins' moderation log (filled in by the content-reports feature). */
export function ModerationLog() {
  return <p className="text-sm text-muted-foreground">Aucune action de modération.</p>;
}
