import { ERRORS, type ErrorCode, type FieldProblem } from '@inkwell/domain/errors';

/** What services throw; the errors plugin turns it into problem details with the code's status. */
export class DomainError extends Error {
  override name = 'DomainError';
  readonly code: ErrorCode;
  readonly status: number;
  readonly detail: string;
  readonly errors: Record<string, string[]> | undefined;
  /** The fields' problems as codes; the errors plugin derives them from `errors` when not given. */
  readonly fields: Record<string, FieldProblem[]> | undefined;
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    detail?: string,
    options: {
      errors?: Record<string, string[]>;
      fields?: Record<string, FieldProblem[]>;
      headers?: Record<string, string>;
    } = {},
  ) {
    const resolved = detail ?? ERRORS[code].detail;
    super(resolved);
    this.code = code;
    this.status = ERRORS[code].status;
    this.detail = resolved;
    this.errors = options.errors;
    this.fields = options.fields;
    this.headers = options.headers ?? {};
  }
}
