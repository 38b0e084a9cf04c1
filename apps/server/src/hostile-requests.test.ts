// Issue 14, item 8: generated hostile requests, at least 20 of each kind, each answered with a
// 4xx and a RuoYi body, and nothing stored: over-long and control-character text, wrong types,
// malformed JSON, malformed multipart, hostile uploads, paging.
import fc from "fast-check";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartBody, pngBytes } from "./test-support/multipart";
import { validComplaint, validConsultation } from "./test-support/submissions";
import { createTestApp, type TestApp } from "./test-support/test-app";

const RUNS = 25;
let server: TestApp;

beforeAll(async () => {
  server = await createTestApp({
    env: {
      SITE_RATE_SUBMIT: "100000",
      SITE_RATE_UPLOAD: "100000",
      SITE_RATE_VISIT: "100000",
      SITE_UPLOAD_DAILY_MB: "100000",
    },
  });
});

afterAll(async () => {
  await server.close();
});

const WRITE_TABLES = ["consultation", "complaint", "upload", "visit", "webhook_outbox"];

async function stored(): Promise<Record<string, number>> {
  const counts = Object.fromEntries(
    await Promise.all(WRITE_TABLES.map(async (table) => [table, await server.count(table)])),
  );
  const dir = join(server.config.dataDir, "uploads");
  return { ...counts, files: existsSync(dir) ? readdirSync(dir).length : 0 };
}

interface Sent {
  method?: "GET" | "POST";
  url: string;
  payload?: string | Buffer;
  headers?: Record<string, string>;
}

/** Sends the request; it must be a 4xx with a RuoYi body, and change nothing stored. */
async function refused(request: Sent): Promise<number> {
  const before = await stored();
  const response = await server.app.inject({ method: request.method ?? "POST", ...request });
  expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, response.body).toBeLessThan(500);
  const body = response.json() as { code: unknown; msg: unknown };
  expect(body.code).toBe(response.statusCode);
  expect(typeof body.msg).toBe("string");
  expect(String(body.msg)).not.toMatch(/FST_|Error:|at \w+ \(/);
  expect(await stored()).toEqual(before);
  return response.statusCode;
}

const CONSULT = "/api/pcsystem/TckgConsult";
const COMPLAINT = "/api/pcsystem/Tckgcustomer";
const UPLOAD = "/api/common/upload2";
const VISIT = "/api/pcsystem/TckgSoftLogin";

const consultation = validConsultation;
// Category and resolution "other", so both details are checked.
const complaint = {
  ...validComplaint,
  customerSolve: 4,
  customerSolvecontent: "退一半",
  customerSolveContent: "退一半",
};

function json(url: string, body: unknown, headers: Record<string, string> = {}): Sent {
  return {
    url,
    payload: JSON.stringify(body),
    headers: { "content-type": "application/json", ...headers },
  };
}

/** A field of a form with its limit (D11, spec 5). */
const LIMITED = [
  { url: CONSULT, base: consultation, fields: ["name"], max: 50 },
  { url: CONSULT, base: consultation, fields: ["content"], max: 300 },
  { url: COMPLAINT, base: complaint, fields: ["customerName"], max: 50 },
  { url: COMPLAINT, base: complaint, fields: ["customerCompany"], max: 50 },
  { url: COMPLAINT, base: complaint, fields: ["customerGwname"], max: 50 },
  { url: COMPLAINT, base: complaint, fields: ["remark"], max: 500 },
  {
    url: COMPLAINT,
    base: complaint,
    fields: ["customerTypecontent", "customerTypeContent"],
    max: 50,
  },
  {
    url: COMPLAINT,
    base: complaint,
    fields: ["customerSolvecontent", "customerSolveContent"],
    max: 300,
  },
] as const;

const TEXT_FIELDS = LIMITED;

const textUnit = fc.constantFrom("字", "a", "é", "😀", " ", "\n", "Z", "测");

