import { z } from 'zod';
import { CATEGORIES, isCategoryId, type CategoryId } from '../categories.ts';
import {
  CURSOR_MAX,
  DEFAULT_LANGUAGE,
  GIG_DELIVERY_DAYS_MAX,
  GIG_DELIVERY_DAYS_MIN,
  GIG_DESC_MAX,
  GIG_DISCOUNT_CONDITION_MAX,
  GIG_IMAGES_MAX,
  GIG_PAGES_DEFAULT,
  GIG_PAGES_MAX,
  GIG_PAGES_MIN,
  GIG_PRICE_MAX_DOLLARS,
  GIG_SEARCH_MAX,
  GIG_TITLE_MAX,
  LANGUAGES,
  PAGE_LIMIT_DEFAULT,
  PAGE_LIMIT_MAX,
  REVISIONS_DEFAULT,
  REVISIONS_MAX,
} from '../limits.ts';
import { totalPriceCents } from '../pricing.ts';
import { GIG_PURPOSES } from '../integrity/integrity.constants.ts';
import { GIG_STATUSES } from './gig.process.ts';
import { line, multiline, rawLine } from '../text.ts';
import { OwnUploadUrl } from '../uploads/upload.schema.ts';

/**
 * The gig form of docs/product.md#gigs, shared by the form (zodResolver) and POST/PATCH /api/gigs.
 * Money is in dollars here (the API edge); the server stores cents. `pricePerPage`, `totalPrice`
 * and `userId` may be sent (docs/product.md#endpoints) but are dropped: the server computes the prices
 * (docs/product.md#pricing) and the owner is the signed-in seller.
 */

/**
 * The orders of the gig list: `relevance`
 * is the default when searching, `sales` otherwise, and an explicit sort is always honoured.
 * `relevance` without words to rank by falls back to `sales`.
 */
export const GIG_SORTS = ['relevance', 'sales', 'createdAt'] as const;
export type GigSort = (typeof GIG_SORTS)[number];

/** The order a list request is answered in: the one asked for, else relevance when searching and sales otherwise. */
export function gigSortOf(query: { search?: string; sort?: GigSort }): GigSort {
  const sort = query.sort ?? (query.search ? 'relevance' : 'sales');
  return sort === 'relevance' && !query.search ? 'sales' : sort;
}

export const GIG_MESSAGES = {
  categoryRequired: 'Please select a category',
  required: 'Please fill in all required fields',
  priceRange: 'Maximum price must be greater than minimum price',
  budgetRange: 'The minimum budget cannot be more than the maximum',
  discountTooLarge: 'The discount cannot be more than the total price',
  purposeRequired: 'Please choose what the work is for',
} as const;

/** Form inputs and multipart fields arrive as text; JSON sends numbers. '' means "not filled in". */
function parseNumber(value: number | string | null): number | undefined {
  if (value === null) return undefined;
  if (typeof value === 'number') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

const numberLike = (missing: string, label: string) =>
  z
    .union([z.number(), z.string(), z.null()], {
      error: (issue) => (issue.input === undefined ? missing : `${label} must be a number`),
    })
    .transform(parseNumber);

function wholeNumber(label: string, min: number, max: number, missing: string) {
  return numberLike(missing, label).pipe(
    z
      .number({ error: (issue) => (issue.input === undefined ? missing : `${label} must be a number`) })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max}`),
  );
}

const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** Dollars: not negative, at most 2 decimals (docs/product.md#money). */
export function dollars(label: string) {
  return numberLike(`${label} is required`, label).pipe(
    z
      .number({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`) })
      .min(0, `${label} cannot be negative`)
      .max(GIG_PRICE_MAX_DOLLARS, `${label} must be at most ${GIG_PRICE_MAX_DOLLARS}`)
      .refine(hasAtMostTwoDecimals, {
        message: `${label} can have at most 2 decimals`,
        params: { code: 'too_many_decimals' },
      }),
  );
}

const Flag = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', 'off', '1', '0', ''])])
  .transform((value) => value === true || value === 'true' || value === 'on' || value === '1');

export const GigCategory = line({ error: GIG_MESSAGES.categoryRequired })
  .refine((value): value is CategoryId => isCategoryId(value), {
    message: GIG_MESSAGES.categoryRequired,
    params: { code: 'required' },
  })
  .transform((value) => value as CategoryId);

const RequiredText = (label: string, max: number, text: typeof line = line) =>
  text({ error: GIG_MESSAGES.required })
    .min(1, GIG_MESSAGES.required)
    .max(max, `${label} must be at most ${max} characters`);

const Images = z
  .array(
    OwnUploadUrl.refine((url) => url !== '', {
      message: 'Images must be uploaded to this site first',
      params: { code: 'not_uploaded' },
    }),
  )
  .max(GIG_IMAGES_MAX, `At most ${GIG_IMAGES_MAX} images`);

