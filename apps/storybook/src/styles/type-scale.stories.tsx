import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { editionCopy } from "../data/copy";
import { english, storyLang } from "../support/lang";
import { atViewport } from "../support/viewports";

// Issue 28: the one type scale of packages/ui/src/styles/tokens.css, each step with the words it
// sets on the site (the group profile's copy), as designers review it at each width.

interface Step {
  token: string;
  leading: string;
  role: string;
  weight?: number;
  heading?: boolean;
  /** The words it sets (a figure when null); `index` picks one of a list. */
  sample: keyof Samples | null;
  index?: number;
}

interface Samples {
  title: string;
  section: string;
  figures: string;
  card: string;
  lead: string;
  texts: readonly string[];
  subtitle: string;
  eyebrow: string;
}

/** The group profile's words, each in the role it has on the page. */
function samplesOf(lang: "en" | "zh"): Samples {
  const copy = editionCopy[lang].aboutus;
  const items = copy.advantages?.items ?? [];
  return {
    title: copy.hero.title,
    section: copy.advantages?.title ?? "",
    figures: copy.figures.title ?? "",
    card: items[0]?.title ?? "",
    lead: copy.hero.subtitle ?? "",
    texts: items.map(({ text }) => (typeof text === "string" ? text : (text?.join(" ") ?? ""))),
    subtitle: copy.advantages?.subtitle ?? "",
    eyebrow: copy.figures.eyebrow ?? "",
  };
}

const steps: readonly Step[] = [
  {
    token: "--text-display",
    leading: "--leading-display",
    role: "Big figures",
    weight: 700,
    heading: true,
    sample: null,
  },
  {
    token: "--text-h1",
    leading: "--leading-h1",
    role: "Page title (h1)",
    weight: 700,
    heading: true,
    sample: "title",
  },
  {
    token: "--text-h2",
    leading: "--leading-h2",
    role: "Section title (h2)",
    weight: 700,
    heading: true,
    sample: "section",
  },
  {
    token: "--text-h3",
    leading: "--leading-h3",
    role: "Sub-section title (h3)",
    weight: 700,
    heading: true,
    sample: "figures",
  },
  {
    token: "--text-h4",
    leading: "--leading-h4",
    role: "Card title (h4)",
    weight: 700,
    heading: true,
    sample: "card",
  },
  {
    token: "--text-lead",
    leading: "--leading-body",
    role: "Lead",
    sample: "lead",
  },
  {
    token: "--text-prose",
    leading: "--leading-prose",
    role: "Long reading text",
    sample: "texts",
    index: 0,
  },
  {
    token: "--text-body",
    leading: "--leading-body",
    role: "Body, controls, fields",
    sample: "texts",
    index: 1,
  },
  {
    token: "--text-body-sm",
    leading: "--leading-body",
    role: "Card text",
    sample: "texts",
    index: 2,
  },
  {
    token: "--text-small",
    leading: "--leading-caption",
    role: "Labels and notes",
    sample: "subtitle",
  },
  {
    token: "--text-caption",
    leading: "--leading-caption",
    role: "Captions, dates, eyebrows",
    sample: "eyebrow",
  },
];

function sampleText(samples: Samples, step: Step): string {
  if (step.sample === null) return "0123456789";
  const value = samples[step.sample];
  return typeof value === "string" ? value : (value[step.index ?? 0] ?? "");
}

function TypeScale({ lang }: { lang: "en" | "zh" }) {
  const samples = samplesOf(lang);
  return (
    <dl style={{ width: "var(--content-width)", margin: "0 auto", padding: "32px 0" }}>
      {steps.map((step) => (
        <div
          key={step.token}
          style={{ padding: "16px 0", borderBottom: "1px solid var(--color-line)" }}
        >
          <dt
            style={{
              marginBottom: 8,
              fontSize: "var(--text-caption)",
              color: "var(--color-ink-muted)",
            }}
          >
            {step.role} · <code>{step.token}</code>
          </dt>
          <dd
            data-token={step.token}
            style={{
              maxWidth: "var(--measure)",
              margin: 0,
              fontSize: `var(${step.token})`,
              lineHeight: `var(${step.leading})`,
              fontWeight: step.weight ?? 400,
              letterSpacing: step.heading ? "var(--tracking-heading)" : undefined,
            }}
          >
            {sampleText(samples, step)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const meta = {
  title: "Foundations/Type scale",
  component: TypeScale,
  args: { lang: "zh" },
  render: (_args, { globals }) => <TypeScale lang={storyLang(globals)} />,
  // The scale's promises at the story's width: running text 16px or more below 1200px and 15px
  // or more from 1200px, nothing under 12px, and each heading level above the next.
  play: async ({ canvasElement }) => {
    const size = (token: string) => {
      const sample = canvasElement.querySelector<HTMLElement>(`[data-token="${token}"]`);
      if (!sample) throw new Error(`no sample of ${token}`);
      return parseFloat(getComputedStyle(sample).fontSize);
    };
    const minBody = window.innerWidth < 1200 ? 16 : 15;
    for (const token of ["--text-body-sm", "--text-body", "--text-prose"]) {
      await expect(size(token), `${token} at ${window.innerWidth}px`).toBeGreaterThanOrEqual(
        minBody,
      );
    }
    for (const step of steps) await expect(size(step.token)).toBeGreaterThanOrEqual(12);
    const ladder = ["--text-h1", "--text-h2", "--text-h3", "--text-h4", "--text-body"] as const;
    for (let index = 1; index < ladder.length; index++) {
      const [above, below] = [ladder[index - 1] ?? "", ladder[index] ?? ""];
      await expect(size(above), `${above} over ${below}`).toBeGreaterThan(size(below));
    }
  },
} satisfies Meta<typeof TypeScale>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop = {} satisfies Story;
export const Tablet = { globals: atViewport("tablet") } satisfies Story;
export const Phone = { globals: atViewport("phone") } satisfies Story;

/** English sets every step in Inter, the one web font, loaded from the site's own file. */
export const English = {
  globals: english,
  play: async (context) => {
    await meta.play(context);
    // The regular and the bold of the one variable file, loaded (not a local face by that name).
    for (const font of ["16px Inter", "700 16px Inter"]) {
      const faces = await document.fonts.load(font);
      await expect(
        faces.map((face) => face.status),
        font,
      ).toEqual(["loaded"]);
    }
    const body = within(context.canvasElement).getByText(samplesOf("en").texts[1] ?? "");
    await expect(getComputedStyle(body).fontFamily).toMatch(/^Inter\b/);
  },
} satisfies Story;
export const EnglishPhone = {
  ...English,
  globals: { ...english, ...atViewport("phone") },
} satisfies Story;
