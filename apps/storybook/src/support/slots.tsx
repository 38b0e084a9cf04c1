// What the editions put in the templates' slots: carousels and the consult dialog (part A).
import type { Decorator } from "@storybook/react-vite";
import { BannerCarousel, VideoCarousel } from "@site/ui/carousel";
import { ConsultDialog, ConsultTrigger } from "@site/ui/dialogs";
import { fn } from "storybook/test";
import { editionCopy } from "../data/copy";
import { after } from "./dialog-handlers";
import type { Lang } from "@site/forms/lang";
import { storyLang } from "./lang";

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

/** A consult button, as the editions put it in the templates; it opens the page's dialog. */
export function ConsultAction({ lang }: { lang: Lang }) {
  return <ConsultTrigger label={editionCopy[lang].consult.copy.trigger} />;
}

/** The page's one consult dialog, which the editions render beside a template with buttons. */
export const withConsultDialog: Decorator = (Story, { globals }) => {
  const lang = storyLang(globals);
  const { copy, privacyHref } = editionCopy[lang].consult;
  return (
    <>
      <Story />
      <ConsultDialog
        lang={lang}
        copy={copy}
        privacyHref={privacyHref}
        onSubmit={fn(() => after(600, true))}
        action={lang === "zh" ? "/kuaiji" : "/kuaijiE"}
      />
    </>
  );
};
