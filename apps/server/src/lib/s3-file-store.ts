import { Readable } from 'node:stream';
import type * as ClientS3 from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import type * as Presigner from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../config.ts';
import { assertSafeKey, isSafeKey, type FileStore } from './file-store.ts';
import { firstUse } from './first-use.ts';

/**
 * Files in an S3-compatible bucket (decision 041), through the official AWS SDK. One bucket holds
 * both stores of the app under their own prefix (`uploads/`, `files/`); it stays private: pictures
 * are streamed by the app under /uploads, private files are handed out as short-lived signed
 * addresses after the app's authorization check. Credentials come from the SDK's usual chain
 * (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, AWS_PROFILE, an instance or task role...).
 */

export interface S3FileStore extends FileStore {
  signedUrl: NonNullable<FileStore['signedUrl']>;
  /** The stored size of a file, or null when there is none (files:migrate skips what is there). */
  sizeOf(key: string): Promise<number | null>;
}

/**
 * The AWS SDK loads with the first use of a bucket, not at start (decision 030): a server that keeps
 * its files on disk never needs its ~6 MB of JavaScript heap.
 */
type Sdk = typeof ClientS3 & Pick<typeof Presigner, 'getSignedUrl'>;
const loadSdk = firstUse(async (): Promise<Sdk> => {
  const [client, presigner] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/s3-request-presigner'),
  ]);
  return { ...client, getSignedUrl: presigner.getSignedUrl };
});

/** One client per process and configuration: it keeps its connections and credentials. */
const clients = new Map<string, S3Client>();

function s3ClientOf(sdk: Sdk, settings: S3Config): S3Client {
  const id = JSON.stringify(settings);
  let client = clients.get(id);
  if (!client) {
    client = new sdk.S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      // Since 3.729 the SDK adds CRC32 checksums to every upload and asks for them on every
      // download; several S3-compatible servers refuse or mangle those. Only where an operation
      // requires one (decision 041): the bytes are checked by size here and carried over TLS.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    clients.set(id, client);
  }
  return client;
}

/** A missing object: S3 says NoSuchKey (GET) or NotFound (HEAD), always with status 404. */
const isMissing = (sdk: Sdk, error: unknown) =>
  error instanceof sdk.S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

/** The store of `prefix` ("uploads/" or "files/") in the configured bucket. */
export function s3FileStore(settings: S3Config, prefix: string): S3FileStore {
  const ready = async () => {
    const sdk = await loadSdk();
    return { sdk, client: s3ClientOf(sdk, settings) };
  };
  const Bucket = settings.bucket;
  const objectKey = (key: string) => `${prefix}${key}`;
  return {
    async put(key, data) {
      assertSafeKey(key);
      const { sdk, client } = await ready();
      await client.send(
        new sdk.PutObjectCommand({ Bucket, Key: objectKey(key), Body: data, ContentLength: data.length }),
      );
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      const { sdk, client } = await ready();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if (!(answer.Body instanceof Readable)) throw new Error(`the bucket answered ${key} without a body`);
        return { stream: answer.Body, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(sdk, error)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      const { sdk, client } = await ready();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async signedUrl(key, download) {
      assertSafeKey(key);
      const { sdk, client } = await ready();
      const command = new sdk.GetObjectCommand({
        Bucket,
        Key: objectKey(key),
        ResponseContentType: download.contentType,
        ResponseContentDisposition: download.contentDisposition,
        ResponseCacheControl: 'private, no-store',
      });
      return sdk.getSignedUrl(client, command, { expiresIn: download.ttlSeconds });
    },
    async sizeOf(key) {
      assertSafeKey(key);
      const { sdk, client } = await ready();
      try {
        return (await client.send(new sdk.HeadObjectCommand({ Bucket, Key: objectKey(key) }))).ContentLength ?? 0;
      } catch (error) {
        if (isMissing(sdk, error)) return null;
        throw error;
      }
    },
  };
}
