// @vitest-environment node
import { useId } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { defineIsland, Island, IslandCollector, IslandCollectorContext } from "./island";
import { islandDataScript } from "./island-data";
import { renderIslands } from "./server-islands";

function Field({ label }: { label: string }) {
  const id = useId();
  return (
    <label htmlFor={id}>
      {label}
      <input id={id} />
    </label>
  );
}

const field = defineIsland("field", Field);

function Page() {
  return (
    <main>
      <h1>Static</h1>
      <Island island={field} props={{ label: "Name" }} />
      <Island island={field} props={{ label: "Phone" }} hydrate="interaction" />
    </main>
  );
}

describe("islands on the server", () => {
  it("renders each island alone into its placeholder, with ids of its own and its timing", () => {
    const collector = new IslandCollector();
    const page = renderToString(
      <IslandCollectorContext value={collector}>
        <Page />
      </IslandCollectorContext>,
    );
    expect(page).toContain('<site-island data-island="0"></site-island>');
    expect(collector.entries.map(({ name, props, hydrate }) => ({ name, props, hydrate }))).toEqual(
      [
        { name: "field", props: { label: "Name" }, hydrate: "load" },
        { name: "field", props: { label: "Phone" }, hydrate: "interaction" },
      ],
    );
    const html = renderIslands(page, collector);
    const islands = [
      ...html.matchAll(
        /<site-island data-island="(\d)" data-hydrate="(\w+)">(.*?)<\/site-island>/g,
      ),
    ];
    expect(islands.map(([, index, hydrate]) => [index, hydrate])).toEqual([
      ["0", "load"],
      ["1", "interaction"],
    ]);
    // What hydrating each alone, with the same prefix, renders.
    for (const [, index, , inner] of islands) {
      const props = collector.entries[Number(index)]!.props as { label: string };
      const alone = renderToString(<Field {...props} />, { identifierPrefix: `i${index}-` });
      expect(inner).toBe(alone);
      expect(inner).toContain(`id="_i${index}-`);
    }
  });

  it("renders an island inline where no server collects them (the single-page app)", () => {
    expect(renderToString(<Page />)).toMatch(/<site-island><label for="[^"]+">Name<input/);
  });

  it("writes the islands' props as JSON no content can break out of", () => {
    const hostile = "</script><script>alert(1)</script><!--";
    const script = islandDataScript({
      page: { apiBaseUrl: "", visit: null, countryCheckRedirect: null },
      islands: [{ name: "field", props: { label: hostile } }],
      prefetch: [],
    });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain("<!--");
    const json = /^<script type="application\/json" id="site-islands">(.*)<\/script>$/.exec(
      script,
    )![1]!;
    expect(JSON.parse(json).islands[0].props.label).toBe(hostile);
  });
});
