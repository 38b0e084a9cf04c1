/// <reference types="vite/client" />
// Every island the browser can hydrate, by name: the modules `*.island.tsx` beside this one,
// each loaded when a page has its island, and each its own file of the build.
import type { IslandDefinition } from "./island";

export interface IslandModule {
  island: IslandDefinition<object>;
}

export type IslandModules = Readonly<Record<string, () => Promise<IslandModule>>>;

const ISLAND_FILE = /^\.\/([\w-]+)\.island\.tsx$/;

export const islandModules: IslandModules = Object.fromEntries(
  Object.entries(import.meta.glob<IslandModule>("./*.island.tsx")).map(([path, load]) => [
    ISLAND_FILE.exec(path)![1]!,
    load,
  ]),
);
