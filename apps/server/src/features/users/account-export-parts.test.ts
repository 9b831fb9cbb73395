import { expect, test } from 'vitest';
import type { Executor } from '../../db/client.ts';
import { accountExportRegistry, EXPORT_SECTIONS } from './account-export-parts.ts';

const db = {} as Executor;
const sectionsOf = (names: readonly string[], userId: string) =>
  Object.fromEntries(names.map((name) => [name, `${name} of ${userId}`]));

test('the export gathers every feature part, each section in the document order', async () => {
  const parts = accountExportRegistry();
  parts.add(async (_db, userId) => sectionsOf(['sessions', 'gigs', 'likes'], userId));
  parts.add(async (_db, userId) =>
    sectionsOf(
      EXPORT_SECTIONS.filter((name) => !['sessions', 'gigs', 'likes'].includes(name)),
      userId,
    ),
  );
  const gathered = await parts.gather(db, 'u1');
  expect(Object.keys(gathered)).toEqual([...EXPORT_SECTIONS]);
  expect(gathered.likes).toBe('likes of u1');
});

test('a section that no registered part gives fails the export instead of leaving it out', async () => {
  const parts = accountExportRegistry();
  parts.add(async (_db, userId) =>
    sectionsOf(
      EXPORT_SECTIONS.filter((name) => name !== 'ledger'),
      userId,
    ),
  );
  await expect(parts.gather(db, 'u1')).rejects.toThrow('the account export has no ledger');
});
