import { ERRORS, type ErrorCode } from '@portmarin/shared';

/** Thrown by services and routes; the error handler turns it into `{ error: { code, message } }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;

  constructor(code: ErrorCode, message?: string, options?: ErrorOptions) {
    super(message ?? ERRORS[code].message, options);
    this.code = code;
    this.status = ERRORS[code].status;
  }
}

export function errorBody(code: ErrorCode, message?: string) {
  return { error: { code, message: message ?? ERRORS[code].message } };
}
