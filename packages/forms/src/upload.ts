import { formMessage, type FormMessageId } from "./messages";
import type { Lang } from "./lang";

// spec 5.2, spec 9, D4: 10 MB is 10 x 1024 x 1024 bytes.
export const UPLOAD_MAX_FILES = 5;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_ACCEPT = ".jpg,.jpeg,.png,image/jpeg,image/png";

export type ImageKind = "jpeg" | "png";
export type UploadRefusal = "type" | "size" | "count";

const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const HEAD_BYTES = PNG_SIGNATURE.length;

export function isAcceptedImageName(name: string): boolean {
  return /\.(?:jpe?g|png)$/i.test(name);
}

function startsWith(head: Uint8Array, signature: readonly number[]): boolean {
  return head.length >= signature.length && signature.every((byte, i) => head[i] === byte);
}

export function detectImageKind(head: Uint8Array): ImageKind | null {
  if (startsWith(head, JPEG_SIGNATURE)) return "jpeg";
  if (startsWith(head, PNG_SIGNATURE)) return "png";
  return null;
}

export async function readFileHead(file: Blob, bytes: number = HEAD_BYTES): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, bytes).arrayBuffer());
}

// D4: the bytes decide as well as the name (a renamed GIF is refused). A JPEG named
// .png is accepted: both are allowed kinds and phones and editors mislabel them.
export function checkImage(file: {
  name: string;
  size: number;
  head: Uint8Array;
}): UploadRefusal | null {
  if (!isAcceptedImageName(file.name) || detectImageKind(file.head) === null) return "type";
  if (file.size > UPLOAD_MAX_BYTES) return "size";
  return null;
}

export function checkImageCount(already: number, adding: number): UploadRefusal | null {
  return already + adding > UPLOAD_MAX_FILES ? "count" : null;
}

const refusalMessages: { readonly [refusal in UploadRefusal]: FormMessageId } = {
  type: "uploadType",
  size: "uploadSize",
  count: "uploadCount",
};

export function uploadRefusalMessage(refusal: UploadRefusal, lang: Lang): string {
  return formMessage(refusalMessages[refusal], lang);
}
