// The start script spells the names it shares with the islands and the complaint form itself: a
// module shared with them would tie that script, loaded before anything else, to the app's
// chunks. These stay one.
import { NEEDS_SCRIPT_ATTRIBUTE } from "@site/ui/complaint-dialog";
import { DRAW_AHEAD_ATTRIBUTE } from "@site/ui/draw-ahead";
import * as earlyInput from "@site/ui/early-input";
import * as startScript from "../document-start";
import { describe, expect, it } from "vitest";
import { APP_READY_ATTRIBUTE } from "../app-ready";
import { ISLAND_REACHED_ATTRIBUTE, ISLAND_READY_ATTRIBUTE, ISLAND_TAG } from "./page-island";

describe("the names the start script waits for", () => {
  it("are the islands' own", () => {
    expect(startScript.ISLAND_TAG).toBe(ISLAND_TAG);
    expect(startScript.ISLAND_READY_ATTRIBUTE).toBe(ISLAND_READY_ATTRIBUTE);
    expect(startScript.ISLAND_REACHED_ATTRIBUTE).toBe(ISLAND_REACHED_ATTRIBUTE);
    expect(startScript.APP_READY_ATTRIBUTE).toBe(APP_READY_ATTRIBUTE);
  });

  it("is the complaint form's mark of a form only script may send", () => {
    expect(startScript.NEEDS_SCRIPT_ATTRIBUTE).toBe(NEEDS_SCRIPT_ATTRIBUTE);
  });

  it("are the marks the components put on what they want kept: taps on cards, swipes", () => {
    expect(startScript.KEPT_TAP_ATTRIBUTE).toBe(earlyInput.KEPT_TAP_ATTRIBUTE);
    expect(startScript.SWIPE_AREA_ATTRIBUTE).toBe(earlyInput.SWIPE_AREA_ATTRIBUTE);
    expect(startScript.SWIPE_TO_ATTRIBUTE).toBe(earlyInput.SWIPE_TO_ATTRIBUTE);
    expect(startScript.SWIPE_DISTANCE).toBe(earlyInput.SWIPE_DISTANCE);
  });

  it("is the stylesheet's mark for drawing every waiting section at the first scroll", () => {
    expect(startScript.DRAW_AHEAD_ATTRIBUTE).toBe(DRAW_AHEAD_ATTRIBUTE);
  });
});
