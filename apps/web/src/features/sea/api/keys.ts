/** The sea page is one answer: marine conditions, and every beach with its flag and notices. */
export const seaKeys = { page: ['sea'] as const };
