import type { ComponentProps } from "react";
import { cn } from "../lib/cn";
import { NewsListItem, type NewsItemLike } from "./news-list-item";
import { hasItems } from "./section";
import "./news-list.css";

export interface NewsListProps<Item extends NewsItemLike> extends Omit<
  ComponentProps<"ul">,
  "children"
> {
  items: readonly Item[] | null | undefined;
  /** The detail link of an item (D7: type 1 home, 2 news, 3 association/charity); none: no links. */
  itemHref?: (item: Item) => string;
  variant?: "default" | "compact";
}

export function NewsList<Item extends NewsItemLike>({
  items,
  itemHref,
  variant = "default",
  className,
  ...props
}: NewsListProps<Item>) {
  if (!hasItems(items)) return null;
  return (
    <ul className={cn("news-list", className)} data-variant={variant} {...props}>
      {items.map((item, index) => (
        <li key={item.id ?? `${item.headline}-${index}`}>
          <NewsListItem item={item} href={itemHref?.(item)} variant={variant} />
        </li>
      ))}
    </ul>
  );
}
