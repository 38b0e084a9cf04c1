import { cn } from "../lib/cn";
import { Icon, renderIcon, type IconSource } from "../lib/icons";
import { Section, hasItems, type SectionCopy, type SectionProps } from "./section";
import { AppLink } from "../lib/app-link";
import "./balanced-grid.css";
import "./service-scope-grid.css";
import "./swipe-row.css";
import { ItemHeading } from "./item-heading";

export interface ServiceScopeItem {
  title: string;
  description: string;
  /** The business line's page of this edition, with its `key` query (D7). */
  href: string;
  icon?: IconSource;
}

export interface ServiceScopeGridProps extends Omit<SectionProps, "heading" | "children"> {
  items: readonly ServiceScopeItem[] | null | undefined;
  copy?: SectionCopy;
}

/** Spec 2.4: the five business lines, each a card linking to its page. */
export function ServiceScopeGrid({ items, copy, className, ...props }: ServiceScopeGridProps) {
  if (!hasItems(items)) return null;
  return (
    <Section heading={copy} className={cn("service-scope", className)} {...props}>
      <ul className="service-scope__list swipe-row" data-count={items.length} data-balanced-grid="">
        {items.map((item) => (
          <li className="service-scope__card" key={item.href}>
            {item.icon ? (
              <span className="service-scope__icon">
                {renderIcon(item.icon, "service-scope__icon-svg")}
              </span>
            ) : null}
            <ItemHeading className="service-scope__title">
              <AppLink externalInNewTab={false} className="service-scope__link" href={item.href}>
                {item.title}
              </AppLink>
            </ItemHeading>
            <p className="service-scope__description">{item.description}</p>
            <Icon name="chevron-right" className="service-scope__arrow" />
          </li>
        ))}
      </ul>
    </Section>
  );
}
