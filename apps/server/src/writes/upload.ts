// spec 7.2, D4: one image per request in the multipart field `file`, checked by its bytes
// and size with the upload rules of packages/forms.
import {
  checkImage,
  detectImageKind,
  UPLOAD_MAX_BYTES,
  uploadRefusalMessage,
} from "@site/forms/upload";
import type { FastifyInstance } from "fastify";
import type { SiteDb } from "../db/database";
import { MSG_OK, ruoyiError } from "../ruoyi";
import { perMinute } from "./rate-limits";
import { storeUpload } from "./upload-store";

export const UPLOAD_LIMITS = {
  fileSize: UPLOAD_MAX_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 1024,
  parts: 11,
  headerPairs: 100,
};

export function registerUploadRoute(
  app: FastifyInstance,
  db: SiteDb,
  { limit, now, dataDir }: { limit: number; now: () => Date; dataDir: string },
): void {
  app.post("/api/common/upload2", { config: perMinute(limit) }, async (request, reply) => {
    if (!request.isMultipart()) return reply.code(400).send(ruoyiError(400, "请选择要上传的文件"));
    const part = await request.file();
    if (!part || part.fieldname !== "file") {
      return reply.code(400).send(ruoyiError(400, "请选择要上传的文件"));
    }
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
        return reply.code(413).send(ruoyiError(413, uploadRefusalMessage("size", "zh")));
      }
      throw error;
    }
    const head = bytes.subarray(0, 8);
    const refusal = checkImage({ name: part.filename ?? "", size: bytes.length, head });
    const kind = detectImageKind(head);
    if (refusal === "size")
      return reply.code(413).send(ruoyiError(413, uploadRefusalMessage("size", "zh")));
    if (refusal !== null || kind === null) {
      return reply.code(415).send(ruoyiError(415, uploadRefusalMessage("type", "zh")));
    }
    const stored = await storeUpload(db, dataDir, {
      bytes,
      kind,
      originalFilename: part.filename,
      at: now(),
    });
    // RuoYi's upload body: the names at top level (backend-contract.md section 3). The url
    // names where RuoYi would serve it; this server never does (D4).
    return {
      code: 200,
      msg: MSG_OK,
      url: `${request.protocol}://${request.host}/api${stored.fileName}`,
      fileName: stored.fileName,
      newFileName: stored.newFileName,
      originalFilename: part.filename,
    };
  });
}
