import { ConfigError, loadConfig } from './config.ts';
import { BUCKET_PREFIXES } from './lib/file-stores.ts';
import { describeCount, migrateFolder } from './lib/files-migration.ts';
import { keepNewFilesPrivate } from './db/private-modes.ts';
import { s3FileStore } from './lib/s3-file-store.ts';

/**
 * `npm run files:migrate` (decision 041): copies the files of a disk store (UPLOADS_DIR and
 * PRIVATE_FILES_DIR, by default DATA_DIR/uploads and DATA_DIR/files) into the bucket that S3_BUCKET
 * names, under the prefixes the server reads them from. Needs no database and may run while the
 * old server runs; run it again after the switch to copy what came meanwhile. Prints one line per
 * store; exits 1 with a sentence when something could not be copied or the bucket is not set.
 */
const say = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<number> {
  // Whatever it writes is its owner's alone, as the server's files are (decision 024).
  keepNewFilesPrivate();
  const config = loadConfig();
  if (!config.s3) {
    console.error(
      'files:migrate copies the files on disk into a bucket: set S3_BUCKET and S3_REGION ' +
        '(and S3_ENDPOINT for a store that is not AWS) to the bucket the server will use.',
    );
    return 1;
  }
  const target = `bucket ${config.s3.bucket}${config.s3.endpoint ? ` at ${config.s3.endpoint}` : ''}`;
  say(`Copying the files on disk into the ${target}:`);
  const uploads = await migrateFolder(config.uploadsDir, s3FileStore(config.s3, BUCKET_PREFIXES.uploads));
  say(`  pictures and gig documents (${config.uploadsDir} -> ${BUCKET_PREFIXES.uploads}): ${describeCount(uploads)}`);
  const privateFiles = await migrateFolder(
    config.privateFilesDir,
    s3FileStore(config.s3, BUCKET_PREFIXES.privateFiles),
  );
  say(`  private files (${config.privateFilesDir} -> ${BUCKET_PREFIXES.privateFiles}): ${describeCount(privateFiles)}`);
  say('Done. Start the server with the same S3_* settings; the folders on disk can go once it serves the files.');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof ConfigError
        ? error.message
        : `The files could not all be copied (run it again to copy the ` +
            `rest): ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  },
);
