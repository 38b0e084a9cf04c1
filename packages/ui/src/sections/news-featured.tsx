import { useId, type ComponentProps } from "react";
import { cn } from "../lib/cn";
import { Media } from "./media";
import type { NewsItemLike } from "./news-list-item";
import { hasItems } from "./section";
import { AppLink } from "../lib/app-link";
import "./balanced-grid.css";
import "./card-grid.css";
import "./news-featured.css";
import { ItemHeading } from "./item-heading";

export interface NewsFeaturedProps<Item extends NewsItemLike> extends Omit<
  ComponentProps<"ul">,
  "children"
> {
  items: readonly Item[] | null | undefined;
  itemHref?: (item: Item) => string;
}

function FeaturedCard<Item extends NewsItemLike>({
  item,
  href,
}: {
  item: Item;
  href: string | undefined;
}) {
  const titleId = useId();
  return (
    <article
      className="news-featured__card"
      data-linked={href ? "true" : "false"}
      aria-labelledby={titleId}
    >
      {/* The headline says what the story is; its picture is decoration here. */}
      <Media className="news-featured__media" src={item.imageUrl} />
      <div className="news-featured__body">
        {item.date ? (
          <time className="news-featured__date" dateTime={item.date}>
            {item.date}
          </time>
        ) : null}
        <ItemHeading id={titleId} className="news-featured__headline">
          {href ? (
            <AppLink externalInNewTab={false} className="news-featured__link" href={href}>
              {item.headline}
            </AppLink>
          ) : (
            item.headline
          )}
        </ItemHeading>
        {item.subline ? <p className="news-featured__subline">{item.subline}</p> : null}
      </div>
    </article>
  );
}

/** Spec 2.6: the featured stories, as cards with their image. */
export function NewsFeatured<Item extends NewsItemLike>({
  items,
  itemHref,
  className,
  ...props
}: NewsFeaturedProps<Item>) {
  if (!hasItems(items)) return null;
  return (
    <ul
      className={cn("card-grid", "news-featured", className)}
      data-count={items.length}
      data-balanced-grid=""
      {...props}
    >
      {items.map((item, index) => (
        <li key={item.id ?? `${item.headline}-${index}`}>
          <FeaturedCard item={item} href={itemHref?.(item)} />
        </li>
      ))}
    </ul>
  );
}
