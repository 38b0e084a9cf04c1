import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useState } from "react";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { english, storyLang } from "../support/lang";
import type { Lang } from "@site/forms/lang";
import { sectionCopy } from "../data/copy";
import { withPageColumn } from "../support/frame";
import { expectSwipeRow } from "../support/swipe-row";
import { atViewport } from "../support/viewports";
import { expertsOf } from "../data/fixtures";
import { ExpertPager, PagedExperts, Section } from "@site/ui/sections";

const meta = {
  title: "Sections/ExpertPager",
  component: ExpertPager,
  decorators: [withPageColumn],
  args: { page: 1, total: 20, onPageChange: fn(), copy: sectionCopy.zh.pager },
  render: (args, { globals }) => (
    <ExpertPager {...args} copy={sectionCopy[storyLang(globals)].pager} />
  ),
} satisfies Meta<typeof ExpertPager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 4: page 1, previous disabled. */
export const FirstPage = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("button", { name: "上一页" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "下一页" }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
} satisfies Story;

/** 3 × 8 = 24: next disabled. */
export const LastPage = {
  args: { page: 3, total: 24 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "下一页" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "上一页" })).toBeEnabled();
  },
} satisfies Story;

export const English = { globals: english } satisfies Story;

/** The home experts: the edition fetches each page (here, after a short delay). */
function HomeExperts({ lang }: { lang: Lang }) {
  const all = expertsOf(lang, 0);
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState(page);
  useEffect(() => {
    const timer = setTimeout(() => setShown(page), 300);
    return () => clearTimeout(timer);
  }, [page]);
  const copy = sectionCopy[lang];
  return (
    <Section heading={copy.experts} tone="muted">
      <PagedExperts
        experts={all.slice((shown - 1) * 8, shown * 8)}
        total={all.length}
        page={page}
        onPageChange={setPage}
        loading={shown !== page}
        copy={copy.pager}
      />
    </Section>
  );
}

export const WithGrid = {
  render: (_args, { globals }) => <HomeExperts lang={storyLang(globals)} />,
  play: async ({ canvas, canvasElement }) => {
    const status = () => canvasElement.querySelector("[aria-live]")?.textContent;
    const previous = canvas.getByRole("button", { name: "上一页" });
    const next = canvas.getByRole("button", { name: "下一页" });
    await expect(previous).toBeDisabled();
    await expect(canvas.getAllByRole("article")).toHaveLength(8);
    await userEvent.click(next);
    await waitFor(() => expect(status()).toBe("2 / 2"));
    await expect(next).toBeDisabled();
    await expect(previous).toHaveFocus();
    await waitFor(() => expect(canvas.getAllByRole("article")).toHaveLength(2));
    await userEvent.click(previous);
    await expect(previous).toBeDisabled();
    await waitFor(() => expect(canvas.getAllByRole("article")).toHaveLength(8));
  },
} satisfies Story;

export const WithGridEnglish = {
  globals: english,
  render: (_args, { globals }) => <HomeExperts lang={storyLang(globals)} />,
} satisfies Story;

/**
 * Issue 28 on a phone: the page of 8 is a swipe row; the pager turns it as before, and the next
 * page starts at its first card wherever the last one was swiped to.
 */
export const WithGridPhone = {
  globals: atViewport("phone"),
  render: (_args, { globals }) => <HomeExperts lang={storyLang(globals)} />,
  play: async ({ canvas, canvasElement }) => {
    const row = () => canvasElement.querySelector<HTMLElement>(".expert-grid")!;
    await expectSwipeRow(row());
    row().scrollTo({ left: row().scrollWidth, behavior: "instant" });
    await waitFor(() => expect(row().scrollLeft).toBeGreaterThan(0));
    const previous = canvas.getByRole("button", { name: "上一页" });
    const next = canvas.getByRole("button", { name: "下一页" });
    await expect(previous).toBeDisabled();
    await userEvent.click(next);
    await waitFor(() => expect(canvas.getAllByRole("article")).toHaveLength(2));
    await expect(next).toBeDisabled();
    await expect(row().scrollLeft).toBe(0);
    await userEvent.click(previous);
    await waitFor(() => expect(canvas.getAllByRole("article")).toHaveLength(8));
    await expect(previous).toBeDisabled();
    await expectSwipeRow(row());
  },
} satisfies Story;
