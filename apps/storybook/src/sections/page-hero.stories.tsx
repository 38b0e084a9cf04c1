import type { Lang } from "@site/forms/lang";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { english, storyLang } from "../support/lang";
import { editionCopy } from "../data/copy";
import { PageHero } from "@site/ui/sections";
import { atViewport } from "../support/viewports";

/** The accounting page's hero: its words here, its picture in `args`. */
const words = (lang: Lang) => {
  const { title, subtitle } = editionCopy[lang].kuaiji.hero;
  return { title, subtitle };
};
const hero = { zh: words("zh"), en: words("en") };

/** The hero's one call to action: here the consult trigger's label on a plain button. */
const action = (lang: Lang) => (
  <button type="button" className="ui-cta ui-consult-trigger">
    {editionCopy[lang].consult.copy.trigger}
  </button>
);

const meta = {
  title: "Sections/PageHero",
  component: PageHero,
  args: { ...hero.zh, imageUrl: editionCopy.zh.kuaiji.hero.imageUrl ?? null },
  render: (args, { globals }) => (
    <PageHero {...args} {...hero[storyLang(globals)]} actions={action(storyLang(globals))} />
  ),
} satisfies Meta<typeof PageHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 28: one message (the h1 and one line) and one call to action. */
const oneMessage: NonNullable<Story["play"]> = async ({ canvas, canvasElement }) => {
  await expect(canvas.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  await expect(canvas.getAllByRole("heading")).toHaveLength(1);
  await expect(canvasElement.querySelectorAll(".page-hero p")).toHaveLength(1);
  await expect(canvasElement.querySelectorAll(".page-hero :is(a[href], button)")).toHaveLength(1);
};

export const Full = { play: oneMessage } satisfies Story;
export const English = { globals: english, play: oneMessage } satisfies Story;
export const Phone = { globals: atViewport("phone"), play: oneMessage } satisfies Story;
export const PhoneEnglish = {
  globals: { ...english, ...atViewport("phone") },
  play: oneMessage,
} satisfies Story;
export const Tablet = { globals: atViewport("tablet"), play: oneMessage } satisfies Story;
export const Desktop = { globals: atViewport("desktop"), play: oneMessage } satisfies Story;
export const DesktopEnglish = {
  globals: { ...english, ...atViewport("desktop") },
  play: oneMessage,
} satisfies Story;

/** No picture: the navy band alone. */
export const WithoutImage = { args: { imageUrl: null } } satisfies Story;

/** Title only. */
export const Minimal = {
  render: (args, { globals }) => <PageHero title={hero[storyLang(globals)].title} />,
} satisfies Story;

// An editor's photograph (issue 28): a JPEG of an odd size, made here in the browser. Its
// bright sky behind the words would sink white text on a scrim of a light picture: the text
// must stay on the band, clear of the picture.

/** A photograph-like JPEG: a pale sky over a dark street of towers, with grain. */
async function photograph(width: number, height: number): Promise<string> {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d")!;
  const sky = context.createLinearGradient(0, 0, 0, height);
  sky.addColorStop(0, "#f4f1ea");
  sky.addColorStop(0.6, "#d9c7a8");
  sky.addColorStop(1, "#3b3a40");
  context.fillStyle = sky;
  context.fillRect(0, 0, width, height);
  for (let x = 0, i = 0; x < width; x += width / 14, i++) {
    const top = height * (0.35 + ((i * 37) % 40) / 100);
    context.fillStyle = i % 2 ? "#2d3340" : "#4a5263";
    context.fillRect(x, top, width / 16, height - top);
  }
  const grain = context.getImageData(0, 0, width, height);
  for (let p = 0; p < grain.data.length; p += 4) {
    const noise = ((p * 2654435761) % 17) - 8;
    grain.data[p] = grain.data[p]! + noise;
    grain.data[p + 1] = grain.data[p + 1]! + noise;
    grain.data[p + 2] = grain.data[p + 2]! + noise;
  }
  context.putImageData(grain, 0, 0);
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((made) => (made ? resolve(made) : reject(new Error("no JPEG"))), "image/jpeg"),
  );
  return URL.createObjectURL(blob);
}

/** WCAG contrast of two computed colours (`rgb(r, g, b)`). */
function contrast(foreground: string, background: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const value = Number(part) / 255;
      return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;

/** The photograph loaded, covers its part of the hero undistorted, and no word lies on it. */
const photographPlay =
  (width: number, height: number): NonNullable<Story["play"]> =>
  async (context) => {
    await oneMessage(context);
    const { canvasElement } = context;
    const section = canvasElement.querySelector<HTMLElement>(".page-hero")!;
    const image = section.querySelector<HTMLImageElement>(".page-hero__image")!;
    await waitFor(() => expect(image.complete && image.naturalWidth).toBe(width));
    await expect(image.naturalHeight).toBe(height);
    const style = getComputedStyle(image);
    // Cover: the picture fills its box, cropped, never stretched.
    await expect(style.objectFit).toBe("cover");
    const box = image.getBoundingClientRect();
    const band = section.getBoundingClientRect();
    await expect(box.width).toBeGreaterThan(0);
    await expect(box.height).toBeGreaterThan(0);
    await expect(Math.abs(box.right - band.right)).toBeLessThanOrEqual(1);
    if (window.innerWidth >= 1024) {
      // Beside the text: the picture spans the band's height.
      await expect(Math.abs(box.top - band.top)).toBeLessThanOrEqual(1);
      await expect(Math.abs(box.bottom - band.bottom)).toBeLessThanOrEqual(1);
    } else {
      // Above the text: the picture spans the band's width.
      await expect(Math.abs(box.left - band.left)).toBeLessThanOrEqual(1);
    }
    // The words sit on the solid band, clear of the picture, in AA contrast.
    const bandColour = getComputedStyle(section).backgroundColor;
    for (const text of section.querySelectorAll<HTMLElement>("h1, p, button")) {
      await expect(overlaps(text.getBoundingClientRect(), box)).toBe(false);
      const own = getComputedStyle(text).backgroundColor;
      const behind = own === "rgba(0, 0, 0, 0)" ? bandColour : own;
      await expect(contrast(getComputedStyle(text).color, behind)).toBeGreaterThanOrEqual(4.5);
    }
  };

export const Photograph = {
  loaders: [async () => ({ photo: await photograph(1000, 400) })],
  globals: atViewport("desktop"),
  render: (args, { globals, loaded }) => (
    <PageHero
      {...args}
      {...hero[storyLang(globals)]}
      imageUrl={loaded.photo as string}
      actions={action(storyLang(globals))}
    />
  ),
  play: photographPlay(1000, 400),
} satisfies Story;

export const PhotographTablet = {
  ...Photograph,
  loaders: [async () => ({ photo: await photograph(600, 900) })],
  globals: atViewport("tablet"),
  play: photographPlay(600, 900),
} satisfies Story;

export const PhotographPhone = {
  ...Photograph,
  loaders: [async () => ({ photo: await photograph(600, 900) })],
  globals: { ...english, ...atViewport("phone") },
  play: photographPlay(600, 900),
} satisfies Story;
