import type { Meta, StoryObj } from "@storybook/react-vite";
import { formMessage } from "@site/forms";
import { expect } from "storybook/test";
import { english, storyLang } from "../support/lang";
import { atViewport } from "../support/viewports";
import { Toast } from "@site/ui/dialogs";

const meta = {
  title: "Dialogs/Toast",
  component: Toast,
  args: { message: null },
  render: (args, { globals }) => {
    const lang = storyLang(globals);
    const message =
      args.message === null
        ? null
        : formMessage(args.tone === "failure" ? "submitFailure" : "submitSuccess", lang);
    return <Toast {...args} message={message} />;
  },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success = {
  args: { message: "", tone: "success" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("提交成功，请耐心等待");
  },
} satisfies Story;

export const SuccessEnglish = {
  args: { message: "", tone: "success" },
  globals: english,
} satisfies Story;

export const Failure = { args: { message: "", tone: "failure" } } satisfies Story;

/** Empty: the status region is there (so a later message is announced) but shows nothing. */
export const Empty = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("");
  },
} satisfies Story;

/** D10: on a phone the toast sits at the bottom, above the bottom bar, within the width. */
export const SuccessPhone = {
  args: { message: "", tone: "success" },
  globals: { ...atViewport("phone"), ...english },
  play: async ({ canvas }) => {
    const card = canvas.getByRole("status").querySelector("p")!;
    await Promise.all(card.getAnimations().map((animation) => animation.finished));
    const box = card.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight - 64);
    await expect(box.top).toBeGreaterThan(window.innerHeight / 2);
  },
} satisfies Story;
