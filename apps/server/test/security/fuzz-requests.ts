import { CATEGORIES } from '@inkwell/domain/categories';
import type { InjectOptions } from 'fastify';
import { WRONG_TYPES, hostileLeaf, multipartOf, rawJsonBody } from './fuzz-bodies.ts';
import {
  type Rng,
  badJsonValue,
  badString,
  badPathSegment,
  badQueryText,
  encodeText,
  forgedCursor,
  tamperedCursor,
} from './fuzz-values.ts';

/**
 * One bad request for one route: the route's own schema (JSON Schema from its zod schema) gives a
 * plausible request, then one or more of its parts is made hostile: a field of the wrong type or
 * with hostile text, a forged id or cursor, a wrong content type, a truncated or oversized body.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
}

export interface FuzzRoute {
  method: string;
  url: string;
  params: string[];
  body: JsonSchema | null;
  query: JsonSchema | null;
  multipart: boolean;
}

/** What the run has learned about the world: real ids (of every table), cursors answered by lists, upload names. */
export interface Knowledge {
  ids: string[];
  /** The acting person's own ids by table (they, their gigs, bids, conversations...); empty for a visitor. */
  own: Map<string, string[]>;
  idsByTable: Map<string, string[]>;
  cursors: string[];
  cursorKinds: string[];
  uploadNames: string[];
}

export interface FuzzRequest extends InjectOptions {
  method: InjectOptions['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** How the request was made hostile (for the figures and a failure's report). */
  mutation: string;
}

export function plausible(schema: JsonSchema | undefined, name: string, rng: Rng, know: Knowledge): unknown {
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return rng.pick(schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union && union.length > 0) return plausible(rng.pick(union), name, rng, know);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(schema.properties ?? {})) {
      if (schema.required?.includes(key) || rng.chance(0.6)) out[key] = plausible(child, key, rng, know);
    }
    return out;
  }
  if (type === 'array')
    return Array.from({ length: Math.max(schema.minItems ?? 0, 1) }, () =>
      plausible(schema.items, name.replace(/s$/, 'Id'), rng, know),
    );
  if (type === 'integer' || type === 'number') {
    const wanted = /max/i.test(name) ? 50 : /min/i.test(name) ? 10 : 5;
    return Math.min(Math.max(schema.minimum ?? wanted, wanted), schema.maximum ?? wanted);
  }
  if (type === 'boolean') return rng.chance(0.5);
  if (type === 'null') return null;
  return plausibleText(schema, name, rng, know);
}

/** Fields whose rule the JSON Schema cannot say (a refinement): a value that passes it. */
const SAMPLES: Record<string, (rng: Rng) => string> = {
  cat: (rng) => rng.pick(CATEGORIES).id,
  country: () => 'GB',
  nationality: () => 'FR',
  username: (rng) => `fuzz.user${rng.int(1e9)}`,
  phone: () => '+44 20 7946 0958',
  password: () => 'a long fuzzing passphrase',
  number: () => '4242 4242 4242 4242',
  expiry: () => '12 / 30',
  cvc: () => '123',
  // An assignment's deadline and an offer's delivery: instants with an offset, days ahead.
  deadline: (rng) => new Date(Date.now() + (72 + rng.int(48)) * 3_600_000).toISOString().replace('Z', '+00:00'),
  deliverBy: (rng) => new Date(Date.now() + (4 + rng.int(48)) * 3_600_000).toISOString().replace('Z', '+00:00'),
};

function plausibleText(schema: JsonSchema, name: string, rng: Rng, know: Knowledge): string {
  const sample = SAMPLES[name];
  if (sample) return sample(rng);
  if (/img|cover|image/i.test(name) && know.uploadNames.length > 0) return `/uploads/${rng.pick(know.uploadNames)}`;
  if (schema.format === 'uri' || /url|twitter|linkedin|github|website|facebook|instagram/i.test(name))
    return 'https://example.com/profile';
  if (schema.format === 'uuid' || /id$/i.test(name) || name === 'to')
    return realId(rng, know, tableOf(name, know)) ?? rng.uuid();
  if (schema.format === 'email' || name === 'email') return `fuzz${rng.int(1e6)}@example.com`;
  if (name === 'cursor')
    return know.cursors.length > 0 ? rng.pick(know.cursors) : forgedCursor(rng, know.cursorKinds, know.ids);
  if (schema.format === 'date-time' || /At$|date/i.test(name))
    return new Date(Date.UTC(2027, 0, 1 + rng.int(300))).toISOString();
  const min = schema.minLength ?? 0;
  const base = 'A fuzzed sentence with enough words to pass a minimum length rule of most text fields here. ';
  const text = base
    .repeat(Math.ceil(Math.max(min, 12) / base.length))
    .slice(0, Math.max(min, Math.min(schema.maxLength ?? 60, 60)));
  return text.trim().length >= min ? text : 'x'.repeat(min);
}

