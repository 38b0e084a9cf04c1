// Stand-ins for the slots the editions fill (banner and video carousels, the consult dialog).
import type { Decorator } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { ConsultDialog } from "../../dialogs";
import { after } from "../../stories/dialog-handlers";
import { consultCopy, privacyHref } from "../../stories/dialog-copy";
import type { StoryLang } from "../../stories/lang";
import { photo } from "../../sections/stories-data/images";

/** Templates render inside the edition's <main> (its site layout). */
export const withMain: Decorator = (Story) => (
  <main>
    <Story />
  </main>
);

/** The banner carousel's place: one slide-sized picture. */
export function BannerSlot({ alt }: { alt: string }) {
  return (
    <img
      src={photo(7, 1920, 520)}
      alt={alt}
      width={1920}
      height={520}
      style={{ display: "block", width: "100%", height: 520, objectFit: "cover" }}
    />
  );
}

/** The video carousel's place: 530px high (spec 4). */
export function VideoSlot({ alt }: { alt: string }) {
  return (
    <img
      src={photo(5, 1200, 530)}
      alt={alt}
      width={1200}
      height={530}
      loading="lazy"
      style={{ display: "block", width: "100%", height: 530, objectFit: "cover", borderRadius: 8 }}
    />
  );
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
