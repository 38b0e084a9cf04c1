import { describe, expect, it } from "vitest";
import { listReader, rowReaders } from "./entities";
import { answerSucceeded, readFirstRow, readPage, readSingle } from "./envelope";

const good = { clientId: 1, clientImg: "/profile/a.png" };

describe("readPage (D3)", () => {
  it("gives each row as its reader reads it, and the total", () => {
    expect(
      readPage({ code: 200, total: 7, rows: [good, { clientId: "2" }] }, rowReaders.client),
    ).toEqual({
      rows: [
        { clientId: 1, clientImg: "/profile/a.png" },
        { clientId: 2, clientImg: null },
      ],
      total: 7,
    });
  });

  it("is no data when any one row does not read, wherever it is", () => {
    const bad = { clientId: "one" };
    expect(readPage({ code: 200, rows: [good, bad] }, rowReaders.client)).toBeNull();
    expect(readPage({ code: 200, rows: [bad, good] }, rowReaders.client)).toBeNull();
    expect(readPage({ code: 200, rows: [good, null] }, rowReaders.client)).toBeNull();
  });

  it("takes an empty list, and counts the rows when total is missing", () => {
    expect(readPage({ code: 200, rows: [] }, rowReaders.client)).toEqual({ rows: [], total: 0 });
    expect(readPage({ code: 200, rows: [good] }, rowReaders.client)?.total).toBe(1);
  });
});

describe("readFirstRow", () => {
  it("gives the first row read, or null when the list is empty or a row does not read", () => {
    expect(readFirstRow({ code: 200, rows: [{ configName: "天成" }] }, rowReaders.config)).toEqual({
      configName: "天成",
      icpBa: "",
    });
    expect(readFirstRow({ code: 200, rows: [] }, rowReaders.config)).toBeNull();
    expect(
      readFirstRow({ code: 200, rows: [{ configName: "x" }, { icpBa: 1 }] }, rowReaders.config),
    ).toBeNull();
  });
});

describe("readSingle", () => {
  it("reads the payload at data or data.data with the reader", () => {
    const chairman = { chairmanTitle: "董事长致辞" };
    expect(readSingle({ code: 200, data: chairman }, rowReaders.chairman)?.chairmanTitle).toBe(
      "董事长致辞",
    );
    expect(
      readSingle({ code: 200, data: { code: 200, data: chairman } }, rowReaders.chairman)
        ?.chairmanImg,
    ).toBeNull();
  });

  it("is null when the reader refuses the payload, or there is none", () => {
    expect(readSingle({ code: 200, data: { chairmanTitle: 1 } }, rowReaders.chairman)).toBeNull();
    expect(
      readSingle({ code: 200, data: [{ id: 1, label: 2 }] }, listReader(rowReaders.classify)),
    ).toBeNull();
    expect(readSingle({ code: 200 }, rowReaders.chairman)).toBeNull();
    expect(readSingle({ code: 500, data: { chairmanTitle: "x" } }, rowReaders.chairman)).toBeNull();
  });
});

describe("answerSucceeded (D3, as the server and the prerender judge an answer)", () => {
  it("counts a 2xx answer whose body's code is 200, and nothing else", () => {
    expect(answerSucceeded(200, '{"code":200,"rows":[]}')).toBe(true);
    expect(answerSucceeded(204, '{"code":200}')).toBe(true);
    expect(answerSucceeded(200, '{"code":500,"msg":"操作失败"}')).toBe(false);
    expect(answerSucceeded(200, '{"code":"200"}')).toBe(false);
    expect(answerSucceeded(500, '{"code":200}')).toBe(false);
    expect(answerSucceeded(199, '{"code":200}')).toBe(false);
    expect(answerSucceeded(200, "{ not json")).toBe(false);
    expect(answerSucceeded(200, "[200]")).toBe(false);
  });
});
