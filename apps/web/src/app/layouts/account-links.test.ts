import { expect, test } from 'vitest';
import { testOperator } from '../../test/fixtures/operator.ts';
import { testBuyer, testSeller } from '../../test/fixtures/users.ts';
import { accountLinkGroups } from './account-links.ts';

const paths = (groups: ReturnType<typeof accountLinkGroups>) => groups.map((group) => group.map((link) => link.to));

test('operators get their hub and the disputes desk in a group of its own, after everything else', () => {
  expect(paths(accountLinkGroups(testOperator)).at(-1)).toEqual(['/operator', '/operator/disputes']);
  expect(paths(accountLinkGroups({ ...testSeller, isOperator: true })).at(-1)).toEqual([
    '/operator',
    '/operator/disputes',
  ]);
});

test('buyers and sellers who are not operators have no link to it', () => {
  for (const user of [testBuyer, testSeller]) {
    expect(paths(accountLinkGroups(user)).flat()).not.toContain('/operator/disputes');
    expect(paths(accountLinkGroups(user)).flat()).not.toContain('/operator');
  }
});

test('every signed-in person reaches the settings and the liked gigs; only buyers may become a seller', () => {
  for (const user of [testBuyer, testSeller])
    expect(paths(accountLinkGroups(user)).flat()).toEqual(expect.arrayContaining(['/settings', '/liked']));
  expect(paths(accountLinkGroups(testBuyer))[0]).toEqual(['/settings#become-seller']);
  expect(paths(accountLinkGroups(testSeller)).flat()).not.toContain('/settings#become-seller');
});
