// What the editions put in the templates' slots: carousels and the consult dialog (part A).
import type { Decorator } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { BannerCarousel, VideoCarousel } from "../../carousel";
import { ConsultDialog } from "../../dialogs";
import { bannerSlides, carouselCopy, videoSlides } from "../../stories/carousel-data";
import { after } from "../../stories/dialog-handlers";
import { consultCopy, privacyHref } from "../../stories/dialog-copy";
import type { StoryLang } from "../../stories/lang";

/** Templates render inside the edition's <main> (its site layout). */
export const withMain: Decorator = (Story) => (
  <main>
    <Story />
  </main>
);

/** Part A's banner carousel with its story slides (spec 2.4: 5 banners). */
export function BannerSlot({ lang }: { lang: StoryLang }) {
  return <BannerCarousel slides={bannerSlides[lang]} copy={carouselCopy.banner[lang]} />;
}

/** Part A's video carousel (spec 2.4: 3 videos, 4000 ms); covers only, no video server here. */
export function VideoSlot({ lang }: { lang: StoryLang }) {
  return <VideoCarousel videos={videoSlides[lang]} copy={carouselCopy.video[lang]} />;
}

export function ConsultAction({ lang }: { lang: StoryLang }) {
  return (
    <ConsultDialog
      lang={lang}
      copy={consultCopy[lang]}
      privacyHref={privacyHref[lang]}
      onSubmit={fn(() => after(600, true))}
    />
  );
}
