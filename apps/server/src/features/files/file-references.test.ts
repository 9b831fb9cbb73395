import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { fileReferenceRegistry } from './file-references.ts';

test('a file is held when any registered place holds it', () => {
  const references = fileReferenceRegistry();
  references.add((fileId) => sql`attachment = ${fileId}`);
  references.add((fileId) => sql`delivered = ${fileId}`);
  expect(new PgDialect().sqlToQuery(references.condition(sql`f.id`)).sql).toBe(
    '(attachment = f.id OR delivered = f.id)',
  );
});

test('with no place registered the sweep refuses, instead of finding every file orphaned', () => {
  expect(() => fileReferenceRegistry().condition(sql`f.id`)).toThrow('no feature holds private files');
});
