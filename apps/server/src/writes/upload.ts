import { API_PREFIX, apiPath, endpoints } from "@site/api/endpoints";
// spec 7.2, D4: one image per request in the multipart field `file`, checked by its bytes
// and size with the upload rules of packages/forms. Issue 14, item 4: the file is streamed to
// disk with the 10 MB cap enforced as it arrives (never held in memory), a second file or a
// malformed body is a 400, each address has a daily byte allowance, and the image is decoded
// and encoded again before it is kept.
import { checkImage, detectImageKind, UPLOAD_MAX_BYTES } from "@site/forms/upload";
import type { Lang } from "@site/forms/lang";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { randomBytes } from "node:crypto";
import { createWriteStream, mkdirSync, type WriteStream } from "node:fs";
import { open, unlink } from "node:fs/promises";
import { join } from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { uploadRefusalMessage } from "@site/forms/upload";
import { requestLang } from "../api/language";
import type { SiteDb } from "../db/database";
import { MSG_OK, ruoyiError } from "../ruoyi";
import { serverMessage, type ServerMessageId } from "../server-messages";
import { reencodeImage, UnreadableImage } from "./image";
import { perMinute } from "./rate-limits";
import type { UploadQuota } from "./upload-quota";
import type { UploadFiles } from "../uploads/upload-files";
import { storeUpload } from "./upload-store";

export const UPLOAD_LIMITS = {
  // One byte more than allowed, so the counter below sees an over-size file the moment it is
  // one, and the answer does not wait for the rest of it.
  fileSize: UPLOAD_MAX_BYTES + 1,
  files: 1,
  fields: 10,
  fieldSize: 1024,
  parts: 11,
  headerPairs: 100,
};

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly refusal: ServerMessageId | "size" | "type",
  ) {
    super(refusal);
  }
}

const MULTIPART_REFUSALS: Record<string, Refusal> = {
  FST_FILES_LIMIT: new Refusal(400, "oneFile"),
  FST_PARTS_LIMIT: new Refusal(400, "badMultipart"),
  FST_FIELDS_LIMIT: new Refusal(400, "badMultipart"),
  FST_PROTO_VIOLATION: new Refusal(400, "badMultipart"),
  FST_MP_PREMATURE_CLOSE: new Refusal(400, "badMultipart"),
  FST_REQ_FILE_TOO_LARGE: new Refusal(413, "size"),
};

/** What went wrong reading the multipart body, as a refusal; null for a server fault. */
function multipartRefusal(error: unknown): Refusal | null {
  if (error instanceof Refusal) return error;
  if (!(error instanceof Error)) return null;
  const code = (error as { code?: string }).code;
  if (code && MULTIPART_REFUSALS[code]) return MULTIPART_REFUSALS[code];
  // busboy's own words for a body that is not well-formed multipart
  if (
    /Unexpected end of (form|file)|Malformed|Part terminated early|Multipart/i.test(error.message)
  ) {
    return new Refusal(400, "badMultipart");
  }
  return null;
}

interface Received {
  path: string;
  filename: string;
  bytes: number;
}

