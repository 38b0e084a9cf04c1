// Issue 26, item 5: whatever type a field is sent as, the refusal is in the edition's language
// (D11), never zod's own English.
import type { Lang } from "@site/forms/lang";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartBody } from "../test-support/multipart";
import { validComplaint, validConsultation } from "../test-support/submissions";
import { createTestApp, type TestApp } from "../test-support/test-app";

let server: TestApp;

beforeAll(async () => {
  server = await createTestApp({
    seed: false,
    env: { SITE_RATE_SUBMIT: "100000", SITE_RATE_UPLOAD: "100000", SITE_RATE_VISIT: "100000" },
  });
});

afterAll(async () => {
  await server.close();
});

const WRONG_TYPES: unknown[] = [
  0,
  7,
  -1.5,
  { a: 1 },
  {},
  [1, 2],
  [],
  ["a", 1],
  [{}],
  [null],
  [true],
  [[]],
  null,
  true,
  false,
];

// Category and resolution "other", so both details are read.
const complaint = {
  ...validComplaint,
  customerSolve: 4,
  customerSolvecontent: "退一半",
  customerSolveContent: "退一半",
};

const WRITES = [
  { url: "/api/pcsystem/TckgConsult", base: validConsultation },
  { url: "/api/pcsystem/Tckgcustomer", base: complaint },
  { url: "/api/pcsystem/TckgSoftLogin", base: { userType: "首页" } },
];

const HEADERS: Record<Lang, Record<string, string>> = { zh: {}, en: { "accept-language": "en" } };

/** A message of the edition's language: Chinese for zh, none of zod's English for either. */
function expectEditionMessage(msg: unknown, lang: Lang, what: string) {
  expect(typeof msg, what).toBe("string");
  expect(msg, what).not.toMatch(/Invalid|expected|received/);
  if (lang === "zh") expect(msg, what).toMatch(/[\u4e00-\u9fff]/);
  else expect(msg, what).not.toMatch(/[\u4e00-\u9fff]/);
}

describe("wrong types in every field of every write, in both languages", () => {
  it.each(["zh", "en"] as const)("JSON writes (%s)", async (lang) => {
    let refused = 0;
    for (const { url, base } of WRITES) {
      for (const field of Object.keys(base)) {
        for (const value of WRONG_TYPES) {
          const what = `${url} ${field}=${JSON.stringify(value)}`;
          const response = await server.app.inject({
            method: "POST",
            url,
            payload: { ...base, [field]: value },
            headers: HEADERS[lang],
          });
          // A missing optional detail (null) is no refusal; everything else is.
          if (response.statusCode === 200) continue;
          refused += 1;
          expect(response.statusCode, what).toBe(400);
          expect(response.json().code, what).toBe(400);
          expectEditionMessage(response.json().msg, lang, what);
        }
      }
    }
    expect(refused).toBeGreaterThan(200);
  });

  it.each(["zh", "en"] as const)("uploads whose file is not a file (%s)", async (lang) => {
    for (const value of WRONG_TYPES) {
      const body = multipartBody([{ name: "file", data: JSON.stringify(value) }]);
      for (const request of [
        body,
        {
          payload: Buffer.from(JSON.stringify({ file: value })),
          headers: { "content-type": "application/json" },
        },
      ]) {
        const response = await server.app.inject({
          method: "POST",
          url: "/api/common/upload2",
          payload: request.payload,
          headers: { ...request.headers, ...HEADERS[lang] },
        });
        const what = `upload ${request.headers["content-type"]} ${JSON.stringify(value)}`;
        expect(response.statusCode, what).toBe(400);
        expectEditionMessage(response.json().msg, lang, what);
      }
    }
    expect(await server.count("upload")).toBe(0);
  });
});
