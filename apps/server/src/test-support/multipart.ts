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

// Real 2x2 images (the server decodes every upload), padded with zeros to the size asked for:
// decoders ignore what follows the image's end, as they do a polyglot's payload.
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAE0lEQVQImWM4w8BwhgGMzzAwAAAZjgMx8FJdJAAAAABJRU5ErkJggg==",
  "base64",
);
const TINY_JPEG = Buffer.from(
  "/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCdAHrB/9k=",
  "base64",
);
const GIF_SIGNATURE = Buffer.from("GIF89a");

function padded(image: Buffer, size: number): Buffer {
  const bytes = Buffer.alloc(Math.max(size, image.length), 0);
  image.copy(bytes);
  return bytes;
}

export const pngBytes = (size = 64) => padded(TINY_PNG, size);
export const jpegBytes = (size = 64) => padded(TINY_JPEG, size);
export const gifBytes = (size = 64) => padded(GIF_SIGNATURE, size);

export function imageUpload(filename: string, data: Buffer, contentType = "image/png") {
  return multipartBody([{ name: "file", filename, contentType, data }]);
}
