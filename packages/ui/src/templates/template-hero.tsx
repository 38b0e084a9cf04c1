import type { ReactNode } from "react";
import { PageHero } from "../sections/page-hero";
import type { HeroCopy } from "./types";

/** The hero every template but home opens with. */
export function TemplateHero({ hero, actions }: { hero: HeroCopy; actions?: ReactNode }) {
  return (
    <PageHero
      title={hero.title}
      subtitle={hero.subtitle}
      eyebrow={hero.eyebrow}
      imageUrl={hero.imageUrl}
      actions={actions}
    />
  );
}
