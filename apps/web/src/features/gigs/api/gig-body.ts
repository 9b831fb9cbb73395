import type { GigInput } from '@inkwell/domain/gigs/gig.schema';

/**
 * docs/product.md#endpoints: the gig form goes as JSON, or as multipart/form-data when a supporting
 * document is attached (file field `document`, the other fields as text, images as one JSON list).
 */
export function gigBody(
  values: GigInput,
  document: File | null,
  extra: Record<string, string | boolean> = {},
): Record<string, unknown> | FormData {
  if (!document) return { ...values, ...extra };
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...values, ...extra })) {
    form.append(name, Array.isArray(value) ? JSON.stringify(value) : String(value));
  }
  form.append('document', document, document.name);
  return form;
}
