import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { FILE_NAME_FIELDS, MASKED_TEXTS, NOT_MASKED } from '../src/lib/masked-texts.ts';
import { openTestDatabase } from './test-app.ts';

/**
 * Decision 054: every free-text field of every registered route's body is either masked (MASKED_TEXTS)
 * or listed with its reason in NOT_MASKED. A free-text field is a string of the body's JSON schema
 * that is not an enum, at any depth (`brief.subject`, `education[].institution`); a multipart file
 * (`format: binary`) is one too: its name is shown.
 */

interface WriteRoute {
  route: string;
  /** The free-text fields of its body, by place. */
  fields: string[];
}

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
};

/** The places of the schema's free-text strings. */
export function textFields(schema: JsonSchema, at = ''): string[] {
  if (schema.anyOf) return [...new Set(schema.anyOf.flatMap((option) => textFields(option, at)))];
  const types = [schema.type ?? []].flat();
  const found: string[] = [];
  for (const [key, property] of Object.entries(schema.properties ?? {}))
    found.push(...textFields(property, at ? `${at}.${key}` : key));
  if (types.includes('array') && schema.items) found.push(...textFields(schema.items, `${at}[]`));
  if (types.includes('string') && !schema.enum) found.push(at);
  return found;
}

const covers = (masked: string, field: string) =>
  field === masked || field.startsWith(`${masked}.`) || field.startsWith(`${masked}[]`);

/** What is wrong with the lists for these routes: unlisted fields first, then entries that name nothing. */
export function unlistedTexts(
  routes: readonly WriteRoute[],
  masked: Record<string, readonly string[]>,
  notMasked: readonly { fields: readonly string[] }[],
): string[] {
  const exempt = new Set(notMasked.flatMap((group) => group.fields));
  const problems: string[] = [];
  for (const { route, fields } of routes)
    for (const field of fields)
      if (!(masked[route] ?? []).some((entry) => covers(entry, field)) && !exempt.has(`${route} ${field}`))
        problems.push(`${route} ${field} is free text in neither MASKED_TEXTS nor NOT_MASKED`);
  const byRoute = new Map(routes.map((route) => [route.route, route.fields]));
  for (const [route, entries] of Object.entries(masked))
    for (const entry of entries) {
      const fields = byRoute.get(route);
      const named = FILE_NAME_FIELDS.includes(entry) || fields?.some((field) => covers(entry, field));
      if (!fields || !named) problems.push(`MASKED_TEXTS names ${route} ${entry}, which no registered body has`);
    }
  for (const entry of exempt) {
    const [method, url, field = ''] = entry.split(' ');
    if (!byRoute.get(`${method} ${url}`)?.includes(field))
      problems.push(`NOT_MASKED names ${entry}, which no registered body has`);
  }
  return problems;
}

let routes: WriteRoute[] = [];
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-masked-texts-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    MAIL_DEV_INBOX: 'true',
    METRICS_TOKEN: 'masked-texts-metrics-token',
  });
  const { database, drop } = await openTestDatabase();
  const found: WriteRoute[] = [];
  const app = await buildApp({
    config,
    database,
    logger: false,
    mail: { pollMs: 0 },
    originality: { sweepMs: 0 },
    onRoute: (route) => {
      const body = (route.schema as { body?: unknown } | undefined)?.body;
      const schema = body instanceof z.ZodType ? z.toJSONSchema(body, { unrepresentable: 'any', io: 'input' }) : {};
      for (const method of [route.method].flat())
        if (!['GET', 'HEAD', 'OPTIONS'].includes(method))
          found.push({ route: `${method} ${route.url}`, fields: textFields(schema as JsonSchema) });
    },
  });
  await app.ready();
  routes = found;
  cleanup = async () => {
    await app.close();
    await database.close();
    await drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}, 60_000);

afterAll(async () => {
  await cleanup?.();
});

describe('the masked texts list (decision 054)', () => {
  test("every registered body's free text is masked or listed as read by nobody else, and every entry is real", () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.flatMap((route) => route.fields).length).toBeGreaterThan(80);
    expect(unlistedTexts(routes, MASKED_TEXTS, NOT_MASKED)).toEqual([]);
  });

  test('a route dropped from MASKED_TEXTS fails the check, naming its fields', () => {
    const { ['POST /api/orders/:bidId/revision']: _dropped, ...rest } = MASKED_TEXTS;
    expect(unlistedTexts(routes, rest, NOT_MASKED)).toEqual([
      'POST /api/orders/:bidId/revision reason is free text in neither MASKED_TEXTS nor NOT_MASKED',
    ]);
  });

  test('a new text field, a nested one and a field a list names that no body has all fail', () => {
    const schema = z.toJSONSchema(
      z.object({
        note: z.string(),
        kind: z.enum(['a', 'b']),
        parts: z.array(z.object({ label: z.string(), size: z.number() })),
      }),
    ) as JsonSchema;
    expect(textFields(schema)).toEqual(['note', 'parts[].label']);
    const problems = unlistedTexts(
      [{ route: 'POST /api/new', fields: textFields(schema) }],
      { 'POST /api/new': ['parts'], 'POST /api/gone': ['text'] },
      [{ fields: ['POST /api/new kind'] }],
    );
    expect(problems).toEqual([
      'POST /api/new note is free text in neither MASKED_TEXTS nor NOT_MASKED',
      'MASKED_TEXTS names POST /api/gone text, which no registered body has',
      'NOT_MASKED names POST /api/new kind, which no registered body has',
    ]);
  });
});
