import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { uploadReferenceRegistry } from './upload-references.ts';

const upload = { id: sql`u.id`, address: sql`u.address` };

test('an upload is named when any registered place names it', () => {
  const references = uploadReferenceRegistry();
  references.add(({ address }) => sql`avatar = ${address}`);
  references.add(({ id }) => sql`document = ${id}`);
  expect(new PgDialect().sqlToQuery(references.condition(upload)).sql).toBe('(avatar = u.address OR document = u.id)');
});

test('with no place registered the sweep refuses, instead of finding every upload orphaned', () => {
  expect(() => uploadReferenceRegistry().condition(upload)).toThrow('no feature names uploads');
});
