// A server-rendered page is read before it is run (issue 12, item 7): its scripts are not named
// in the HTML, so they never compete with the stylesheet and the page's images for a slow
// phone's bandwidth. This start script, about a kilobyte, fetches them all in parallel once
// the page has loaded, or at once when the visitor starts to interact, and runs them in turn.

/**
 * The modules named on the start script's tag (`data-modules`, written by `EditionDocument`;
 * a test keeps the two together, since sharing the name would cost this script a second file).
 */
export function modulesToStart(document: Document): string[] {
  const tag = document.querySelector("script[data-modules]");
  return tag?.getAttribute("data-modules")?.split(" ").filter(Boolean) ?? [];
}

/**
 * Set on `<html>` by the page layer once the edition runs (hydrated, or rendered from the shell);
 * until then the page's buttons have no handlers. (The page layer spells it too; a test keeps
 * the two together: a module shared with the app would tie this script to the app's chunks.)
 */
export const APP_READY_ATTRIBUTE = "data-app-ready";

/**
 * Marks a form the browser must never send itself (the complaint form: its images upload with
 * script, and its button is hidden without script). (`@site/ui/complaint-dialog` spells it too;
 * a test keeps the two together, as for the ready attribute.)
 */
export const NEEDS_SCRIPT_ATTRIBUTE = "data-needs-script";

/**
 * Set on an island's element (`<site-island>`) once it has hydrated (issue 24): its controls
 * answer from then on. (The page layer spells it too; a test keeps the two together.)
 */
export const ISLAND_READY_ATTRIBUTE = "data-island-ready";

/**
 * Set on an island's element when a tap on one of its controls is kept: an island that waits for
 * the visitor's reach hydrates at once when its script starts, and the tap is done then.
 * (The page layer spells it too; a test keeps the two together.)
 */
export const ISLAND_REACHED_ATTRIBUTE = "data-island-reached";

/** The element around an island (`@site/pages`, which spells it too). */
export const ISLAND_TAG = "site-island";

/**
 * Marks a part that answers a tap with script although it is no button (a case card): a tap on
 * it is kept like a button's. (`@site/ui/early-input` spells it and the swipe marks too; a test
 * keeps the two together.)
 */
export const KEPT_TAP_ATTRIBUTE = "data-kept-tap";

/** A carousel's slides: a swipe across them is a click on the control its siblings name. */
export const SWIPE_AREA_ATTRIBUTE = "data-swipe-area";

/** On the controls beside a swipe area: `previous` (a swipe to the right) or `next`. */
export const SWIPE_TO_ATTRIBUTE = "data-swipe-to";

/** A horizontal move this far (px), more across than down, is a swipe. */
export const SWIPE_DISTANCE = 40;

/** At most this many early taps are kept: a visitor tapping on and on wants one or two. */
const EARLY_TAPS_KEPT = 4;

/** A kept tap: the control, and what pressed it (`touch`, `mouse`; empty for a key). */
interface KeptTap {
  control: HTMLElement;
  pointerType: string;
}

/**
 * Does a kept tap as the visitor made it: the press, so the control knows a finger from a mouse
 * (a case card opens on a tap, not on a click), then the click.
 */
function doTap({ control, pointerType }: KeptTap): void {
  if (!control.isConnected || (control as HTMLButtonElement).disabled) return;
  if (pointerType && typeof PointerEvent === "function") {
    control.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, pointerType }));
  }
  control.click();
}

/** The control a swipe across `area` clicks: its sibling marked with the swipe's direction. */
function swipeControl(area: Element, to: "previous" | "next"): HTMLElement | null {
  const siblings = area.parentElement ? [...area.parentElement.children] : [];
  const control = siblings.find((sibling) => sibling.getAttribute(SWIPE_TO_ATTRIBUTE) === to);
  return control instanceof HTMLElement ? control : null;
}

/**
 * Issue 24, item 2: a tap on a control that needs script, made before its script has run, is
 * kept and done once it has, instead of being lost: on a server-rendered page once the
 * control's island has hydrated, in the single-page shell once the app runs. Links, submit
 * buttons (the form posts without script) and buttons the browser handles itself (`commandfor`:
 * the dialogs and the menu) work natively and are left alone; the submit button of a form that
 * needs script is kept like any other button. Enter in such a form's field is a click on that
 * button (implicit submission); any other way of sending it is refused until its script runs.
 * Issue 28: so are a tap on a part marked as needing one, and a swipe across a carousel's
 * slides (a click on its next or previous control), so an island may hydrate after it is seen.
 */
