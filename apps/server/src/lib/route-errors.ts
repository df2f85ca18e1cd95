import { ErrorResponse } from '@portmarin/shared';

/** The error answers a reading route declares: bad input, not signed in, not allowed, not found. */
export const READ_ERRORS = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse } as const;

/** A writing route's: those, plus a conflict and the throttle's 429. */
export const WRITE_ERRORS = { ...READ_ERRORS, 409: ErrorResponse, 429: ErrorResponse } as const;