describe("hostile requests (generated)", () => {
  it("over-long text", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...LIMITED),
        fc.integer({ min: 1, max: 3000 }),
        fc.array(textUnit, { minLength: 1, maxLength: 8 }),
        fc.boolean(),
        async (target, extra, units, english) => {
          const pattern = units.join("");
          let value = "";
          while ([...value].length <= target.max + extra) value += pattern;
          value = `长${value}长`;
          const body: Record<string, unknown> = { ...target.base };
          for (const field of target.fields) body[field] = value;
          await refused(json(target.url, body, english ? { "accept-language": "en" } : {}));
        },
      ),
      { numRuns: RUNS },
    );
  });

  const BAD_CHARACTER = fc.oneof(
    fc.integer({ min: 0, max: 0x1f }).filter((code) => ![9, 10, 13].includes(code)),
    fc.integer({ min: 0x7f, max: 0x9f }),
    fc.integer({ min: 0x202a, max: 0x202e }),
    fc.integer({ min: 0x2066, max: 0x2069 }),
    fc.integer({ min: 0xd800, max: 0xdfff }),
  );

  it("control, bidirectional-override and unpaired surrogate characters", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...TEXT_FIELDS),
        BAD_CHARACTER,
        fc.nat({ max: 10 }),
        async (target, code, at) => {
          const body: Record<string, unknown> = { ...target.base };
          const valid = String(body[target.fields[0]]);
          const cut = Math.min(at, valid.length);
          const value = `${valid.slice(0, cut)}${String.fromCharCode(code)}${valid.slice(cut)}`;
          for (const field of target.fields) body[field] = value;
          const status = await refused(json(target.url, body));
          expect(status).toBe(400);
        },
      ),
      { numRuns: RUNS },
    );
  });

  const NOT_TEXT = fc.oneof(
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string(), { minLength: 1 }),
    fc.dictionary(fc.string(), fc.string(), { minKeys: 1 }),
  );

  it("wrong types, in fields and for the whole body", async () => {
    const required = [
      { url: CONSULT, base: consultation, field: "name" },
      { url: CONSULT, base: consultation, field: "tel" },
      { url: COMPLAINT, base: complaint, field: "customerName" },
      { url: COMPLAINT, base: complaint, field: "customerPhone" },
      { url: COMPLAINT, base: complaint, field: "customerCompany" },
      { url: COMPLAINT, base: complaint, field: "customerGwname" },
      { url: COMPLAINT, base: complaint, field: "remark" },
      { url: COMPLAINT, base: complaint, field: "customerType" },
      { url: COMPLAINT, base: complaint, field: "customerSolve" },
      { url: VISIT, base: { userType: "首页" }, field: "userType" },
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({ target: fc.constantFrom(...required), value: NOT_TEXT }),
          fc.record({
            target: fc.constantFrom(...required.slice(7, 9)),
            value: fc.oneof(
              fc.integer().filter((n) => n < 1 || n > 4),
              fc.string().filter((text) => !/^\s*\d+\s*$/.test(text)),
            ),
          }),
          fc.record({
            target: fc.constant(required[7]!),
            value: fc.constantFrom(4, "4", 0, "0", 1.5, "３"),
          }),
          fc.record({
            whole: fc.constantFrom(CONSULT, COMPLAINT, VISIT),
            value: fc.oneof(fc.array(fc.jsonValue()), fc.string(), fc.integer(), fc.constant(null)),
          }),
        ),
        async (choice) => {
          if ("whole" in choice) {
            await refused(json(choice.whole, choice.value));
            return;
          }
          const body: Record<string, unknown> = { ...choice.target.base };
          body[choice.target.field] = choice.value;
          await refused(json(choice.target.url, body));
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("malformed JSON", async () => {
    const valid = JSON.stringify(complaint);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(CONSULT, COMPLAINT, VISIT),
        fc
          .oneof(
            fc.integer({ min: 1, max: valid.length - 1 }).map((cut) => valid.slice(0, cut)),
            fc
              .tuple(
                fc.nat({ max: valid.length }),
                fc.constantFrom("{", "}", '"', ",", ":", "\\", "]"),
              )
              .map(([at, junk]) => `${valid.slice(0, at)}${junk}${valid.slice(at)}`),
            fc.string({ minLength: 1 }),
            fc.constantFrom("", " ", "{'name':'x'}", "NaN", '{"a":1,}', "\u0000"),
          )
          .filter((text) => {
            try {
              JSON.parse(text);
              return false;
            } catch {
              return true;
            }
          }),
        async (url, text) => {
          const status = await refused({
            url,
            payload: text,
            headers: { "content-type": "application/json" },
          });
          expect(status).toBe(400);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("malformed multipart", async () => {
    const good = multipartBody([
      { name: "file", filename: "a.png", contentType: "image/png", data: pngBytes(512) },
    ]);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          // Cut short anywhere before the file's last byte.
          fc
            .integer({ min: 1, max: good.payload.length - 60 })
            .map((cut) => ({ payload: good.payload.subarray(0, cut), headers: good.headers })),
          // No boundary, or one that is not in the body.
          fc
            .constantFrom(
              "multipart/form-data",
              "multipart/form-data; boundary=",
              "multipart/form-data; boundary=other",
              "multipart/form-data;charset=utf-8",
            )
            .map((type) => ({ payload: good.payload, headers: { "content-type": type } })),
          // Random bytes under a real boundary.
          fc.uint8Array({ minLength: 0, maxLength: 2000 }).map((bytes) => ({
            payload: Buffer.from(bytes),
            headers: good.headers,
          })),
          // More than one file.
          fc.integer({ min: 2, max: 6 }).map((count) =>
            multipartBody(
              Array.from({ length: count }, (_, i) => ({
                name: "file",
                filename: `${i}.png`,
                contentType: "image/png",
                data: pngBytes(64),
              })),
            ),
          ),
          // No file part: only fields, or the file under another name.
          fc
            .string({ maxLength: 50 })
            .map((name) =>
              multipartBody([{ name: name === "file" ? "other" : name || "x", data: "value" }]),
            ),
        ),
        async (body) => {
          await refused({ url: UPLOAD, payload: body.payload, headers: body.headers });
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("hostile uploads", async () => {
    const signatures = [
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from([0xff, 0xd8, 0xff, 0xdb]),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    ];
    const payloads = [
      "\u007fELF\u0002\u0001\u0001",
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      "<html><script>alert(document.cookie)</script></html>",
      "<?php system($_GET['c']); ?>",
      "%PDF-1.7\n",
      "GIF89a",
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          // A signature followed by something that is not an image.
          fc
            .tuple(
              fc.constantFrom(...signatures),
              fc.constantFrom(...payloads),
              fc.uint8Array({ maxLength: 4096 }),
            )
            .map(([signature, payload, noise]) => ({
              name: "photo.jpg",
              data: Buffer.concat([signature, Buffer.from(payload), Buffer.from(noise)]),
            })),
          // Another kind of file, under an image name or its own.
          fc
            .tuple(
              fc.constantFrom(...payloads),
              fc.constantFrom("x.png", "x.jpg", "x.svg", "x.html", "x.php.jpg", "x.gif"),
            )
            .map(([payload, name]) => ({ name, data: Buffer.from(payload) })),
          // A real image under a name that is not an image's.
          fc
            .constantFrom("x.svg", "x.html", "x.png.php", "../../x.exe", "x", ".htaccess")
            .map((name) => ({ name, data: pngBytes(128) })),
        ),
        async (file) => {
          const body = multipartBody([
            { name: "file", filename: file.name, contentType: "image/png", data: file.data },
          ]);
          const status = await refused({
            url: UPLOAD,
            payload: body.payload,
            headers: body.headers,
          });
          expect(status).toBe(415);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("paging", async () => {
    const badNumber = fc.oneof(
      fc.integer({ max: 0 }).map(String),
      fc.double({ noInteger: true, noDefaultInfinity: true, noNaN: true }).map(String),
      fc.string().filter((text) => !/^\d+$/.test(text)),
      fc.bigInt({ min: 100_001n, max: 10n ** 30n }).map(String),
      fc.constantFrom("1e2", "0x10", "+5", " 5", "5 ", "NaN", "Infinity", ""),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("TckgDynamic", "TckgPersonnel", "TckgCase", "TckgClient"),
        fc.oneof(
          fc.record({ pageSize: badNumber, pageNum: fc.constant("1") }),
          fc.record({ pageSize: fc.integer({ min: 101, max: 2 ** 40 }).map(String) }),
          fc.record({ pageSize: fc.constant("10"), pageNum: badNumber }),
          fc.record({
            pageSize: fc.constant("10"),
            pageNum: fc.integer({ min: 100_001, max: 2 ** 40 }).map(String),
          }),
        ),
        async (controller, paging) => {
          const query = new URLSearchParams({ language: "0", ...paging }).toString();
          const status = await refused({
            method: "GET",
            url: `/api/pcsystem/${controller}/list?${query}`,
          });
          expect(status).toBe(400);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
