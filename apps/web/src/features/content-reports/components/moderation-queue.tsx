/** The moderators' queue of reported content (filled in by the content-reports feature). */
export function ModerationQueue() {
  return <p className="text-sm text-muted-foreground">Aucun signalement en attente.</p>;
}
