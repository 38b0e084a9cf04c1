// `pnpm bench` (issue 12, item 8): the built site measured against its budgets
// (tooling/bench/budgets.json), side by side with its baselines in the same run. Not in CI.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PAGE_HEADERS_KEPT, startBaselineServer, withoutScripts } from "./baseline-server";
import { makeCertificate } from "./bench-tls";
import { get } from "./get";
import { pageJsBytes } from "./initial-js";
import { median, medianRun, openLighthouse, type LighthouseRun } from "./lighthouse-runs";
import { BENCH_DIALOGS, openBrowserBench } from "./browser-runs";
import { databaseRuns } from "./database-runs";
import { loadRun } from "./load-runs";
import { nodesRuns } from "./nodes-runs";
import { startSiteServer } from "./site-server";

interface Budgets {
  routes: string[];
  performanceScoreMin: number;
  tbtMsMax: number;
  lcpRatioMax: number;
  lcpRatioGeomeanMax: number;
  initialJsKiBMax: number;
  idleJsKiBMax: number;
  dialogTapMsMax: number;
  tapRoutes: string[];
  tapRuns: number;
  throughputRatioToStaticMin: number;
  postgresListRatioMin: number;
  rollingRestartFailuresMax: number;
  seoScoreMin: number;
  accessibilityScoreMin: number;
}

const budgets = JSON.parse(
  readFileSync(new URL("../budgets.json", import.meta.url), "utf8"),
) as Budgets;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
// For working on one page: BENCH_ROUTES=/,/kuaiji measures those only; BENCH_LOAD=off skips
// the autocannon runs. A run with either set is not the issue's measurement.
const ROUTES = process.env.BENCH_ROUTES?.split(",") ?? budgets.routes;
const LOAD = process.env.BENCH_LOAD !== "off";
// As the site is deployed: HTTPS, where a phone fetches a page's files over HTTP/2 on the one
// connection it opened. BENCH_PROTOCOL=http1 measures plain HTTP/1.1, one request per
// connection at a time, to compare with benches before HTTPS.
const HTTP1 = process.env.BENCH_PROTOCOL === "http1";
// BENCH_DATABASE=postgres (or both) adds the site on SQLite and on PostgreSQL side by side
// (issue 25): an uncached list call and a cached page on each.
const DATABASE = process.env.BENCH_DATABASE ?? "sqlite";
if (!["sqlite", "postgres", "both"].includes(DATABASE)) {
  throw new Error(`BENCH_DATABASE must be sqlite, postgres or both (got "${DATABASE}")`);
}

// BENCH_NODES=2 (issue 27) adds two nodes behind HAProxy, restarted one after the other under load.
const NODES = Number(process.env.BENCH_NODES ?? 1);
if (!Number.isInteger(NODES) || NODES < 1 || NODES > 4) {
  throw new Error(`BENCH_NODES must be 1 to 4 (got "${process.env.BENCH_NODES}")`);
}

// The simulated phone is this machine's CPU slowed four times (Lighthouse's default, and the
// issue's phone). BENCH_CPU_SLOWDOWN shows on a fast machine what a slower one of this class
// measures: 6 on a machine of benchmark index about 2,400 measured what the default did on one
// of about 1,050 (TBT grows faster than the slowdown, so the stand-in is found by measuring, not
// by the ratio). At 6 the TBT medians swing across the 100 ms budget from one bench to the next,
// the static copies' (no script at all) as well as the served pages': read it over more than one
// run, and against the static column.
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
if (!(CPU_SLOWDOWN >= 1 && CPU_SLOWDOWN <= 20)) {
  throw new Error(`BENCH_CPU_SLOWDOWN must be 1 to 20 (got "${process.env.BENCH_CPU_SLOWDOWN}")`);
}

const failures: string[] = [];
function check(ok: boolean, message: string): string {
  if (!ok) failures.push(message);
  return ok ? "ok" : "OVER";
}

