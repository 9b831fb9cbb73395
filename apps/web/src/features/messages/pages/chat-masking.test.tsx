import { CONTACT_MASK_TOKEN } from '@inkwell/domain/integrity/contact-masking';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { routes } from '../../../test/app-routes.ts';
import { buildConversation, buildMessage, chatHandlers } from '../../../test/fixtures/messages.ts';
import { signInAs, testBuyer } from '../../../test/fixtures/users.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { json } from '../../../test/responses.ts';

/** Contact masking in the chat (decision 037): the reader is told why, the writer what was hidden. */

const conversation = buildConversation();
const PATH = `/message/${conversation._id}`;

test('a message of the other person with hidden contacts shows the token and why paying outside is risky', async () => {
  signInAs(
    testBuyer,
    chatHandlers(conversation, [buildMessage({ desc: `Call me on ${CONTACT_MASK_TOKEN} instead`, masked: true })]),
  );
  renderRoute(routes, PATH);
  const log = await screen.findByRole('log', { name: 'Messages with Maria Lopez' }, { timeout: 5000 });
  expect(within(log).getByText('Call me on', { exact: false }).textContent).toBe('Call me on [contact hidden] instead');
  const note = within(log).getByRole('note', { name: 'Contact details hidden' });
  expect(note.textContent).toMatch(
    /Paying or arranging the work outside Inkwell loses its protection: no buyer protection, no escrow/,
  );
});

test('the writer sees, right after sending, that the contact details were hidden and why', async () => {
  const sent: string[] = [];
  const { user } = {
    ...signInAs(testBuyer, {
      ...chatHandlers(conversation, []),
      'POST /api/messages': (call) => {
        sent.push((JSON.parse(String(call.body)) as { desc: string }).desc);
        return json(
          201,
          buildMessage({ userId: testBuyer._id, desc: `My number: ${CONTACT_MASK_TOKEN}`, masked: true }),
        );
      },
    }),
    ...renderRoute(routes, PATH),
  };
  const box = await screen.findByRole('textbox', { name: 'Write a message' }, { timeout: 5000 });
  await user.type(box, 'My number: 06 12 34 56 78{Enter}');
  await waitFor(() => expect(sent).toEqual(['My number: 06 12 34 56 78']));
  const log = screen.getByRole('log');
  const note = await within(log).findByRole('note', { name: 'Contact details hidden' });
  expect(note.textContent).toMatch(/We hid the contact details you wrote/);
  expect(log.textContent).not.toContain('06 12 34 56 78');
});

test('a message without hidden contacts has no note', async () => {
  signInAs(testBuyer, chatHandlers(conversation, [buildMessage({ desc: 'The essay is 2 500 words' })]));
  renderRoute(routes, PATH);
  const log = await screen.findByRole('log', { name: 'Messages with Maria Lopez' }, { timeout: 5000 });
  expect(within(log).getByText('The essay is 2 500 words')).toBeTruthy();
  expect(within(log).queryByRole('note')).toBeNull();
});
