import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { onDemand, type OpenedProps, type StandInHandlers } from './on-demand.tsx';

/** A control that can be open or closed, like a menu. */
function Menu({ label, defaultOpen = false }: { label: string } & OpenedProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        {label}
      </button>
      {open && <ul aria-label={`${label} items`} />}
    </>
  );
}

const StandIn = ({ label, reach }: { label: string; reach: StandInHandlers }) => (
  <button type="button" aria-expanded="false" data-stand-in="" {...reach}>
    {label}
  </button>
);

function loader() {
  let arrive: (component: typeof Menu) => void = () => undefined;
  const load = vi.fn(() => new Promise<typeof Menu>((resolve) => (arrive = resolve)));
  return { load, arrive: (component: typeof Menu) => arrive(component) };
}

test('the stand-in is shown and nothing is fetched until someone reaches for it', () => {
  const { load } = loader();
  const LazyMenu = onDemand(load, StandIn);
  const { container } = render(<LazyMenu label="Language" />);
  expect(container.querySelector('[data-stand-in]')).not.toBeNull();
  expect(load).not.toHaveBeenCalled();
});

test('pointing at the stand-in fetches the code once, but leaves the stand-in where it is', async () => {
  const { load, arrive } = loader();
  const LazyMenu = onDemand(load, StandIn);
  const { container } = render(<LazyMenu label="Language" />);
  const user = userEvent.setup();
  await user.hover(screen.getByRole('button', { name: 'Language' }));
  await user.tab();
  expect(load).toHaveBeenCalledTimes(1);
  await act(async () => arrive(Menu));
  expect(container.querySelector('[data-stand-in]')).not.toBeNull();
  expect(screen.queryByRole('list')).toBeNull();
});

test('using the stand-in puts the control in its place, opened, once its code has come', async () => {
  const { load, arrive } = loader();
  const LazyMenu = onDemand(load, StandIn);
  const { container } = render(<LazyMenu label="Language" />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Language' }));
  expect(screen.queryByRole('list')).toBeNull();
  await act(async () => arrive(Menu));
  expect(container.querySelector('[data-stand-in]')).toBeNull();
  expect(screen.getByRole('list', { name: 'Language items' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Language' }).getAttribute('aria-expanded')).toBe('true');
});

test('a fetch that failed is tried again at the next use', async () => {
  const load = vi
    .fn<() => Promise<typeof Menu>>()
    .mockRejectedValueOnce(new TypeError('offline'))
    .mockResolvedValueOnce(Menu);
  const LazyMenu = onDemand(load, StandIn);
  render(<LazyMenu label="Language" />);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Language' })));
  expect(screen.queryByRole('list')).toBeNull();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Language' })));
  expect(await screen.findByRole('list', { name: 'Language items' })).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(2);
});

test('once its code is there, a new instance is the control itself, closed', async () => {
  const LazyMenu = onDemand(async () => Menu, StandIn);
  await LazyMenu.preload();
  const { container } = render(<LazyMenu label="Language" />);
  expect(container.querySelector('[data-stand-in]')).toBeNull();
  expect(screen.getByRole('button', { name: 'Language' }).getAttribute('aria-expanded')).toBe('false');
});