const certificateDir = mkdtempSync(join(tmpdir(), "site-bench-tls-"));
const certificate = HTTP1 ? null : await makeCertificate(certificateDir);
const site = await startSiteServer(certificate);
console.log(
  `Built site at ${site.origin} (${HTTP1 ? "HTTP/1.1" : "HTTPS, HTTP/2"}); ` +
    `Lighthouse ${RUNS} runs per route (mobile, simulated, CPU ${CPU_SLOWDOWN}x slower).`,
);
try {
  const pages = new Map<string, string>();
  const pageHeaders: Record<string, string> = {};
  for (const route of ROUTES) {
    const response = await get(`${site.origin}${route}`, { ca: site.ca });
    if (response.status !== 200) throw new Error(`${route}: HTTP ${response.status}`);
    pages.set(route, response.body.toString("utf8"));
    for (const name of PAGE_HEADERS_KEPT) {
      const value = response.headers[name];
      if (typeof value === "string") pageHeaders[name] = value;
    }
  }
  const baseline = await startBaselineServer(
    site,
    new Map([...pages].map(([route, html]) => [route, withoutScripts(html)])),
    certificate,
    pageHeaders,
  );
  const lighthouse = await openLighthouse(certificate?.spkiHash ?? null, CPU_SLOWDOWN);
  const rows: string[][] = [];
  const machine: LighthouseRun[] = [];
  const lcpRatios: number[] = [];
  // Each run's figures next to the medians: one run's swing is often larger than a budget's margin.
  const perRun: Record<string, string>[] = [];
  try {
    for (const route of ROUTES) {
      const served: LighthouseRun[] = [];
      const plain: LighthouseRun[] = [];
      for (let run = 0; run < RUNS; run++) {
        // Alternated, so a slow stretch of this machine weighs on both alike.
        served.push(await lighthouse.run(`${site.origin}${route}`));
        plain.push(await lighthouse.run(`${baseline.origin}${route}`));
      }
      const figures = (list: LighthouseRun[], key: "lcpMs" | "tbtMs") =>
        list.map((run) => Math.round(run[key])).join(" / ");
      perRun.push({
        route,
        LCP: figures(served, "lcpMs"),
        "LCP static": figures(plain, "lcpMs"),
        TBT: figures(served, "tbtMs"),
        "TBT static": figures(plain, "tbtMs"),
      });
      machine.push(...served, ...plain);
      const page = medianRun(served);
      const base = medianRun(plain);
      const js = await pageJsBytes(site.origin, site.ca, pages.get(route)!);
      const kib = (bytes: number) => (bytes / 1024).toFixed(1);
      const lcpRatio = page.lcpMs / base.lcpMs;
      lcpRatios.push(lcpRatio);
      rows.push([
        route,
        `${page.performance} ${check(page.performance >= budgets.performanceScoreMin, `${route}: performance ${page.performance} < ${budgets.performanceScoreMin}`)}`,
        `${Math.round(page.lcpMs)} ms`,
        `${Math.round(base.lcpMs)} ms`,
        `${lcpRatio.toFixed(2)} ${check(lcpRatio <= budgets.lcpRatioMax, `${route}: LCP ratio ${lcpRatio.toFixed(2)} > ${budgets.lcpRatioMax}`)}`,
        `${Math.round(page.tbtMs)} ms ${check(page.tbtMs <= budgets.tbtMsMax, `${route}: TBT ${Math.round(page.tbtMs)} ms > ${budgets.tbtMsMax}`)}`,
        `${Math.round(base.tbtMs)} ms`,
        page.cls.toFixed(3),
        `${kib(js.beforeFirstPaint)} KiB ${check(js.beforeFirstPaint / 1024 <= budgets.initialJsKiBMax, `${route}: initial JS ${kib(js.beforeFirstPaint)} KiB > ${budgets.initialJsKiBMax}`)}`,
        `${kib(js.toHydrate)} KiB ${check(js.toHydrate / 1024 <= budgets.idleJsKiBMax, `${route}: JS to hydrate ${kib(js.toHydrate)} KiB > ${budgets.idleJsKiBMax}`)}`,
        `${page.accessibility} ${check(
          page.accessibility >= budgets.accessibilityScoreMin,
          `${route}: accessibility ${page.accessibility} < ${budgets.accessibilityScoreMin} ` +
            `(failed: ${page.accessibilityFailures.join(", ")})`,
        )}`,
        `${page.seo} ${check(page.seo >= budgets.seoScoreMin, `${route}: SEO ${page.seo} < ${budgets.seoScoreMin}`)}`,
      ]);
    }
  } finally {
    await lighthouse.close();
    await baseline.stop();
  }
  console.log(
    "\nLighthouse (medians): the page as served, and its DOM without scripts as a static file",
  );
  console.table(
    rows.map(
      ([route, score, lcp, baseLcp, ratio, tbt, baseTbt, cls, js, hydrationJs, a11y, seo]) => ({
        route,
        performance: score,
        LCP: lcp,
        "LCP static": baseLcp,
        "LCP ratio": ratio,
        TBT: tbt,
        "TBT static": baseTbt,
        CLS: cls,
        "initial JS (gzip -9)": js,
        "JS to hydrate": hydrationJs,
        accessibility: a11y,
        SEO: seo,
      }),
    ),
  );
  // The TBT budget is absolute, but Lighthouse's phone is this machine slowed four times: the
  // static page's TBT (its DOM and media, no script) and the machine's speed say what a run's
  // TBT is made of and how it compares with a run on another machine.
  const benchmarkIndex = median(machine.map((run) => run.benchmarkIndex));
  const userAgent = machine[0]?.userAgent ?? "";
  console.log(
    `Machine: Lighthouse benchmark index ${Math.round(benchmarkIndex)} (median of ` +
      `${machine.length} runs; higher is faster); ${userAgent.match(/Chrome\/[\d.]+/)?.[0] ?? userAgent}`,
  );
  console.log("\nEach run, in the order run (ms)");
  console.table(perRun);
  const geomean = Math.exp(
    lcpRatios.reduce((sum, ratio) => sum + Math.log(ratio), 0) / lcpRatios.length,
  );
  console.log(
    `\nLCP ratio, geometric mean of ${lcpRatios.length} routes: ${geomean.toFixed(3)} ` +
      `(budget ${budgets.lcpRatioGeomeanMax}) ` +
      check(
        geomean <= budgets.lcpRatioGeomeanMax,
        `LCP ratio geometric mean ${geomean.toFixed(3)} > ${budgets.lcpRatioGeomeanMax}`,
      ),
  );

  const browser = await openBrowserBench(CPU_SLOWDOWN);
  try {
    const kib = (bytes: number) => (bytes / 1024).toFixed(1);
    const idle: Record<string, string>[] = [];
    for (const route of ROUTES) {
      const bytes = await browser.idleJsBytes(`${site.origin}${route}`);
      idle.push({
        route,
        "all JS until idle (gzip -9)": `${kib(bytes)} KiB ${check(bytes / 1024 <= budgets.idleJsKiBMax, `${route}: JS loaded until idle ${kib(bytes)} KiB > ${budgets.idleJsKiBMax}`)}`,
      });
    }
    console.log(
      "\nEvery script a page loads or prefetches until its network is quiet for 2 s after load",
    );
    console.table(idle);
    // Rounds over every route and dialog, rather than one route's runs back to back, so that a
    // noisy minute on this machine spreads over all of them instead of deciding one median.
    const cases = budgets.tapRoutes.flatMap((route) =>
      BENCH_DIALOGS.map((dialog) => ({
        route,
        dialog,
        times: [] as number[],
        atLoad: [] as (number | null)[],
      })),
    );
    for (let run = 0; run < budgets.tapRuns; run++) {
      for (const { route, dialog, times, atLoad } of cases) {
        times.push(await browser.dialogTapMs(`${site.origin}${route}`, dialog));
        atLoad.push(await browser.tapAtLoadMs(`${site.origin}${route}`, dialog, 1000));
      }
    }
    const runsOf = (values: readonly (number | null)[]) =>
      values.map((ms) => (ms === null ? "LOST" : Math.round(ms))).join(" / ");
    const taps: Record<string, string>[] = [];
    for (const { route, dialog, times, atLoad } of cases) {
      const idleMedian = median(times);
      const lost = atLoad.filter((ms) => ms === null).length;
      const loadMedian = median(atLoad.map((ms) => ms ?? Infinity));
      taps.push({
        route,
        dialog,
        "idle page: runs": runsOf(times),
        "idle page: median": `${Math.round(idleMedian)} ms ${check(idleMedian <= budgets.dialogTapMsMax, `${route}: tap to ${dialog} ${Math.round(idleMedian)} ms > ${budgets.dialogTapMsMax}`)}`,
        "at load: runs": runsOf(atLoad),
        "at load: median": `${Math.round(loadMedian)} ms ${check(lost === 0 && loadMedian <= budgets.dialogTapMsMax, `${route}: a tap at load on ${dialog}'s button: median ${Math.round(loadMedian)} ms, ${lost} not within 1 s`)}`,
      });
    }
    console.log(
      "\nPhone profile: a tap on each dialog's button of an idle page, and one at the load event " +
        "(after a jump to the button if it is below the first screen), to the dialog drawn",
    );
    console.table(taps);
  } finally {
    await browser.close();
  }

  const runs = !LOAD
    ? []
    : [
        await loadRun(site.origin, site.ca, "index.html (static file)", "/index.html"),
        await loadRun(site.origin, site.ca, "cached page", "/kuaiji"),
        await loadRun(
          site.origin,
          site.ca,
          "news list call",
          "/api/pcsystem/TckgDynamic/list?dynamicType=1&pageNum=1&pageSize=10&language=0",
        ),
      ];
  const staticRate = runs[0]?.requestsPerSecond ?? 0;
  if (runs.length > 0) console.log("\nautocannon: 10 s at 50 connections");
  if (runs.length > 0)
    console.table(
      runs.map((run, index) => {
        const ratio = run.requestsPerSecond / staticRate;
        return {
          target: `${run.name} ${run.path}`,
          "req/s": Math.round(run.requestsPerSecond),
          "p99 ms": run.p99Ms,
          failures: run.failures,
          "ratio to static":
            index === 0
              ? "1.00"
              : `${ratio.toFixed(2)} ${check(ratio >= budgets.throughputRatioToStaticMin, `${run.name}: ${ratio.toFixed(2)} of the static file's throughput < ${budgets.throughputRatioToStaticMin}`)}`,
        };
      }),
    );
  for (const run of runs) check(run.failures === 0, `${run.name}: ${run.failures} failed requests`);
} finally {
  await site.stop();
}

