/** Every dating query starts with 'dating': one invalidation reloads the section after the gate. */
export const datingKeys = {
  all: ['dating'] as const,
  access: ['dating', 'access'] as const,
  profileLists: ['dating', 'profiles'] as const,
  profiles: (tab: string) => ['dating', 'profiles', tab] as const,
  events: ['dating', 'events'] as const,
};
