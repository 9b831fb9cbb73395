import { PDF_AUTO_TRIGGER_MS, PDF_WINDOW_CLOSE_MS } from '@inkwell/domain/limits';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useSearchParams } from 'react-router';
import { exportProfilePdf } from './pdf-export.ts';

/**
 * Download PDF for the element, with the flags of docs/product.md#profiles: ?print=1 or ?download=1 start it
 * PDF_AUTO_TRIGGER_MS after the page is ready; ?download=1 then closes the window PDF_WINDOW_CLOSE_MS later
 * (which the browser allows only for a window a script opened).
 */
export function usePdfExport(target: RefObject<HTMLElement | null>, fileName: string, ready: boolean) {
  const [exporting, setExporting] = useState(false);
  const [searchParams] = useSearchParams();
  const auto = searchParams.get('download') === '1' ? 'download' : searchParams.get('print') === '1' ? 'print' : null;
  const started = useRef(false);

  const exportPdf = useCallback(async () => {
    const element = target.current;
    if (!element) return;
    setExporting(true);
    try {
      await exportProfilePdf(element, fileName);
    } finally {
      setExporting(false);
    }
  }, [target, fileName]);

  useEffect(() => {
    if (!auto || !ready || started.current) return;
    const timer = window.setTimeout(() => {
      started.current = true;
      void exportPdf().then(() => {
        if (auto === 'download') window.setTimeout(() => window.close(), PDF_WINDOW_CLOSE_MS);
      });
    }, PDF_AUTO_TRIGGER_MS);
    return () => window.clearTimeout(timer);
  }, [auto, ready, exportPdf]);

  return { exporting, exportPdf };
}
