/**
 * Academic integrity: the lists the schema, the server and the screens share.
 * Rules that use them live beside this file; this module only names things.
 */

/** What a gig's work is for. A model answer is a study aid, never work to hand in as one's own. */
export const GIG_PURPOSES = ['model_answer', 'editing', 'tutoring', 'research_help', 'formatting'] as const;
export type GigPurpose = (typeof GIG_PURPOSES)[number];

/**
 * The honor code's current version. Registration records it; a person whose accepted version is
 * lower is asked to accept the new text before they bid, deliver or publish.
 */
export const HONOR_CODE_VERSION = 1;

/** What a signed-in person can report, and why. */
export const REPORT_TARGETS = ['gig', 'user', 'message'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

/** The longest a report's details may be, in characters. */
export const REPORT_DETAILS_MAX = 2000;
/** An operator's note on an action, and the message a suspended person reads when they try to sign in. */
export const OPERATOR_NOTE_MAX = 1000;
/** Reports one person may send per hour (lib/rate-limit.ts, scope `reports`). */
export const REPORTS_PER_HOUR = 20;

export const REPORT_REASONS = ['contract_cheating', 'contact_outside', 'spam', 'abuse', 'fraud', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** open until an operator acts; `dismissed` (nothing wrong) or `actioned` (the gig hidden or the account suspended). */
export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Every operator action kept in the audit log. */
export const OPERATOR_ACTIONS = [
  'report_dismissed',
  'gig_hidden',
  'gig_unhidden',
  'user_suspended',
  'user_unsuspended',
  'jurisdiction_rule_set',
  'jurisdiction_rule_removed',
  'dispute_decided',
] as const;
export type OperatorAction = (typeof OPERATOR_ACTIONS)[number];

/** Why a gig is hidden from every list and page (`gigs.hidden_reason`, with `hidden_at`). */
export const GIG_HIDDEN_REASONS = ['not_selling', 'operator', 'suspended'] as const;
export type GigHiddenReason = (typeof GIG_HIDDEN_REASONS)[number];

/** Where a fingerprinted document came from: a delivery's file or a gig's sample document. */
export const FINGERPRINT_SOURCES = ['delivery', 'sample'] as const;
export type FingerprintSource = (typeof FINGERPRINT_SOURCES)[number];
