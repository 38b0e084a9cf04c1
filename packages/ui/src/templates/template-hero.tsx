import type { ReactNode } from "react";
import { CtaLink } from "../lib/cta-link";
import { PageHero } from "../sections/page-hero";
import type { HeroCopy } from "./types";

/**
 * The hero every template but home opens with: the page's one message and one call to action,
 * the edition's `actions` (the consult dialog's trigger) or else the copy's link.
 */
export function TemplateHero({ hero, actions }: { hero: HeroCopy; actions?: ReactNode }) {
  const action =
    actions ??
    (hero.action ? (
      <CtaLink externalInNewTab={false} href={hero.action.href}>
        {hero.action.label}
      </CtaLink>
    ) : undefined);
  return (
    <PageHero
      title={hero.title}
      subtitle={hero.subtitle}
      imageUrl={hero.imageUrl}
      actions={action}
    />
  );
}