/** The table a field or path parameter names: gigId -> gigs, to -> users, /api/notifications/:id -> notifications. */
function tableOf(name: string, know: Knowledge, url = ''): string | undefined {
  const named = name === 'to' || name === 'userId' ? 'users' : `${name.replace(/Ids?$|s$/, '')}s`;
  if (know.idsByTable.has(named)) return named;
  if (name !== 'id') return undefined;
  const segments = url.split(/[/?]/);
  const at = segments.indexOf(':id');
  return segments
    .slice(0, at)
    .reverse()
    .find((segment) => know.idsByTable.has(segment));
}

/**
 * Mostly a real id of the table the name points at, the actor's own more often than not (so that the
 * request passes the ownership check and reaches deeper), else anyone's id of any table.
 */
function realId(rng: Rng, know: Knowledge, table?: string): string | undefined {
  const own = table ? (know.own.get(table) ?? []) : [...know.own.values()].flat();
  if (own.length > 0 && rng.chance(0.55)) return rng.pick(own);
  const theirs = table ? (know.idsByTable.get(table) ?? []) : [];
  if (theirs.length > 0 && rng.chance(0.8)) return rng.pick(theirs);
  return know.ids.length > 0 && rng.chance(0.85) ? rng.pick(know.ids) : undefined;
}

/** Replaces one value somewhere in a JSON value with a bad one, or drops or adds a key. */
function stringifies(value: unknown): boolean {
  try {
    JSON.stringify(value);
    return true;
  } catch {
    return false;
  }
}

function mutateJson(value: unknown, rng: Rng, know: Knowledge): { value: unknown; how: string } {
  if (value === null || typeof value !== 'object') return { value: badValue(rng, know), how: 'value' };
  const container = Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) };
  const keys = Object.keys(container);
  const roll = rng.int(10);
  if (keys.length === 0 || roll === 0) {
    (container as Record<string, unknown>)[
      rng.pick(['extra', '__proto__', 'constructor', 'isOperator', 'userId', 'status', 'id'])
    ] = badValue(rng, know);
    return { value: container, how: 'extra key' };
  }
  const key = rng.pick(keys);
  const record = container as Record<string, unknown>;
  if (roll === 1) {
    delete record[key];
    return { value: container, how: `missing ${key}` };
  }
  if (roll < 4 && record[key] !== null && typeof record[key] === 'object') {
    const inner = mutateJson(record[key], rng, know);
    record[key] = inner.value;
    return { value: container, how: `${key}.${inner.how}` };
  }
  const current = record[key];
  if (typeof current === 'string' && rng.chance(0.5)) {
    const at = rng.int(current.length + 1);
    record[key] = rng.chance(0.5) ? `${current.slice(0, at)}${badString(rng)}${current.slice(at)}` : badString(rng);
    return { value: container, how: `hostile text in ${key}` };
  }
  record[key] = badValue(rng, know);
  return { value: container, how: `bad ${key}` };
}

function badValue(rng: Rng, know: Knowledge): unknown {
  const roll = rng.int(10);
  if (roll === 0 && know.ids.length > 0) return rng.pick(know.ids);
  if (roll === 1) return forgedCursor(rng, know.cursorKinds, know.ids);
  if (roll === 2) return rng.uuid();
  return badJsonValue(rng);
}

function pathOf(route: FuzzRoute, rng: Rng, know: Knowledge): { url: string; how: string[] } {
  const how: string[] = [];
  let url = route.url;
  for (const param of route.params) {
    const roll = rng.int(10);
    let value: string;
    if (param === '*')
      value = rng.pick([
        '',
        'index.html',
        'assets/x.js',
        'gig/' + (know.ids[0] ?? 'x'),
        'gigs?search=%00',
        '%2e%2e/%2e%2e/etc/passwd',
        badPathSegment(rng),
      ]);
    else if (param === 'file' && know.uploadNames.length > 0 && roll < 4)
      value = rng.pick(know.uploadNames) + (rng.chance(0.5) ? '' : rng.pick(['.x', '%00', '/..', '%2F..']));
    else if (roll < 6 && know.ids.length > 0) value = realId(rng, know, tableOf(param, know, route.url)) ?? rng.uuid();
    else value = badPathSegment(rng);
    how.push(`${param}=${value.slice(0, 60)}`);
    url = url.replace(param === '*' ? '*' : new RegExp(`:${param}(?=/|$|\\.)`), value);
  }
  return { url, how };
}

