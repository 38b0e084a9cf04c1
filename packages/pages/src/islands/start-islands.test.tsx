// @vitest-environment jsdom
// An island that hydrates on reach (a dialog the browser opens, a menu CSS opens) starts after
// the frame that shows what the visitor reached, never inside the tap that reached it; one that
// also waits for a scroll starts at the first.
import { afterEach, describe, expect, it, vi } from "vitest";
import { defineIsland } from "./island";
import { islandDataScript } from "./island-data";
import type { IslandModule } from "./registry";
import {
  ISLANDS_PREFETCHED_ATTRIBUTE,
  SOON_AFTER_START_MS,
  startIslands,
  VISIBLE_AHEAD,
} from "./start-islands";

function Note({ text }: { text: string }) {
  return <p>{text}</p>;
}

const note = defineIsland("note", Note) as unknown as IslandModule["island"];

function pageWithDialogIsland(
  hydrate = "interaction",
  attributes = "",
  prefetch = ["/assets/note-test.js"],
): HTMLElement {
  document.body.innerHTML = `<site-island data-island="0" data-hydrate="${hydrate}"${attributes}><p>Reached</p></site-island>${islandDataScript(
    {
      page: { apiBaseUrl: "", visit: null, countryCheckRedirect: null },
      islands: [{ name: "note", props: { text: "Reached" } }],
      prefetch,
    },
  )}`;
  return document.querySelector("site-island")!;
}

/** The files the page has asked for ahead, in order. */
const prefetched = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute("href"),
  );

/** Resolves after the browser's next frame and the task after it. */
const afterFrame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = "";
  for (const link of document.head.querySelectorAll("link")) link.remove();
  document.documentElement.removeAttribute("data-app-ready");
  document.documentElement.removeAttribute(ISLANDS_PREFETCHED_ATTRIBUTE);
});

