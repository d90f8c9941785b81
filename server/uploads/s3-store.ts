// Uploaded files on S3-compatible object storage (AWS S3, MinIO, Ceph, R2, …), private objects
// under S3_PREFIX. The SDK's default request checksums (CRC32 trailers and aws-chunked bodies,
// since 2025) are refused by many S3-compatible servers, so checksums are sent and checked only
// where an operation requires them.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3ClientConfig } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import type { S3Settings } from '../config/stores.ts';
import type { FileStore, StoredFile } from './file-store.ts';
import { StoredFileMissing, checkedName, isStoredName, newStoredName } from './stored-names.ts';

export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  };
}

export class S3FileStore implements FileStore {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(settings: S3Settings) {
    this.client = new S3Client(s3ClientConfig(settings));
    this.bucket = settings.bucket;
    this.prefix = settings.prefix;
  }

  get location(): string {
    return `s3://${this.bucket}/${this.prefix}`;
  }

  private key(name: string): string {
    return `${this.prefix}${checkedName(name)}`;
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  async save(bytes: Uint8Array, ext: string, mime: string): Promise<string> {
    const name = newStoredName(ext);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.key(name),
        Body: bytes,
        ContentType: mime,
        ContentLength: bytes.length,
      }),
    );
    return name;
  }

  async open(name: string): Promise<StoredFile> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.key(name) }),
      );
      if (!(object.Body instanceof Readable)) throw new Error('object storage answered without a body');
      return { stream: object.Body, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof NoSuchKey) throw new StoredFileMissing(name);
      throw error;
    }
  }

  async remove(names: readonly string[]): Promise<void> {
    // one DeleteObject each: the batch call needs a checksum that many compatible servers lack
    await Promise.all(
      names.map((name) =>
        this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(name) })),
      ),
    );
  }

  async list(): Promise<string[]> {
    return (await this.objects()).map((o) => o.name);
  }

  async listOlderThan(cutoff: number): Promise<string[]> {
    return (await this.objects()).filter((o) => o.modified < cutoff).map((o) => o.name);
  }

  // PutObject stores a whole object or none: a crash mid-upload leaves nothing behind to delete
  // (docs/decisions/0072-no-orphan-uploads.md)
  async removeUnfinished(): Promise<number> {
    return 0;
  }

  /** this prefix's stored files, with when each was last written (ms since the epoch) */
  private async objects(): Promise<Array<{ name: string; modified: number }>> {
    const found: Array<{ name: string; modified: number }> = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        const name = (object.Key ?? '').slice(this.prefix.length);
        // an object without a date counts as new: it is kept
        const modified = object.LastModified?.getTime() ?? Infinity;
        if (isStoredName(name)) found.push({ name, modified });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  }

  close(): void {
    this.client.destroy();
  }
}
