import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { connectRoutes, connectState, type FakeConnect, type FakeRequest } from './fake-stripe-connect.ts';

export type { FakeRequest };

/**
 * A local fake of the part of Stripe's API the app uses (create, retrieve and cancel PaymentIntents,
 * create Refunds), a real HTTP server on 127.0.0.1 that the tests point the official SDK at. It
 * answers as Stripe does: form-encoded requests, JSON PaymentIntents and Refunds, idempotency keys
 * (the same key answers the same intent or refund), `resource_missing` for an unknown id, a refund
 * of an unpaid intent, of a charged-back one (`dispute`) or beyond its amount refused, cancelling only
 * an unpaid intent, a Bearer secret key or 401. Tests move an intent as
 * Stripe Elements and the bank would (`succeed`, which also makes its charge, `decline`, `setStatus`).
 * Stripe Connect's part (accounts, account links, transfers, payouts, signed events) is in
 * fake-stripe-connect.ts.
 */

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
  payment_method: null | { id: string; object: 'payment_method'; card: { brand: string; last4: string } };
  /** The charge that paid it (`ch_...`), once it succeeded. */
  latest_charge: string | null;
  last_payment_error: null | { code: string; message: string; type: string };
  created: number;
  livemode: false;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: string;
  created: number;
}

export interface FakeStripe extends FakeConnect {
  url: string;
  secretKey: string;
  intents: Map<string, FakeIntent>;
  refunds: Map<string, FakeRefund>;
  /** The status new refunds get (Stripe answers `pending` for some payment methods). */
  refundStatus: string;
  requests: FakeRequest[];
  /** While true every request is answered 500, as an outage would. */
  down: boolean;
  succeed(id: string, card?: { brand: string; last4: string }): void;
  decline(id: string, code?: string, message?: string): void;
  setStatus(id: string, status: string): void;
  /** The card network took the intent's charge back: from then on Stripe refuses to refund it. */
  dispute(id: string): void;
  close(): Promise<void>;
}

const token = (bytes: number) => randomBytes(bytes).toString('hex');

function metadataOf(form: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match) metadata[match[1]!] = value;
  }
  return metadata;
}

