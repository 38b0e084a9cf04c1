import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EditionDocument } from "./document";
import {
  APP_READY_ATTRIBUTE,
  DRAW_AHEAD_ATTRIBUTE,
  ISLAND_REACHED_ATTRIBUTE,
  ISLAND_READY_ATTRIBUTE,
  LEAD_IMAGE_WAIT_LIMIT_MS,
  KEPT_TAP_ATTRIBUTE,
  LOAD_WAIT_LIMIT_MS,
  NEEDS_SCRIPT_ATTRIBUTE,
  SWIPE_AREA_ATTRIBUTE,
  SWIPE_TO_ATTRIBUTE,
  drawAheadAtFirstScroll,
  modulesToStart,
  replayEarlyTaps,
  startAfterLoad,
} from "./document-start";

const head = {
  htmlLang: "en",
  viewport: "width=1200",
  icon: "/en/favicon.svg",
  themeColor: "#fff",
};
const modules = ["/assets/en/react-B.js", "/assets/en/home-C.js", "/assets/en/index-A.js"];

function renderedDocument(leadImage = false): Document {
  const html = renderToStaticMarkup(
    <EditionDocument
      head={head}
      assets={{ styles: [], start: { src: "/assets/en/start-D.js", modules } }}
    >
      <main>
        {leadImage ? <img src="/api/profile/banner/b1.svg" alt="" fetchPriority="high" /> : null}
        page
      </main>
    </EditionDocument>,
  );
  return new DOMParser().parseFromString(html, "text/html");
}

/** The test's document answers as a served page would: its start script's tag is there. */
function serveRenderedPage(leadImage = false): Document {
  const page = renderedDocument(leadImage);
  vi.spyOn(document, "querySelector").mockImplementation((selector: string) =>
    page.querySelector(selector),
  );
  return page;
}

/** The browser's Largest Contentful Paint reports, played by the test. */
function observeLargestPaints() {
  const observers: Array<(entries: PerformanceEntry[]) => void> = [];
  class FakeObserver {
    static supportedEntryTypes = ["largest-contentful-paint"];
    constructor(private readonly callback: PerformanceObserverCallback) {}
    observe() {
      observers.push((entries) =>
        this.callback(
          { getEntries: () => entries } as PerformanceObserverEntryList,
          this as unknown as PerformanceObserver,
        ),
      );
    }
    disconnect() {
      observers.length = 0;
    }
  }
  vi.stubGlobal("PerformanceObserver", FakeObserver);
  return {
    report: (element: Element) =>
      [...observers].forEach((notify) =>
        notify([{ entryType: "largest-contentful-paint", element } as unknown as PerformanceEntry]),
      ),
  };
}

/** Holds the frames the start script asks for, to run them when the test says. */
function holdFrames(): FrameRequestCallback[] {
  const frames: FrameRequestCallback[] = [];
  vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  return frames;
}

/**
 * Holds the tasks the start script asks for (a message to itself, which the browser delivers in
 * a task of its own), to run them when the test says.
 */
function holdTasks(): Array<() => void> {
  const tasks: Array<() => void> = [];
  class FakeChannel {
    readonly port1: { onmessage: (() => void) | null } = { onmessage: null };
    readonly port2 = { postMessage: () => tasks.push(() => this.port1.onmessage?.()) };
  }
  vi.stubGlobal("MessageChannel", FakeChannel);
  return tasks;
}

/** The modules the start script asked the browser to fetch, in the order it asked. */
function preloaded(): string[] {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => link.getAttribute("href") ?? "",
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
});

