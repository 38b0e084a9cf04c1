// Issue 24, item 1: a server-rendered page hydrates only what is interactive. Each interactive
// part is an island: a component of its own, rendered by the server from props that the page
// carries as inert JSON, and hydrated alone in the browser from the same props. Everything
// around it stays the server's HTML and runs no script. In the single-page shell (D1) an island
// is an ordinary part of the app's tree.
import { createContext, use, useId, type ComponentType } from "react";
import type { IslandEntry, IslandHydration } from "./page-island";

export interface IslandDefinition<Props extends object> {
  /** Its module's file name under `islands/` (`<name>.island.tsx`): how the browser loads it. */
  name: string;
  Component: ComponentType<Props>;
  hydrate: IslandHydration;
  /**
   * For one that waits for the visitor: its files are fetched (not run) a moment after the
   * page's start, once it has loaded, so a later reach only runs them. A dialog's are not: its
   * form and rules load when it is reached.
   */
  prefetch: boolean;
}

export function defineIsland<Props extends object>(
  name: string,
  Component: ComponentType<Props>,
  hydrate: IslandHydration = "load",
  { prefetch = false }: { prefetch?: boolean } = {},
): IslandDefinition<Props> {
  return { name, Component, hydrate, prefetch };
}

/**
 * A server render's islands, in the order the page renders them. The page's tree renders an
 * empty placeholder for each; each island is rendered alone afterwards (`./server-islands`), so
 * its HTML is what the browser's hydration of it alone renders, ids included.
 */
export class IslandCollector {
  readonly entries: (IslandEntry & { Component: ComponentType<object>; prefetch: boolean })[] = [];
  private readonly indexByKey = new Map<string, number>();

  add<Props extends object>(
    key: string,
    island: IslandDefinition<Props>,
    props: Props,
    hydrate: IslandHydration,
  ): number {
    const known = this.indexByKey.get(key);
    const entry = {
      name: island.name,
      props,
      hydrate,
      prefetch: island.prefetch,
      Component: island.Component as ComponentType<object>,
    };
    if (known !== undefined) {
      this.entries[known] = entry;
      return known;
    }
    this.indexByKey.set(key, this.entries.length);
    this.entries.push(entry);
    return this.entries.length - 1;
  }
}

export const IslandCollectorContext = createContext<IslandCollector | null>(null);

export interface IslandProps<Props extends object> {
  island: IslandDefinition<Props>;
  /** Everything it renders from: plain data, written into the page as JSON. */
  props: Props;
  /** Overrides the island's own timing (a dialog that comes back open hydrates at load). */
  hydrate?: IslandHydration;
}

/** An interactive part of a page: an island on a server render, inline in the single-page app. */
export function Island<Props extends object>({ island, props, hydrate }: IslandProps<Props>) {
  const collector = use(IslandCollectorContext);
  const key = useId();
  if (collector) {
    const index = collector.add(key, island, props, hydrate ?? island.hydrate);
    return <site-island data-island={index} />;
  }
  return (
    <site-island>
      <island.Component {...props} />
    </site-island>
  );
}

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "site-island": React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        "data-island"?: number;
        "data-hydrate"?: IslandHydration;
      };
    }
  }
}
