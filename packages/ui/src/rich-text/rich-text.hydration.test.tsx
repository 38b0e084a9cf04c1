import { act, waitFor } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as RichTextModule from "./rich-text";
import type * as SanitizerModule from "./sanitizer";

// Issue 24, item 1: a server-rendered page's rich text is kept as the server sanitized it; the
// browser loads the sanitizer only for rich text the server did not render.

let RichText: typeof RichTextModule.RichText;
let sanitizer: typeof SanitizerModule;
let root: Root | null = null;

beforeEach(async () => {
  // Fresh modules: the test setup loads the sanitizer for the other tests.
  vi.resetModules();
  ({ RichText } = await import("./rich-text"));
  sanitizer = await import("./sanitizer");
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

const SERVER_HTML =
  '<div class="rich-text"><p>第一段</p><p>第二段<img src="/a.png" alt="图"></p></div>';

function serverPage(): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = SERVER_HTML;
  document.body.append(container);
  return container;
}

describe("RichText in a server-rendered page", () => {
  it("hydrates the server's HTML as it is, without a warning and without the sanitizer", async () => {
    const errors = vi.spyOn(console, "error");
    const container = serverPage();
    const raw = '<p>第一段</p><p>第二段<img src="/a.png" alt="图" onerror="x()"></p>';
    await act(async () => {
      root = hydrateRoot(container, <RichText html={raw} />);
    });
    // A moment in which the sanitizer must NOT be loaded nor the HTML touched: the wait is the
    // behaviour under test (there is no event for a load that does not happen).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.innerHTML).toBe(SERVER_HTML);
    expect(errors).not.toHaveBeenCalled();
    expect(sanitizer.readySanitizer()).toBeNull();
  });

  it("loads the sanitizer for rich text the server did not render, showing its text meanwhile", async () => {
    const container = serverPage();
    const raw = "<p>第一段</p>";
    await act(async () => {
      root = hydrateRoot(container, <RichText html={raw} />);
    });
    // A pager turns: the next page's text comes from the browser's own read.
    await act(async () => {
      root!.render(<RichText html={'<p onclick="x()">第三段</p><script>x()</script>'} />);
    });
    await waitFor(() =>
      expect(container.innerHTML).toBe('<div class="rich-text"><p>第三段</p></div>'),
    );
    expect(sanitizer.readySanitizer()).not.toBeNull();
  });
});
