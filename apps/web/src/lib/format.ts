/** Two-letter initials for an avatar placeholder ("Marie Le Goff" → "ML"). */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]![0], parts[1]![0]] : [parts[0]?.[0], parts[0]?.[1]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}

/** Spec: full name, then username, then 'Utilisateur'. */
export function displayName(user: { name?: string | null; username?: string | null }): string {
  return user.name?.trim() || user.username?.trim() || 'Utilisateur';
}
