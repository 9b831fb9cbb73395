import { ApiError } from '../../lib/api-client.ts';
import { serverDetail } from '../../lib/server-message.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Refusals of an approval said in the reader's language (keys of approveFailure.<code> in orders.json). */
const KNOWN_CODES = ['BID_NOT_PENDING', 'GIG_NOT_AVAILABLE', 'BID_NOT_FOUND', 'BID_OWNER_ONLY'];

/** SPEC.md section 8: the server's text for a failed approval (translated when we know it), else "Failed to approve bid". */
export function approveFailure(t: Translate, error: unknown): string {
  if (error instanceof ApiError && KNOWN_CODES.includes(error.code)) return t(`approveFailure.${error.code}`);
  return serverDetail(error) ?? t('approveFailure.generic');
}
