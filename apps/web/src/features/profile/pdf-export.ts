/**
 * The CV as an A4 PDF (docs/product.md#profiles: A4 portrait, margin 10, JPEG quality 0.98), made in the
 * browser with html2pdf.js, which is loaded only when asked for. If it cannot be made, the browser's
 * print dialog opens instead (docs/product.md#profiles), and the print stylesheet lays the page out alike.
 */
export const PDF_MARGIN_MM = 10;
export const PDF_JPEG_QUALITY = 0.98;

/** Elements marked so (buttons, sign-in hints) are left out of the PDF and of the printed page. */
export const PDF_SKIP_ATTRIBUTE = 'data-pdf-skip';

/** "Sofía Romero" -> "Sofía-Romero-CV.pdf": the person's name, safe as a file name in every system. */
export function pdfFileName(name: string): string {
  const base = name
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'profile'}-CV.pdf`;
}

/**
 * A copy of the CV without its buttons and hints. They are removed from the copy, not skipped while
 * drawing, so that the page breaks html2pdf works out are made on the very layout it then draws.
 */
async function printableCopy(element: HTMLElement): Promise<HTMLElement> {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.removeAttribute('id');
  for (const node of copy.querySelectorAll(`[${PDF_SKIP_ATTRIBUTE}]`)) node.remove();
  for (const image of copy.querySelectorAll('img')) {
    image.loading = 'eager';
    if (new URL(image.src, window.location.href).pathname.endsWith('.svg')) image.src = await sizedSvg(image.src);
  }
  return copy;
}

/**
 * A canvas cannot draw an SVG picture that has no width and height of its own (the default avatar
 * has only a viewBox), so the copy gets the same picture with a size, as a data address.
 */
async function sizedSvg(src: string): Promise<string> {
  const text = await (await fetch(src)).text();
  const sized = /<svg[^>]*\swidth=/.test(text) ? text : text.replace('<svg', '<svg width="256" height="256"');
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(sized)}`;
}

export type PdfOutcome = 'pdf' | 'print';

export async function exportProfilePdf(element: HTMLElement, fileName: string): Promise<PdfOutcome> {
  try {
    const { default: html2pdf } = await import('html2pdf.js');
    const options = {
      margin: PDF_MARGIN_MM,
      filename: fileName,
      image: { type: 'jpeg' as const, quality: PDF_JPEG_QUALITY },
      html2canvas: { scale: 2, backgroundColor: '#ffffff' },
      jsPDF: { unit: 'mm', format: 'a4', orientation: 'portrait' as const },
      // Cards marked break-inside-avoid move whole to the next page rather than being cut.
      pagebreak: { mode: ['css'] },
    };
    await html2pdf()
      .set(options)
      .from(await printableCopy(element))
      .save();
    return 'pdf';
  } catch {
    window.print();
    return 'print';
  }
}
