// Renders the three home-page videos into apps/server/content/media/video/ (video-1.mp4
// accounting, video-2.mp4 qualifications and loans, video-3.mp4 overseas; wordless, so both
// editions show them): each frame is an SVG from media/video-scenes.ts, screenshotted by Chromium
// and piped into ffmpeg (H.264, 1280x720, 25 fps, 9 s, no audio track). Needs ffmpeg and Debian's
// Chromium:
//
//   pnpm --filter @site/media-tools make-videos
//
// The covers (video-N-cover.webp) are the final frames, written by draw-media.ts.
import { spawn } from "node:child_process";
import { mkdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { launchChromium } from "./chromium";
import { VIDEO_COUNT, VIDEO_FPS, VIDEO_SECONDS, videoFrame, videoName } from "./media/video-scenes";
import { MEDIA_DIR } from "./paths";

const VIDEO_DIR = join(MEDIA_DIR, "video");

function encoder(file: string) {
  const ffmpeg = spawn(
    "ffmpeg",
    [
      ["-y", "-loglevel", "error"],
      ["-f", "image2pipe", "-framerate", String(VIDEO_FPS), "-i", "-"],
      ["-an", "-c:v", "libx264", "-preset", "slow", "-tune", "animation", "-crf", "27"],
      ["-pix_fmt", "yuv420p", "-movflags", "+faststart"],
      ["-map_metadata", "-1", "-fflags", "+bitexact", "-flags:v", "+bitexact"],
      [file],
    ].flat(),
    { stdio: ["pipe", "inherit", "inherit"] },
  );
  const done = new Promise<void>((resolve, reject) => {
    ffmpeg.on("error", reject);
    ffmpeg.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`)),
    );
  });
  const write = (chunk: Buffer) =>
    new Promise<void>((resolve, reject) =>
      ffmpeg.stdin.write(chunk, (err) => (err ? reject(err) : resolve())),
    );
  return { write, end: () => (ffmpeg.stdin.end(), done) };
}

mkdirSync(VIDEO_DIR, { recursive: true });
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.setContent(
    "<!doctype html><html><body style='margin:0;overflow:hidden'><div id=frame></div></body></html>",
  );
  for (let v = 0; v < VIDEO_COUNT; v++) {
    const name = `${videoName(v)}.mp4`;
    const file = join(VIDEO_DIR, name);
    const out = encoder(file);
    const frames = VIDEO_SECONDS * VIDEO_FPS;
    for (let i = 0; i < frames; i++) {
      const svg = videoFrame(v, i / VIDEO_FPS);
      await page.evaluate((markup) => {
        const frame = document.getElementById("frame");
        if (frame) frame.innerHTML = markup;
      }, svg);
      await out.write(await page.screenshot({ type: "png" }));
    }
    await out.end();
    console.log(`${name}: ${frames} frames, ${(statSync(file).size / 1024).toFixed(0)} KB`);
  }
} finally {
  await browser.close();
}
