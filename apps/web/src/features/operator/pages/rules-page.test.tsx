import type { JurisdictionRule } from '@inkwell/domain/integrity/jurisdiction.schema';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { openDisputes, testOperator } from '../../../test/fixtures/operator.ts';
import { testBuyer } from '../../../test/fixtures/users.ts';
import { json, problem } from '../../../test/responses.ts';

/** /operator/rules: the operators' rules per buyer country. */

const LAZY_PAGE = { timeout: 5000 };
const at = new Date(Date.now() - 60 * 60 * 1000).toISOString();
const gb: JurisdictionRule = {
  country: 'GB',
  allowedPurposes: ['editing', 'tutoring', 'research_help', 'formatting'],
  note: 'Skills and Post-16 Education Act 2022',
  updatedBy: 'operator-2',
  updatedAt: at,
};

test.each([
  ['a visitor', null],
  ['a buyer', testBuyer],
])("%s is told the rules are for operators; the rules' API is never asked", async (_name, user) => {
  const { calls } = openDisputes(user, {}, '/operator/rules');
  expect(await screen.findByRole('heading', { level: 1, name: 'For operators only' }, LAZY_PAGE)).toBeTruthy();
  expect(calls.some((call) => call.path.startsWith('/api/operator'))).toBe(false);
});

test(
  'the rules list each country with what its buyers may order, the ' +
    'note and who changed it; a new rule is saved with its boxes and note',
  async () => {
    let rules: JurisdictionRule[] = [gb];
    const { user, calls } = openDisputes(
      testOperator,
      {
        'GET /api/operator/jurisdictions': () => json(200, { items: rules }),
        'PUT /api/operator/jurisdictions/DE': (call) => {
          const body = JSON.parse(String(call.body)) as {
            allowedPurposes: JurisdictionRule['allowedPurposes'];
            note: string;
          };
          const saved: JurisdictionRule = { country: 'DE', ...body, updatedBy: testOperator._id, updatedAt: at };
          rules = [saved, gb];
          return json(200, saved);
        },
      },
      '/operator/rules',
    );
    const list = within(await screen.findByRole('region', { name: 'Rules in force' }, LAZY_PAGE));
    expect(screen.getByRole('heading', { level: 1, name: 'Rules per buyer country' })).toBeTruthy();
    const item = within(list.getByRole('heading', { name: 'United Kingdom (GB)' }).closest('li')!);
    expect(
      item.getByText('Editing and proofreading · Tutoring and coaching · Research help · Formatting and citations'),
    ).toBeTruthy();
    expect(item.getByText('Skills and Post-16 Education Act 2022')).toBeTruthy();
    expect(item.getByText(/^Changed by another operator on /)).toBeTruthy();

    const form = within(screen.getByRole('form', { name: 'Add or change a rule' }));
    await user.click(form.getByRole('button', { name: 'Save rule' }));
    expect(form.getByText('Please choose a country.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.selectOptions(form.getByLabelText('Country'), 'DE');
    const boxes = within(form.getByRole('group', { name: 'Allowed purposes' }));
    await user.click(boxes.getByRole('checkbox', { name: 'Model answer or study guide' }));
    await user.click(boxes.getByRole('checkbox', { name: 'Research help' }));
    await user.type(form.getByLabelText('Note (for operators)'), 'Trial');
    await user.click(form.getByRole('button', { name: 'Save rule' }));
    expect(await screen.findByText('Rule saved.')).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT');
    expect(JSON.parse(String(put?.body))).toEqual({
      allowedPurposes: ['editing', 'tutoring', 'formatting'],
      note: 'Trial',
    });
    const saved = within((await list.findByRole('heading', { name: 'Germany (DE)' })).closest('li')!);
    expect(saved.getByText(/^Changed by you on /)).toBeTruthy();
  },
);

test("changing a rule starts from it; a refused removal is said from the problem's code", async () => {
  const { user, calls } = openDisputes(
    testOperator,
    {
      'GET /api/operator/jurisdictions': () => json(200, { items: [{ ...gb, allowedPurposes: [] }] }),
      'DELETE /api/operator/jurisdictions/GB': () =>
        problem(404, 'JURISDICTION_RULE_NOT_FOUND', 'There is no rule for this country.'),
    },
    '/operator/rules',
  );
  const list = within(await screen.findByRole('region', { name: 'Rules in force' }, LAZY_PAGE));
  expect(list.getByText('Nothing allowed')).toBeTruthy();
  await user.click(list.getByRole('button', { name: 'Change the rule for United Kingdom' }));
  const form = within(screen.getByRole('form', { name: 'Add or change a rule' }));
  expect((form.getByLabelText('Country') as HTMLSelectElement).value).toBe('GB');
  expect(form.getAllByRole('checkbox').every((box) => !(box as HTMLInputElement).checked)).toBe(true);
  expect((form.getByLabelText('Note (for operators)') as HTMLTextAreaElement).value).toBe(
    'Skills and Post-16 Education Act 2022',
  );

  await user.click(list.getByRole('button', { name: 'Remove the rule for United Kingdom' }));
  expect((await screen.findByRole('alert')).textContent).toBe('There is no rule for this country.');
  expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
    '/api/operator/jurisdictions/GB',
  ]);
});
