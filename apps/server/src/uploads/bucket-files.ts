// Complaint images in an S3-compatible bucket (issue 27, item 2; D13): AWS S3, Alibaba Cloud
// OSS, Tencent COS, MinIO. Objects are `<prefix>/<random>.<ext>` with their content type and
// no ACL, so the bucket's own policy (private by default) holds them: nothing serves them.
// The credentials come from the SDK's default chain (AWS_ACCESS_KEY_ID and
// AWS_SECRET_ACCESS_KEY, or a role); no setting or message holds them.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { tmpdir } from "node:os";
import {
  UploadsUnavailableError,
  type BucketSetting,
  type StoredFile,
  type UploadFiles,
} from "./upload-files";

interface S3Failure {
  name?: string;
  $metadata?: { httpStatusCode?: number };
}

function status(error: unknown): number | undefined {
  return (error as S3Failure).$metadata?.httpStatusCode;
}

export function bucketFiles(
  setting: BucketSetting,
  { pageSize = 1000 }: { pageSize?: number } = {},
): UploadFiles {
  // The SDK version pinned here runs on Node 20 (docs/toolchain.md item 14); its notice that
  // later versions will not is for whoever upgrades it, not a line for every node's log.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
  const client = new S3Client({
    region: setting.region,
    ...(setting.endpoint !== null ? { endpoint: setting.endpoint } : {}),
    forcePathStyle: setting.forcePathStyle,
    // S3-compatible servers (OSS, COS, MinIO's older releases) refuse or mis-check the CRC
    // checksums the SDK sends and asks for by default since 3.729.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // A bucket that does not answer costs an upload seconds, not minutes (three attempts).
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
  });
  const { bucket, prefix } = setting;
  const keyPrefix = prefix === "" ? "" : `${prefix}/`;
  const where = `s3://${bucket}/${prefix}`;

  function unavailable(action: string, error: unknown): UploadsUnavailableError {
    const { name } = error as S3Failure;
    const code = status(error);
    return new UploadsUnavailableError(
      `the bucket ${where} did not ${action}: ${name ?? "error"}${code ? ` (HTTP ${code})` : ""}`,
      { cause: error },
    );
  }

  return {
    where,
    scratchDir: tmpdir(),
    async put(name, bytes, contentType) {
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: keyPrefix + name,
            Body: bytes,
            ContentLength: bytes.length,
            ContentType: contentType,
          }),
        );
      } catch (error) {
        throw unavailable(`store ${name}`, error);
      }
    },
    async delete(name) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyPrefix + name }));
      } catch (error) {
        // S3 answers 204 for a key that is not there; some compatible servers say 404.
        if ((error as S3Failure).name === "NoSuchKey") return;
        throw unavailable(`delete ${name}`, error);
      }
    },
    async read(name) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: keyPrefix + name }),
        );
        if (!answer.Body) return Buffer.alloc(0);
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if ((error as S3Failure).name === "NoSuchKey") return null;
        throw unavailable(`read ${name}`, error);
      }
    },
    async list() {
      const files: StoredFile[] = [];
      let token: string | undefined;
      do {
        let page;
        try {
          page = await client.send(
            new ListObjectsV2Command({
              Bucket: bucket,
              Prefix: keyPrefix,
              // Keys further down (`<prefix>/other/...`) are not ours.
              Delimiter: "/",
              MaxKeys: pageSize,
              ContinuationToken: token,
            }),
          );
        } catch (error) {
          throw unavailable("list its files", error);
        }
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          files.push({
            name: object.Key.slice(keyPrefix.length),
            // Without a time it counts as new: the upload sweep leaves it.
            modifiedAt: object.LastModified ?? new Date(),
          });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return files;
    },
    close() {
      client.destroy();
    },
  };
}
