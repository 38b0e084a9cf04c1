// An S3-compatible server inside the test's own process (s3rver), for the tests of uploads in a
// bucket (issue 27, item 2) and for a test that starts servers as processes: each call makes a
// fresh bucket, and `env` holds the settings that point a server (in this process or another)
// at it. s3rver keeps its objects in a temp folder, removed by close().
import {
  CreateBucketCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import crypto from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";

// s3rver's own fixed keys.
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/**
 * s3rver 3.7.1 seals its ListObjectsV2 continuation token with single DES, which the OpenSSL 3
 * of Node 17 and later no longer offers: on Node 20 a listing longer than one page answers 500.
 * Triple DES with the key three times over is single DES, and is still there. Only "des" is
 * changed, and only in a process that starts s3rver.
 */
function letS3rverSealTokens(): void {
  const marked = crypto as { s3rverDes?: true };
  if (marked.s3rverDes) return;
  marked.s3rverDes = true;
  const { createCipheriv, createDecipheriv } = crypto;
  const tripled = (algorithm: string, key: crypto.CipherKey): [string, crypto.CipherKey] =>
    algorithm === "des" && Buffer.isBuffer(key)
      ? ["des-ede3-cbc", Buffer.concat([key, key, key])]
      : [algorithm, key];
  crypto.createCipheriv = ((algorithm: string, key: crypto.CipherKey, iv: Buffer) =>
    createCipheriv(...tripled(algorithm, key), iv)) as typeof createCipheriv;
  crypto.createDecipheriv = ((algorithm: string, key: crypto.CipherKey, iv: Buffer) =>
    createDecipheriv(...tripled(algorithm, key), iv)) as typeof createDecipheriv;
}

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

export interface TestBucket {
  bucket: string;
  /** Where the server keeps the images: keys are `<prefix>/<name>`. */
  prefix: string;
  /**
   * SITE_UPLOADS_URL, SITE_S3_ENDPOINT, SITE_S3_REGION, SITE_S3_FORCE_PATH_STYLE and the
   * AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY the SDK reads from the environment.
   */
  env: Record<string, string>;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  /** An object's bytes and content type; null when there is none. */
  object(key: string): Promise<{ bytes: Buffer; contentType: string | undefined } | null>;
  /** Stores an object as someone else would (not through the server). */
  putObject(key: string, bytes: Buffer): Promise<void>;
}

export interface S3TestServer extends TestBucket {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  /** What the server was sent, in order (method, path, headers). */
  requests: ReceivedRequest[];
  /** Another fresh bucket on the same server. */
  createBucket(prefix?: string): Promise<TestBucket>;
  /** Stops the server (later requests are refused) and removes its objects. */
  close(): Promise<void>;
}

let buckets = 0;

export async function startS3Server({
  prefix = "complaints",
}: { prefix?: string } = {}): Promise<S3TestServer> {
  letS3rverSealTokens();
  const directory = mkdtempSync(join(tmpdir(), "site-s3-"));
  const s3rver = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory });
  const { port } = await s3rver.run();
  const httpServer = (s3rver as unknown as { httpServer: Server }).httpServer;
  const requests: ReceivedRequest[] = [];
  httpServer.prependListener("request", (request) =>
    requests.push({
      method: request.method ?? "",
      url: request.url ?? "",
      headers: request.headers,
    }),
  );
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: CREDENTIALS,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });

  async function createBucket(bucketPrefix = prefix): Promise<TestBucket> {
    buckets += 1;
    const bucket = `site-test-${process.pid}-${buckets}`;
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    return {
      bucket,
      prefix: bucketPrefix,
      env: {
        SITE_UPLOADS_URL: `s3://${bucket}/${bucketPrefix}`,
        SITE_S3_ENDPOINT: endpoint,
        SITE_S3_REGION: "us-east-1",
        SITE_S3_FORCE_PATH_STYLE: "true",
        AWS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
        AWS_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      },
      async keys() {
        const keys: string[] = [];
        let token: string | undefined;
        do {
          const page = await client.send(
            new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
          );
          for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
          token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token);
        return keys.sort();
      },
      async object(key) {
        try {
          const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
          return {
            bytes: Buffer.from((await answer.Body?.transformToByteArray()) ?? []),
            contentType: answer.ContentType,
          };
        } catch (error) {
          if ((error as { name?: string }).name === "NoSuchKey") return null;
          throw error;
        }
      },
      async putObject(key, bytes) {
        await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes }));
      },
    };
  }

  const first = await createBucket();
  let closed = false;
  return {
    ...first,
    endpoint,
    requests,
    createBucket,
    async close() {
      if (closed) return;
      closed = true;
      client.destroy();
      // Keep-alive connections of clients still open would hold close() until they time out.
      const stopped = s3rver.close();
      httpServer.closeAllConnections();
      await stopped;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** An http:// endpoint where nothing listens (a port just given up): a bucket that never answers. */
export async function closedEndpoint(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}
