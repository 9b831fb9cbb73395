import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { deferred } from './deferred.tsx';

function Draft({ label }: { label: string }) {
  const [text, setText] = useState('');
  return <input aria-label={label} value={text} onChange={(event) => setText(event.target.value)} />;
}

test(
  'a deferred component shows its fallback until its code ' +
    'arrives, then keeps its state when its parent renders again',
  async () => {
    let arrive: (component: typeof Draft) => void = () => undefined;
    const LazyDraft = deferred(
      () => new Promise<typeof Draft>((resolve) => (arrive = resolve)),
      () => <p>loading</p>,
    );
    function Parent() {
      const [count, setCount] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setCount(count + 1)}>
            render again {count}
          </button>
          <LazyDraft label="draft" />
        </>
      );
    }
    render(<Parent />);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => arrive(Draft));
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'draft' }), 'kept');
    await user.click(screen.getByRole('button', { name: /render again/ }));
    expect(screen.getByRole('textbox', { name: 'draft' })).toHaveProperty('value', 'kept');
  },
);

test('once loaded, a new instance renders at once, with no fallback', async () => {
  const LazyDraft = deferred(
    async () => Draft,
    () => <p>loading</p>,
  );
  await LazyDraft.preload();
  render(<LazyDraft label="ready" />);
  expect(screen.queryByText('loading')).toBeNull();
  expect(screen.getByRole('textbox', { name: 'ready' })).toBeTruthy();
});