/** Each field of the gig form, without defaults (PATCH sends only what changes). */
const fields = {
  title: RequiredText('Title', GIG_TITLE_MAX),
  /** What the work is for: required on a new gig, shown on cards, the gig page and orders. */
  purpose: z.enum(GIG_PURPOSES, { error: GIG_MESSAGES.purposeRequired }),
  cat: GigCategory,
  cover: OwnUploadUrl,
  images: Images,
  desc: RequiredText('Description', GIG_DESC_MAX, multiline),
  language: z.enum(LANGUAGES, { error: `Language must be one of ${LANGUAGES.join(', ')}` }),
  deliveryTime: wholeNumber('Delivery time', GIG_DELIVERY_DAYS_MIN, GIG_DELIVERY_DAYS_MAX, GIG_MESSAGES.required),
  pages: wholeNumber('Pages', GIG_PAGES_MIN, GIG_PAGES_MAX, 'Pages is required'),
  /** Revisions an order of this gig includes (docs/product.md#order-life). */
  revisions: wholeNumber('Revisions', 0, REVISIONS_MAX, 'Revisions is required'),
  priceMin: dollars('Minimum price'),
  priceMax: dollars('Maximum price'),
  discountEnabled: Flag,
  discountAmount: dollars('Discount amount'),
  discountCondition: line().max(
    GIG_DISCOUNT_CONDITION_MAX,
    `Discount condition must be at most ${GIG_DISCOUNT_CONDITION_MAX} characters`,
  ),
};

/**
 * The price range is optional (both 0 or empty); once either bound is set, the maximum must be
 * greater than the minimum. A discount ("Save $X") cannot be more than the computed total.
 */
function checkPrices(
  value: {
    priceMin: number;
    priceMax: number;
    pages: number;
    deliveryTime: number;
    discountEnabled: boolean;
    discountAmount: number;
  },
  ctx: z.RefinementCtx,
) {
  if ((value.priceMin !== 0 || value.priceMax !== 0) && value.priceMax <= value.priceMin) {
    ctx.addIssue({
      code: 'custom',
      path: ['priceMax'],
      message: GIG_MESSAGES.priceRange,
      params: { code: 'price_range' },
    });
  }
  if (
    value.discountEnabled &&
    Math.round(value.discountAmount * 100) > totalPriceCents(value.pages, value.deliveryTime)
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['discountAmount'],
      message: GIG_MESSAGES.discountTooLarge,
      params: { code: 'discount_too_large' },
    });
  }
}

/** POST /api/gigs and the gig form: the whole gig with its defaults. */
export const GigInput = z
  .object({
    ...fields,
    cover: fields.cover.default(''),
    images: fields.images.default([]),
    language: fields.language.default(DEFAULT_LANGUAGE),
    pages: fields.pages.default(GIG_PAGES_DEFAULT),
    revisions: fields.revisions.default(REVISIONS_DEFAULT),
    priceMin: fields.priceMin.default(0),
    priceMax: fields.priceMax.default(0),
    discountEnabled: Flag.default(false),
    discountAmount: fields.discountAmount.default(0),
    discountCondition: fields.discountCondition.default(''),
  })
  .superRefine(checkPrices);
export type GigInput = z.infer<typeof GigInput>;
/** What the form holds before parsing (numbers may be text while typing). */
export type GigFormValues = z.input<typeof GigInput>;

/**
 * PATCH /api/gigs/{id}: the fields sent replace the stored ones; the server checks the merged gig
 * against GigInput, so cross-field rules (the price range) hold after every edit.
 */
export const GigPatchInput = z
  .object({
    ...fields,
    /** true removes the supporting document (a new `document` part replaces it instead). */
    removeDocument: Flag,
  })
  .partial();
export type GigPatchInput = z.infer<typeof GigPatchInput>;

/** The seller's public card on a gig (the other seller facts of docs/product.md#seller-figures come with bids). */
export const GigSeller = z.object({
  _id: z.string(),
  username: z.string(),
  /** Avatar URL, '' when none (show DEFAULT_AVATAR). */
  img: z.string(),
  country: z.string(),
  /** Average stars over the seller's rated gigs, 1 decimal; null when never rated. */
  rating: z.number().nullable(),
  ratingCount: z.number().int(),
  /** ISO timestamp of the seller's sign-up. */
  memberSince: z.string(),
  languages: z.array(z.string()),
});
export type GigSeller = z.infer<typeof GigSeller>;