describe("startIslands, an island hydrated on reach", () => {
  it("runs nothing until the visitor reaches into it, and fetches its files a moment after the start, not while the page loads", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame"] });
    try {
      pageWithDialogIsland();
      const load = vi.fn(async () => ({ island: note }));
      await startIslands({ note: load });
      expect(document.documentElement.hasAttribute("data-app-ready")).toBe(true);
      await vi.advanceTimersByTimeAsync(SOON_AFTER_START_MS - 100);
      expect(prefetched()).toEqual([]);
      expect(document.documentElement.hasAttribute(ISLANDS_PREFETCHED_ATTRIBUTE)).toBe(false);
      // The moment comes, then an idle one (jsdom has no idle callback: a short timer stands in).
      await vi.advanceTimersByTimeAsync(100 + 1000);
      expect(prefetched()).toEqual(["/assets/note-test.js"]);
      expect(document.documentElement.hasAttribute(ISLANDS_PREFETCHED_ATTRIBUTE)).toBe(true);
      expect(load).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it("marks a page with nothing to fetch at the same moment", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame"] });
    try {
      pageWithDialogIsland("interaction", "", []);
      await startIslands({ note: vi.fn(async () => ({ island: note })) });
      await vi.advanceTimersByTimeAsync(SOON_AFTER_START_MS - 100);
      expect(document.documentElement.hasAttribute(ISLANDS_PREFETCHED_ATTRIBUTE)).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      expect(document.documentElement.hasAttribute(ISLANDS_PREFETCHED_ATTRIBUTE)).toBe(true);
      expect(prefetched()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("starts after the frame the reach shows, then hydrates", async () => {
    const element = pageWithDialogIsland();
    const load = vi.fn(async () => ({ island: note }));
    await startIslands({ note: load });
    element.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    // Still inside the reach's own task: its frame is drawn first.
    expect(load).not.toHaveBeenCalled();
    await afterFrame();
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(element.hasAttribute("data-island-ready")).toBe(true));
    // A second reach starts nothing more.
    element.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    await afterFrame();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("starts when a mouse first moves over it (a menu it opens by CSS until then)", async () => {
    const element = pageWithDialogIsland();
    const load = vi.fn(async () => ({ island: note }));
    await startIslands({ note: load });
    element.firstElementChild!.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
    await afterFrame();
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(element.hasAttribute("data-island-ready")).toBe(true));
  });

  it("hydrates at once where the start script kept a tap for it before the page's script ran", async () => {
    const element = pageWithDialogIsland("interaction", " data-island-reached");
    const load = vi.fn(async () => ({ island: note }));
    await startIslands({ note: load });
    // Hydrated among the islands that start at load, before the page is marked ready.
    expect(load).toHaveBeenCalled();
    expect(element.hasAttribute("data-island-ready")).toBe(true);
  });
});

describe("startIslands, an island hydrated at the first scroll or reach", () => {
  it("waits for neither, then starts at the page's first scroll", async () => {
    const element = pageWithDialogIsland("scroll");
    const load = vi.fn(async () => ({ island: note }));
    await startIslands({ note: load });
    await afterFrame();
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("scroll"));
    await afterFrame();
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(element.hasAttribute("data-island-ready")).toBe(true));
  });

  it("hydrates at once on a page already scrolled when its script starts", async () => {
    vi.spyOn(window, "scrollY", "get").mockReturnValue(600);
    const element = pageWithDialogIsland("scroll");
    const load = vi.fn(async () => ({ island: note }));
    await startIslands({ note: load });
    // Hydrated among the islands that start at load, before the page is marked ready.
    expect(load).toHaveBeenCalled();
    expect(element.hasAttribute("data-island-ready")).toBe(true);
  });
});

describe("startIslands, an island hydrated soon after the start or at a reach", () => {
  it("waits a little after the start, then hydrates without a reach", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame"] });
    try {
      const element = pageWithDialogIsland("soon");
      const load = vi.fn(async () => ({ island: note }));
      await startIslands({ note: load });
      await vi.advanceTimersByTimeAsync(SOON_AFTER_START_MS - 100);
      expect(load).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(300);
      expect(load).toHaveBeenCalledTimes(1);
      vi.useRealTimers();
      await vi.waitFor(() => expect(element.hasAttribute("data-island-ready")).toBe(true));
    } finally {
      vi.useRealTimers();
    }
  });

  it("hydrates at a reach before its time, and only once", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame"] });
    try {
      const element = pageWithDialogIsland("soon");
      const load = vi.fn(async () => ({ island: note }));
      await startIslands({ note: load });
      element.firstElementChild!.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
      await vi.advanceTimersByTimeAsync(150);
      expect(load).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(SOON_AFTER_START_MS * 2);
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

/** A stand-in for the browser's IntersectionObserver: the test says when a box comes near. */
class FakeIntersectionObserver {
  static made: FakeIntersectionObserver[] = [];
  readonly watched: Element[] = [];
  readonly margin: string | undefined;
  disconnected = false;
  constructor(
    private readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void,
    options?: IntersectionObserverInit,
  ) {
    this.margin = options?.rootMargin;
    FakeIntersectionObserver.made.push(this);
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  show(isIntersecting: boolean) {
    this.report(this.watched.map((target) => ({ target, isIntersecting })));
  }
}

describe("startIslands, an island hydrated as it nears the screen", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeIntersectionObserver.made = [];
  });

  it("watches its boxes (its own element has none) and hydrates once one is near", async () => {
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    const element = pageWithDialogIsland("visible");
    const load = vi.fn(async () => ({ island: note }));
    await startIslands({ note: load });
    const [observer] = FakeIntersectionObserver.made;
    expect(observer?.watched).toEqual([element.firstElementChild]);
    expect(observer?.margin).toBe(`${VISIBLE_AHEAD} 0px`);
    observer!.show(false);
    await afterFrame();
    expect(load).not.toHaveBeenCalled();
    observer!.show(true);
    await afterFrame();
    expect(load).toHaveBeenCalledTimes(1);
    expect(observer!.disconnected).toBe(true);
    await vi.waitFor(() => expect(element.hasAttribute("data-island-ready")).toBe(true));
  });

  it("hydrates at a reach while still far, and stops watching", async () => {
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    const element = pageWithDialogIsland("visible");
    const load = vi.fn(async () => ({ island: note }));
    await startIslands({ note: load });
    element.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    await afterFrame();
    expect(load).toHaveBeenCalledTimes(1);
    expect(FakeIntersectionObserver.made[0]!.disconnected).toBe(true);
  });

  it("hydrates at once where the browser cannot tell what is near", async () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const element = pageWithDialogIsland("visible");
    const load = vi.fn(async () => ({ island: note }));
    await startIslands({ note: load });
    await afterFrame();
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(element.hasAttribute("data-island-ready")).toBe(true));
  });
});

describe("startIslands, the page's own tasks", () => {
  it("asks the country check in an idle moment after the start, not at once", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => idle.push(callback));
    const fetched: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        fetched.push(String(input instanceof Request ? input.url : input));
        return Response.json(true);
      }),
    );
    try {
      window.sessionStorage.clear();
      document.body.innerHTML = islandDataScript({
        page: { apiBaseUrl: "", visit: null, countryCheckRedirect: "/indexE" },
        islands: [],
        prefetch: [],
      });
      await startIslands({});
      expect(fetched).toEqual([]);
      expect(window.sessionStorage.length).toBe(0);
      for (const callback of idle.splice(0)) callback();
      await vi.waitFor(() => expect(fetched).toEqual([expect.stringContaining("getIpFlag")]));
      expect(window.sessionStorage.length).toBe(1);
    } finally {
      vi.unstubAllGlobals();
      window.sessionStorage.clear();
    }
  });
});
