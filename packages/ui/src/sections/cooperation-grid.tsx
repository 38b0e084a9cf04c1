import { useId, type ComponentProps } from "react";
import { cn } from "../lib/cn";
import { ExpandToggle, type ExpandToggleCopy } from "./expand-toggle";
import { Media } from "./media";
import { hasItems } from "./section";
import { useExpandable } from "./use-expandable";
import "./cooperation-grid.css";

export const COOPERATION_PAGE_SIZE = 9;

/** Structurally the `Cooperation` of @site/api. */
export interface CooperationLike {
  id?: number;
  imageUrl: string | null;
  content: string;
}

export interface CooperationGridProps extends Omit<ComponentProps<"div">, "children"> {
  /** Every item, or only the first 9 when the edition fetches the rest on `onExpand`. */
  items: readonly CooperationLike[] | null | undefined;
  /** The list call's `total`, when `items` is only the first page. */
  total?: number;
  limit?: number;
  expanded?: boolean;
  defaultExpanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  /** Expanding asks the edition for every item (spec 7.1: the call without paging). */
  onExpand?: () => void;
  loading?: boolean;
  copy: ExpandToggleCopy;
}

/** Spec 2.9 / 4: the association's cooperation overview, the first 9 or all. */
export function CooperationGrid({
  items,
  total,
  limit = COOPERATION_PAGE_SIZE,
  expanded,
  defaultExpanded,
  onExpandedChange,
  onExpand,
  loading = false,
  copy,
  className,
  ...props
}: CooperationGridProps) {
  const listId = useId();
  const list = hasItems(items) ? items : [];
  const state = useExpandable({
    count: list.length,
    total,
    limit,
    expanded,
    defaultExpanded,
    onExpandedChange,
    onExpand,
  });
  if (list.length === 0) return null;
  const busy = loading || state.pending;
  return (
    <div
      className={cn("cooperation-grid", className)}
      data-state={state.expanded ? "expanded" : "collapsed"}
      {...props}
    >
      <ul id={listId} className="cooperation-grid__list" aria-busy={busy || undefined}>
        {list.slice(0, state.visibleCount).map((item, index) => (
          <li key={item.id ?? index} className="cooperation-grid__item">
            {/* The text names the partner; its logo is decoration beside it. */}
            <Media className="cooperation-grid__logo" src={item.imageUrl} />
            <p className="cooperation-grid__content">{item.content}</p>
          </li>
        ))}
      </ul>
      {state.canToggle ? (
        <div className="cooperation-grid__actions">
          <ExpandToggle
            expanded={state.expanded}
            controls={listId}
            copy={copy}
            onClick={state.toggle}
          />
        </div>
      ) : null}
    </div>
  );
}
