// Lighthouse 12 as issue 12 measures: mobile, simulated throttling (its defaults), one Chromium
// for every run, Debian's, with the flags of docs/toolchain.md.
import * as chromeLauncher from "chrome-launcher";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import lighthouse from "lighthouse";

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Lighthouse's measure of this machine's speed for the run (`environment.benchmarkIndex`): its
   * simulated phone is this machine slowed four times, so the same page's TBT rises on a slower one.
   */
  benchmarkIndex: number;
  /** The browser measured, as it names itself (`environment.hostUserAgent`). */
  userAgent: string;
  /** The accessibility audits that failed (weighted ones, which cost score), by id. */
  accessibilityFailures: string[];
}

/** Debian's Chromium as docs/toolchain.md runs it; the browser runs use the same. */
export const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export interface Lighthouse {
  run(url: string): Promise<LighthouseRun>;
  close(): Promise<void>;
}

/**
 * `trustedSpkiHash`: the bench certificate's key, which Chromium then accepts (and no other).
 * `cpuSlowdown`: how many times slower than this machine the simulated phone runs (Lighthouse's
 * default is 4).
 */
export async function openLighthouse(
  trustedSpkiHash: string | null,
  cpuSlowdown: number,
): Promise<Lighthouse> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: trustedSpkiHash
      ? [...CHROME_FLAGS, `--ignore-certificate-errors-spki-list=${trustedSpkiHash}`]
      : CHROME_FLAGS,
  });
  async function runOnce(url: string): Promise<LighthouseRun> {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: "error",
      output: "json",
      onlyCategories: ["performance", "accessibility", "seo"],
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError, environment } = result.lhr;
    if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
    // BENCH_REPORTS=<folder> keeps every run's report, to see where a score went.
    const reports = process.env.BENCH_REPORTS;
    if (reports) {
      mkdirSync(reports, { recursive: true });
      const name = `${new URL(url).port}${new URL(url).pathname.replace(/\W+/g, "_")}-${Date.now()}.json`;
      writeFileSync(join(reports, name), JSON.stringify(result.lhr));
    }
    const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100);
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      seo: score("seo"),
      lcpMs: audits["largest-contentful-paint"]?.numericValue ?? NaN,
      tbtMs: audits["total-blocking-time"]?.numericValue ?? NaN,
      cls: audits["cumulative-layout-shift"]?.numericValue ?? NaN,
      benchmarkIndex: environment.benchmarkIndex,
      userAgent: environment.hostUserAgent,
      accessibilityFailures: (categories.accessibility?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
    };
  }
  return {
    // Lighthouse asks to be run again when a trace comes back broken (NO_NAVSTART and the
    // like, seen on a busy machine); a run that fails three times stops the bench.
    async run(url) {
      for (let attempt = 1; ; attempt++) {
        try {
          return await runOnce(url);
        } catch (error) {
          if (attempt >= 3) throw error;
          console.warn(`${error instanceof Error ? error.message : error}; running again`);
        }
      }
    },
    async close() {
      chrome.kill();
    },
  };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each measure's median over the runs. */
export function medianRun(runs: readonly LighthouseRun[]): LighthouseRun {
  const of = (key: Exclude<keyof LighthouseRun, "accessibilityFailures" | "userAgent">) =>
    median(runs.map((run) => run[key]));
  return {
    performance: of("performance"),
    accessibility: of("accessibility"),
    seo: of("seo"),
    lcpMs: of("lcpMs"),
    tbtMs: of("tbtMs"),
    cls: of("cls"),
    benchmarkIndex: of("benchmarkIndex"),
    userAgent: runs[0]?.userAgent ?? "",
    accessibilityFailures: [...new Set(runs.flatMap((run) => run.accessibilityFailures))],
  };
}
