import { ERRORS, type ErrorCode } from '@inkwell/domain/errors';

/** What services throw; the errors plugin turns it into problem details with the code's status. */
export class DomainError extends Error {
  override name = 'DomainError';
  readonly code: ErrorCode;
  readonly status: number;
  readonly detail: string;
  readonly errors: Record<string, string[]> | undefined;
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    detail?: string,
    options: { errors?: Record<string, string[]>; headers?: Record<string, string> } = {},
  ) {
    const resolved = detail ?? ERRORS[code].detail;
    super(resolved);
    this.code = code;
    this.status = ERRORS[code].status;
    this.detail = resolved;
    this.errors = options.errors;
    this.headers = options.headers ?? {};
  }
}
