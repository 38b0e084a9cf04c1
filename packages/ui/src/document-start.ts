// A server-rendered page is read before it is run (issue 12, item 7): its scripts are not named
// in the HTML, so they never compete with the stylesheet and the page's images for a slow
// phone's bandwidth. This start script, a few hundred bytes, fetches them all in parallel once
// the page has loaded, or at once when the visitor starts to interact.

/**
 * The modules named on the start script's tag (`data-modules`, written by `EditionDocument`;
 * a test keeps the two together, since sharing the name would cost this script a second file).
 */
export function modulesToStart(document: Document): string[] {
  const tag = document.querySelector("script[data-modules]");
  return tag?.getAttribute("data-modules")?.split(" ").filter(Boolean) ?? [];
}

/** A visitor reaching for the page: no reason to wait for the rest of it to load. */
const INTENT_EVENTS = ["pointerdown", "touchstart", "keydown", "focusin"] as const;

/** A page whose load never ends (an image that hangs) still becomes interactive. */
export const LOAD_WAIT_LIMIT_MS = 8000;

/** `load` is the browser's `import()`; a test passes its own. */
export function startAfterLoad(
  load: (module: string) => Promise<unknown> = (module) => import(/* @vite-ignore */ module),
): void {
  const modules = modulesToStart(document);
  let started = false;
  let waitLimit: ReturnType<typeof setTimeout> | undefined = undefined;
  const start = () => {
    if (started) return;
    started = true;
    clearTimeout(waitLimit);
    window.removeEventListener("load", afterLoadPainted);
    for (const event of INTENT_EVENTS) window.removeEventListener(event, start, true);
    // Fetched together: the entry's imports and the page's view need not wait for the entry.
    for (const module of modules) {
      load(module).catch((error: unknown) => {
        // The page stays readable and its links work: it was rendered on the server.
        console.error(`The page's script ${module} did not load.`, error);
      });
    }
  };
  // What finished loading with the load event is painted in the frame after it, and shown a
  // little later: the scripts wait until the frame after that one, so the page's largest image
  // or text is on screen before they use the line or the processor. (A hidden tab draws no
  // frames: its page starts when it is shown.)
  function afterLoadPainted() {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
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
