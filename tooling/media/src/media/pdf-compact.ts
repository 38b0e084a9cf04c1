// Chromium's PDF backend cannot embed the CFF outlines of Noto Sans CJK, so every Chinese
// glyph becomes a Type 3 font whose dictionary (mostly zero widths and /g0 names) is stored
// uncompressed: about a third of each brochure. This rewrites a Chromium PDF as PDF 1.5 with
// those plain objects packed into a compressed object stream and a cross-reference stream.
// Streams are copied byte for byte; nothing is drawn differently.

import { deflateSync } from "node:zlib";

interface PdfObject {
  num: number;
  body: Buffer;
  isStream: boolean;
}

const OBJ_START = /(\d+) 0 obj\s*/y;

function parse(pdf: Buffer): { objects: PdfObject[]; trailer: string } {
  const text = pdf.toString("latin1");
  const objects: PdfObject[] = [];
  let pos = 0;
  for (;;) {
    const at = text.indexOf(" 0 obj", pos);
    if (at < 0) break;
    let start = at;
    while (start > 0 && /\d/.test(text[start - 1] ?? "")) start--;
    OBJ_START.lastIndex = start;
    const head = OBJ_START.exec(text);
    if (!head) throw new Error(`unreadable object at ${start}`);
    const num = Number(head[1]);
    const bodyStart = OBJ_START.lastIndex;
    const streamAt = text.indexOf("stream", bodyStart);
    const endAt = text.indexOf("endobj", bodyStart);
    if (endAt < 0) throw new Error(`object ${num} has no endobj`);
    if (streamAt >= 0 && streamAt < endAt) {
      const dict = text.slice(bodyStart, streamAt);
      const length = /\/Length (\d+)/.exec(dict)?.[1];
      if (!length) throw new Error(`stream ${num} without a direct /Length`);
      let dataStart = streamAt + "stream".length;
      if (text[dataStart] === "\r") dataStart++;
      if (text[dataStart] === "\n") dataStart++;
      const dataEnd = dataStart + Number(length);
      const close = text.indexOf("endobj", dataEnd);
      objects.push({ num, body: pdf.subarray(bodyStart, close), isStream: true });
      pos = close + 6;
    } else {
      objects.push({ num, body: pdf.subarray(bodyStart, endAt), isStream: false });
      pos = endAt + 6;
    }
  }
  const trailer = /trailer\s*<<([\s\S]*?)>>\s*startxref/.exec(text)?.[1];
  if (!trailer) throw new Error("no trailer");
  return { objects, trailer };
}

export function compactPdf(pdf: Buffer): Buffer {
  const { objects, trailer } = parse(pdf);
  const root = /\/Root (\d+ 0 R)/.exec(trailer)?.[1];
  const info = /\/Info (\d+ 0 R)/.exec(trailer)?.[1];
  const id = /\/ID\s*(\[[^\]]*\])/.exec(trailer)?.[1];
  if (!root) throw new Error("trailer without /Root");

  const maxNum = Math.max(...objects.map((o) => o.num));
  const objStmNum = maxNum + 1;
  const xrefNum = maxNum + 2;
  const size = maxNum + 3;

  // pack the plain objects
  const packed = objects.filter((o) => !o.isStream);
  let offsets = "";
  const bodies: Buffer[] = [];
  let rel = 0;
  packed.forEach((o) => {
    offsets += `${o.num} ${rel} `;
    const b = Buffer.concat([o.body, Buffer.from("\n")]);
    bodies.push(b);
    rel += b.length;
  });
  const header = Buffer.from(offsets, "latin1");
  const objStmData = deflateSync(Buffer.concat([header, ...bodies]), { level: 9 });

  const out: Buffer[] = [Buffer.from("%PDF-1.5\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  let length = out[0]?.length ?? 0;
  const entries = new Map<number, [number, number, number]>();
  const push = (b: Buffer) => {
    out.push(b);
    length += b.length;
  };
  for (const o of objects.filter((x) => x.isStream)) {
    entries.set(o.num, [1, length, 0]);
    push(Buffer.from(`${o.num} 0 obj\n`, "latin1"));
    push(o.body);
    push(Buffer.from("endobj\n", "latin1"));
  }
  entries.set(objStmNum, [1, length, 0]);
  push(
    Buffer.from(
      `${objStmNum} 0 obj\n<</Type /ObjStm /N ${packed.length} /First ${header.length} /Filter /FlateDecode /Length ${objStmData.length}>>\nstream\n`,
      "latin1",
    ),
  );
  push(objStmData);
  push(Buffer.from("\nendstream\nendobj\n", "latin1"));
  packed.forEach((o, i) => entries.set(o.num, [2, objStmNum, i]));

  const xrefAt = length;
  entries.set(xrefNum, [1, xrefAt, 0]);
  const rows = Buffer.alloc(size * 7);
  for (let n = 0; n < size; n++) {
    const [type, a, b] = entries.get(n) ?? [0, 0, n === 0 ? 65535 : 0];
    rows.writeUInt8(type, n * 7);
    rows.writeUInt32BE(a, n * 7 + 1);
    rows.writeUInt16BE(b, n * 7 + 5);
  }
  const xrefData = deflateSync(rows, { level: 9 });
  push(
    Buffer.from(
      `${xrefNum} 0 obj\n<</Type /XRef /Size ${size} /W [1 4 2] /Root ${root}${info ? ` /Info ${info}` : ""}${id ? ` /ID ${id}` : ""} /Filter /FlateDecode /Length ${xrefData.length}>>\nstream\n`,
      "latin1",
    ),
  );
  push(xrefData);
  push(Buffer.from(`\nendstream\nendobj\nstartxref\n${xrefAt}\n%%EOF\n`, "latin1"));
  return Buffer.concat(out);
}
