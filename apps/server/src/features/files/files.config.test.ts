import path from 'node:path';
import { expect, test } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

/** Where private files live (decision 017): PRIVATE_FILES_DIR, apart from the public uploads. */

test('private files default to DATA_DIR/files, beside the uploads and not inside them', () => {
  const config = loadConfig({ DATA_DIR: '/var/lib/inkwell' });
  expect(config.privateFilesDir).toBe('/var/lib/inkwell/files');
  expect(config.uploadsDir).toBe('/var/lib/inkwell/uploads');
});

test('PRIVATE_FILES_DIR chooses the folder (relative to where the server starts)', () => {
  expect(loadConfig({ PRIVATE_FILES_DIR: '/srv/private' }).privateFilesDir).toBe('/srv/private');
  expect(loadConfig({ PRIVATE_FILES_DIR: 'private' }).privateFilesDir).toBe(path.resolve('private'));
  expect(loadConfig({ UPLOADS_DIR: '/srv/up', PRIVATE_FILES_DIR: '/srv/up-private' }).privateFilesDir).toBe(
    '/srv/up-private',
  );
});

test.each([
  ['the uploads folder itself', { DATA_DIR: '/d', PRIVATE_FILES_DIR: '/d/uploads' }],
  ['a folder inside the uploads', { DATA_DIR: '/d', PRIVATE_FILES_DIR: '/d/uploads/private' }],
  ['inside UPLOADS_DIR, written another way', { UPLOADS_DIR: '/srv/up', PRIVATE_FILES_DIR: '/srv/x/../up/./files' }],
])('PRIVATE_FILES_DIR in %s stops the server with a message that names it', (_name, env) => {
  expect(() => loadConfig(env)).toThrow(ConfigError);
  expect(() => loadConfig(env)).toThrow(/PRIVATE_FILES_DIR .* must not be UPLOADS_DIR or a folder inside it/);
});

test('an empty PRIVATE_FILES_DIR is refused', () => {
  expect(() => loadConfig({ PRIVATE_FILES_DIR: '' })).toThrow(/PRIVATE_FILES_DIR=""/);
});
