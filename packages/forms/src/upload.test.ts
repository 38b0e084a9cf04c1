import { describe, expect, test } from "vitest";
import {
  UPLOAD_ACCEPT,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  checkImage,
  checkImageCount,
  detectImageKind,
  isAcceptedImageName,
  readFileHead,
  uploadRefusalMessage,
} from "./upload";

const jpegHead = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]);
const pngHead = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const gifHead = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00]); // GIF89a

describe("upload limits", () => {
  test("are those of spec 9 and D4", () => {
    expect(UPLOAD_MAX_FILES).toBe(5);
    expect(UPLOAD_MAX_BYTES).toBe(10_485_760);
    expect(UPLOAD_ACCEPT).toBe(".jpg,.jpeg,.png,image/jpeg,image/png");
  });
});

describe("isAcceptedImageName", () => {
  test("accepts .jpg, .jpeg and .png in any case", () => {
    expect(isAcceptedImageName("photo.jpg")).toBe(true);
    expect(isAcceptedImageName("PHOTO.JPG")).toBe(true);
    expect(isAcceptedImageName("photo.jpeg")).toBe(true);
    expect(isAcceptedImageName("photo.JPEG")).toBe(true);
    expect(isAcceptedImageName("scan.png")).toBe(true);
    expect(isAcceptedImageName("scan.PnG")).toBe(true);
    expect(isAcceptedImageName("收据.final.jpg")).toBe(true);
  });

  test("refuses other names", () => {
    expect(isAcceptedImageName("anim.gif")).toBe(false);
    expect(isAcceptedImageName("photo.webp")).toBe(false);
    expect(isAcceptedImageName("photo.jpg.exe")).toBe(false);
    expect(isAcceptedImageName("png")).toBe(false);
    expect(isAcceptedImageName("photojpg")).toBe(false);
    expect(isAcceptedImageName("")).toBe(false);
  });
});

describe("detectImageKind", () => {
  test("knows JPEG and PNG by their signatures", () => {
    expect(detectImageKind(jpegHead)).toBe("jpeg");
    expect(detectImageKind(new Uint8Array([0xff, 0xd8, 0xff]))).toBe("jpeg");
    expect(detectImageKind(pngHead)).toBe("png");
  });

  test("refuses other bytes and short heads", () => {
    expect(detectImageKind(gifHead)).toBeNull();
    expect(detectImageKind(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(detectImageKind(pngHead.slice(0, 7))).toBeNull();
    expect(detectImageKind(new Uint8Array([]))).toBeNull();
  });
});

describe("readFileHead", () => {
  test("reads the first 8 bytes by default", async () => {
    const file = new Blob([pngHead, new Uint8Array([1, 2, 3])]);
    expect(await readFileHead(file)).toEqual(pngHead);
  });

  test("reads as many bytes as asked, or fewer when the file is shorter", async () => {
    expect(await readFileHead(new Blob([jpegHead]), 3)).toEqual(new Uint8Array([0xff, 0xd8, 0xff]));
    expect(await readFileHead(new Blob([new Uint8Array([0xff, 0xd8])]))).toEqual(
      new Uint8Array([0xff, 0xd8]),
    );
  });
});

describe("checkImage", () => {
  test("accepts a JPEG or PNG up to exactly 10 MB", () => {
    expect(checkImage({ name: "a.png", size: UPLOAD_MAX_BYTES, head: pngHead })).toBeNull();
    expect(checkImage({ name: "a.JPG", size: 1024, head: jpegHead })).toBeNull();
    expect(checkImage({ name: "a.jpeg", size: 1024, head: jpegHead })).toBeNull();
  });

  test("refuses 10 MB plus one byte", () => {
    expect(checkImage({ name: "a.png", size: UPLOAD_MAX_BYTES + 1, head: pngHead })).toBe("size");
  });

  test("refuses GIF bytes behind a .png name", () => {
    expect(checkImage({ name: "a.png", size: 1024, head: gifHead })).toBe("type");
  });

  test("refuses a PNG signature behind a .gif or .webp name", () => {
    expect(checkImage({ name: "a.gif", size: 1024, head: pngHead })).toBe("type");
    expect(checkImage({ name: "a.webp", size: 1024, head: pngHead })).toBe("type");
  });

  test("accepts a JPEG named .png: both kinds are allowed", () => {
    expect(checkImage({ name: "a.png", size: 1024, head: jpegHead })).toBeNull();
  });

  test("refuses an empty file as a wrong type", () => {
    expect(checkImage({ name: "a.png", size: 0, head: new Uint8Array([]) })).toBe("type");
  });

  test("reports the type before the size", () => {
    expect(checkImage({ name: "a.gif", size: UPLOAD_MAX_BYTES + 1, head: gifHead })).toBe("type");
  });
});

describe("checkImageCount", () => {
  test("allows up to 5 images in all", () => {
    expect(checkImageCount(0, 5)).toBeNull();
    expect(checkImageCount(4, 1)).toBeNull();
    expect(checkImageCount(5, 0)).toBeNull();
  });

  test("refuses a 6th image", () => {
    expect(checkImageCount(0, 6)).toBe("count");
    expect(checkImageCount(5, 1)).toBe("count");
    expect(checkImageCount(3, 3)).toBe("count");
  });
});

describe("uploadRefusalMessage", () => {
  test("zh", () => {
    expect(uploadRefusalMessage("type", "zh")).toBe("仅支持 JPG/PNG 格式");
    expect(uploadRefusalMessage("count", "zh")).toBe("最多上传5张图片");
    expect(uploadRefusalMessage("size", "zh")).toBe("单张图片不能超过10MB");
  });

  test("en", () => {
    expect(uploadRefusalMessage("type", "en")).toBe("Only JPG and PNG images");
    expect(uploadRefusalMessage("count", "en")).toBe("At most 5 images");
    expect(uploadRefusalMessage("size", "en")).toBe("Each image must be 10 MB or smaller");
  });
});
