/**
 * Every write path of free text that someone other than its author reads (the other side of an
 * order, a visitor, an operator), and the fields of its body that are masked (decision 054). A
 * field names its place in the body (`brief.subject`); a masked field covers every string under it
 * (the items of `languages`, each education entry's texts). `file` and `document` are the name of
 * the uploaded file. Each service masks with `maskTexts(route, values)` (lib/mask-texts.ts) and
 * stores what it answers as `originalText` beside the masked columns.
 *
 * apps/server/test/masked-texts.test.ts walks every registered route's body schema: each of its
 * free-text fields must be here or in NOT_MASKED below, with the reason nobody else reads it.
 */
export const MASKED_TEXTS = {
  'POST /api/auth/register': ['desc'],
  'POST /api/users/me/seller': ['desc'],
  'PUT /api/users/:id': [
    'fullName',
    'bio',
    'desc',
    'languages',
    'education',
    'hobbies',
    'experience',
    'certifications',
    'social',
  ],
  'POST /api/files': ['file'],
  'POST /api/gigs': ['title', 'desc', 'discountCondition', 'document'],
  'PATCH /api/gigs/:id': ['title', 'desc', 'discountCondition', 'document'],
  'POST /api/bids': ['message', 'brief.subject'],
  'POST /api/bids/:bidId/decline': ['reason'],
  'POST /api/assignments': ['title', 'brief.subject'],
  'POST /api/assignments/:id/offers': ['message'],
  'POST /api/messages': ['desc'],
  'POST /api/orders/:bidId/deliveries': ['message'],
  'POST /api/orders/:bidId/revision': ['reason'],
  'POST /api/orders/:bidId/cancellation': ['reason'],
  'POST /api/orders/:bidId/extension': ['reason'],
  'POST /api/orders/:bidId/dispute': ['reason'],
  'POST /api/user-reviews': ['comment'],
  'POST /api/gig-reviews': ['comment'],
  'POST /api/reports': ['details'],
} as const satisfies Record<string, readonly string[]>;

export type MaskedRoute = keyof typeof MASKED_TEXTS;

/**
 * Keys of a masked field whose strings are links (a profile's social links, a certification's
 * address): a link that holds a contact is dropped whole, since a link with a hole in it is no link.
 */
export const MASKED_LINK_KEYS: ReadonlySet<string> = new Set(['linkedin', 'twitter', 'github', 'website', 'url']);

/** Fields that are a multipart file, whose name is the text: the route's JSON schema may not list them. */
export const FILE_NAME_FIELDS: readonly string[] = ['file', 'document'];

/**
 * The string fields of request bodies that are not masked, each group with its reason. A field is
 * `METHOD /path field`; enums are not free text and are not listed.
 */
export const NOT_MASKED: readonly { reason: string; fields: readonly string[] }[] = [
  {
    reason: 'a secret or a one-time token: stored hashed or checked, never shown to anyone',
    fields: [
      'POST /api/auth/password/reset token',
      'POST /api/auth/password/reset password',
      'POST /api/auth/password/change currentPassword',
      'POST /api/auth/password/change newPassword',
      'POST /api/auth/email/verify token',
      'POST /api/auth/register password',
      'POST /api/auth/login password',
      'DELETE /api/users/me password',
      'POST /api/payments/demo/confirm clientSecret',
      'POST /api/payments/demo/confirm number',
      'POST /api/payments/demo/confirm expiry',
      'POST /api/payments/demo/confirm cvc',
      'PUT /api/orders payment_intent',
      'POST /api/auth/email/change password',
      'POST /api/auth/email/change/confirm token',
      'POST /api/auth/email/change/cancel token',
      'POST /api/payouts/demo/onboarding token',
    ],
  },
  {
    reason: "a seller's own payout account: kept for the payout provider, never shown to anyone else",
    fields: ['POST /api/payouts/demo/onboarding accountHolder', 'POST /api/payouts/demo/onboarding iban'],
  },
  {
    reason: "the owner's own contact fields: shown only when they turn showContact on (decision 037)",
    fields: [
      'POST /api/auth/register email',
      'POST /api/auth/register phone',
      'POST /api/users/me/seller phone',
      'PUT /api/users/:id phone',
      'PUT /api/users/:id email',
      'POST /api/auth/password/forgot email',
      'POST /api/auth/email/change email',
      'POST /api/auth/login username',
    ],
  },
  {
    reason: 'a username: letters, digits, dot, dash and underscore only, it cannot hold an address or a number',
    fields: ['POST /api/auth/register username'],
  },
  {
    reason: 'an id of a thing the caller chooses (checked to exist and be theirs), never shown as text',
    fields: [
      'POST /api/bids gigId',
      'POST /api/bids brief.attachments[]',
      'POST /api/assignments attachments[]',
      'POST /api/assignments brief.attachments[]',
      'POST /api/user-reviews bidId',
      'POST /api/gig-reviews bidId',
      'POST /api/conversations to',
      'POST /api/messages conversationId',
      'POST /api/messages files[]',
      'POST /api/orders/:bidId/deliveries files[]',
      'POST /api/reports targetId',
      'POST /api/operator/gigs/:id/hide reportId',
      'POST /api/operator/users/:id/suspend reportId',
    ],
  },
  {
    reason: "an image's address: must be a picture the person uploaded here (checked), shown as a picture",
    fields: [
      'POST /api/auth/register img',
      'PUT /api/users/:id img',
      'POST /api/gigs cover',
      'POST /api/gigs images[]',
      'PATCH /api/gigs/:id cover',
      'PATCH /api/gigs/:id images[]',
    ],
  },
  {
    reason: 'a code from a fixed list (country, category), checked against it',
    fields: [
      'POST /api/auth/register country',
      'PUT /api/users/:id country',
      'PUT /api/users/:id nationality',
      'POST /api/gigs cat',
      'PATCH /api/gigs/:id cat',
    ],
  },
  {
    reason: 'a number sent as text by forms: parsed, stored and shown as a number',
    fields: [
      'POST /api/gigs deliveryTime',
      'POST /api/gigs pages',
      'POST /api/gigs revisions',
      'POST /api/gigs priceMin',
      'POST /api/gigs priceMax',
      'POST /api/gigs discountAmount',
      'PATCH /api/gigs/:id deliveryTime',
      'PATCH /api/gigs/:id pages',
      'PATCH /api/gigs/:id revisions',
      'PATCH /api/gigs/:id priceMin',
      'PATCH /api/gigs/:id priceMax',
      'PATCH /api/gigs/:id discountAmount',
      'POST /api/bids brief.length.value',
      'POST /api/assignments brief.length.value',
      'POST /api/user-reviews stars',
      'POST /api/gig-reviews stars',
    ],
  },
  {
    reason: 'an instant (ISO 8601 with its offset): parsed, stored and shown as a date and time',
    fields: [
      'POST /api/assignments deadline',
      'POST /api/assignments/:id/offers deliverBy',
      'POST /api/orders/:bidId/extension dueAt',
      'POST /api/bids dueAt',
    ],
  },
  {
    reason: "an operator's own note or message: staff text, read by operators and by the person it concerns",
    fields: [
      'POST /api/operator/reports/:id/dismiss note',
      'POST /api/operator/gigs/:id/hide note',
      'POST /api/operator/gigs/:id/unhide note',
      'POST /api/operator/users/:id/suspend message',
      'POST /api/operator/users/:id/unsuspend note',
      'PUT /api/operator/jurisdictions/:country note',
      'POST /api/operator/orders/:bidId/chargeback reason',
    ],
  },
];
