import { cn } from "../lib/cn";
import { Icon } from "../lib/icons";
import { Section, hasItems, type SectionCopy, type SectionProps } from "./section";
import "./balanced-grid.css";
import "./card-grid.css";
import "./link-card.css";
import "./publication-links.css";

export interface PublicationLink {
  title: string;
  /** A brochure under /PDF (spec 2.6): a file, never a router link. */
  href: string;
  description?: string;
}

export interface PublicationLinksCopy extends SectionCopy {
  /** Said after each link, e.g. "（PDF，在新标签页打开）" / "(PDF, opens in a new tab)". */
  newTabHint: string;
  /** A short visible tag on each card, e.g. "PDF". */
  badge?: string;
}

export interface PublicationLinksProps extends Omit<SectionProps, "heading" | "children"> {
  items: readonly PublicationLink[] | null | undefined;
  copy: PublicationLinksCopy;
}

/** Spec 2.6: the three brochures, opening in a new tab: a plain list with rules (issue 28). */
export function PublicationLinks({ items, copy, className, ...props }: PublicationLinksProps) {
  if (!hasItems(items)) return null;
  return (
    <Section
      heading={copy}
      className={cn("publication-links", className)}
      data-form="list"
      {...props}
    >
      <ul className="card-grid publication-links__list link-card-list" data-balanced-grid="">
        {items.map((item) => (
          <li key={item.href}>
            <a
              className="link-card publication-links__link"
              href={item.href}
              target="_blank"
              rel="noopener"
            >
              <span className="publication-links__icon">
                <Icon name="document" />
              </span>
              <span className="link-card__body publication-links__body">
                <span className="publication-links__title">{item.title}</span>
                {item.description ? (
                  <span className="publication-links__description">{item.description}</span>
                ) : null}
              </span>
              <span className="ui-visually-hidden">{copy.newTabHint}</span>
              {copy.badge ? (
                <span className="publication-links__badge" aria-hidden="true">
                  {copy.badge}
                </span>
              ) : null}
              <Icon name="external" className="publication-links__external" />
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
