import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor } from "storybook/test";
import { english, storyLang } from "../support/lang";
import type { Lang } from "@site/forms/lang";
import { sectionCopy } from "../data/copy";
import { expectSwipeRow } from "../support/swipe-row";
import { atViewport } from "../support/viewports";
import { expertsOf } from "../data/fixtures";
import { ExpertToggle, Section } from "@site/ui/sections";

const meta = {
  title: "Sections/ExpertToggle",
  component: ExpertToggle,
  args: { experts: expertsOf("zh", 5), copy: sectionCopy.zh.toggle },
  render: (args, { globals }) => {
    const lang = storyLang(globals);
    return (
      <Section heading={sectionCopy[lang].experts}>
        <ExpertToggle {...args} experts={expertsOf(lang, 5)} copy={sectionCopy[lang].toggle} />
      </Section>
    );
  },
} satisfies Meta<typeof ExpertToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 4: the accounting experts, 8 collapsed, all 10 expanded. */
export const Full = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole("button", { name: "展开全部专家" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.getAllByRole("article")).toHaveLength(8);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getAllByRole("article")).toHaveLength(10);
    await userEvent.click(canvas.getByRole("button", { name: "收起" }));
    await expect(canvas.getAllByRole("article")).toHaveLength(8);
  },
} satisfies Story;

export const English = { globals: english } satisfies Story;

/** Issue 28 on a phone: the experts are a swipe row, 8 of them or, expanded, all 10. */
export const Phone = {
  globals: atViewport("phone"),
  play: async ({ canvas, canvasElement }) => {
    await expectSwipeRow(canvasElement.querySelector(".expert-grid"));
    await userEvent.click(canvas.getByRole("button", { name: "展开全部专家" }));
    await expect(canvas.getAllByRole("article")).toHaveLength(10);
    await expectSwipeRow(canvasElement.querySelector(".expert-grid"));
    await userEvent.click(canvas.getByRole("button", { name: "收起" }));
    await expect(canvas.getAllByRole("article")).toHaveLength(8);
  },
} satisfies Story;

export const Tablet = { globals: atViewport("tablet") } satisfies Story;

/** The edition holds page 1 and fetches everyone when the visitor expands. */
function FetchOnExpand({ lang }: { lang: Lang }) {
  const all = expertsOf(lang, 5);
  const [experts, setExperts] = useState(all.slice(0, 8));
  return (
    <Section heading={sectionCopy[lang].experts}>
      <ExpertToggle
        experts={experts}
        total={all.length}
        onExpand={() => setTimeout(() => setExperts(all), 400)}
        copy={sectionCopy[lang].toggle}
      />
    </Section>
  );
}

export const FetchesAllOnExpand = {
  render: (_args, { globals }) => <FetchOnExpand lang={storyLang(globals)} />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: "展开全部专家" }));
    await expect(canvasElement.querySelector(".expert-grid")).toHaveAttribute("aria-busy", "true");
    await waitFor(() => expect(canvas.getAllByRole("article")).toHaveLength(10));
  },
} satisfies Story;

/** Exactly 8: nothing to expand, no toggle. */
export const EightOnly = {
  render: (args, { globals }) => (
    <ExpertToggle
      {...args}
      experts={expertsOf(storyLang(globals), 5).slice(0, 8)}
      copy={sectionCopy[storyLang(globals)].toggle}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button")).toBeNull();
  },
} satisfies Story;

export const Empty = {
  render: (args) => <ExpertToggle {...args} experts={[]} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("ul")).toBeNull();
  },
} satisfies Story;
