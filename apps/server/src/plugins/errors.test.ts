import { FIELD_ERROR_CODES } from '@inkwell/domain/errors';
import { GIG_PRICE_MAX_DOLLARS, USERNAME_MIN } from '@inkwell/domain/limits';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildGig, postGig, sellerSession } from '../../test/fixtures/gigs.ts';
import { buildRegistration, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const register = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload });

describe('field errors as codes', () => {
  test('a body checked against its schema names each field in English and as codes with parameters', async () => {
    const response = await register(buildRegistration({ username: 'ab', email: 'not an email', country: 'XX' }));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errors.username).toEqual([`Username must be at least ${USERNAME_MIN} characters`]);
    expect(body.fields).toEqual({
      username: [{ code: 'too_short', params: { minimum: USERNAME_MIN } }],
      email: [{ code: 'invalid_format', params: { format: 'email' } }],
      country: [{ code: 'invalid_value' }],
    });
  });

  test('a query Fastify checks itself has its codes too', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/gigs?max=${GIG_PRICE_MAX_DOLLARS + 1}&min=abc` });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.fields).sort()).toEqual(Object.keys(body.errors).sort());
    expect(body.fields.max).toEqual([{ code: 'too_big', params: { maximum: GIG_PRICE_MAX_DOLLARS } }]);
    expect(body.fields.min).toEqual([{ code: 'not_a_number' }]);
  });

  test('a refusal about one field carries its own code on that field', async () => {
    const registration = buildRegistration();
    expect((await register(registration)).statusCode).toBe(201);
    const response = await register({ ...buildRegistration(), username: registration.username });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'USERNAME_TAKEN',
      fields: { username: [{ code: 'USERNAME_TAKEN' }] },
    });
  });

  test('a gig saved with pictures from elsewhere, or edited into a wrong price range, names the codes', async () => {
    const seller = await sellerSession(t.app);
    const created = await seller.request({
      method: 'POST',
      url: '/api/gigs',
      payload: buildGig({ cover: `/uploads/${crypto.randomUUID()}.webp` }),
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().fields).toEqual({ cover: [{ code: 'not_uploaded' }] });
    const gig = await postGig(seller);
    const edited = await seller.request({
      method: 'PATCH',
      url: `/api/gigs/${gig._id}`,
      payload: { priceMin: 30, priceMax: 20 },
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().fields).toEqual({ priceMax: [{ code: 'price_range' }] });
  });

  test('an answer without field errors has no fields', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).not.toHaveProperty('fields');
  });

  test('the OpenAPI document describes the codes of the fields', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const answer =
      document.paths['/api/auth/register'].post.responses['400'].content['application/problem+json'] ??
      document.paths['/api/auth/register'].post.responses['400'].content['application/json'];
    const codes: string[] = answer.schema.properties.fields.additionalProperties.items.properties.code.enum;
    expect(codes).toEqual(expect.arrayContaining([...FIELD_ERROR_CODES, 'USERNAME_TAKEN']));
  });
});
