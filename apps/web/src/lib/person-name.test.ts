import { deletedUsername } from '@inkwell/domain/users/account.rules';
import { expect, test } from 'vitest';
import { i18n } from '../i18n/index.ts';
import { shownName } from './person-name.ts';

test('a deleted account is "Deleted user" in the reader\'s language; anyone else keeps their name', async () => {
  const t = i18n.getFixedT('en') as (key: string) => string;
  const deleted = deletedUsername('0193f1d2-0000-7000-8000-00000abc1234');
  expect(deleted).toBe('deleted-0abc1234');
  expect(shownName(t, deleted)).toBe('Deleted user');
  expect(shownName(i18n.getFixedT('fr') as (key: string) => string, deleted)).toBe('Utilisateur supprimé');
  expect(shownName(t, 'deleted-person', 'Ada Lovelace')).toBe('Ada Lovelace');
  expect(shownName(t, 'ada')).toBe('ada');
});
