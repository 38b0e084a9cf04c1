// The browser's half of the islands (issue 24, item 1): a server-rendered page's only app code.
// It hydrates each island of the page alone, from the props the page carries, and does the
// page's own tasks; the rest of the page stays the server's HTML. It imports no React: that
// comes with the first island that hydrates (`./hydrate-island`), so a page whose islands all
// wait for the visitor runs a few kilobytes of script at load.
import { getIpFlag, recordVisit } from "@site/api/beacons";
import { APP_READY_ATTRIBUTE } from "../app-ready";
import { checkCountryOnce } from "../country-check";
import { inIdleSlices, whenIdle } from "./idle-tasks";
import { readIslandData, type PageTasks } from "./island-data";
import {
  ISLAND_REACHED_ATTRIBUTE,
  ISLAND_READY_ATTRIBUTE,
  ISLAND_TAG,
  type IslandEntry,
  type IslandHydration,
} from "./page-island";
import type * as HydratorModule from "./hydrate-island";
import { islandModules, type IslandModules } from "./registry";

/**
 * What reaches into an island that waits for the visitor: a pointer over it or pressed on it
 * (a mouse's hover opens a menu), the focus in it, a key or an input.
 */
const REACH_EVENTS = ["pointerover", "pointerdown", "focusin", "keydown", "input"] as const;

/** React and the hydration, loaded once, with the first island that hydrates. */
let hydrator: Promise<typeof HydratorModule> | null = null;
const loadHydrator = () => (hydrator ??= import("./hydrate-island"));

/** Lets the browser paint and answer input between islands. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * D6's visit record and D3's country check: once per page load. The check waits for an idle
 * moment: its mark in `sessionStorage` is read through a synchronous call to the browser, which
 * while the page's files still load has held the main thread for 15 ms and more.
 */
function runPageTasks(page: PageTasks): void {
  const target = { baseUrl: page.apiBaseUrl };
  if (page.visit) void recordVisit(target, page.visit);
  const redirectTo = page.countryCheckRedirect;
  if (redirectTo) {
    whenIdle(() => {
      checkCountryOnce({ getIpFlag: () => getIpFlag(target) }, { redirectTo });
    });
  }
}

interface PageIsland {
  element: HTMLElement;
  index: number;
  entry: Omit<IslandEntry, "hydrate">;
}

/** Hydrates one island; resolves once it answers. */
async function hydrateIsland({ element, index, entry }: PageIsland, modules: IslandModules) {
  const load = modules[entry.name];
  if (!load) {
    console.error(`The page names an island "${entry.name}" that this build does not have.`);
    return;
  }
  const [{ hydrateIsland: hydrate }, module] = await Promise.all([loadHydrator(), load()]);
  await new Promise<void>((resolve) => {
    hydrate({ element, index, name: entry.name, module, props: entry.props }, () => {
      element.setAttribute(ISLAND_READY_ATTRIBUTE, "");
      resolve();
    });
  });
}

/**
 * Whether the visitor reached into the island before the page's script ran: tapped one of its
 * buttons (the start script kept the tap), opened its dialog (the browser does that itself), put
 * the focus in it or the pointer over it; or, for one that also waits for a scroll, scrolled.
 */
function reachedAlready(element: HTMLElement, hydrate: IslandHydration): boolean {
  return (
    element.hasAttribute(ISLAND_REACHED_ATTRIBUTE) ||
    element.contains(document.activeElement) ||
    element.querySelector("dialog[open], :hover") !== null ||
    (hydrate === "scroll" && window.scrollY > 0)
  );
}

/**
 * Runs `task` once the browser has drawn its next frame (or after 100 ms, should no frame come,
 * as in a hidden tab). A reach is often the browser opening a dialog: the visitor sees it
 * first, and the island's code runs after (the dialog works as the browser's own meanwhile).
 */
function afterNextPaint(task: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    task();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 100);
}

/** How far ahead of the screen (a share of its height) an island that waits to be near starts. */
export const VISIBLE_AHEAD = "75%";

/** How long after the page's script starts an island that comes alive soon hydrates. */
export const SOON_AFTER_START_MS = 2500;

