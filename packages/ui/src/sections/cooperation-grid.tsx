import { cn } from "../lib/cn";
import { ExpandableList, type ExpandableListProps } from "./expandable-list";
import { Media } from "./media";
import "./balanced-grid.css";
import "./card-grid.css";
import "./cooperation-grid.css";
import "./swipe-row.css";

export const COOPERATION_PAGE_SIZE = 9;

/** Structurally the `Cooperation` of @site/api. */
export interface CooperationLike {
  id?: number;
  imageUrl: string | null;
  content: string;
}

export interface CooperationGridProps extends Omit<
  ExpandableListProps<CooperationLike>,
  "limit" | "renderList"
> {
  limit?: number;
}

/**
 * Spec 2.9 / 4: the association's cooperation overview, the first 9 or all; on a phone one row
 * that swipes sideways (swipe-row.css).
 */
export function CooperationGrid({
  limit = COOPERATION_PAGE_SIZE,
  className,
  ...props
}: CooperationGridProps) {
  return (
    <ExpandableList
      className={cn("cooperation-grid", className)}
      limit={limit}
      {...props}
      renderList={(shown, list) => (
        <ul
          id={list.id}
          className="card-grid cooperation-grid__list swipe-row"
          data-balanced-grid=""
          // The partners hold no control: on a phone the keyboard reaches the row to scroll it.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          aria-busy={list.busy || undefined}
        >
          {shown.map((item, index) => (
            <li key={item.id ?? index} className="cooperation-grid__item">
              {/* The text names the partner; its logo is decoration beside it. */}
              <Media className="cooperation-grid__logo" src={item.imageUrl} />
              <p className="cooperation-grid__content">{item.content}</p>
            </li>
          ))}
        </ul>
      )}
    />
  );
}
