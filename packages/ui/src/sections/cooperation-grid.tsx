import { cn } from "../lib/cn";
import { ExpandableList, type ExpandableListProps } from "./expandable-list";
import { Media } from "./media";
import "./card-grid.css";
import "./cooperation-grid.css";

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

/** Spec 2.9 / 4: the association's cooperation overview, the first 9 or all. */
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
          className="card-grid cooperation-grid__list"
          data-balanced-grid=""
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
