import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { toCsv } from "./csv";
import { exportRows, formatExport, parseSince } from "./export";

let server: TestApp;
let clock: Date;

beforeEach(async () => {
  clock = new Date(2026, 10, 20, 9, 0);
  server = await createTestApp({ seed: false, now: () => clock });
});

afterEach(async () => {
  await server.close();
});

function post(url: string, payload: object) {
  return server.app.inject({ method: "POST", url, payload });
}

describe("export", () => {
  it("exports consultations oldest first, since a day in the server's time zone", async () => {
    await post("/api/pcsystem/TckgConsult", { name: "早", tel: "13812345678" });
    clock = new Date(2026, 10, 25, 0, 0);
    await post("/api/pcsystem/TckgConsult", {
      name: "张三",
      tel: "13812345679",
      content: 'a "quoted", line\nnext',
    });
    clock = new Date(2026, 10, 25, 8, 0);
    await post("/api/pcsystem/TckgConsult", { name: "=HYPERLINK(1)", tel: "13812345670" });

    const all = await exportRows(server.database.db, "consultations");
    expect(all.map((row) => row.name)).toEqual(["早", "张三", "=HYPERLINK(1)"]);
    const recent = await exportRows(server.database.db, "consultations", {
      since: parseSince("2026-11-25"),
    });
    expect(recent.map((row) => row.name)).toEqual(["张三", "=HYPERLINK(1)"]);

    const csv = formatExport("consultations", recent, "csv");
    expect(csv.startsWith("\uFEFFid,createdAt,name,tel,content\r\n")).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[1]).toBe(
      `2,${new Date(2026, 10, 25).toISOString()},张三,13812345679,"a ""quoted"", line\nnext"`,
    );
    expect(lines[2]).toBe(
      `3,${new Date(2026, 10, 25, 8).toISOString()},'=HYPERLINK(1),13812345670,`,
    );

    const json = JSON.parse(formatExport("consultations", recent, "json"));
    expect(json[0]).toEqual({
      id: 2,
      createdAt: new Date(2026, 10, 25).toISOString(),
      name: "张三",
      tel: "13812345679",
      content: 'a "quoted", line\nnext',
    });
  });

  it("exports complaints with their option labels, and visits", async () => {
    await post("/api/pcsystem/Tckgcustomer", {
      customerName: "王五",
      customerPhone: "13912345678",
      customerCompany: "某公司",
      customerGwname: "刘顾问",
      customerType: 2,
      remark: "态度不好",
      customerSolve: 4,
      customerSolvecontent: "道歉",
      customerSolveContent: "道歉",
    });
    await post("/api/pcsystem/TckgSoftLogin", { userType: "首页" });
    const [complaint] = JSON.parse(
      formatExport("complaints", await exportRows(server.database.db, "complaints"), "json"),
    );
    expect(complaint).toMatchObject({
      customerName: "王五",
      customerType: 2,
      customerTypeLabel: "服务态度问题",
      customerSolve: 4,
      customerSolveLabel: "其他（请注明）",
      customerSolveContent: "道歉",
      customerImgs: "",
    });
    const visits = formatExport("visits", await exportRows(server.database.db, "visits"), "csv");
    expect(visits).toContain(",首页\r\n");
  });

  it("refuses a date that is not a day", () => {
    expect(() => parseSince("2026-02-30")).toThrow(/YYYY-MM-DD/);
    expect(() => parseSince("25.11.2026")).toThrow(/YYYY-MM-DD/);
  });

  it("quotes cells with spaces at the ends and leaves plain ones alone", () => {
    expect(toCsv(["a", "b", "c"], [{ a: " x", b: null, c: "+86 138" }])).toBe(
      '\uFEFFa,b,c\r\n" x",,\'+86 138\r\n',
    );
  });
});
