import type { UploadImage } from "@site/ui/dialogs";

/** A stand-in for the upload call: progress in steps, then the server's file name. */
export function fakeUpload({
  durationMs = 900,
  fails = (file: File) => /fail/i.test(file.name),
}: { durationMs?: number; fails?: (file: File) => boolean } = {}): UploadImage {
  return (file, { onProgress }) =>
    new Promise((resolve) => {
      const steps = 6;
      let step = 0;
      const timer = setInterval(() => {
        step += 1;
        onProgress(Math.min(100, (step / steps) * 100));
        if (step === steps - 2 && fails(file)) {
          clearInterval(timer);
          resolve(null);
        } else if (step === steps) {
          clearInterval(timer);
          resolve({ fileName: `/profile/upload/2026/11/25/${file.name}` });
        }
      }, durationMs / steps);
    });
}

/** A real PNG of a given colour, drawn on a canvas (story `play` functions run in Chromium). */
export async function pngFile(name: string, color: string): Promise<File> {
  const canvas = document.createElement("canvas");
  canvas.width = 160;
  canvas.height = 160;
  const context = canvas.getContext("2d");
  if (context) {
    const gradient = context.createLinearGradient(0, 0, 160, 160);
    gradient.addColorStop(0, color);
    gradient.addColorStop(1, "#14213d");
    context.fillStyle = gradient;
    context.fillRect(0, 0, 160, 160);
    context.fillStyle = "rgba(255,255,255,0.85)";
    context.fillRect(28, 44, 104, 12);
    context.fillRect(28, 68, 80, 12);
    context.fillRect(28, 92, 92, 12);
  }
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
  return new File([blob ?? new Blob()], name, { type: "image/png" });
}

/** A GIF that claims to be a PNG (D4: the bytes decide). */
export function renamedGif(name = "screenshot.png"): File {
  const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0, 0x3b]);
  return new File([gif], name, { type: "image/png" });
}

/** A promise that settles after `ms`, to show states that follow a slow response. */
export function after<T>(ms: number, value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), ms));
}
