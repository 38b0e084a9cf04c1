import type { ComponentProps } from "react";
import { cn } from "../lib/cn";
import { ExpertCard, type ExpertLike } from "./expert-card";
import { hasItems } from "./section";
import "./balanced-grid.css";
import "./expert-grid.css";
import "./swipe-row.css";

export interface ExpertGridProps extends Omit<ComponentProps<"ul">, "children"> {
  experts: readonly ExpertLike[] | null | undefined;
  /** A page is on its way: placeholders when nothing is shown yet, else the old page dims. */
  loading?: boolean;
  /** Placeholders shown while loading with nothing yet (spec 4: a page is 8). */
  placeholderCount?: number;
}

/**
 * Four experts a row, never one alone on the last (balanced-grid.css); on a phone one row that
 * swipes sideways (swipe-row.css). Renders nothing without experts (D3), unless loading.
 */
export function ExpertGrid({
  experts,
  loading = false,
  placeholderCount = 8,
  className,
  ...props
}: ExpertGridProps) {
  const items = hasItems(experts) ? experts : [];
  if (items.length === 0 && !loading) return null;
  return (
    <ul
      className={cn("balanced-grid-4", "expert-grid", "swipe-row", className)}
      // The cards hold no control: on a phone the keyboard reaches the row itself to scroll it.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      aria-busy={loading || undefined}
      data-state={loading ? "loading" : "idle"}
      data-balanced-grid=""
      {...props}
    >
      {items.length > 0
        ? items.map((expert, index) => (
            <li key={expert.id ?? `${expert.name}-${index}`}>
              <ExpertCard expert={expert} />
            </li>
          ))
        : Array.from({ length: placeholderCount }, (_, index) => (
            <li key={index} aria-hidden="true" className="expert-grid__placeholder">
              <div className="ui-skeleton expert-grid__placeholder-portrait" />
              <div className="ui-skeleton expert-grid__placeholder-line" />
              <div className="ui-skeleton expert-grid__placeholder-line" data-short="" />
            </li>
          ))}
    </ul>
  );
}
