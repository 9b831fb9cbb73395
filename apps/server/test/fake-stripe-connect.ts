import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

/**
 * Stripe Connect's part of the fake Stripe (fake-stripe.ts serves it): Express accounts (created
 * with an idempotency key, retrieved), Account Links, Transfers from a succeeded charge to an
 * account (idempotent, listed by transfer group; refused beyond what the charge has left, to an
 * unknown account or from an unknown or unpaid charge) and Payouts on a connected account (the
 * Stripe-Account header; refused beyond what its transfers put on it, or on an account Stripe pays
 * out on its own schedule). Tests move an account as Stripe's onboarding would (`updateAccount`)
 * and build Connect webhook events signed as Stripe signs them (`connectEvent`).
 */

export interface FakeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  /** The connected account a request is made on (the Stripe-Account header). */
  stripeAccount: string | undefined;
  form: URLSearchParams;
}

export interface FakeAccount {
  id: string;
  object: 'account';
  type: string;
  country: string;
  email: string | null;
  metadata: Record<string, string>;
  capabilities: Record<string, string>;
  settings: { payouts: { schedule: { interval: string } } };
  details_submitted: boolean;
  payouts_enabled: boolean;
  charges_enabled: boolean;
  requirements: { disabled_reason: string | null; past_due: string[]; currently_due: string[] };
  created: number;
}

export interface FakeCharge {
  id: string;
  amount: number;
  status: string;
  payment_intent: string;
}

export interface FakeTransfer {
  id: string;
  object: 'transfer';
  amount: number;
  currency: string;
  destination: string;
  source_transaction: string;
  transfer_group: string | null;
  metadata: Record<string, string>;
}

export interface FakePayout {
  id: string;
  object: 'payout';
  amount: number;
  currency: string;
  status: string;
  metadata: Record<string, string>;
  /** The connected account it was made on. */
  account: string;
  failure_code: string | null;
  failure_message: string | null;
}

export interface FakeConnect {
  accounts: Map<string, FakeAccount>;
  accountLinks: { account: string; url: string; refresh_url: string; return_url: string; type: string }[];
  charges: Map<string, FakeCharge>;
  transfers: Map<string, FakeTransfer>;
  payouts: Map<string, FakePayout>;
  /** Keys seen per kind (accounts, transfers, payouts): the same key answers the same object. */
  connectKeys: Map<string, string>;
}

export function connectState(): FakeConnect {
  return {
    accounts: new Map(),
    accountLinks: [],
    charges: new Map(),
    transfers: new Map(),
    payouts: new Map(),
    connectKeys: new Map(),
  };
}

const token = (bytes: number) => randomBytes(bytes).toString('hex');
const now = () => Math.floor(Date.now() / 1000);

function metadataOf(form: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match) metadata[match[1]!] = value;
  }
  return metadata;
}

type Answer = { status: number; payload: unknown } | null;
const refuse = (status: number, code: string, message: string): Answer => ({
  status,
  payload: { error: { type: 'invalid_request_error', code, message } },
});
const missing = (what: string, id: string) => refuse(404, 'resource_missing', `No such ${what}: '${id}'`);

