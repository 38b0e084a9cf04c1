import { cn } from "../lib/cn";
import { Icon, renderIcon, type IconSource } from "../lib/icons";
import { Section, hasItems, type SectionCopy, type SectionProps } from "./section";
import { AppLink } from "../lib/app-link";
import "./balanced-grid.css";
import "./link-card.css";
import "./other-services-links.css";
import "./swipe-row.css";

export interface OtherServiceLink {
  title: string;
  href: string;
  description?: string;
  icon?: IconSource;
  /** Another site (the overseas subsidiary): opens in a new tab. */
  newTab?: boolean;
}

export interface OtherServicesLinksCopy extends SectionCopy {
  /** Said after a link that opens in a new tab, e.g. "(opens in a new tab)". */
  newTabHint?: string;
}

export interface OtherServicesLinksProps extends Omit<SectionProps, "heading" | "children"> {
  items: readonly OtherServiceLink[] | null | undefined;
  copy?: OtherServicesLinksCopy;
}

/**
 * Spec 2.5: links to the other service groups (and the overseas subsidiary's own site), as a
 * plain list with rules rather than cards (issue 28, rhythm): short items, nothing a card adds.
 */
export function OtherServicesLinks({ items, copy, className, ...props }: OtherServicesLinksProps) {
  if (!hasItems(items)) return null;
  return (
    <Section heading={copy} className={cn("other-services", className)} data-form="list" {...props}>
      <ul
        className="balanced-grid-3 other-services__list link-card-list swipe-row"
        data-balanced-grid=""
      >
        {items.map((item) => (
          <li key={item.href}>
            <AppLink
              externalInNewTab={false}
              className="link-card other-services__link"
              href={item.href}
              {...(item.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            >
              {item.icon ? (
                <span className="other-services__icon">
                  {renderIcon(item.icon, "other-services__icon-svg")}
                </span>
              ) : null}
              <span className="link-card__body other-services__body">
                <span className="other-services__title">{item.title}</span>
                {item.description ? (
                  <span className="other-services__description">{item.description}</span>
                ) : null}
              </span>
              {item.newTab && copy?.newTabHint ? (
                <span className="ui-visually-hidden">{copy.newTabHint}</span>
              ) : null}
              <Icon
                name={item.newTab ? "external" : "chevron-right"}
                className="other-services__arrow"
              />
            </AppLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
