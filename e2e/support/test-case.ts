import type { TestInfo, TestType } from "@playwright/test";
import type { test } from "./api-fixtures";

type Fixtures<T> =
  T extends TestType<infer TestArgs, infer WorkerArgs> ? TestArgs & WorkerArgs : never;

/**
 * A test of either edition, written once: a spec declares it with `test(...someTest(edition,
 * copy))`, so the test stays listed, run and reported where the spec declares it.
 */
export type TestCase = readonly [
  title: string,
  body: (args: Fixtures<typeof test>, testInfo: TestInfo) => Promise<void>,
];
