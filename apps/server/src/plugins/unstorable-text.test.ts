import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openPglite, type DatabaseHandle } from '../db/client.ts';
import { isUniqueViolation, isUnstorableText } from '../db/errors.ts';
import { errorsPlugin } from './errors.ts';

/** The net behind the text rule: PostgreSQL's own refusal of text it cannot store is a 400, not a 500. */

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openPglite({});
});
afterAll(async () => {
  await database.close();
});

const refusal = async (query: ReturnType<typeof sql>): Promise<unknown> => {
  try {
    await database.db.execute(query);
  } catch (error) {
    return error;
  }
  throw new Error('the query was not refused');
};

test('a NUL byte PostgreSQL is asked to store as text is 22021, known as unstorable text', async () => {
  const error = await refusal(sql`SELECT convert_from(${Buffer.from([0x61, 0x00, 0x62])}::bytea, 'UTF8')`);
  expect(isUnstorableText(error)).toBe(true);
  expect(isUniqueViolation(error)).toBe(false);
  expect(isUnstorableText(await refusal(sql`SELECT 1 / 0`))).toBe(false);
  expect(isUnstorableText(new Error('plain'))).toBe(false);
  expect(isUnstorableText({ cause: { code: '22P05' } })).toBe(true);
});

test('the errors plugin answers it as 400 INVALID_TEXT', async () => {
  const error = await refusal(sql`SELECT convert_from(${Buffer.from([0x00])}::bytea, 'UTF8')`);
  const app = Fastify();
  await app.register(errorsPlugin);
  app.get('/broken', async () => {
    throw new Error('the driver failed', { cause: error });
  });
  const response = await app.inject({ method: 'GET', url: '/broken' });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ code: 'INVALID_TEXT', status: 400 });
  await app.close();
});
