// D4: consultations, complaints, visits and uploads are never readable through a public route.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageUpload, pngBytes } from "../test-support/multipart";
import { createTestApp, type TestApp } from "../test-support/test-app";

let server: TestApp;
let fileName: string;

beforeAll(async () => {
  server = await createTestApp();
  const post = (url: string, payload: object) =>
    server.app.inject({ method: "POST", url, payload });
  await post("/api/pcsystem/TckgConsult", {
    name: "秘密姓名",
    tel: "13812345678",
    content: "秘密留言",
  });
  await post("/api/pcsystem/TckgSoftLogin", { userType: "首页" });
  const uploaded = await server.app.inject({
    method: "POST",
    url: "/api/common/upload2",
    ...imageUpload("a.png", pngBytes()),
  });
  fileName = uploaded.json().fileName;
  await post("/api/pcsystem/Tckgcustomer", {
    customerName: "秘密投诉人",
    customerPhone: "13912345678",
    customerCompany: "某公司",
    customerGwname: "刘顾问",
    customerType: 1,
    remark: "秘密问题",
    customerImgs: fileName,
    customerSolve: 1,
  });
  const stored = await Promise.all(["consultation", "complaint", "visit"].map(server.count));
  expect(stored).toEqual([1, 1, 1]);
});

afterAll(async () => {
  await server.close();
});

describe("no public route reads submissions", () => {
  it("answers every read-like path of the write controllers without their data", async () => {
    const paths = [
      "/api/pcsystem/TckgConsult",
      "/api/pcsystem/TckgConsult/list",
      "/api/pcsystem/TckgConsult/1",
      "/api/pcsystem/Tckgcustomer",
      "/api/pcsystem/Tckgcustomer/list",
      "/api/pcsystem/Tckgcustomer/1",
      "/api/pcsystem/TckgSoftLogin",
      "/api/pcsystem/TckgSoftLogin/list",
      "/api/common/upload2",
      `/api${fileName}`,
      "/api/profile/upload",
      "/data/site.db",
      "/api/pcsystem/TckgConsult/export",
    ];
    for (const url of paths) {
      for (const method of ["GET", "POST"] as const) {
        if (method === "POST" && !url.endsWith("/list") && !url.endsWith("/export")) continue;
        const response = await server.app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).not.toBe(200);
        for (const secret of ["秘密", "13812345678", "13912345678", "SQLite"]) {
          expect(response.body, `${method} ${url}`).not.toContain(secret);
        }
      }
    }
  });

  it("keeps submissions out of every content list", async () => {
    for (const controller of ["TckgDynamic", "TckgPersonnel", "TckgContact", "TckgStaff"]) {
      const response = await server.app.inject({ url: `/api/pcsystem/${controller}/list` });
      expect(response.body).not.toContain("秘密");
    }
  });
});
