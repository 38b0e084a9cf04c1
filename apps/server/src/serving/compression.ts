import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import { constants } from "node:zlib";

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: 1024,
    // Responses are compressed per request: brotli's default quality (11) costs far more CPU
    // than it saves bytes at this size.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
