// Prints the three brochures of the news page into apps/server/content/pdf/
// (group-introduction.pdf, qualification-brochure.pdf, international-brochure.pdf): six A4 pages
// each, cover, Chinese pages, English pages and a bilingual contact page, from HTML with inline
// SVG art (media/brochures.ts) through Debian's Chromium. Run make-qr-codes.ts first:
//
//   pnpm --filter @site/media-tools make-brochures

import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { launchChromium } from "./chromium";
import { BROCHURES, brochureHtml } from "./media/brochures";
import { compactPdf } from "./media/pdf-compact";
import { CONTENT_DIR, MEDIA_DIR } from "./paths";

const PDF_DIR = join(CONTENT_DIR, "pdf");

const qr = {
  wechat: readFileSync(join(MEDIA_DIR, "qr/wechat.svg"), "utf8"),
  douyin: readFileSync(join(MEDIA_DIR, "qr/douyin.svg"), "utf8"),
};

mkdirSync(PDF_DIR, { recursive: true });
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  for (const b of BROCHURES) {
    await page.setContent(brochureHtml(b, qr), { waitUntil: "load" });
    const pdf = await page.pdf({ format: "A4", printBackground: true, preferCSSPageSize: true });
    // Chromium stamps the creation time; a fixed date keeps reruns byte-identical.
    const stable = compactPdf(
      Buffer.from(
        pdf
          .toString("latin1")
          .replace(/\/(CreationDate|ModDate) \(D:[^)]*\)/g, "/$1 (D:20260101000000+00'00')"),
        "latin1",
      ),
    );
    const file = join(PDF_DIR, b.file);
    writeFileSync(file, stable);
    console.log(`${b.file}: ${(statSync(file).size / 1024).toFixed(0)} KB`);
  }
} finally {
  await browser.close();
}
