import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Executor } from '../../db/client.ts';
import type { UserRow } from '../../lib/auth/user.ts';
import { MINIMAL_PDF, MULTIPART_CONTENT_TYPE, multipartBody } from '../../../test/fixtures/files.ts';
import { createTestApp, registerAndLogin, type Session, type TestApp } from '../../../test/test-app.ts';
import { fileReaderRegistry, fileReaders, type FileReader } from './file-readers.ts';
import type { FileRow } from './files.repository.ts';

const db = {} as Executor;
const file = { id: 'file-1', ownerId: 'owner' } as FileRow;
const person = (id: string) => ({ id }) as UserRow;

describe('fileReaderRegistry', () => {
  test('with no reader, only the uploader reads a file; another person and a visitor do not', async () => {
    const readers = fileReaderRegistry();
    expect(await readers.canRead(db, file, person('owner'))).toBe(true);
    expect(await readers.canRead(db, file, person('someone'))).toBe(false);
    expect(await readers.canRead(db, file, null)).toBe(false);
  });

  test('a registered reader lets in the people it answers yes for, with the file id and the viewer', async () => {
    const readers = fileReaderRegistry();
    const asked: [Executor, string, string][] = [];
    readers.add(async (tx, fileId, viewer) => {
      asked.push([tx, fileId, viewer.id]);
      return viewer.id === 'buyer';
    });
    expect(await readers.canRead(db, file, person('buyer'))).toBe(true);
    expect(await readers.canRead(db, file, person('stranger'))).toBe(false);
    expect(asked).toEqual([
      [db, 'file-1', 'buyer'],
      [db, 'file-1', 'stranger'],
    ]);
  });

  test('any reader saying yes is enough; the readers after the first yes are not asked', async () => {
    const readers = fileReaderRegistry();
    const asked: string[] = [];
    readers.add(async () => (asked.push('deliveries'), false));
    readers.add(async () => (asked.push('messages'), true));
    readers.add(async () => (asked.push('third'), true));
    expect(await readers.canRead(db, file, person('seller'))).toBe(true);
    expect(asked).toEqual(['deliveries', 'messages']);
  });

  test('the uploader and visitors are answered without asking readers; a reader twice is asked once', async () => {
    const readers = fileReaderRegistry();
    let calls = 0;
    const reader: FileReader = async () => (calls++, false);
    readers.add(reader);
    readers.add(reader);
    await readers.canRead(db, file, person('owner'));
    await readers.canRead(db, file, null);
    expect(calls).toBe(0);
    await readers.canRead(db, file, person('someone'));
    expect(calls).toBe(1);
  });

  test('a reader that fails makes the check fail rather than let anyone in', async () => {
    const readers = fileReaderRegistry();
    readers.add(async () => {
      throw new Error('database gone');
    });
    await expect(readers.canRead(db, file, person('someone'))).rejects.toThrow('database gone');
  });
});

describe('GET /api/files/{id} asks the app registry', () => {
  let t: TestApp;
  let owner: Session;
  let allowed: Session;
  let stranger: Session;
  let sharedFileId = '';
  beforeAll(async () => {
    t = await createTestApp();
    [owner, allowed, stranger] = [
      await registerAndLogin(t.app),
      await registerAndLogin(t.app),
      await registerAndLogin(t.app),
    ];
    // This file's own module instance of the registry (each test file has its own modules).
    fileReaders.add(async (_tx, fileId, viewer) => fileId === sharedFileId && viewer.id === allowed.user._id);
  });
  afterAll(() => t.close());

  const upload = async () => {
    const request: InjectOptions = {
      method: 'POST',
      url: '/api/files',
      payload: multipartBody([{ field: 'file', filename: 'shared.pdf', type: 'application/pdf', data: MINIMAL_PDF }]),
      headers: { 'content-type': MULTIPART_CONTENT_TYPE },
    };
    const response = await owner.request(request);
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { _id: string })._id;
  };
  const download = (id: string, session: Session | null) =>
    session
      ? session.request({ method: 'GET', url: `/api/files/${id}` })
      : t.app.inject({ method: 'GET', url: `/api/files/${id}` });

  test('the person a reader lets in downloads the file as an attachment; others get 404 FILE_NOT_FOUND', async () => {
    sharedFileId = await upload();
    const other = await upload();
    const shared = await download(sharedFileId, allowed);
    expect(shared.statusCode).toBe(200);
    expect(shared.rawPayload.equals(MINIMAL_PDF)).toBe(true);
    expect(shared.headers).toMatchObject({
      'content-disposition': expect.stringMatching(/^attachment;/),
      'x-content-type-options': 'nosniff',
    });
    expect((await download(sharedFileId, owner)).statusCode).toBe(200);
    for (const [id, session] of [
      [sharedFileId, stranger],
      [sharedFileId, null],
      [other, allowed],
    ] as const) {
      const response = await download(id, session);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('FILE_NOT_FOUND');
    }
  });
});
