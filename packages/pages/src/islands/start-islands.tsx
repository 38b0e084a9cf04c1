// The browser's half of the islands (issue 24, item 1): a server-rendered page's only app code.
// It hydrates each island of the page alone, from the props the page carries, and does the
// page's own tasks; the rest of the page stays the server's HTML.
import { getIpFlag, recordVisit } from "@site/api/beacons";
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { APP_READY_ATTRIBUTE } from "../app-ready";
import { checkCountryOnce } from "../country-check";
import { ISLAND_TAG, type IslandEntry } from "./island";
import { readIslandData, type PageTasks } from "./island-data";
import { IslandRoot } from "./island-root";
import { islandModules, type IslandModules } from "./registry";
import { islandIdPrefix } from "./island-ids";

/**
 * Set on an island's element once it answers: the start script replays the taps it kept for
 * it. (The start script spells it too; a test keeps the two together.)
 */
export const ISLAND_READY_ATTRIBUTE = "data-island-ready";

/** What reaches into an island that hydrates on interaction (a dialog opened, a field focused). */
const REACH_EVENTS = ["pointerdown", "focusin", "keydown", "input"] as const;

/** Lets the browser paint and answer input between islands. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** D6's visit record and D3's country check: once per page load. */
function runPageTasks(page: PageTasks): void {
  const target = { baseUrl: page.apiBaseUrl };
  if (page.visit) void recordVisit(target, page.visit);
  if (page.countryCheckRedirect) {
    checkCountryOnce(
      { getIpFlag: () => getIpFlag(target) },
      { redirectTo: page.countryCheckRedirect },
    );
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
  const { island } = await load();
  await new Promise<void>((resolve) => {
    const onHydrated = () => {
      element.setAttribute(ISLAND_READY_ATTRIBUTE, "");
      resolve();
    };
    // In a transition React hydrates in slices of a few milliseconds, so the browser paints
    // and answers input between them: no long task on a phone, however large the island.
    startTransition(() => {
      hydrateRoot(
        element,
        <IslandRoot onHydrated={onHydrated}>
          <island.Component {...entry.props} />
        </IslandRoot>,
        {
          identifierPrefix: islandIdPrefix(index),
          onRecoverableError: (error) =>
            console.error(`The island "${entry.name}" differs from the server's HTML.`, error),
        },
      );
    });
  });
}

/**
 * Whether the visitor reached into the island before the page's script ran: opened its dialog
 * (the browser does that itself) or put the focus in it.
 */
function reachedAlready(element: HTMLElement): boolean {
  return element.contains(document.activeElement) || element.querySelector("dialog[open]") !== null;
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

/** Hydrates the island the first time the visitor reaches into it, after the frame it shows. */
function hydrateOnReach(island: PageIsland, modules: IslandModules): void {
  const start = () => {
    for (const type of REACH_EVENTS) island.element.removeEventListener(type, start, true);
    afterNextPaint(() => {
      void hydrateIsland(island, modules).catch((error: unknown) => {
        console.error(`The island "${island.entry.name}" did not load.`, error);
      });
    });
  };
  for (const type of REACH_EVENTS) {
    island.element.addEventListener(type, start, { capture: true, passive: true });
  }
}

/** Runs a server-rendered page: its tasks, then its islands, each in a task of its own. */
export async function startIslands(modules: IslandModules = islandModules): Promise<void> {
  const data = readIslandData(document);
  if (!data) return;
  runPageTasks(data.page);
  const atLoad: PageIsland[] = [];
  for (const element of document.querySelectorAll<HTMLElement>(`${ISLAND_TAG}[data-island]`)) {
    const index = Number(element.dataset.island);
    const entry = data.islands[index];
    if (!entry) continue;
    const island = { element, index, entry };
    if (element.dataset.hydrate === "interaction" && !reachedAlready(element)) {
      hydrateOnReach(island, modules);
    } else {
      atLoad.push(island);
    }
  }
  // Every module asked for at once; each island hydrated in turn, in the page's order.
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
