import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { contentTypeOf, filesOfPhoto, isPhotoKey, keyFromUploadsUrl, storageUnavailable, UPLOADS_PATH, type PhotoStorage } from './storage';

export interface S3Options {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * Photos in an S3-compatible bucket, so any number of API instances share them. They are still served
 * under /uploads by the API (same origin, same headers), never from the bucket directly.
 */
export function createS3Storage(o: S3Options): PhotoStorage {
  const client = new S3Client({
    region: o.region,
    endpoint: o.endpoint,
    // Self-hosted S3-compatible servers (MinIO and the like) address buckets by path.
    forcePathStyle: o.endpoint !== undefined,
    credentials: { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey },
  });
  const checked = (key: string) => {
    if (!isPhotoKey(key)) throw new Error(`Invalid photo key: ${key}`);
    return key;
  };
  return {
    async put(key, data, contentType) {
      const command = new PutObjectCommand({ Bucket: o.bucket, Key: checked(key), Body: data, ContentType: contentType });
      await client.send(command).catch((err: unknown) => {
        throw storageUnavailable(err);
      });
    },
    async read(key) {
      if (!isPhotoKey(key)) return null;
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: o.bucket, Key: key }));
        if (!res.Body) return null;
        return { body: res.Body as Readable, contentType: res.ContentType ?? contentTypeOf(key), length: res.ContentLength };
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
        throw storageUnavailable(err);
      }
    },
    async remove(key) {
      // Deleting a missing object succeeds in S3, so a photo without some sizes is removed all the same.
      for (const file of filesOfPhoto(checked(key))) await client.send(new DeleteObjectCommand({ Bucket: o.bucket, Key: file }));
    },
    urlFor: (key) => `${UPLOADS_PATH}/${key}`,
    keyFromUrl: keyFromUploadsUrl,
  };
}
