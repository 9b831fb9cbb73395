/** The fixed list of 10 gig categories (docs/product.md#categories). `id` is what the API and URLs carry. */
export const CATEGORIES = [
  { id: 'essay-writing', name: 'Essay writing service' },
  { id: 'college-essay-writing', name: 'College essay writing service' },
  { id: 'coursework-writing', name: 'Coursework writing service' },
  { id: 'dissertation-writing', name: 'Dissertation writing service' },
  { id: 'custom-essay-writing', name: 'Custom essay writing service' },
  { id: 'research-paper-writing', name: 'Research paper writing service' },
  { id: 'term-paper-writing', name: 'Term paper writing service' },
  { id: 'thesis-writing', name: 'Thesis writing service' },
  { id: 'case-study-writing', name: 'Case study writing service' },
  { id: 'literature-review-writing', name: 'Literature review writing service' },
] as const;

export type CategoryId = (typeof CATEGORIES)[number]['id'];
export const CATEGORY_IDS = CATEGORIES.map((c) => c.id) as [CategoryId, ...CategoryId[]];

export function isCategoryId(value: string): value is CategoryId {
  return (CATEGORY_IDS as string[]).includes(value);
}
