// What the editions put in the templates' slots: carousels and the consult dialog (part A).
import type { Decorator } from "@storybook/react-vite";
import { BannerCarousel, VideoCarousel } from "@site/ui/carousel";
import { ConsultDialog } from "@site/ui/dialogs";
import { fn } from "storybook/test";
import { editionCopy } from "../data/copy";
import { after } from "./dialog-handlers";
import type { Lang } from "@site/forms/lang";

/** Templates render inside the edition's <main> (its site layout). */
export const withMain: Decorator = (Story) => (
  <main>
    <Story />
  </main>
);

/** Part A's banner carousel with the edition's slides (spec 2.4: 5 banners). */
export function BannerSlot({ lang }: { lang: Lang }) {
  const { slides, copy } = editionCopy[lang].banners;
  return <BannerCarousel slides={slides} copy={copy} />;
}

/** Part A's video carousel (spec 2.4: 3 videos, 4000 ms). */
export function VideoSlot({ lang }: { lang: Lang }) {
  const { slides, copy } = editionCopy[lang].videos;
  return <VideoCarousel videos={slides} copy={copy} />;
}

export function ConsultAction({ lang }: { lang: Lang }) {
  const { copy, privacyHref } = editionCopy[lang].consult;
  return (
    <ConsultDialog
      lang={lang}
      copy={copy}
      privacyHref={privacyHref}
      onSubmit={fn(() => after(600, true))}
    />
  );
}
