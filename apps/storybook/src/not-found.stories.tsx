import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { editionCopy } from "./data/copy";
import { byLang, english } from "./support/lang";
import { NotFoundView } from "@site/ui/not-found";

const copy = { zh: editionCopy.zh.notFound, en: editionCopy.en.notFound };

const meta = {
  title: "Pages/NotFoundView",
  component: NotFoundView,
  args: copy.zh,
  render: (_args, { globals }) => <NotFoundView {...byLang(copy, globals)} />,
} satisfies Meta<typeof NotFoundView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "页面不存在" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "返回首页" })).toHaveAttribute("href", "/");
  },
} satisfies Story;

export const English = {
  globals: english,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Back to home" })).toHaveAttribute(
      "href",
      "/indexE",
    );
  },
} satisfies Story;
