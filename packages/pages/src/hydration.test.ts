// @vitest-environment jsdom
import { dehydrate, QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import {
  freshenedQueries,
  HYDRATION_DATA_ID,
  hydrationScript,
  jsonForScript,
  readHydrationPayload,
  type HydrationPayload,
} from "./hydration";

const hostile = `</script><script>alert(1)</script><!-- \u2028 & >`;

function payloadWith(text: string): HydrationPayload {
  const client = new QueryClient();
  client.setQueryData(["site", "zh", "news"], { rows: [{ title: text }], total: 1 });
  return {
    assets: {
      styles: ["/assets/zh/index.css"],
      start: { src: "/assets/zh/start.js", modules: [] },
    },
    router: { loaderData: { "0": null }, errors: null },
    queries: dehydrate(client),
    publicSite: null,
  };
}

describe("jsonForScript", () => {
  it("leaves nothing in the text that could close the script or open a comment", () => {
    const json = jsonForScript({ title: hostile });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ title: hostile });
  });
});

describe("the payload in a page", () => {
  it("survives a round trip through the HTML parser, content and all", () => {
    const payload = payloadWith(hostile);
    document.body.innerHTML = `<div id="root"></div>${hydrationScript(payload)}`;
    expect(document.querySelectorAll("script")).toHaveLength(1);
    expect(document.getElementById(HYDRATION_DATA_ID)?.getAttribute("type")).toBe(
      "application/json",
    );
    expect(readHydrationPayload(document)).toEqual(JSON.parse(JSON.stringify(payload)));
  });

  it("is absent from the single-page shell, and a broken one counts as absent", () => {
    document.body.innerHTML = `<div id="root"></div>`;
    expect(readHydrationPayload(document)).toBeNull();
    document.body.innerHTML = `<script type="application/json" id="${HYDRATION_DATA_ID}">{ broken</script>`;
    expect(readHydrationPayload(document)).toBeNull();
  });
});

describe("freshenedQueries", () => {
  it("dates every query at the moment of hydration, so none is stale on arrival", () => {
    const state = payloadWith("a").queries;
    const later = Date.now() + 60 * 60 * 1000;
    const fresh = freshenedQueries(state, later);
    expect(fresh.queries.map((query) => query.state.dataUpdatedAt)).toEqual([later]);
    expect(fresh.queries[0]?.state.data).toEqual(state.queries[0]?.state.data);
  });
});