/**
 * Calls `start` once any of the island's boxes comes within `VISIBLE_AHEAD` of the screen. Its
 * element is `display: contents` and has no box of its own: its children are watched. Where the
 * browser cannot tell, it starts at once.
 */
function whenNear(element: HTMLElement, start: () => void): () => void {
  if (typeof IntersectionObserver !== "function" || !element.children.length) {
    start();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) start();
    },
    { rootMargin: `${VISIBLE_AHEAD} 0px` },
  );
  for (const child of element.children) observer.observe(child);
  return () => observer.disconnect();
}

/**
 * Hydrates the island the first time the visitor reaches into it, or the first time its own
 * moment comes (the page's first scroll, the island nearing the screen, a little after the
 * start), after the frame that shows what was reached.
 */
function hydrateWhenDue(island: PageIsland, modules: IslandModules, hydrate: IslandHydration) {
  const stops: (() => void)[] = [];
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const stop of stops) stop();
    afterNextPaint(() => {
      void hydrateIsland(island, modules).catch((error: unknown) => {
        console.error(`The island "${island.entry.name}" did not load.`, error);
      });
    });
  };
  for (const type of REACH_EVENTS) {
    island.element.addEventListener(type, start, { capture: true, passive: true });
    stops.push(() => island.element.removeEventListener(type, start, true));
  }
  if (hydrate === "scroll") {
    window.addEventListener("scroll", start, { passive: true });
    stops.push(() => window.removeEventListener("scroll", start));
  }
  if (hydrate === "soon") {
    const timer = setTimeout(start, SOON_AFTER_START_MS);
    stops.push(() => clearTimeout(timer));
  }
  if (hydrate === "visible") stops.push(whenNear(island.element, start));
}

/**
 * Set on `<html>` once the page has asked for the files of its islands that wait for the visitor
 * (`prefetchSoon`), whether or not it had any: the bench counts them before it calls the page idle.
 */
export const ISLANDS_PREFETCHED_ATTRIBUTE = "data-islands-prefetched";

/**
 * Fetches the files of the islands that wait for the visitor without running them
 * (`modulepreload`), so a later reach only runs them. Not while the page loads: on a phone's
 * link two dozen files would compete with the first screen's pictures, and the main thread
 * would take their responses between its first layouts. They come with the home banner,
 * `SOON_AFTER_START_MS` after the start; an island reached before then fetches its own. The
 * links are added in idle slices: each starts a request, a fraction of a millisecond that would
 * otherwise be spent in one stretch.
 */
function prefetchSoon(files: readonly string[]): void {
  const done = () => document.documentElement.setAttribute(ISLANDS_PREFETCHED_ATTRIBUTE, "");
  setTimeout(() => {
    if (!files.length) {
      done();
      return;
    }
    inIdleSlices(files, (file) => {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = file;
      document.head.append(link);
      if (file === files.at(-1)) done();
    });
  }, SOON_AFTER_START_MS);
}

/** Runs a server-rendered page: its tasks, then its islands, each in a task of its own. */
export async function startIslands(modules: IslandModules = islandModules): Promise<void> {
  const data = readIslandData(document);
  if (!data) return;
  runPageTasks(data.page);
  prefetchSoon(data.prefetch ?? []);
  const atLoad: PageIsland[] = [];
  for (const element of document.querySelectorAll<HTMLElement>(`${ISLAND_TAG}[data-island]`)) {
    const index = Number(element.dataset.island);
    const entry = data.islands[index];
    if (!entry) continue;
    const island = { element, index, entry };
    const hydrate = (element.dataset.hydrate ?? "load") as IslandHydration;
    if (hydrate !== "load" && !reachedAlready(element, hydrate)) {
      hydrateWhenDue(island, modules, hydrate);
    } else {
      atLoad.push(island);
    }
  }
  // Every module asked for at once; each island hydrated in turn, in the page's order.
  if (atLoad.length) void loadHydrator().catch(() => undefined);
  for (const { entry } of atLoad) void modules[entry.name]?.().catch(() => undefined);
  for (const island of atLoad) {
    try {
      await hydrateIsland(island, modules);
    } catch (error) {
      // The rest of the page still answers: it is the server's HTML and the other islands.
      console.error(`The island "${island.entry.name}" did not load.`, error);
    }
    await nextTask();
  }
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, "");
}
