/** Every dating query starts with 'dating': one invalidation reloads the section after the gate. */
export const datingKeys = {
  all: ['dating'] as const,
  access: ['dating', 'access'] as const,
  profileLists: ['dating', 'profiles'] as const,
  profiles: (tab: string) => ['dating', 'profiles', tab] as const,
  events: ['dating', 'events'] as const,
  myCorrection: ['dating', 'birth-date-correction'] as const,
  /** The moderators' queue: outside 'dating', which the gate's answer invalidates. */
  corrections: ['moderation', 'birth-date-corrections'] as const,
};
