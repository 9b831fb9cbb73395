import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { FormAlert } from '../../../../components/form/form-alert.tsx';

export interface Notice {
  /** A new id for every notice, so the same sentence twice is announced and focused again. */
  id: number;
  content: ReactNode;
  tone: 'success' | 'error';
}

/**
 * What the last action did ("You approved…"), or why it failed, above the list. The focus moves to
 * it, since the button that did it is gone once the order has moved on (or, after a refusal, the
 * refreshed list may no longer hold that order).
 */
export function useNotice(): {
  notice: Notice | null;
  say: (content: ReactNode, tone?: Notice['tone']) => void;
  clear: () => void;
  ref: RefObject<HTMLDivElement | null>;
} {
  const [notice, setNotice] = useState<Notice | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) ref.current?.focus();
  }, [notice]);
  return {
    notice,
    say: (content, tone = 'success') => setNotice((previous) => ({ id: (previous?.id ?? 0) + 1, content, tone })),
    clear: () => setNotice(null),
    ref,
  };
}

export function OrdersNotice({
  notice,
  noticeRef,
}: {
  notice: Notice | null;
  noticeRef: RefObject<HTMLDivElement | null>;
}) {
  if (!notice) return null;
  return (
    <div key={notice.id} ref={noticeRef} tabIndex={-1} className="mb-6 focus:outline-none">
      <FormAlert tone={notice.tone}>{notice.content}</FormAlert>
    </div>
  );
}
