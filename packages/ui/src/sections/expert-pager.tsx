import { useEffect, useRef, type ComponentProps } from "react";
import { cn } from "../lib/cn";
import { Icon } from "../lib/icons";
import "./expert-pager.css";

export const EXPERT_PAGE_SIZE = 8;

export interface ExpertPagerCopy {
  /** D8: "上一页" / "Previous page". */
  previous: string;
  /** D8: "下一页" / "Next page". */
  next: string;
  /** Names the pair of buttons, e.g. "专家翻页" / "Expert pages". */
  label?: string;
}

export interface ExpertPagerProps extends Omit<ComponentProps<"div">, "children" | "onChange"> {
  /** 1-based; the edition fetches each page. */
  page: number;
  /** The list call's `total`. */
  total: number;
  pageSize?: number;
  onPageChange: (page: number) => void;
  copy: ExpertPagerCopy;
  /** The id of the grid the buttons page. */
  controls?: string;
}

/**
 * Spec 4: the home expert pager. Previous is active only after page 1; next is disabled once
 * page × size reaches the total. Inactive means the `disabled` attribute (D8).
 */
export function ExpertPager({
  page,
  total,
  pageSize = EXPERT_PAGE_SIZE,
  onPageChange,
  copy,
  controls,
  className,
  ...props
}: ExpertPagerProps) {
  const current = Math.max(1, Math.floor(page) || 1);
  const safeTotal = Math.max(0, total || 0);
  const pageCount = Math.max(1, Math.ceil(safeTotal / pageSize));
  const hasPrevious = current > 1;
  const hasNext = current * pageSize < safeTotal;

  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const pressed = useRef<"previous" | "next" | null>(null);

  // A button that turns disabled under the keyboard focus drops it to <body>: hand it to the
  // other button instead.
  useEffect(() => {
    if (pressed.current === null) return;
    const from = pressed.current === "next" ? nextRef.current : previousRef.current;
    const to = pressed.current === "next" ? previousRef.current : nextRef.current;
    pressed.current = null;
    if (!from?.disabled || !to || to.disabled) return;
    const active = from.ownerDocument.activeElement;
    if (active === from || active === from.ownerDocument.body) to.focus();
  }, [current, hasPrevious, hasNext]);

  return (
    <div role="group" aria-label={copy.label} className={cn("expert-pager", className)} {...props}>
      <button
        ref={previousRef}
        type="button"
        className="expert-pager__button"
        aria-label={copy.previous}
        aria-controls={controls}
        disabled={!hasPrevious}
        onClick={() => {
          pressed.current = "previous";
          onPageChange(current - 1);
        }}
      >
        <Icon name="chevron-left" className="expert-pager__icon" />
      </button>
      <p className="expert-pager__status" aria-live="polite">
        <span className="expert-pager__current">{current}</span> / {pageCount}
      </p>
      <button
        ref={nextRef}
        type="button"
        className="expert-pager__button"
        aria-label={copy.next}
        aria-controls={controls}
        disabled={!hasNext}
        onClick={() => {
          pressed.current = "next";
          onPageChange(current + 1);
        }}
      >
        <Icon name="chevron-right" className="expert-pager__icon" />
      </button>
    </div>
  );
}
