import { useId, type ComponentProps } from "react";
import { RichText } from "../rich-text";
import { cn } from "../lib/cn";
import { Media } from "./media";
import { hasItems } from "./section";
import "./composition-list.css";
import { ItemHeading } from "./item-heading";

/** A group company (news of type 7: `NewsItem` fits). */
export interface CompositionItemLike {
  id?: number;
  title: string;
  imageUrl?: string | null;
  /** Sanitized here (D3). */
  contentHtml: string;
}

export interface CompositionListProps extends Omit<ComponentProps<"ol">, "children"> {
  items: readonly CompositionItemLike[] | null | undefined;
}

function CompositionEntry({ item, side }: { item: CompositionItemLike; side: "start" | "end" }) {
  const titleId = useId();
  return (
    <li className="composition-list__item" data-side={side}>
      <article className="composition-list__article" aria-labelledby={titleId}>
        <Media className="composition-list__media" src={item.imageUrl} />
        <div className="composition-list__body">
          <ItemHeading id={titleId} className="composition-list__title">
            {item.title}
          </ItemHeading>
          <RichText className="composition-list__content" html={item.contentHtml} stripImages />
        </div>
      </article>
    </li>
  );
}

/** Spec 2.8: the group's parts, image and text, the image side alternating. */
export function CompositionList({ items, className, ...props }: CompositionListProps) {
  if (!hasItems(items)) return null;
  return (
    <ol className={cn("composition-list", className)} {...props}>
      {items.map((item, index) => (
        <CompositionEntry
          key={item.id ?? `${item.title}-${index}`}
          item={item}
          side={index % 2 === 0 ? "start" : "end"}
        />
      ))}
    </ol>
  );
}