export function replayEarlyTaps(root: Document = document): void {
  const html = root.documentElement;
  const allReady = () =>
    html.hasAttribute(APP_READY_ATTRIBUTE) &&
    !root.querySelector(`${ISLAND_TAG}:not([${ISLAND_READY_ATTRIBUTE}])`);
  if (allReady()) return;
  /** Whether the control's script has yet to run: its island's, or else the app's. */
  const waiting = (control: Element) => {
    const island = control.closest(ISLAND_TAG);
    return island
      ? !island.hasAttribute(ISLAND_READY_ATTRIBUTE)
      : !html.hasAttribute(APP_READY_ATTRIBUTE);
  };
  let taps: KeptTap[] = [];
  const keep = (tap: KeptTap) => {
    if (!waiting(tap.control)) {
      // Its script ran during the gesture, too late to see it begin: done now, once.
      setTimeout(() => doTap(tap), 0);
      return;
    }
    tap.control.closest(ISLAND_TAG)?.setAttribute(ISLAND_REACHED_ATTRIBUTE, "");
    if (taps.length < EARLY_TAPS_KEPT) taps.push(tap);
  };
  const needsScript = (control: Element) => {
    if (!(control instanceof HTMLButtonElement)) return control.hasAttribute(KEPT_TAP_ATTRIBUTE);
    return control.type === "button"
      ? !control.hasAttribute("commandfor")
      : control.type === "submit" && Boolean(control.form?.hasAttribute(NEEDS_SCRIPT_ATTRIBUTE));
  };
  /** A swipe begun on slides whose script has yet to run, and the area a swipe just crossed. */
  let press: { area: Element; x: number; y: number } | null = null;
  let swiped: Element | null = null;
  const onClick = (event: Event) => {
    const target = event.target as Element | null;
    // The click a swipe may end in is not a tap on the slide's link (a key's click has detail 0).
    if (swiped && (event as MouseEvent).detail > 0 && target && swiped.contains(target)) {
      swiped = null;
      event.preventDefault();
      event.stopImmediatePropagation();
      return;
    }
    swiped = null;
    const control = target?.closest?.(`a, button, [${KEPT_TAP_ATTRIBUTE}]`);
    if (!control || control.localName === "a" || !needsScript(control) || !waiting(control)) {
      return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    keep({
      control: control as HTMLElement,
      pointerType: (event as PointerEvent).pointerType ?? "",
    });
  };
  const onPointerDown = (event: Event) => {
    const { pointerType, clientX, clientY, target } = event as PointerEvent;
    const area = (target as Element | null)?.closest?.(`[${SWIPE_AREA_ATTRIBUTE}]`);
    press =
      area && pointerType !== "mouse" && waiting(area) ? { area, x: clientX, y: clientY } : null;
  };
  const onPointerUp = (event: Event) => {
    if (!press) return;
    const { area, x, y } = press;
    press = null;
    const { clientX, clientY, pointerType } = event as PointerEvent;
    const dx = clientX - x;
    if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) <= Math.abs(clientY - y)) return;
    const control = swipeControl(area, dx < 0 ? "next" : "previous");
    if (!control) return;
    swiped = area;
    keep({ control, pointerType });
  };
  // A press the browser took for scrolling ends here, not in pointerup.
  const onPointerCancel = () => (press = null);
  const onSubmit = (event: Event) => {
    const form = event.target as Element;
    if (form.hasAttribute(NEEDS_SCRIPT_ATTRIBUTE) && waiting(form)) event.preventDefault();
  };
  const listeners = [
    ["click", onClick],
    ["submit", onSubmit],
    ["pointerdown", onPointerDown],
    ["pointerup", onPointerUp],
    ["pointercancel", onPointerCancel],
  ] as const;
  for (const [type, listener] of listeners) root.addEventListener(type, listener, true);
  const ready = new MutationObserver(() => {
    const due = taps.filter((tap) => !waiting(tap.control));
    taps = taps.filter((tap) => waiting(tap.control));
    // In the order they came, each in its own task, so each sees what the one before it did.
    for (const [index, tap] of due.entries()) setTimeout(() => doTap(tap), index * 50);
    if (!allReady()) return;
    ready.disconnect();
    for (const [type, listener] of listeners) root.removeEventListener(type, listener, true);
  });
  ready.observe(html, {
    attributes: true,
    subtree: true,
    attributeFilter: [APP_READY_ATTRIBUTE, ISLAND_READY_ATTRIBUTE],
  });
}

/**
 * Set on `<html>` for one frame at the page's first scroll: every part waiting to be drawn is
 * drawn in it (`@site/ui/draw-ahead` spells it, with the stylesheet; a test keeps the two
 * together).
 */
export const DRAW_AHEAD_ATTRIBUTE = "data-draw-ahead";

/**
 * Issue 28: on a phone, the sections below the first screen wait to be drawn until the visitor
 * nears them, standing in taller than they are (`content-visibility: auto`). A jump down the
 * page (the browser restoring a reloaded page's place, a link to a part further down) then draws
 * them one frame at a time: each one drawn shrinks to its own height and pulls the next into
 * reach, and on a slow phone a tap right after waited behind four such frames (up to 260 ms).
 * At the first scroll they are all drawn in one frame; each keeps the height it was drawn at
 * (`contain-intrinsic-size: auto`) and waits again once the attribute is gone, so the page's
 * later style work (a dialog making the page behind it inert) still covers only what is near.
 */
