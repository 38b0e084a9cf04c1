import { useCallback, useId, type ComponentProps } from "react";
import { RichText } from "../rich-text";
import { cn } from "../lib/cn";
import { KEPT_TAP_ATTRIBUTE } from "../lib/early-input";
import { reachedAtMount, useHoverFocusOrTap } from "../lib/use-hover-and-focus-within";
import { Icon } from "../lib/icons";
import { Media } from "./media";
import "./case-card.css";
import { ItemHeading } from "./item-heading";

/** Structurally the `CaseStudy` of @site/api. */
export interface CaseStudyLike {
  id?: number;
  title: string;
  /** caseTitle2: short HTML (client, one-line result); sanitized here. */
  summaryHtml: string;
  /** caseContent: the full case as plain text. */
  content: string;
  /** caseHs: how long it took, as the editor wrote it ("90个工作日"). */
  duration: string;
  imageUrl: string | null;
}

export interface CaseCardCopy {
  /** Before the duration, e.g. "办理周期" / "Duration". */
  duration: string;
}

export interface CaseCardProps extends ComponentProps<"article"> {
  caseStudy: CaseStudyLike;
  copy: CaseCardCopy;
  /** By default one below the enclosing section's heading. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * On a phone the cases are a swipe row (swipe-row.css), where the browser leaves a card that only
 * peeks in as it is when the keyboard focuses it: bring it whole into the row.
 */
function bringIntoRow(card: HTMLElement): void {
  card.scrollIntoView?.({ block: "nearest", inline: "nearest" });
}

/**
 * Spec 2.5: hovering a case swaps its short text for the full content; keyboard focus does the
 * same (D8), and on a touch screen a tap (D10: a second tap, or a tap elsewhere, swaps back).
 * `data-state` is "summary" or "full"; leaving and blurring restore the summary.
 */
export function CaseCard({
  caseStudy,
  copy,
  headingLevel,
  className,
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onBlur,
  onPointerDown,
  onPointerCancel,
  onClick,
  ...props
}: CaseCardProps) {
  const titleId = useId();
  const {
    open: full,
    handlers,
    ref,
  } = useHoverFocusOrTap({
    onMouseEnter,
    onMouseLeave,
    onFocus: (event) => {
      if (event.target === event.currentTarget) bringIntoRow(event.currentTarget);
      onFocus?.(event);
    },
    onBlur,
    onPointerDown,
    onPointerCancel,
    onClick,
  });
  // The cases hydrate as they near the screen: a card the keyboard focused before then had no
  // handler to bring it into the row, so it is brought in as it hydrates.
  const cardRef = useCallback(
    (card: HTMLElement | null) => {
      ref(card);
      if (card && card.ownerDocument.activeElement === card && reachedAtMount(card).focused)
        bringIntoRow(card);
    },
    [ref],
  );
  const content = caseStudy.content?.trim() ?? "";

  return (
    <article
      className={cn("case-card", className)}
      data-state={full ? "full" : "summary"}
      aria-labelledby={titleId}
      // Focus, like hover, reveals the full case (D8), so the card takes keyboard focus.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      // A tap made before the cases hydrate is done once they do (the start script keeps it).
      {...{ [KEPT_TAP_ATTRIBUTE]: "" }}
      ref={cardRef}
      {...handlers}
      {...props}
    >
      <div className="case-card__stage">
        <Media className="case-card__media" src={caseStudy.imageUrl} />
        {/* Touch screens only (CSS): the sign that a tap opens the full case. */}
        <span className="case-card__hint" aria-hidden="true">
          <Icon name="chevron-down" />
        </span>
        <div className="case-card__full" hidden={!full}>
          <p className="case-card__content">{content}</p>
        </div>
      </div>
      <div className="case-card__body">
        <ItemHeading level={headingLevel} id={titleId} className="case-card__title">
          {caseStudy.title}
        </ItemHeading>
        <div className="case-card__summary" hidden={full}>
          <RichText html={caseStudy.summaryHtml} />
        </div>
      </div>
      {caseStudy.duration ? (
        <p className="case-card__duration">
          <Icon name="clock" className="case-card__duration-icon" />
          <span className="case-card__duration-label">{copy.duration}</span>
          <span className="case-card__duration-value">{caseStudy.duration}</span>
        </p>
      ) : null}
    </article>
  );
}