/** The answer of a Connect request, or null when the path is not Connect's. */
export function connectRoutes(fake: FakeConnect, request: FakeRequest): Answer {
  const { method, path, form, idempotencyKey } = request;
  const known = (kind: string) => (idempotencyKey ? fake.connectKeys.get(`${kind}:${idempotencyKey}`) : undefined);
  const remember = (kind: string, id: string) => {
    if (idempotencyKey) fake.connectKeys.set(`${kind}:${idempotencyKey}`, id);
  };

  if (method === 'POST' && path === '/v1/accounts') {
    const again = known('account');
    if (again) return { status: 200, payload: fake.accounts.get(again) };
    const account: FakeAccount = {
      id: `acct_${token(8)}`,
      object: 'account',
      type: form.get('type') ?? 'custom',
      country: form.get('country') ?? 'US',
      email: form.get('email'),
      metadata: metadataOf(form),
      capabilities: form.get('capabilities[transfers][requested]') === 'true' ? { transfers: 'inactive' } : {},
      settings: { payouts: { schedule: { interval: form.get('settings[payouts][schedule][interval]') ?? 'daily' } } },
      details_submitted: false,
      payouts_enabled: false,
      charges_enabled: false,
      requirements: { disabled_reason: 'requirements.past_due', past_due: [], currently_due: ['external_account'] },
      created: now(),
    };
    fake.accounts.set(account.id, account);
    remember('account', account.id);
    return { status: 200, payload: account };
  }
  const account = /^\/v1\/accounts\/([^/]+)$/.exec(path);
  if (method === 'GET' && account) {
    const found = fake.accounts.get(account[1]!);
    return found ? { status: 200, payload: found } : missing('account', account[1]!);
  }
  if (method === 'POST' && path === '/v1/account_links') {
    const id = form.get('account') ?? '';
    if (!fake.accounts.has(id)) return missing('account', id);
    const link = {
      object: 'account_link',
      account: id,
      url: `https://connect.stripe.com/setup/e/${id}/${token(8)}`,
      refresh_url: form.get('refresh_url') ?? '',
      return_url: form.get('return_url') ?? '',
      type: form.get('type') ?? '',
      created: now(),
      expires_at: now() + 300,
    };
    fake.accountLinks.push(link);
    return { status: 200, payload: link };
  }
  if (method === 'POST' && path === '/v1/transfers') {
    const again = known('transfer');
    if (again) return { status: 200, payload: fake.transfers.get(again) };
    const destination = form.get('destination') ?? '';
    const source = form.get('source_transaction') ?? '';
    const amount = Number(form.get('amount'));
    if (!fake.accounts.has(destination)) return missing('destination', destination);
    const charge = fake.charges.get(source);
    if (!charge || charge.status !== 'succeeded') return missing('charge', source);
    const used = [...fake.transfers.values()]
      .filter((transfer) => transfer.source_transaction === source)
      .reduce((sum, transfer) => sum + transfer.amount, 0);
    if (!(amount > 0) || used + amount > charge.amount) {
      return refuse(400, 'parameter_invalid', "The transfer amount exceeds the source transaction's remaining amount.");
    }
    const transfer: FakeTransfer = {
      id: `tr_${token(12)}`,
      object: 'transfer',
      amount,
      currency: form.get('currency') ?? 'usd',
      destination,
      source_transaction: source,
      transfer_group: form.get('transfer_group'),
      metadata: metadataOf(form),
    };
    fake.transfers.set(transfer.id, transfer);
    remember('transfer', transfer.id);
    return { status: 200, payload: transfer };
  }
  if (method === 'GET' && path === '/v1/transfers') {
    const group = form.get('transfer_group');
    const data = [...fake.transfers.values()].filter((transfer) => !group || transfer.transfer_group === group);
    return { status: 200, payload: { object: 'list', data, has_more: false, url: '/v1/transfers' } };
  }
  if (method === 'POST' && path === '/v1/payouts') {
    const again = known('payout');
    if (again) return { status: 200, payload: fake.payouts.get(again) };
    const on = request.stripeAccount ?? '';
    const account = fake.accounts.get(on);
    if (!account) return refuse(403, 'account_invalid', 'The Stripe-Account header names no connected account.');
    if (account.settings.payouts.schedule.interval !== 'manual') {
      return refuse(400, 'invalid_request', 'You cannot create manual payouts on an account with automatic payouts.');
    }
    const amount = Number(form.get('amount'));
    const balance =
      [...fake.transfers.values()].filter((t) => t.destination === on).reduce((sum, t) => sum + t.amount, 0) -
      [...fake.payouts.values()]
        .filter((p) => p.account === on && p.status !== 'failed')
        .reduce((sum, p) => sum + p.amount, 0);
    if (!(amount > 0) || amount > balance) {
      return refuse(400, 'balance_insufficient', 'You have insufficient funds in your Stripe account for this payout.');
    }
    const payout: FakePayout = {
      id: `po_${token(12)}`,
      object: 'payout',
      amount,
      currency: form.get('currency') ?? 'usd',
      status: 'pending',
      metadata: metadataOf(form),
      account: on,
      failure_code: null,
      failure_message: null,
    };
    fake.payouts.set(payout.id, payout);
    remember('payout', payout.id);
    return { status: 200, payload: payout };
  }
  return null;
}

/** Moves an account as Stripe's onboarding and checks would. */
export function updateAccount(fake: FakeConnect, id: string, fields: Partial<FakeAccount>): FakeAccount {
  const account = fake.accounts.get(id);
  if (!account) throw new Error(`the fake Stripe has no account ${id}`);
  return Object.assign(account, fields);
}

/** The fields of an account that finished onboarding and can be paid out. */
export const ENABLED: Partial<FakeAccount> = {
  details_submitted: true,
  payouts_enabled: true,
  capabilities: { transfers: 'active' },
  requirements: { disabled_reason: null, past_due: [], currently_due: [] },
};

/**
 * A Connect webhook event as Stripe sends it (`account` names the connected account) and its
 * Stripe-Signature header for `secret`, made with the official SDK's test helper.
 */
export function connectEvent(
  type: string,
  object: object,
  options: { account: string; secret: string; created?: number; id?: string },
): { payload: string; signature: string } {
  const payload = JSON.stringify({
    id: options.id ?? `evt_${token(8)}`,
    object: 'event',
    type,
    account: options.account,
    created: options.created ?? now(),
    data: { object },
  });
  const signature = new Stripe('sk_test_signer').webhooks.generateTestHeaderString({ payload, secret: options.secret });
  return { payload, signature };
}