async function readHead(path: string): Promise<Uint8Array> {
  const handle = await open(path, "r");
  try {
    const head = Buffer.alloc(8);
    const { bytesRead } = await handle.read(head, 0, 8, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export function registerUploadRoute(
  app: FastifyInstance,
  db: SiteDb,
  {
    limit,
    now,
    files,
    quota,
    publicUrls,
  }: {
    limit: number;
    now: () => Date;
    files: UploadFiles;
    quota: UploadQuota;
    publicUrls: Record<Lang, string>;
  },
): void {
  function refuse(request: FastifyRequest, reply: FastifyReply, refusal: Refusal) {
    const lang = requestLang(request);
    const msg =
      refusal.refusal === "size" || refusal.refusal === "type"
        ? uploadRefusalMessage(refusal.refusal, lang)
        : serverMessage(refusal.refusal, lang);
    // What is left of a refused body is not worth storing: over HTTP/1.1 it is read and thrown
    // away for a short while after the answer (lingering-close.ts); over HTTP/2 the refused
    // stream alone is reset (http2-refusals.ts).
    return reply.code(refusal.status).send(ruoyiError(refusal.status, msg));
  }

  /**
   * Streams the one file to a temporary file in the scratch folder, counting its bytes against
   * what the address may still send today.
   */
  async function receive(request: FastifyRequest, allowance: number): Promise<Received | null> {
    let received: Received | null = null;
    try {
      for await (const part of request.parts()) {
        if (part.type !== "file") continue;
        if (part.fieldname !== "file") {
          part.file.resume();
          continue;
        }
        const dir = files.scratchDir;
        mkdirSync(dir, { recursive: true });
        // A crash leaves this name without a row: in the uploads folder, the upload sweep
        // removes it a day later (with a bucket it is in the system's temp folder).
        const path = join(dir, `.incoming-${randomBytes(12).toString("hex")}`);
        received = { path, filename: part.filename ?? "", bytes: 0 };
        const file = received;
        const counter = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            file.bytes += chunk.length;
            if (file.bytes > allowance) done(new Refusal(429, "uploadQuota"));
            else if (file.bytes > UPLOAD_MAX_BYTES) done(new Refusal(413, "size"));
            else done(null, chunk);
          },
        });
        const sink = createWriteStream(path, { flags: "wx" });
        try {
          await pipeline(part.file, counter, sink);
        } catch (error) {
          // A refused stream is destroyed, and its file is still being opened or closed: the
          // file is removed once the stream is done with it, or a late open would leave it.
          await streamClosed(sink);
          throw error;
        }
        if (part.file.truncated) throw new Refusal(413, "size");
      }
    } catch (error) {
      if (received) await unlink(received.path).catch(() => {});
      throw error;
    } finally {
      // Every byte that arrived counts, for a refused file as for a kept one.
      if (received && received.bytes > 0) await quota.record(request.ip, received.bytes);
    }
    return received;
  }

  /** Checks the received file and keeps it decoded and encoded again, or says why not. */
  async function keep(
    request: FastifyRequest,
    received: Received,
  ): Promise<Refusal | { fileName: string; newFileName: string }> {
    const head = await readHead(received.path);
    const kind = detectImageKind(head);
    const refusal = checkImage({ name: received.filename, size: received.bytes, head });
    if (refusal === "size") return new Refusal(413, "size");
    if (refusal !== null || kind === null) return new Refusal(415, "type");
    let bytes: Buffer;
    try {
      bytes = await reencodeImage(received.path, kind);
    } catch (error) {
      if (!(error instanceof UnreadableImage)) throw error;
      request.log.info({ reason: error.message }, "upload refused: not a readable image");
      return new Refusal(415, "type");
    }
    return storeUpload(db, files, {
      bytes,
      kind,
      originalFilename: received.filename,
      at: now(),
    });
  }

  app.post(apiPath(endpoints.upload), { config: perMinute(limit) }, async (request, reply) => {
    const type = request.headers["content-type"] ?? "";
    if (!request.isMultipart()) return refuse(request, reply, new Refusal(400, "noFile"));
    if (!/;\s*boundary=/i.test(type)) return refuse(request, reply, new Refusal(400, "noBoundary"));
    const allowance = await quota.remaining(request.ip);
    if (allowance === 0) return refuse(request, reply, new Refusal(429, "uploadQuota"));

    let received: Received | null;
    try {
      received = await receive(request, allowance);
    } catch (error) {
      // Cut for arriving too slowly (body-pace.ts): answered already, the file is gone.
      if (reply.sent) return;
      const refusal = multipartRefusal(error);
      if (refusal) return refuse(request, reply, refusal);
      throw error;
    }
    if (reply.sent) {
      if (received) await unlink(received.path).catch(() => {});
      return;
    }
    if (!received) return refuse(request, reply, new Refusal(400, "noFile"));

    // The temporary file is gone before the answer leaves.
    let outcome: Refusal | { fileName: string; newFileName: string };
    try {
      outcome = await keep(request, received);
    } finally {
      await unlink(received.path).catch(() => {});
    }
    if (outcome instanceof Refusal) return refuse(request, reply, outcome);
    // RuoYi's upload body: the names at top level (backend-contract.md section 3). The url
    // names where RuoYi would serve it; this server never does (D4). Issue 26, item 4: it
    // starts at the public origin, as every absolute URL does, never at the request's Host.
    return {
      code: 200,
      msg: MSG_OK,
      url: `${publicUrls[requestLang(request)]}${API_PREFIX}${outcome.fileName}`,
      fileName: outcome.fileName,
      newFileName: outcome.newFileName,
      originalFilename: received.filename,
    };
  });
}

function streamClosed(stream: WriteStream): Promise<void> {
  return new Promise((resolve) => {
    if (stream.closed) resolve();
    else stream.once("close", () => resolve());
  });
}
