import { useEffect, useId, useRef, useState, type FocusEvent } from "react";
import { cn } from "../lib/cn";
import { KEPT_TAP_ATTRIBUTE } from "../lib/early-input";
import { renderIcon, type IconSource } from "../lib/icons";
import { isTouchOrPen, reachedAtMount } from "../lib/use-hover-and-focus-within";
import { Section, hasItems, type SectionCopy, type SectionProps } from "./section";
import "./support-cards.css";
import { ItemHeading } from "./item-heading";

export interface SupportCardItem {
  /** Spec 2.7 / 9: 1078 advisers, 132 operations, 311 delivery (from copy). */
  value: string | number;
  unit?: string;
  label: string;
  text?: string;
  icon?: IconSource;
}

export interface SupportCardsCopy extends SectionCopy {
  cards: readonly SupportCardItem[] | null | undefined;
}

export interface SupportCardsProps extends Omit<SectionProps, "heading" | "children"> {
  copy: SupportCardsCopy | null | undefined;
}

/** Each card's visual slot: a swapped side card takes the middle, the middle card its place. */
function slotOf(index: number, middle: number, swapped: number | null): number {
  if (swapped === null) return index;
  if (index === swapped) return middle;
  if (index === middle) return swapped;
  return index;
}

/**
 * Spec 2.7: hovering a side card swaps it with the middle card, once, until the pointer leaves
 * the cards. Keyboard focus brings the focused card to the middle (D8); moving focus out of the
 * cards restores the order. On a touch screen a tap does it (D10): a tap on a side card brings
 * it to the middle, a tap on the card in the middle puts the cards back. The DOM order never
 * changes: only the cards' visual slots do (on a phone, where the cards stack, only the middle
 * card's colours move).
 */
export function SupportCards({ copy, className, ...props }: SupportCardsProps) {
  const cards = copy?.cards;
  const [hoverSwap, setHoverSwap] = useState<number | null>(null);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const [tapIndex, setTapIndex] = useState<number | null>(null);
  // Set from a touch or pen press until its click: the mouse events and the focus a browser
  // gives after a tap are not hover or keyboard focus.
  const touching = useRef(false);
  const baseId = useId();
  const list = useRef<HTMLUListElement>(null);
  // The cards hydrate as the visitor nears them (issue 28): a mouse already over a card, or the
  // keyboard's focus already on one, is taken up as the events it missed would have been.
  useEffect(() => {
    const shown = [...(list.current?.querySelectorAll<HTMLElement>(".support-cards__card") ?? [])];
    const centre = Math.floor((shown.length - 1) / 2);
    for (const [index, card] of shown.entries()) {
      const { hovered, focused } = reachedAtMount(card);
      if (focused) setFocusIndex(index);
      else if (hovered && index !== centre) setHoverSwap((current) => current ?? index);
    }
  }, []);
  if (!hasItems(cards)) return null;

  const middle = Math.floor((cards.length - 1) / 2);
  const focusSwap = focusIndex === null || focusIndex === middle ? null : focusIndex;
  const tapSwap = tapIndex === null || tapIndex === middle ? null : tapIndex;
  const swapped = focusIndex !== null ? focusSwap : tapIndex !== null ? tapSwap : hoverSwap;

  return (
    <Section heading={copy} className={cn("support-cards", className)} {...props}>
      <ul
        ref={list}
        className="support-cards__list"
        data-count={cards.length}
        data-balanced-grid=""
        data-state={swapped === null ? "idle" : "swapped"}
        onMouseLeave={() => setHoverSwap(null)}
        onBlur={(event: FocusEvent<HTMLUListElement>) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
            setFocusIndex(null);
            setTapIndex(null);
          }
        }}
      >
        {cards.map((card, index) => {
          const slot = slotOf(index, middle, swapped);
          const titleId = `${baseId}-${index}`;
          return (
            <li
              key={`${card.label}-${index}`}
              className="support-cards__item"
              data-shift={slot - index}
              data-state={slot === middle ? "middle" : "side"}
            >
              {/* The click acts only for a touch tap (D10); the keyboard's form is focus (D8). */}
              {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
              <article
                className="support-cards__card"
                aria-labelledby={titleId}
                // Focus swaps a card like hover does (D8), so each card takes keyboard focus.
                // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
                tabIndex={0}
                {...{ [KEPT_TAP_ATTRIBUTE]: "" }}
                onPointerDown={(event) => {
                  touching.current = isTouchOrPen(event.pointerType);
                }}
                onPointerCancel={() => {
                  touching.current = false;
                }}
                onClick={() => {
                  if (!touching.current) return;
                  touching.current = false;
                  setHoverSwap(null);
                  setTapIndex(index === swapped ? middle : index);
                }}
                onMouseEnter={() => {
                  if (touching.current) return;
                  if (hoverSwap === null && index !== middle) setHoverSwap(index);
                }}
                onFocus={() => {
                  if (!touching.current) setFocusIndex(index);
                }}
              >
                {card.icon ? (
                  <span className="support-cards__icon">
                    {renderIcon(card.icon, "support-cards__icon-svg")}
                  </span>
                ) : null}
                <ItemHeading id={titleId} className="support-cards__label">
                  {card.label}
                </ItemHeading>
                <p className="support-cards__figure">
                  <span className="support-cards__value">{card.value}</span>
                  {card.unit ? <span className="support-cards__unit">{card.unit}</span> : null}
                </p>
                {card.text ? <p className="support-cards__text">{card.text}</p> : null}
              </article>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
