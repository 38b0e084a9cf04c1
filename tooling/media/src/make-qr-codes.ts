// Writes the three QR codes of the side bar, footer and partnership page into
// apps/server/content/media/qr/ (black on white, error correction M, a 4-module quiet zone) and
// checks that each drawn SVG path is exactly the module matrix of its text, so the codes scan:
//
//   pnpm --filter @site/media-tools make-qr-codes

import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import QRCode from "qrcode";
import { MEDIA_DIR } from "./paths";

const QR_DIR = join(MEDIA_DIR, "qr");

const CODES: Record<string, string> = {
  "wechat.svg": "https://weixin.qq.com/r/tiancheng-group",
  "douyin.svg": "https://v.douyin.com/tiancheng-group/",
  "partner-wechat.svg": "https://work.weixin.qq.com/ca/tiancheng-partner",
};

const MARGIN = 4;
const OPTIONS = { errorCorrectionLevel: "M", margin: MARGIN, width: 240 } as const;

/** Re-reads the dark-module runs of the qrcode SVG path ("M x y", "m dx 0", "h n"). */
function modulesFromSvg(svg: string, size: number): boolean[] {
  const d = /<path stroke="#000000" d="([^"]+)"/.exec(svg)?.[1];
  if (!d) throw new Error("no module path in the SVG");
  const cells = new Array<boolean>(size * size).fill(false);
  let x = 0;
  let y = 0;
  for (const [, cmd, a, b] of d.matchAll(/([MmHh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    const u = Number(a);
    if (cmd === "M") {
      x = u;
      y = Number(b);
    } else if (cmd === "m") {
      x += u;
      y += Number(b ?? 0);
    } else {
      const row = Math.floor(y) - MARGIN;
      for (let i = 0; i < u; i++) cells[row * size + (x + i - MARGIN)] = true;
      x += u;
    }
  }
  return cells;
}

mkdirSync(QR_DIR, { recursive: true });
for (const [file, url] of Object.entries(CODES)) {
  const svg = await QRCode.toString(url, { ...OPTIONS, type: "svg" });
  const qr = QRCode.create(url, { errorCorrectionLevel: OPTIONS.errorCorrectionLevel });
  const size = qr.modules.size;
  const drawn = modulesFromSvg(svg, size);
  for (let i = 0; i < size * size; i++) {
    if (drawn[i] !== Boolean(qr.modules.data[i])) {
      throw new Error(`${file}: module ${i % size},${Math.floor(i / size)} differs`);
    }
  }
  if (!svg.includes('fill="#ffffff"')) throw new Error(`${file}: no white background`);
  writeFileSync(join(QR_DIR, file), svg);
  console.log(`${file}: ${url} (version ${qr.version}, ${size}x${size} modules, verified)`);
}