export async function startFakeStripe(secretKey = 'sk_test_fake_inkwell'): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const byIdempotencyKey = new Map<string, string>();
  const refunds = new Map<string, FakeRefund>();
  const refundByIdempotencyKey = new Map<string, string>();
  const requests: FakeRequest[] = [];
  const disputed = new Set<string>();
  const fake = { down: false, refundStatus: 'succeeded', ...connectState() } as FakeStripe;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const body = Buffer.concat(chunks).toString('utf8');
      const form = new URLSearchParams(request.method === 'GET' ? url.search : body);
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      const entry: FakeRequest = {
        method: request.method ?? '',
        path: url.pathname,
        idempotencyKey,
        authorization: request.headers.authorization,
        stripeAccount: request.headers['stripe-account'] as string | undefined,
        form,
      };
      requests.push(entry);
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${token(6)}` });
        response.end(JSON.stringify(payload));
      };
      const error = (status: number, type: string, code: string, message: string) =>
        send(status, { error: { type, code, message } });

      if (fake.down) return error(500, 'api_error', 'internal', 'The fake is down.');
      if (request.headers.authorization !== `Bearer ${secretKey}`)
        return error(401, 'invalid_request_error', 'invalid_api_key', 'Invalid API Key provided.');

      if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const known = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
        if (known) return send(200, intents.get(known));
        const id = `pi_${token(12)}`;
        const intent: FakeIntent = {
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          currency: form.get('currency') ?? 'usd',
          status: 'requires_payment_method',
          client_secret: `${id}_secret_${token(12)}`,
          metadata: metadataOf(form),
          description: form.get('description'),
          payment_method: null,
          latest_charge: null,
          last_payment_error: null,
          created: Math.floor(Date.now() / 1000),
          livemode: false,
        };
        intents.set(id, intent);
        if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, id);
        return send(200, intent);
      }
      if (request.method === 'POST' && url.pathname === '/v1/refunds') {
        const known = idempotencyKey ? refundByIdempotencyKey.get(idempotencyKey) : undefined;
        if (known) return send(200, refunds.get(known));
        const intentId = form.get('payment_intent') ?? '';
        const paid = intents.get(intentId);
        if (!paid)
          return error(404, 'invalid_request_error', 'resource_missing', `No such payment_intent: '${intentId}'`);
        if (paid.status !== 'succeeded')
          return error(
            400,
            'invalid_request_error',
            'charge_not_captured',
            'This PaymentIntent does not have a successful charge to refund.',
          );
        if (disputed.has(intentId))
          return error(
            400,
            'invalid_request_error',
            'charge_disputed',
            `Charge ${paid.latest_charge} has been charged back; cannot issue a refund.`,
          );
        const already = [...refunds.values()]
          .filter((refund) => refund.payment_intent === intentId && refund.status !== 'failed')
          .reduce((sum, refund) => sum + refund.amount, 0);
        const amount = form.has('amount') ? Number(form.get('amount')) : paid.amount - already;
        if (!(amount > 0) || already + amount > paid.amount) {
          return error(
            400,
            'invalid_request_error',
            'amount_too_large',
            `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge.`,
          );
        }
        const refund: FakeRefund = {
          id: `re_${token(12)}`,
          object: 'refund',
          amount,
          currency: paid.currency,
          payment_intent: intentId,
          status: fake.refundStatus,
          created: Math.floor(Date.now() / 1000),
        };
        refunds.set(refund.id, refund);
        if (idempotencyKey) refundByIdempotencyKey.set(idempotencyKey, refund.id);
        return send(200, refund);
      }
      const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(url.pathname);
      if (request.method === 'POST' && cancel) {
        const intent = intents.get(cancel[1]!);
        if (!intent)
          return error(404, 'invalid_request_error', 'resource_missing', `No such payment_intent: '${cancel[1]}'`);
        if (['succeeded', 'processing', 'canceled'].includes(intent.status)) {
          return error(
            400,
            'invalid_request_error',
            'payment_intent_unexpected_state',
            `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
          );
        }
        intent.status = 'canceled';
        return send(200, intent);
      }
      const match = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'GET' && match) {
        const intent = intents.get(match[1]!);
        if (!intent)
          return error(404, 'invalid_request_error', 'resource_missing', `No such payment_intent: '${match[1]}'`);
        const expanded = [...form.entries()].some(
          ([key, value]) => key.startsWith('expand') && value === 'payment_method',
        );
        return send(
          200,
          expanded || !intent.payment_method ? intent : { ...intent, payment_method: intent.payment_method.id },
        );
      }
      const connected = connectRoutes(fake, entry);
      if (connected) return send(connected.status, connected.payload);
      return error(
        404,
        'invalid_request_error',
        'resource_missing',
        `Unrecognized request URL (${request.method}: ${url.pathname})`,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const intent = (id: string) => {
    const found = intents.get(id);
    if (!found) throw new Error(`the fake Stripe has no intent ${id}`);
    return found;
  };
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    intents,
    refunds,
    requests,
    succeed(id: string, card = { brand: 'visa', last4: '4242' }) {
      const paid = intent(id);
      const charge = `ch_${token(12)}`;
      fake.charges.set(charge, { id: charge, amount: paid.amount, status: 'succeeded', payment_intent: id });
      Object.assign(paid, {
        status: 'succeeded',
        payment_method: { id: `pm_${token(8)}`, object: 'payment_method', card },
        latest_charge: charge,
        last_payment_error: null,
      });
    },
    decline(id: string, code = 'card_declined', message = 'Your card was declined.') {
      Object.assign(intent(id), {
        status: 'requires_payment_method',
        last_payment_error: { code, message, type: 'card_error' },
      });
    },
    setStatus(id: string, status: string) {
      intent(id).status = status;
    },
    dispute(id: string) {
      disputed.add(intent(id).id);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
