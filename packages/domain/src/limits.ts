/** Business constants of docs/product.md#limits, shared by server and web. */

export const LANGUAGES = ['en', 'fr', 'de', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** Right-to-left layout applies only to Arabic. */
export const RTL_LANGUAGES: readonly string[] = ['ar'];

export const CURRENCY = 'USD';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;

export const BIO_MAX = 1000;
export const DESC_MAX = 1000;
export const FULL_NAME_MAX = 100;
export const PHONE_MAX = 30;
export const LIST_ITEMS_MAX = 30;
export const LINE_MAX = 300;

export const PROPOSAL_MIN = 100;
export const PROPOSAL_MAX = 5000;
/** The largest bid, in dollars. */
export const BID_AMOUNT_MAX_DOLLARS = 100_000;
export const MESSAGE_POLL_MS = 3000;
export const MESSAGE_MAX = 5000;
export const LAST_MESSAGE_PREVIEW = 50;
export const GIG_CARD_DESC_CUT = 120;
/**
 * A gig in a list (browse, search, liked) carries the beginning of its description, spaces collapsed,
 * as far as the card shows it (GIG_CARD_DESC_CUT): the card cuts it at the same word as it would the
 * whole text (web lib/format.test.ts), and the busiest answer there is carries a third of the
 * description's bytes less than at 200 (decision 029). The gig's own read has all of it.
 */
export const GIG_LIST_DESC_CUT = GIG_CARD_DESC_CUT;
export const BID_MESSAGE_COLLAPSE = 160;

export const NAVBAR_CATEGORY_COUNT = 9;
export const NAVBAR_SCROLL_THRESHOLD_PX = 50;
export const FOOTER_CATEGORY_COUNT = 3;
export const COPYRIGHT_YEAR = 2025;

export const STARS_MIN = 1;
export const STARS_MAX = 5;
export const SATISFACTION = ['poor', 'fair', 'good', 'very_good', 'excellent'] as const;
/** The review form's defaults (docs/product.md#reviews). */
export const STARS_DEFAULT = 5;
export const SATISFACTION_DEFAULT = 'excellent';
export const REVIEW_COMMENT_MAX = 2000;
/** docs/product.md#reviews: an empty review comment is sent (and stored) as a dash. */
export const EMPTY_REVIEW_COMMENT = '-';

export const PAGE_LIMIT_DEFAULT = 24;
export const PAGE_LIMIT_MAX = 100;
/** An opaque list cursor is never longer than this (longer ones are refused with 400). */
export const CURSOR_MAX = 512;

/** The gig form (docs/product.md#gigs). Money limits are in dollars, as the form and the API speak. */
export const GIG_TITLE_MAX = 120;
export const GIG_DESC_MAX = 5000;
export const GIG_IMAGES_MAX = 10;
export const GIG_PAGES_MIN = 1;
export const GIG_PAGES_DEFAULT = 1;
export const GIG_PAGES_MAX = 500;
export const GIG_DELIVERY_DAYS_MIN = 1;
export const GIG_DELIVERY_DAYS_MAX = 365;
export const GIG_PRICE_MAX_DOLLARS = 100_000;
export const GIG_DISCOUNT_CONDITION_MAX = 200;
/** A gig's revisions included when its seller says nothing; a gig may include 0 to REVISIONS_MAX. */
export const REVISIONS_DEFAULT = 2;
export const REVISIONS_MAX = 10;
/** The price range placeholder of the gig form. */
export const GIG_PRICE_PLACEHOLDER_MIN = 10;
export const GIG_PRICE_PLACEHOLDER_MAX = 20;
/** Search text of the gig list, in characters. */
export const GIG_SEARCH_MAX = 200;

export const DASHBOARD_SKELETON_MS = 1500;
export const RECENT_PENDING_BIDS_LIMIT = 5;
export const PAYMENT_SUCCESS_REDIRECT_MS = 5000;
export const PDF_AUTO_TRIGGER_MS = 400;
export const PDF_WINDOW_CLOSE_MS = 600;

export const POPULAR_SEARCHES = ['essay', 'research paper', 'dissertation'] as const;

export const DEFAULT_AVATAR = '/img/default-avatar.svg';
