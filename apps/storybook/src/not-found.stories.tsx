import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { NotFoundView } from "./not-found";
import { byLang, english } from "./stories/lang";

const copy = {
  zh: {
    title: "页面不存在",
    message: "您访问的页面不存在或已被移除，请返回首页继续浏览。",
    homeHref: "/",
    homeLabel: "返回首页",
  },
  en: {
    title: "Page not found",
    message: "The page you are looking for does not exist or has been moved.",
    homeHref: "/indexE",
    homeLabel: "Back to home",
  },
};

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