export function drawAheadAtFirstScroll(win: Window = window): void {
  const html = win.document.documentElement;
  const drawAhead = () => {
    html.setAttribute(DRAW_AHEAD_ATTRIBUTE, "");
    // The frame that follows the scroll lays the page out with it; the task after that frame
    // takes it away.
    win.requestAnimationFrame(() =>
      win.setTimeout(() => html.removeAttribute(DRAW_AHEAD_ATTRIBUTE), 0),
    );
  };
  win.addEventListener("scroll", drawAhead, { once: true, passive: true });
}

/** A visitor reaching for the page: no reason to wait for the rest of it to load. */
const INTENT_EVENTS = ["pointerdown", "touchstart", "keydown", "focusin"] as const;

/** A page whose load never ends (an image that hangs) still becomes interactive. */
export const LOAD_WAIT_LIMIT_MS = 8000;

/** Fetches a module without running it, so every file of the page comes down at once. */
function preloadModule(module: string): void {
  const link = document.createElement("link");
  link.rel = "modulepreload";
  link.href = module;
  document.head.append(link);
}

/** Lets the browser paint and answer input before the next module runs. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * Runs the modules one at a time, each in a task of its own: the libraries are a few hundred
 * kilobytes, and run as one they would hold a phone's main thread for a long stretch. The list
 * names each module after those it imports, so each one finds its imports already run.
 */
async function runInTurn(modules: readonly string[], load: (module: string) => Promise<unknown>) {
  for (const module of modules) {
    try {
      await load(module);
    } catch (error) {
      // The page stays readable and its links work: it was rendered on the server.
      console.error(`The page's script ${module} did not load.`, error);
    }
    await nextTask();
  }
}

/** How long after the load event the scripts wait at most for the lead image to be shown. */
export const LEAD_IMAGE_WAIT_LIMIT_MS = 1000;

/**
 * Resolves once the browser reports the page's lead image (the one the page fetches first,
 * `fetchpriority="high"`: the banner, the page hero or an article's first picture) as its
 * largest paint. Where the page has none, the browser cannot tell (no Largest Contentful Paint),
 * or the image is never the largest paint (some text is larger, or it failed), it waits no
 * longer than the limit.
 */
function leadImageShown(): Promise<void> {
  const lead = document.querySelector('img[fetchpriority="high"]');
  const observable =
    typeof PerformanceObserver !== "undefined" &&
    PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint");
  if (!lead || !observable) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(limit);
      resolve();
    };
    const observer = new PerformanceObserver((entries) => {
      const shown = entries
        .getEntries()
        .some((entry) => "element" in entry && entry.element === lead);
      if (shown) done();
    });
    const limit = setTimeout(done, LEAD_IMAGE_WAIT_LIMIT_MS);
    observer.observe({ type: "largest-contentful-paint", buffered: true });
  });
}

/** How many fetches one task starts: each costs the main thread a little, and there are a dozen. */
const PRELOADS_PER_TASK = 4;

async function preloadThenRun(
  modules: readonly string[],
  load: (module: string) => Promise<unknown>,
): Promise<void> {
  for (let first = 0; first < modules.length; first += PRELOADS_PER_TASK) {
    if (first > 0) await nextTask();
    for (const module of modules.slice(first, first + PRELOADS_PER_TASK)) preloadModule(module);
  }
  await runInTurn(modules, load);
}

/** `load` is the browser's `import()`; a test passes its own. */
export function startAfterLoad(
  load: (module: string) => Promise<unknown> = (module) => import(/* @vite-ignore */ module),
): void {
  const modules = modulesToStart(document);
  replayEarlyTaps();
  drawAheadAtFirstScroll();
  let started = false;
  let waitLimit: ReturnType<typeof setTimeout> | undefined = undefined;
  const start = () => {
    if (started) return;
    started = true;
    clearTimeout(waitLimit);
    window.removeEventListener("load", afterLoadPainted);
    for (const event of INTENT_EVENTS) window.removeEventListener(event, start, true);
    void preloadThenRun(modules, load);
  };
  // What finished loading with the load event is painted in the frame after it, and shown a
  // little later: the scripts wait until the page's lead image has been shown and then for the
  // frame after that one, so the page's largest image or text is on screen before they use the
  // line or the processor. (A hidden tab draws no frames: its page starts when it is shown.)
  function afterLoadPainted() {
    void leadImageShown().then(() =>
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0))),
    );
  }
  if (document.readyState === "complete") {
    start();
    return;
  }
  window.addEventListener("load", afterLoadPainted);
  waitLimit = setTimeout(start, LOAD_WAIT_LIMIT_MS);
  for (const event of INTENT_EVENTS) {
    window.addEventListener(event, start, { capture: true, passive: true });
  }
}
