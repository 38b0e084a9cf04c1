import axe from "axe-core";

export interface AxeCheckOptions {
  /** axe rule ids to skip, each with a reason in the calling test. */
  disableRules?: string[];
}

const FAILING_IMPACTS = new Set(["serious", "critical"]);

// jsdom computes no layout or colours, so axe's colour-contrast rule can only report
// "incomplete" there; the story tests in Chromium check contrast (a11y addon).
function runsInJsdom(): boolean {
  return typeof navigator !== "undefined" && /jsdom/i.test(navigator.userAgent);
}

/**
 * Runs axe-core on `container` and throws, listing each rule and node, when it finds a
 * serious or critical violation. Works in jsdom unit tests and in story `play` functions.
 */
export async function expectNoAxeViolations(
  container: Element | Document = document,
  { disableRules = [] }: AxeCheckOptions = {},
): Promise<void> {
  const rules: Record<string, { enabled: boolean }> = {};
  for (const id of disableRules) rules[id] = { enabled: false };
  if (runsInJsdom()) rules["color-contrast"] = { enabled: false };

  const results = await axe.run(container, { rules, resultTypes: ["violations"] });
  const failing = results.violations.filter((v) => v.impact && FAILING_IMPACTS.has(v.impact));
  if (failing.length === 0) return;

  const report = failing
    .map((violation) => {
      const nodes = violation.nodes.map((node) => `    ${node.target.join(" ")}`).join("\n");
      return `[${violation.impact}] ${violation.id}: ${violation.help}\n${nodes}`;
    })
    .join("\n");
  throw new Error(`axe found ${failing.length} serious or critical violation(s):\n${report}`);
}
