import type { ReactNode } from "react";
import { AppLink } from "../lib/app-link";
import { Icon } from "../lib/icons";
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
      <AppLink externalInNewTab={false} className="ui-cta" href={hero.action.href}>
        {hero.action.label}
        <Icon name="chevron-right" className="ui-cta__icon" />
      </AppLink>
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
