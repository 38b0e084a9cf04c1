import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { imageUpload, pngBytes } from "../test-support/multipart";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { rawRows, rawColumn } from "../test-support/test-database";

let server: TestApp;

beforeEach(async () => {
  server = await createTestApp({ seed: false, now: () => new Date("2026-11-25T02:30:00.000Z") });
});

afterEach(async () => {
  await server.close();
});

/** The flat body of D4, as the client sends it. */
const valid = {
  customerName: "王五",
  customerPhone: "13912345678",
  customerCompany: "北京某科技有限公司",
  customerGwname: "刘顾问",
  customerType: 3,
  customerTypecontent: "发票迟迟未开",
  customerTypeContent: "发票迟迟未开",
  remark: "已经等了两周。",
  customerImgs: "",
  customerSolve: 4,
  customerSolvecontent: "尽快开具发票",
  customerSolveContent: "尽快开具发票",
};

function post(payload: object) {
  return server.app.inject({ method: "POST", url: "/api/pcsystem/Tckgcustomer", payload });
}

async function uploadImage(name = "evidence.png"): Promise<string> {
  const response = await server.app.inject({
    method: "POST",
    url: "/api/common/upload2",
    ...imageUpload(name, pngBytes()),
  });
  expect(response.statusCode).toBe(200);
  return response.json().fileName;
}

function complaints() {
  return rawRows(server.database.db, "select * from complaint");
}

describe("POST /api/pcsystem/Tckgcustomer", () => {
  it("stores a valid complaint with its images, in the order chosen, and claims them", async () => {
    const first = await uploadImage("a.png");
    const second = await uploadImage("b.png");
    const response = await post({ ...valid, customerImgs: `${second},${first}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, msg: "操作成功" });
    expect(await complaints()).toEqual([
      {
        id: 1,
        customer_name: "王五",
        customer_phone: "13912345678",
        customer_company: "北京某科技有限公司",
        customer_gwname: "刘顾问",
        customer_type: 3,
        customer_type_content: "发票迟迟未开",
        remark: "已经等了两周。",
        customer_imgs: `${second},${first}`,
        customer_solve: 4,
        customer_solve_content: "尽快开具发票",
        created_at: "2026-11-25T02:30:00.000Z",
      },
    ]);
    const claimed = await rawColumn(server.database.db, "select claimed_at from upload");
    expect(claimed).toEqual(["2026-11-25T02:30:00.000Z", "2026-11-25T02:30:00.000Z"]);
  });

  it("keeps a detail only with the option that asks for it", async () => {
    const response = await post({ ...valid, customerType: "1", customerSolve: 2 });
    expect(response.statusCode).toBe(200);
    expect((await complaints())[0]).toMatchObject({
      customer_type: 1,
      customer_type_content: "",
      customer_solve: 2,
      customer_solve_content: "",
    });
  });

  it("reads either spelling of a detail, and refuses two different values", async () => {
    const singleSpellings: Record<string, unknown> = { ...valid };
    delete singleSpellings.customerTypeContent;
    delete singleSpellings.customerSolvecontent;
    expect((await post(singleSpellings)).statusCode).toBe(200);
    expect((await complaints())[0]).toMatchObject({
      customer_type_content: "发票迟迟未开",
      customer_solve_content: "尽快开具发票",
    });
    for (const change of [{ customerTypeContent: "别的" }, { customerSolvecontent: "别的" }]) {
      const response = await post({ ...valid, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toMatch(/的值不一致$/);
    }
    expect(await complaints()).toHaveLength(1);
  });

  it.each([
    ["customerName missing", { customerName: "" }, "请输入您的姓名"],
    ["customerPhone missing", { customerPhone: undefined }, "请输入您的电话"],
    ["customerPhone not a mobile number", { customerPhone: "1391234567" }, "请输入正确的手机号码"],
    ["customerCompany missing", { customerCompany: " " }, "请输入您的公司名称"],
    ["customerGwname missing", { customerGwname: undefined }, "请输入与您对接的顾问的姓名"],
    ["customerType unknown", { customerType: 4 }, "请选择您的投诉类别"],
    [
      "customerTypecontent over 50",
      { customerTypecontent: "字".repeat(51), customerTypeContent: "字".repeat(51) },
      "最多输入50字",
    ],
    ["remark missing", { remark: "" }, "请描述您所遇到的问题/建议"],
    ["remark over 500", { remark: "字".repeat(501) }, "最多输入500字"],
    ["customerSolve missing", { customerSolve: undefined }, "请选择您希望如何解决此问题"],
    [
      "customerSolvecontent over 300",
      { customerSolvecontent: "字".repeat(301), customerSolveContent: "字".repeat(301) },
      "最多输入300字",
    ],
    ["customerImgs not text", { customerImgs: 5 }, "仅支持 JPG/PNG 格式"],
  ])("refuses %s with 400 and stores nothing", async (_case, change, msg) => {
    const response = await post({ ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg });
    expect(await server.count("complaint")).toBe(0);
  });

  it("takes 5 images and refuses a 6th", async () => {
    const names = [];
    for (let index = 0; index < 6; index += 1) names.push(await uploadImage());
    const six = await post({ ...valid, customerImgs: names.join(",") });
    expect(six.statusCode).toBe(400);
    expect(six.json()).toEqual({ code: 400, msg: "最多上传5张图片" });
    expect(await server.count("complaint")).toBe(0);
    const five = await post({ ...valid, customerImgs: names.slice(0, 5).join(",") });
    expect(five.statusCode).toBe(200);
  });

  it("refuses an image this server did not receive, and stores nothing", async () => {
    const real = await uploadImage();
    const response = await post({
      ...valid,
      customerImgs: `${real},/profile/upload/2026/11/25/0123456789abcdef0123456789abcdef.png`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg: "图片不存在或已过期，请重新上传" });
    expect(await server.count("complaint")).toBe(0);
    expect((await rawColumn(server.database.db, "select claimed_at from upload"))[0]).toBeNull();
  });

  it("refuses a body that is not a JSON object", async () => {
    const response = await server.app.inject({
      method: "POST",
      url: "/api/pcsystem/Tckgcustomer",
      headers: { "content-type": "application/json" },
      payload: "[]",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg: "请求体格式错误" });
  });
});