if (DATABASE !== "sqlite") {
  const engines = await databaseRuns(certificate).finally(() =>
    rmSync(certificateDir, { recursive: true, force: true }),
  );
  console.log("\nautocannon per engine: 10 s at 50 connections, the same site on each");
  console.table(
    engines.flatMap(({ engine, uncachedList, cachedPage }) =>
      [uncachedList, cachedPage].map((run) => ({
        engine,
        target: run.name,
        "req/s": Math.round(run.requestsPerSecond),
        "p99 ms": run.p99Ms,
        failures: run.failures,
      })),
    ),
  );
  const [sqlite, postgres] = engines;
  const ratio = postgres!.uncachedList.requestsPerSecond / sqlite!.uncachedList.requestsPerSecond;
  console.log(
    `Uncached list call, PostgreSQL to SQLite: ${ratio.toFixed(2)} (budget ${budgets.postgresListRatioMin}) ` +
      check(
        ratio >= budgets.postgresListRatioMin,
        `uncached list call on PostgreSQL: ${ratio.toFixed(2)} of SQLite's throughput < ${budgets.postgresListRatioMin}`,
      ),
  );
  for (const { engine, uncachedList, cachedPage } of engines) {
    for (const run of [uncachedList, cachedPage]) {
      check(run.failures === 0, `${engine}, ${run.name}: ${run.failures} failed requests`);
    }
  }
}

