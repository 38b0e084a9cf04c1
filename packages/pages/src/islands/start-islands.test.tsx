// @vitest-environment jsdom
// An island that hydrates on reach (a dialog the browser opens) starts after the frame that
// shows what the visitor reached, never inside the tap that reached it.
import { afterEach, describe, expect, it, vi } from "vitest";
import { defineIsland } from "./island";
import { islandDataScript } from "./island-data";
import type { IslandModule } from "./registry";
import { startIslands } from "./start-islands";

function Note({ text }: { text: string }) {
  return <p>{text}</p>;
}

const note = defineIsland("note", Note) as unknown as IslandModule["island"];

function pageWithDialogIsland(): HTMLElement {
  document.body.innerHTML = `<site-island data-island="0" data-hydrate="interaction"><p>Reached</p></site-island>${islandDataScript(
    {
      page: { apiBaseUrl: "", visit: null, countryCheckRedirect: null },
      islands: [{ name: "note", props: { text: "Reached" } }],
    },
  )}`;
  return document.querySelector("site-island")!;
}

/** Resolves after the browser's next frame and the task after it. */
const afterFrame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

afterEach(() => {
  document.body.innerHTML = "";
  document.documentElement.removeAttribute("data-app-ready");
});

describe("startIslands, an island hydrated on reach", () => {
  it("loads nothing until the visitor reaches into it", async () => {
    pageWithDialogIsland();
    const load = vi.fn(async () => ({ island: note }));
    await startIslands({ note: load });
    expect(document.documentElement.hasAttribute("data-app-ready")).toBe(true);
    await afterFrame();
    expect(load).not.toHaveBeenCalled();
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
});
