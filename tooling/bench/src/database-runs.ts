// BENCH_DATABASE=postgres (or both), issue 25, item 7: the same site on SQLite and on
// PostgreSQL in one run, each measured with a list call that misses the API cache (a page
// number no request asked for before) and a cached page.
import { createBenchDatabase } from "./bench-database";
import type { BenchCertificate } from "./bench-tls";
import { loadRun, type LoadRun } from "./load-runs";
import { startSiteServer } from "./site-server";

export type Engine = "SQLite" | "PostgreSQL";

export interface EngineRuns {
  engine: Engine;
  uncachedList: LoadRun;
  cachedPage: LoadRun;
}

const LIST = "/api/pcsystem/TckgDynamic/list?dynamicType=1&pageSize=10&language=0";

async function measure(engine: Engine, certificate: BenchCertificate | null): Promise<EngineRuns> {
  const database = engine === "PostgreSQL" ? await createBenchDatabase() : null;
  const site = await startSiteServer(certificate, database ? { databaseUrl: database.url } : {});
  try {
    return {
      engine,
      uncachedList: await loadRun(
        site.origin,
        site.ca,
        "uncached list call",
        `${LIST}&pageNum=1`,
        // pageNum runs 2 to 100000 (the API's limit), then again: one pass outlasts a run.
        (n) => `${LIST}&pageNum=${(n % 99_999) + 2}`,
      ),
      cachedPage: await loadRun(site.origin, site.ca, "cached page", "/kuaiji"),
    };
  } finally {
    await site.stop();
    await database?.drop();
  }
}

export async function databaseRuns(certificate: BenchCertificate | null): Promise<EngineRuns[]> {
  return [await measure("SQLite", certificate), await measure("PostgreSQL", certificate)];
}