rmSync(certificateDir, { recursive: true, force: true });

if (NODES > 1) {
  const { oneNode, twoNodes, rollingRestart, steps } = await nodesRuns(NODES);
  console.log(
    `\n${NODES} nodes on one PostgreSQL and one Redis behind HAProxy (checks /readyz every second); ` +
      `autocannon at 50 connections, a cached page and a list call in turn`,
  );
  console.log(
    `Rolling restart (SIGTERM, drain, start, back at the balancer), one node after the other:\n  ${steps.join("\n  ")}`,
  );
  console.table(
    [rollingRestart, twoNodes, oneNode].map((run) => ({
      run: run.name,
      seconds: run.seconds,
      requests: run.requests,
      "req/s": Math.round(run.requestsPerSecond),
      "p99 ms": run.p99Ms,
      failed: run.failures,
    })),
  );
  const ratio = twoNodes.requestsPerSecond / oneNode.requestsPerSecond;
  console.log(
    `Throughput of ${NODES} nodes to 1 through the balancer: ${ratio.toFixed(2)} (on this machine's 2 cores, shared with HAProxy and autocannon)`,
  );
  console.log(
    `Failed requests over the rolling restart: ${rollingRestart.failures} (budget ${budgets.rollingRestartFailuresMax}) ` +
      check(
        rollingRestart.failures <= budgets.rollingRestartFailuresMax,
        `rolling restart: ${rollingRestart.failures} failed requests > ${budgets.rollingRestartFailuresMax}`,
      ),
  );
  for (const run of [twoNodes, oneNode])
    check(run.failures === 0, `${run.name}: ${run.failures} failed requests`);
}

if (failures.length > 0) {
  console.log(`\nOver budget (tooling/bench/budgets.json):\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.log("\nEvery budget met.");