describe("the start script of a server-rendered page", () => {
  it("reads the modules EditionDocument names on its tag, in order", () => {
    const page = renderedDocument();
    expect(page.querySelectorAll("script[src]")).toHaveLength(1);
    expect(page.querySelector("script[src]")?.getAttribute("fetchpriority")).toBe("low");
    expect(page.querySelector('link[rel="modulepreload"]')).toBeNull();
    expect(modulesToStart(page)).toEqual(modules);
  });

  it("loads them only once the page has loaded, or at the visitor's first reach for it", async () => {
    vi.useFakeTimers();
    const load = vi.fn((module: string) => Promise.resolve(module));
    const readyState = vi.spyOn(document, "readyState", "get").mockReturnValue("interactive");
    serveRenderedPage();
    const frames = holdFrames();
    startAfterLoad(load);
    expect(preloaded()).toEqual([]);
    window.dispatchEvent(new Event("keydown"));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(modules.length));
    expect(load.mock.calls.map(([module]) => module)).toEqual(modules);
    // The load event that follows starts nothing: it asks for no frame, and no timer is left.
    window.dispatchEvent(new Event("load"));
    await vi.runAllTimersAsync();
    expect(frames).toHaveLength(0);
    expect(load).toHaveBeenCalledTimes(modules.length);
    readyState.mockReturnValue("complete");
    startAfterLoad(load);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(modules.length * 2));
  });

  it("fetches every module at once, then runs them one at a time, each in a task of its own", async () => {
    vi.spyOn(document, "readyState", "get").mockReturnValue("complete");
    serveRenderedPage();
    const tasks = holdTasks();
    const running: Array<() => void> = [];
    const load = vi.fn(() => new Promise<void>((resolve) => running.push(resolve)));
    startAfterLoad(load);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    // Every fetch is under way before the first module runs.
    expect(preloaded()).toEqual(modules);
    expect(load).toHaveBeenLastCalledWith(modules[0]);
    // The next module waits for this one to have run: until then no task is asked for.
    expect(tasks).toHaveLength(0);
    running[0]!();
    // ...and then for a task of its own, not the same task's microtasks.
    await vi.waitFor(() => expect(tasks).toHaveLength(1));
    expect(load).toHaveBeenCalledTimes(1);
    tasks.shift()!();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(load).toHaveBeenLastCalledWith(modules[1]);
    running[1]!();
    await vi.waitFor(() => expect(tasks).toHaveLength(1));
    expect(load).toHaveBeenCalledTimes(2);
    tasks.shift()!();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(3));
    expect(load).toHaveBeenLastCalledWith(modules[2]);
  });

  it("after the load event, waits for the frame that paints what it loaded", async () => {
    vi.useFakeTimers();
    const load = vi.fn((module: string) => Promise.resolve(module));
    vi.spyOn(document, "readyState", "get").mockReturnValue("interactive");
    serveRenderedPage();
    const frames = holdFrames();
    startAfterLoad(load);
    window.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(0);
    expect(frames).toHaveLength(1);
    frames[0]!(performance.now());
    expect(frames).toHaveLength(2);
    // Nothing starts before the next frame, however long it takes short of the load's limit.
    await vi.advanceTimersByTimeAsync(LOAD_WAIT_LIMIT_MS - 1);
    expect(preloaded()).toEqual([]);
    frames[1]!(performance.now());
    await vi.advanceTimersByTimeAsync(0);
    expect(preloaded()).toEqual(modules);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(modules.length));
    window.dispatchEvent(new Event("keydown"));
    expect(load).toHaveBeenCalledTimes(modules.length);
  });

  it("waits until the browser reports the lead image as the page's largest paint", async () => {
    vi.useFakeTimers();
    const paints = observeLargestPaints();
    vi.spyOn(document, "readyState", "get").mockReturnValue("interactive");
    const page = serveRenderedPage(true);
    const frames = holdFrames();
    startAfterLoad(vi.fn(() => Promise.resolve()));
    window.dispatchEvent(new Event("load"));
    // Some text painted first is not the lead image: still waiting, up to the limit.
    paints.report(page.querySelector("main")!);
    await vi.advanceTimersByTimeAsync(LEAD_IMAGE_WAIT_LIMIT_MS - 1);
    expect(frames).toHaveLength(0);
    paints.report(page.querySelector("img")!);
    await vi.advanceTimersByTimeAsync(0);
    expect(frames).toHaveLength(1);
    window.dispatchEvent(new Event("keydown")); // starts, so no listener outlives the test
  });

  it("waits for the lead image no longer than its limit", () => {
    vi.useFakeTimers();
    try {
      observeLargestPaints();
      vi.spyOn(document, "readyState", "get").mockReturnValue("interactive");
      serveRenderedPage(true);
      const frames = holdFrames();
      startAfterLoad(vi.fn(() => Promise.resolve()));
      window.dispatchEvent(new Event("load"));
      vi.advanceTimersByTime(LEAD_IMAGE_WAIT_LIMIT_MS - 1);
      expect(frames).toHaveLength(0);
      vi.advanceTimersByTime(1);
      return vi.waitFor(() => expect(frames).toHaveLength(1));
    } finally {
      window.dispatchEvent(new Event("keydown"));
      vi.useRealTimers();
    }
  });

  it("starts anyway when the page's load has not ended after a while", () => {
    vi.useFakeTimers();
    try {
      const load = vi.fn((module: string) => Promise.resolve(module));
      vi.spyOn(document, "readyState", "get").mockReturnValue("interactive");
      serveRenderedPage();
      startAfterLoad(load);
      vi.advanceTimersByTime(LOAD_WAIT_LIMIT_MS - 1);
      expect(preloaded()).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(preloaded()).toEqual(modules);
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps the page as rendered when a script fails to load", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(document, "readyState", "get").mockReturnValue("complete");
    serveRenderedPage();
    startAfterLoad(() => Promise.reject(new Error("offline")));
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(modules.length));
  });
});

