// Multipart bodies for fastify.inject, and image bytes with real signatures.

export function multipartBody(
  parts: Array<{ name: string; filename?: string; contentType?: string; data: Buffer | string }>,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = "----site-test-boundary";
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const type = part.filename
      ? `\r\nContent-Type: ${part.contentType ?? "application/octet-stream"}`
      : "";
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(typeof part.data === "string" ? Buffer.from(part.data) : part.data);
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff, 0xe0];
const GIF_SIGNATURE = [...Buffer.from("GIF89a")];

function withSignature(signature: number[], size: number): Buffer {
  const bytes = Buffer.alloc(size, 0);
  Buffer.from(signature).copy(bytes);
  return bytes;
}

export const pngBytes = (size = 64) => withSignature(PNG_SIGNATURE, size);
export const jpegBytes = (size = 64) => withSignature(JPEG_SIGNATURE, size);
export const gifBytes = (size = 64) => withSignature(GIF_SIGNATURE, size);

export function imageUpload(filename: string, data: Buffer, contentType = "image/png") {
  return multipartBody([{ name: "file", filename, contentType, data }]);
}
