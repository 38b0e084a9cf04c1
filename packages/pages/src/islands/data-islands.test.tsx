// @vitest-environment jsdom
// The islands that read more as the visitor asks: the home experts' pager, a group's experts
// and the association's cooperation expanding (spec 2.4, 2.5, 2.9, 4).
import { createApi } from "@site/api/client";
import { answerApiRequest } from "@site/api/fixtures";
import { createQueries, createQueryClient } from "@site/api/queries";
import { serviceGroupType } from "@site/api/type-codes";
import {
  act,
  cleanup,
  configure,
  fireEvent,
  render,
  screen,
  waitFor,
} from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { SiteProvider } from "../site-context";
import { island as cooperation } from "./cooperation.island";
import { island as groupExperts } from "./group-experts.island";
import { island as homeExperts } from "./home-experts.island";

configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);

const setup = { lang: "zh" as const, baseUrl: "http://site.test" };

/** The app's client, answered from the fixtures; `fail` makes a matching call fail. */
function harness(fail?: (url: URL) => boolean) {
  const calls: ({ path: string } & Record<string, string>)[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    calls.push({ path: url.pathname, ...Object.fromEntries(url.searchParams) });
    if (fail?.(url)) return new Response("{}", { status: 500 });
    const answer = answerApiRequest(request.method, url);
    return new Response(JSON.stringify(answer?.body ?? {}), { status: answer?.status ?? 404 });
  };
  const api = createApi({ ...setup, fetch });
  function wrapper({ children }: { children: ReactNode }) {
    return (
      <SiteProvider api={api} queries={createQueries(api)} queryClient={createQueryClient()}>
        {children}
      </SiteProvider>
    );
  }
  return { api, calls, wrapper };
}

const pagerCopy = { previous: "上一页", next: "下一页", label: "专家翻页" };
const toggleCopy = { expand: "查看全部", collapse: "收起" };

function expertNames(): string[] {
  return screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent ?? "");
}

describe("the home experts (spec 2.4)", () => {
  async function renderPager(fail?: (url: URL) => boolean) {
    const { api, calls, wrapper } = harness(fail);
    const firstPage = (await api.listExperts({ type: 0, pageNum: 1, pageSize: 8 }))!;
    calls.length = 0;
    render(<homeExperts.Component firstPage={firstPage} type={0} copy={pagerCopy} api={setup} />, {
      wrapper,
    });
    return { calls, firstPage };
  }

  it("reads page 2 of 8 on 下一页, keeps page 1 shown meanwhile, and page 1 again without a read", async () => {
    const { calls, firstPage } = await renderPager();
    const page1 = expertNames();
    expect(page1).toHaveLength(8);
    expect(page1[0]).toBe(firstPage.rows[0]!.name);
    fireEvent.click(screen.getByRole("button", { name: "下一页" }));
    expect(expertNames()).toEqual(page1);
    await waitFor(() => expect(expertNames()).not.toEqual(page1));
    expect(screen.getByRole("button", { name: "上一页" }).hasAttribute("disabled")).toBe(false);
    expect(calls).toEqual([
      {
        path: "/api/pcsystem/TckgPersonnel/list",
        personnelType: "0",
        pageNum: "2",
        pageSize: "8",
        language: "0",
      },
    ]);
    fireEvent.click(screen.getByRole("button", { name: "上一页" }));
    expect(expertNames()).toEqual(page1);
    expect(calls).toHaveLength(1);
  });

  it("turns back to the page shown when a page's read fails (D3)", async () => {
    const { calls } = await renderPager((url) => url.searchParams.get("pageNum") === "2");
    const page1 = expertNames();
    fireEvent.click(screen.getByRole("button", { name: "下一页" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "上一页" }).hasAttribute("disabled")).toBe(true),
    );
    expect(expertNames()).toEqual(page1);
  });
});

describe("a group's experts (spec 2.5)", () => {
  it("reads every expert of the group on expanding, where the page expands (the accounting page)", async () => {
    const { api, calls, wrapper } = harness();
    const type = serviceGroupType.kuaiji;
    const first = (await api.listExperts({ type, pageNum: 1, pageSize: 8 }))!;
    expect(first.total).toBeGreaterThan(8);
    calls.length = 0;
    render(
      <groupExperts.Component
        experts={first.rows}
        total={first.total}
        expandType={type}
        copy={toggleCopy}
        api={setup}
      />,
      { wrapper },
    );
    expect(expertNames()).toHaveLength(8);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "查看全部" }));
    });
    await waitFor(() => expect(expertNames()).toHaveLength(first.total));
    expect(calls).toEqual([
      { path: "/api/pcsystem/TckgPersonnel/list", personnelType: String(type), language: "0" },
    ]);
  });
});

describe("the association's cooperation (spec 2.9)", () => {
  it("shows the first 9, and every one, read then, once expanded", async () => {
    const { api, calls, wrapper } = harness();
    const first = (await api.listCooperation({ pageNum: 1, pageSize: 9 }))!;
    calls.length = 0;
    render(
      <cooperation.Component
        items={first.rows}
        total={first.total}
        copy={toggleCopy}
        api={setup}
      />,
      { wrapper },
    );
    expect(screen.getAllByRole("listitem")).toHaveLength(9);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "查看全部" }));
    });
    await waitFor(() => expect(screen.getAllByRole("listitem").length).toBe(first.total));
    expect(calls).toEqual([{ path: "/api/pcsystem/TckgCooperation/list", language: "0" }]);
  });
});