/** A gig as every gig endpoint answers it. Dollars, not cents. */
export const Gig = z.object({
  _id: z.string(),
  userId: z.string(),
  title: z.string(),
  purpose: z.enum(GIG_PURPOSES),
  cat: z.enum(CATEGORIES.map((c) => c.id) as [CategoryId, ...CategoryId[]]),
  cover: z.string(),
  images: z.array(z.string()),
  desc: z.string(),
  /** Contact details were hidden from `title` or `desc` (decision 037); the gig page says why. */
  textMasked: z.boolean(),
  language: z.enum(LANGUAGES),
  deliveryTime: z.number().int(),
  priceMin: z.number(),
  priceMax: z.number(),
  pages: z.number().int(),
  /** Revisions an order of this gig includes (0 to REVISIONS_MAX). */
  revisions: z.number().int(),
  pricePerPage: z.number(),
  totalPrice: z.number(),
  discountEnabled: z.boolean(),
  discountAmount: z.number(),
  discountCondition: z.string(),
  status: z.enum(GIG_STATUSES),
  hasDocument: z.boolean(),
  /** The supporting document's name, type and size when there is one (GET /gigs/{id}/document). */
  document: z.object({ name: z.string(), mimeType: z.string(), size: z.number().int() }).nullable(),
  likes: z.number().int(),
  /** Whether the caller likes the gig (false for visitors). */
  liked: z.boolean(),
  /** The likedBy of docs/product.md#gigs, reduced to what the screen needs: [caller's id] when liked, else []. */
  likedBy: z.array(z.string()),
  totalStars: z.number().int(),
  starNumber: z.number().int(),
  sales: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  seller: GigSeller,
  /**
   * Whether the signed-in reader may bid on it under the operators' rule for their country (always
   * true for visitors and in the shared cache); `unavailableReason` says why not.
   */
  availableToYou: z.boolean(),
  unavailableReason: z.enum(['PURPOSE_NOT_ALLOWED_IN_COUNTRY']).nullable(),
});
export type Gig = z.infer<typeof Gig>;

/**
 * A page of gigs. In a list each gig's `desc` is its beginning, cut at GIG_LIST_DESC_CUT characters
 * (limits.ts, text.ts `excerpt`): what a card shows; GET /gigs/single/{id} answers the whole text.
 */
export const GigList = z.object({ items: z.array(Gig), nextCursor: z.string().nullable() });
export type GigList = z.infer<typeof GigList>;

export const LikeResult = z.object({ liked: z.boolean(), likes: z.number().int() });
export type LikeResult = z.infer<typeof LikeResult>;

const OptionalText = line()
  .optional()
  .transform((value) => (value ? value : undefined));

function budget(label: string) {
  return z
    .string()
    .optional()
    .transform((value) => (value === undefined ? undefined : parseNumber(value)))
    .pipe(
      z
        .number({ error: `${label} must be a number` })
        .min(0, `${label} cannot be negative`)
        .max(GIG_PRICE_MAX_DOLLARS, `${label} must be at most ${GIG_PRICE_MAX_DOLLARS}`)
        .optional(),
    );
}

/** A category id, or (for old links) its English name; '' means every category. */
const CategoryFilter = line()
  .optional()
  .transform((value, ctx) => {
    if (!value) return undefined;
    const found = CATEGORIES.find((c) => c.id === value || c.name.toLowerCase() === value.toLowerCase());
    if (!found) {
      ctx.addIssue({ code: 'custom', message: 'Unknown category', params: { code: 'invalid_value' } });
      return z.NEVER;
    }
    return found.id;
  });

/** GET /api/gigs query (docs/product.md#gig-list-and-search: the budget applies to totalPrice; min > max is 400). */
export const GigListQuery = z
  .object({
    cat: CategoryFilter,
    purpose: z.enum(GIG_PURPOSES, { error: `Purpose must be one of ${GIG_PURPOSES.join(', ')}` }).optional(),
    search: OptionalText.pipe(
      z.string().max(GIG_SEARCH_MAX, `Search text must be at most ${GIG_SEARCH_MAX} characters`).optional(),
    ),
    min: budget('Minimum budget'),
    max: budget('Maximum budget'),
    sort: z.enum(GIG_SORTS, { error: 'Sort must be relevance, sales or createdAt' }).optional(),
    userId: line()
      .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'This is not a valid user id')
      .optional(),
    limit: z
      .string()
      .optional()
      .transform((value) => (value === undefined ? PAGE_LIMIT_DEFAULT : parseNumber(value)))
      .pipe(
        z
          .number({ error: 'Limit must be a number' })
          .int('Limit must be a whole number')
          .min(1, 'Limit must be at least 1')
          .max(PAGE_LIMIT_MAX, `Limit must be at most ${PAGE_LIMIT_MAX}`),
      ),
    cursor: rawLine().max(CURSOR_MAX, 'This cursor is not valid').optional(),
  })
  .superRefine((value, ctx) => {
    if (value.min !== undefined && value.max !== undefined && value.min > value.max) {
      ctx.addIssue({
        code: 'custom',
        path: ['max'],
        message: GIG_MESSAGES.budgetRange,
        params: { code: 'budget_range' },
      });
    }
  });
export type GigListQuery = z.infer<typeof GigListQuery>;
