import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { buildRegistration } from '../../../test/test-app.ts';

/** Real server processes (`node --import tsx server.ts`) for the multi-process and shutdown tests, and HTTP helpers for them. */

const serverFile = path.resolve(import.meta.dirname, '../../server.ts');

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  exited: Promise<number | null>;
  stop(): Promise<number | null>;
}

export async function startServer(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', serverFile], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', SEED_DEMO_DATA: 'false', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + timeoutMs;
  let url: string | undefined;
  while (!(url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1]) || !output.includes('Inkwell is running')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    child,
    url,
    output: () => output,
    exited,
    stop: () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

export interface HttpSession {
  user: { _id: string; username: string };
  cookie: string;
}

/** Registers and signs in over HTTP; returns the session cookie. */
export async function signUp(url: string, overrides: Record<string, unknown> = {}): Promise<HttpSession> {
  const registration = buildRegistration(overrides);
  const registered = await fetch(`${url}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(registration) });
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status} ${await registered.text()}`);
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: registration.username, password: registration.password }),
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers.getSetCookie().map((line) => line.split(';')[0]!).find((pair) => pair.startsWith('inkwell_session='));
  if (!cookie) throw new Error('login set no session cookie');
  return { user: (await login.json()) as HttpSession['user'], cookie };
}

/** A JSON request with the session's cookie; throws unless the status is one of `expected`. */
export async function call<T>(url: string, session: HttpSession, method: string, route: string, body?: unknown, expected = [200, 201]): Promise<T> {
  const response = await fetch(`${url}${route}`, {
    method,
    headers: { cookie: session.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!expected.includes(response.status)) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
