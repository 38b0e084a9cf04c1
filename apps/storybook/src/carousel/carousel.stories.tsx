import type { Lang } from "@site/forms/lang";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { editionCopy } from "../data/copy";
import { english, storyLang } from "../support/lang";
import {
  Carousel,
  CarouselDots,
  CarouselNext,
  CarouselPause,
  CarouselPrevious,
  CarouselSlide,
  CarouselSlides,
  formatSlideLabel,
} from "@site/ui/carousel";

const quotes = {
  zh: [
    { text: "代理记账三年，账目清晰，报税从未延误。", by: "北京某科技有限公司 财务总监" },
    { text: "资质办理周期比预期缩短了一个月。", by: "河北某建设集团 总经理" },
    { text: "海外公司注册与银行开户一站完成。", by: "深圳某跨境电商 创始人" },
  ],
  en: [
    {
      text: "Three years of bookkeeping, clear accounts, never a late filing.",
      by: "CFO, a Beijing technology company",
    },
    {
      text: "Our qualification came a month sooner than we expected.",
      by: "General manager, a Hebei construction group",
    },
    {
      text: "Company registration and bank account abroad, all in one place.",
      by: "Founder, a Shenzhen cross-border seller",
    },
  ],
};

/** The compound parts composed by hand: any content can be a slide. */
function Testimonials({ lang }: { lang: Lang }) {
  const copy = {
    ...editionCopy[lang].banners.copy,
    label: lang === "zh" ? "客户评价" : "What clients say",
  };
  const list = quotes[lang];
  return (
    <Carousel
      label={copy.label}
      count={list.length}
      autoplay
      interval={6000}
      style={{ height: 260, borderRadius: 12 }}
    >
      <CarouselSlides>
        {list.map((quote, i) => (
          <CarouselSlide
            key={quote.by}
            index={i}
            label={formatSlideLabel(copy.slide, i + 1, list.length)}
          >
            <figure
              style={{ margin: 0, padding: "56px 120px", color: "#fff", textAlign: "center" }}
            >
              <blockquote style={{ margin: 0, fontSize: 24, lineHeight: 1.5 }}>
                “{quote.text}”
              </blockquote>
              <figcaption style={{ marginTop: 16, color: "#c9ced6" }}>{quote.by}</figcaption>
            </figure>
          </CarouselSlide>
        ))}
      </CarouselSlides>
      <CarouselPrevious label={copy.previous} />
      <CarouselNext label={copy.next} />
      <div className="ui-carousel__bar">
        <CarouselPause pauseLabel={copy.pause} playLabel={copy.play} />
        {copy.goTo ? <CarouselDots labelTemplate={copy.goTo} /> : null}
      </div>
    </Carousel>
  );
}

const meta = {
  title: "Carousels/Carousel (parts)",
  component: Carousel,
  args: { label: "", count: 0 },
  decorators: [
    (Story) => (
      <div style={{ width: 1200, margin: "32px auto" }}>
        <Story />
      </div>
    ),
  ],
  render: (_args, { globals }) => <Testimonials lang={storyLang(globals)} />,
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Composed = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "客户评价" });
    await userEvent.click(within(region).getByRole("button", { name: "显示第 3 张" }));
    // The slide fades in (600 ms).
    await waitFor(() =>
      expect(within(region).getByRole("group", { name: "第 3 张，共 3 张" })).toBeVisible(),
    );
  },
} satisfies Story;

export const ComposedEnglish = { globals: english } satisfies Story;
