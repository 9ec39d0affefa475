import { codeForStatus, defaultMessage, type ErrorCode, type FieldError } from '@jhola/domain';

/** The error envelope of the contract: `{success: false, code, message, errors?}`. */
export function errorBody(code: ErrorCode, message: string, errors?: FieldError[]) {
  return { success: false as const, code, message, ...(errors ? { errors } : {}) };
}

/** The envelope for a bare HTTP status (framework errors): the status's code and default message. */
export const statusBody = (status: number) => errorBody(codeForStatus(status), defaultMessage(status));
