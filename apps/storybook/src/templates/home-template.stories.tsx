import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { expertsOf, newsOf, page, fixtures } from "../data/fixtures";
import { english, storyLang } from "../support/lang";
import type { Lang } from "@site/forms/lang";
import { editionCopy } from "../data/copy";
import {
  BannerSlot,
  ConsultAction,
  VideoSlot,
  withMain,
  withConsultDialog,
} from "../support/slots";
import { HomeTemplate } from "@site/ui/templates";
import { atViewport } from "../support/viewports";
import { expectSwipeRow } from "../support/swipe-row";
import { expectNoLoneCard, expectNoSidewaysScroll, mostPerRow, rowSizes } from "./layout-checks";

/** The edition's page: it keeps the expert page and fetches each page (here after 300 ms). */
function HomePage({ lang, empty = false }: { lang: Lang; empty?: boolean }) {
  const all = expertsOf(lang, 0);
  const [current, setCurrent] = useState(1);
  const [loaded, setLoaded] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(current), 300);
    return () => clearTimeout(timer);
  }, [current]);
  return (
    <HomeTemplate
      data={
        empty
          ? { experts: null, news: null, clients: null }
          : {
              experts: page(all.slice((loaded - 1) * 8, loaded * 8), all.length),
              news: page(newsOf(lang, 1).slice(0, 2)),
              clients: page(fixtures[lang].clients),
            }
      }
      copy={editionCopy[lang].home}
      expertPager={{ page: current, onPageChange: setCurrent, loading: current !== loaded }}
      newsHref={(item) => `${lang === "zh" ? "/content" : "/contentE"}?id=${item.id}&type=1`}
      bannerCarousel={<BannerSlot lang={lang} />}
      videoCarousel={<VideoSlot lang={lang} />}
      consultAction={<ConsultAction lang={lang} />}
    />
  );
}

const meta = {
  title: "Templates/HomeTemplate",
  component: HomeTemplate,
  decorators: [withMain, withConsultDialog],
  // The page below owns data and paging; these args only satisfy the component's types.
  args: {
    data: { experts: null, news: null, clients: null },
    copy: editionCopy.zh.home,
    expertPager: { page: 1, onPageChange: () => {} },
    newsHref: () => "",
  },
  render: (_args, { globals }) => <HomePage lang={storyLang(globals)} />,
} satisfies Meta<typeof HomeTemplate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 2.4 / 4: the expert pager pages through the home experts. */
export const Full = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const experts = within(canvas.getByRole("region", { name: "资深专家" }));
    const previous = experts.getByRole("button", { name: "上一页" });
    const next = experts.getByRole("button", { name: "下一页" });
    await expect(previous).toBeDisabled();
    await userEvent.click(next);
    await expect(next).toBeDisabled();
    await waitFor(() => expect(experts.getAllByRole("article")).toHaveLength(2));
    await userEvent.click(previous);
    await waitFor(() => expect(experts.getAllByRole("article")).toHaveLength(8));
  },
} satisfies Story;

/** No promise blocks on the English home (spec 2.4). */
export const English = { globals: english } satisfies Story;

/** Every call failed (D3): the copy sections stay, the data sections are gone. */
export const Empty = {
  render: (_args, { globals }) => <HomePage lang={storyLang(globals)} empty />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: "下一页" })).toBeNull();
  },
} satisfies Story;

/** D10: the home page on a phone: the groups and experts as swipe rows (issue 28), nothing wider than the screen. */
export const Phone = {
  globals: atViewport("phone"),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelectorAll(".expert-grid > li")).toHaveLength(8),
    );
    await expectSwipeRow(canvasElement.querySelector(".service-scope__list"));
    await expectSwipeRow(canvasElement.querySelector(".expert-grid"));
    // Logos two a row, an odd count's last three a row of three (issue 28).
    const logos = canvasElement.querySelector(".client-logo-wall__list")!;
    await expect(rowSizes(logos).slice(0, -1)).toEqual(
      rowSizes(logos)
        .slice(0, -1)
        .map(() => 2),
    );
    await expectNoLoneCard(logos);
    await expectNoSidewaysScroll(canvasElement);
  },
} satisfies Story;

/** D10: the English home on a phone. */
export const PhoneEnglish = {
  ...Phone,
  globals: { ...english, ...atViewport("phone") },
} satisfies Story;

/** D10: two cards a row on a portrait tablet; the five groups as 2 + 3 (issue 28). */
export const Tablet = {
  globals: atViewport("tablet"),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelectorAll(".expert-grid > li")).toHaveLength(8),
    );
    await expect(mostPerRow(canvasElement.querySelector(".service-scope__list")!)).toBe(3);
    await expect(mostPerRow(canvasElement.querySelector(".expert-grid")!)).toBe(2);
    await expectNoSidewaysScroll(canvasElement);
  },
} satisfies Story;