function queryOf(route: FuzzRoute, rng: Rng, know: Knowledge): { query: string; how: string } {
  const good = (plausible(route.query ?? undefined, 'query', rng, know) ?? {}) as Record<string, unknown>;
  const entries: [string, string][] = Object.entries(good).map(([k, v]) => [
    k,
    typeof v === 'string' ? v : JSON.stringify(v),
  ]);
  const names = Object.keys(route.query?.properties ?? {});
  let how: string;
  const roll = rng.int(6);
  if (names.includes('cursor') && roll < 2) {
    const cursor =
      know.cursors.length > 0 && rng.chance(0.5)
        ? tamperedCursor(rng, rng.pick(know.cursors), know.ids)
        : forgedCursor(rng, know.cursorKinds, know.ids);
    entries.push(['cursor', cursor]);
    how = 'forged cursor';
  } else if (names.length > 0 && roll < 5) {
    const name = rng.pick(names);
    entries.push([name, badQueryText(rng)]);
    if (rng.chance(0.2)) entries.push([name, 'second value']);
    how = `bad ${name}`;
  } else {
    entries.push([rng.pick(['unknown', '__proto__', 'limit', 'cursor', 'a[b]']), badString(rng)]);
    how = 'odd key';
  }
  const text = entries
    .map(
      ([k, v]) =>
        `${encodeText(k)}=${rng.chance(0.1) ? rng.pick(['%00', '%C0%AF', '%ED%A0%80', '%', '%zz']) : encodeText(v)}`,
    )
    .join('&');
  return { query: text, how };
}

export function fuzzRequest(route: FuzzRoute, rng: Rng, know: Knowledge): FuzzRequest {
  const path = pathOf(route, rng, know);
  const headers: Record<string, string> = {};
  const how = [...path.how];
  let url = path.url;
  if (route.query || rng.chance(0.1)) {
    const query = queryOf(route, rng, know);
    url += `${url.includes('?') ? '&' : '?'}${query.query}`;
    how.push(query.how);
  }
  let payload: string | Buffer | undefined;
  const hasBody = !['GET', 'HEAD', 'DELETE'].includes(route.method) || rng.chance(0.05);
  if (hasBody) {
    const good = route.body ? plausible(route.body, 'body', rng, know) : {};
    const roll = rng.int(20);
    if (roll < 7 && good !== null && typeof good === 'object') {
      const leaf = hostileLeaf(good, rng);
      payload = JSON.stringify(leaf.value);
      headers['content-type'] = 'application/json';
      how.push(leaf.how);
    } else if (route.multipart && roll < 10) {
      const fields = (rng.chance(0.5) ? mutateJson(good, rng, know).value : good) as Record<string, unknown>;
      const form = multipartOf(rng, fields && typeof fields === 'object' ? fields : {});
      payload = form.payload;
      headers['content-type'] = rng.chance(0.9)
        ? `multipart/form-data; boundary=${form.boundary}`
        : rng.pick(['multipart/form-data', 'multipart/form-data; boundary=other']);
      how.push(form.how);
    } else if (roll < 14) {
      let mutated = mutateJson(good, rng, know);
      for (let more = rng.int(3); more > 0; more -= 1) {
        const next = mutateJson(mutated.value, rng, know);
        // Two deep nestings put one inside the other: past what
        // JSON.stringify's own stack takes, keep the last that fits.
        if (!stringifies(next.value)) break;
        mutated = { value: next.value, how: `${mutated.how}, ${next.how}` };
      }
      payload = stringifies(mutated.value) ? JSON.stringify(mutated.value) : JSON.stringify(good);
      headers['content-type'] = 'application/json';
      how.push(mutated.how);
    } else if (roll < 17) {
      const raw = rawJsonBody(rng, good);
      payload = raw.payload;
      headers['content-type'] = 'application/json';
      how.push(raw.how);
    } else if (roll < 19) {
      payload = rng.chance(0.5) ? JSON.stringify(good) : 'a=1&b=%00';
      headers['content-type'] = rng.pick(WRONG_TYPES);
      how.push(`content-type ${headers['content-type']}`);
    } else {
      payload = JSON.stringify(good);
      headers['content-type'] = 'application/json';
      how.push('plausible body');
    }
  }
  const extra = rng.int(25);
  if (extra === 0) headers.origin = rng.pick(['null', 'https://evil.example', 'not a url', 'http://localhost:1']);
  if (extra === 1) headers['last-event-id'] = rng.pick(['-1', '99999999999999999999', 'abc', '1e5']);
  if (extra === 2) headers['x-forwarded-for'] = rng.pick(['1.2.3.4', 'garbage', '::1, 10.0.0.1']);
  if (extra === 3) headers['accept'] = rng.pick(['text/html', 'application/xml', '*/*;q=oops']);
  if (extra === 4) headers['stripe-signature'] = rng.pick(['t=1,v1=abc', '', 'x'.repeat(5000)]);
  return { method: route.method as FuzzRequest['method'], url, headers, payload, mutation: how.join(', ') };
}