describe("drawAheadAtFirstScroll (issue 28)", () => {
  it("marks the page for the frame after its first scroll, and only its first", () => {
    vi.useFakeTimers();
    const frames = holdFrames();
    const html = document.documentElement;
    drawAheadAtFirstScroll(window);
    expect(html.hasAttribute(DRAW_AHEAD_ATTRIBUTE), "before any scroll").toBe(false);

    window.dispatchEvent(new Event("scroll"));
    expect(html.hasAttribute(DRAW_AHEAD_ATTRIBUTE), "at the first scroll").toBe(true);
    for (const frame of frames.splice(0)) frame(performance.now());
    expect(html.hasAttribute(DRAW_AHEAD_ATTRIBUTE), "through the frame that draws").toBe(true);
    vi.runAllTimers();
    expect(html.hasAttribute(DRAW_AHEAD_ATTRIBUTE), "in the task after that frame").toBe(false);

    window.dispatchEvent(new Event("scroll"));
    expect(html.hasAttribute(DRAW_AHEAD_ATTRIBUTE), "at a later scroll").toBe(false);
    expect(frames).toHaveLength(0);
  });
});

describe("replayEarlyTaps (issue 24, item 2)", () => {
  afterEach(async () => {
    // Every part runs: the test's start script lets go of the page before the next test's.
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, "");
    for (const island of document.querySelectorAll("site-island")) {
      island.setAttribute(ISLAND_READY_ATTRIBUTE, "");
    }
    await Promise.resolve();
    document.documentElement.removeAttribute(APP_READY_ATTRIBUTE);
    document.body.innerHTML = "";
    vi.useRealTimers();
  });

  function controls() {
    document.body.innerHTML = `
      <button type="button" id="next">next</button>
      <button type="button" id="menu" commandfor="panel" command="show-modal">menu</button>
      <form><button type="submit" id="send">send</button></form>`;
    const handled: string[] = [];
    const handlers = { on: false };
    for (const button of document.querySelectorAll("button")) {
      button.addEventListener("click", (event) => {
        // The page's own handlers exist only once it is ready, as after hydration.
        if (handlers.on) handled.push(button.id);
        if (button.type === "submit") event.preventDefault();
      });
    }
    const click = (id: string) => document.getElementById(id)!.click();
    return { handled, handlers, click };
  }

  it("keeps a tap on a button made before the page is ready and does it once when it is", async () => {
    vi.useFakeTimers();
    const { handled, handlers, click } = controls();
    replayEarlyTaps();
    click("next");
    click("next");
    expect(handled).toEqual([]);
    handlers.on = true;
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, "");
    await vi.runAllTimersAsync();
    expect(handled).toEqual(["next", "next"]);
    click("next");
    expect(handled).toEqual(["next", "next", "next"]);
  });

  it("leaves alone what the browser does itself: invoker buttons and submits", async () => {
    vi.useFakeTimers();
    const { handled, handlers, click } = controls();
    handlers.on = true;
    replayEarlyTaps();
    click("menu");
    click("send");
    expect(handled).toEqual(["menu", "send"]);
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, "");
    await vi.runAllTimersAsync();
    expect(handled).toEqual(["menu", "send"]);
  });

  /** A form only the page's script may send (the complaint form), as the server renders it. */
  function formThatNeedsScript() {
    document.body.innerHTML = `
      <form ${NEEDS_SCRIPT_ATTRIBUTE}>
        <input name="customerName" aria-label="name">
        <button type="submit" id="complaint-send">send</button>
      </form>`;
    const form = document.querySelector("form")!;
    const handlers = { on: false };
    const submissions: string[] = [];
    form.addEventListener("submit", (event) => {
      // Once the page runs, its own handler sends the form (as the complaint dialog's onSubmit).
      if (event.defaultPrevented) submissions.push("refused");
      else submissions.push(handlers.on ? "sent by the page" : "sent by the browser");
      // jsdom cannot navigate: the browser's own sending stops here in any case.
      event.preventDefault();
    });
    return { form, handlers, submissions };
  }

  it("keeps a tap on the submit button of a form that needs script, and Enter in its field, and does each once the page is ready", async () => {
    const { handlers, submissions } = formThatNeedsScript();
    replayEarlyTaps();
    const user = userEvent.setup({ delay: null });
    await user.click(document.getElementById("complaint-send")!);
    // Implicit submission: the browser clicks the form's default button.
    await user.type(document.querySelector("input")!, "王芳{Enter}");
    expect(submissions).toEqual([]);
    handlers.on = true;
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, "");
    await vi.waitFor(() => expect(submissions).toEqual(["sent by the page", "sent by the page"]));
  });

  it("refuses any other sending of a form that needs script until the page is ready", async () => {
    const { form, handlers, submissions } = formThatNeedsScript();
    replayEarlyTaps();
    form.requestSubmit();
    expect(submissions).toEqual(["refused"]);
    handlers.on = true;
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, "");
    // The start script hears of it in a microtask (a MutationObserver).
    await Promise.resolve();
    form.requestSubmit();
    expect(submissions).toEqual(["refused", "sent by the page"]);
  });

  /** Two islands of a server-rendered page, each button's handler there once its island runs. */
  function islands() {
    document.body.innerHTML = `
      <site-island data-island="0"><button type="button" id="banner-next">next</button></site-island>
      <site-island data-island="1" data-hydrate="interaction">
        <button type="button" id="upload">upload</button>
      </site-island>`;
    const handled: string[] = [];
    const ready = new Set<string>();
    for (const button of document.querySelectorAll("button")) {
      button.addEventListener("click", () => {
        if (ready.has(button.closest<HTMLElement>("site-island")!.dataset.island!)) {
          handled.push(button.id);
        }
      });
    }
    const hydrated = (index: string) => {
      ready.add(index);
      document
        .querySelector(`site-island[data-island="${index}"]`)!
        .setAttribute(ISLAND_READY_ATTRIBUTE, "");
    };
    const click = (id: string) => document.getElementById(id)!.click();
    return { handled, hydrated, click };
  }

  it("does a tap kept for an island once that island runs, before the others do", async () => {
    vi.useFakeTimers();
    const { handled, hydrated, click } = islands();
    replayEarlyTaps();
    click("banner-next");
    click("upload");
    // Each island with a kept tap is marked reached: one that waits for a reach hydrates at once.
    for (const island of document.querySelectorAll("site-island")) {
      expect(island.hasAttribute(ISLAND_REACHED_ATTRIBUTE)).toBe(true);
    }
    hydrated("0");
    await vi.runAllTimersAsync();
    expect(handled).toEqual(["banner-next"]);
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, "");
    await vi.runAllTimersAsync();
    // The page's islands that hydrate at load run; the dialog's waits to be reached.
    expect(handled).toEqual(["banner-next"]);
    hydrated("1");
    await vi.runAllTimersAsync();
    expect(handled).toEqual(["banner-next", "upload"]);
    // Every island runs: taps are the islands' own from now on.
    click("upload");
    expect(handled).toEqual(["banner-next", "upload", "upload"]);
  });

  /**
   * A carousel and a case card, in islands not yet hydrated; each records what its handlers,
   * once there, are given (as the carousel's and the card's own do).
   */
  function cardAndCarousel() {
    document.body.innerHTML = `
      <site-island data-island="0" data-hydrate="soon">
        <section>
          <div ${SWIPE_AREA_ATTRIBUTE}><a href="#slide-1" id="slide">slide 1</a></div>
          <button type="button" ${SWIPE_TO_ATTRIBUTE}="previous" id="previous">previous</button>
          <button type="button" ${SWIPE_TO_ATTRIBUTE}="next" id="next">next</button>
        </section>
      </site-island>
      <site-island data-island="1" data-hydrate="visible">
        <article tabindex="0" ${KEPT_TAP_ATTRIBUTE} id="card">case</article>
      </site-island>`;
    const handled: string[] = [];
    const ready = new Set<string>();
    for (const control of document.querySelectorAll<HTMLElement>("button, article")) {
      const island = control.closest<HTMLElement>("site-island")!.dataset.island!;
      let pressedBy = "";
      control.addEventListener("pointerdown", (event) => (pressedBy = event.pointerType));
      control.addEventListener("click", () => {
        if (ready.has(island)) handled.push(`${control.id} by ${pressedBy || "key"}`);
      });
    }
    const hydrated = (index: string) => {
      ready.add(index);
      document
        .querySelector(`site-island[data-island="${index}"]`)!
        .setAttribute(ISLAND_READY_ATTRIBUTE, "");
    };
    return { handled, hydrated };
  }

  /** A finger moving across an element, as the browser reports it: a press, a release. */
  function swipe(target: Element, from: [number, number], to: [number, number], type = "touch") {
    target.dispatchEvent(
      new PointerEvent("pointerdown", {
        bubbles: true,
        pointerType: type,
        clientX: from[0],
        clientY: from[1],
      }),
    );
    target.dispatchEvent(
      new PointerEvent("pointerup", {
        bubbles: true,
        pointerType: type,
        clientX: to[0],
        clientY: to[1],
      }),
    );
  }

  /** A tap as the browser reports it: a press, a release and the click (a PointerEvent). */
  function tap(target: Element, type = "touch") {
    swipe(target, [10, 10], [10, 10], type);
    const click = new PointerEvent("click", { bubbles: true, cancelable: true, pointerType: type });
    Object.defineProperty(click, "detail", { value: 1 });
    return target.dispatchEvent(click);
  }

  it("keeps a tap on a part marked for it, and does it with the same kind of press once its island runs", async () => {
    vi.useFakeTimers();
    const { handled, hydrated } = cardAndCarousel();
    replayEarlyTaps();
    tap(document.getElementById("card")!);
    expect(handled).toEqual([]);
    expect(
      document
        .querySelector('site-island[data-island="1"]')!
        .hasAttribute(ISLAND_REACHED_ATTRIBUTE),
    ).toBe(true);
    hydrated("1");
    await vi.runAllTimersAsync();
    expect(handled).toEqual(["card by touch"]);
  });

  it("keeps a swipe across a carousel's slides as a click on its next or previous control", async () => {
    vi.useFakeTimers();
    const { handled, hydrated } = cardAndCarousel();
    replayEarlyTaps();
    const slide = document.getElementById("slide")!;
    swipe(slide, [300, 200], [200, 210]);
    swipe(slide, [100, 200], [260, 190]);
    // Too short, more down than across, or a mouse's drag: no swipe.
    swipe(slide, [300, 200], [265, 200]);
    swipe(slide, [300, 200], [240, 320]);
    swipe(slide, [300, 200], [100, 200], "mouse");
    // A press the browser took for scrolling.
    slide.dispatchEvent(
      new PointerEvent("pointerdown", { bubbles: true, pointerType: "touch", clientX: 300 }),
    );
    slide.dispatchEvent(new PointerEvent("pointercancel", { bubbles: true, pointerType: "touch" }));
    slide.dispatchEvent(
      new PointerEvent("pointerup", { bubbles: true, pointerType: "touch", clientX: 100 }),
    );
    hydrated("0");
    await vi.runAllTimersAsync();
    expect(handled).toEqual(["next by touch", "previous by touch"]);
  });

  it("takes the click a swipe ends in on a linked slide for no tap on its link", () => {
    const { hydrated } = cardAndCarousel();
    replayEarlyTaps();
    const slide = document.getElementById("slide")!;
    swipe(slide, [300, 200], [100, 200]);
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, detail: 1 });
    expect(slide.dispatchEvent(click)).toBe(false);
    // A tap afterwards follows the link as before.
    expect(tap(slide)).toBe(true);
    hydrated("0");
  });

  it("does a swipe begun before its island ran and ended after at once", async () => {
    vi.useFakeTimers();
    const { handled, hydrated } = cardAndCarousel();
    replayEarlyTaps();
    const slide = document.getElementById("slide")!;
    slide.dispatchEvent(
      new PointerEvent("pointerdown", { bubbles: true, pointerType: "touch", clientX: 300 }),
    );
    hydrated("0");
    await vi.runAllTimersAsync();
    slide.dispatchEvent(
      new PointerEvent("pointerup", { bubbles: true, pointerType: "touch", clientX: 100 }),
    );
    await vi.runAllTimersAsync();
    expect(handled).toEqual(["next by touch"]);
  });

  it("does nothing on a page that is already running", () => {
    const { handled, handlers, click } = controls();
    handlers.on = true;
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, "");
    replayEarlyTaps();
    click("next");
    expect(handled).toEqual(["next"]);
  });
});
