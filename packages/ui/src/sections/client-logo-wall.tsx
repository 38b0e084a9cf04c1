import { cn } from "../lib/cn";
import { Media } from "./media";
import { Section, hasItems, type SectionCopy, type SectionProps } from "./section";
import "./balanced-grid.css";
import "./client-logo-wall.css";
import "./swipe-row.css";

/** Structurally the `Client` of @site/api; `name`, when the edition has one, is the logo's alt. */
export interface ClientLike {
  id?: number;
  logoUrl: string | null;
  name?: string;
}

export interface ClientLogoWallProps extends Omit<SectionProps, "heading" | "children"> {
  clients: readonly ClientLike[] | null | undefined;
  copy?: SectionCopy;
}

/** 6, 5 or 4 columns: whichever leaves the fewest gaps in the last row (the widest on a tie). */
export function logoColumns(count: number): number {
  const gaps = (columns: number) => (columns - (count % columns)) % columns;
  return [6, 5, 4].reduce((best, columns) => (gaps(columns) < gaps(best) ? columns : best));
}

/** Spec 2.4: the client logos. Logos without an image are left out. */
export function ClientLogoWall({ clients, copy, className, ...props }: ClientLogoWallProps) {
  const withLogo = hasItems(clients) ? clients.filter((client) => client.logoUrl) : [];
  if (withLogo.length === 0) return null;
  return (
    <Section heading={copy} className={cn("client-logo-wall", className)} {...props}>
      <ul
        className="client-logo-wall__list swipe-row"
        data-columns={logoColumns(withLogo.length)}
        data-balanced-grid=""
        // The logos hold no control: on a phone the keyboard reaches the row to scroll it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        {withLogo.map((client, index) => (
          <li key={client.id ?? index} className="client-logo-wall__item">
            <Media
              className="client-logo-wall__logo"
              src={client.logoUrl}
              alt={client.name ?? ""}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
