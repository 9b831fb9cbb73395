import type { CurrentUser } from '@inkwell/domain/users/user.schema';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderRoute } from '../../../test/render-route.tsx';
import { LoginPage } from './login-page.tsx';
import { RegisterPage } from './register-page.tsx';

export const grace: CurrentUser = {
  _id: '0196a1c2-0000-7000-8000-000000000002',
  username: 'grace.h',
  email: 'grace@example.com',
  img: '',
  isSeller: false,
  country: 'FR',
  fullName: '',
  createdAt: '2025-01-01T00:00:00.000Z',
};

export function renderRegister(path = '/register') {
  return renderRoute(
    [
      { path: '/register', element: <RegisterPage /> },
      { path: '/login', element: <LoginPage /> },
    ],
    path,
  );
}

/** Fills every required field with valid values. */
export async function fillRequired(user: UserEvent) {
  await user.type(screen.getByLabelText('Username'), 'grace.h');
  await user.type(screen.getByLabelText('Email'), 'grace@example.com');
  await user.type(screen.getByLabelText('Password'), 'analytical engine');
  await user.selectOptions(screen.getByLabelText('Country'), 'FR');
}

export function submit(user: UserEvent) {
  return user.click(screen.getByRole('button', { name: 'Create account' }));
}

export function pngFile(name = 'me.png') {
  return new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
}

export function sentJson(body: BodyInit | null | undefined): unknown {
  return JSON.parse(String(body));
}
