import { cn } from "../lib/cn";
import { renderIcon, type IconSource } from "../lib/icons";
import { Section, hasItems, type SectionCopy, type SectionProps } from "./section";
import "./balanced-grid.css";
import "./feature-blocks.css";
import "./swipe-row.css";
import { ItemHeading } from "./item-heading";

/** A block of copy: promise, advantage, culture value, objective. */
export interface FeatureItem {
  title: string;
  /** One paragraph, or several lines shown as a list. */
  text?: string | readonly string[];
  icon?: IconSource;
  /** A small line above the title (e.g. a Latin word on the Chinese edition). */
  eyebrow?: string;
}

export interface FeatureBlocksCopy extends SectionCopy {
  items: readonly FeatureItem[] | null | undefined;
  /** Numbered blocks ("01", "02", ...) in an ordered list, e.g. the partnership objectives. */
  numbered?: boolean;
}

export interface FeatureBlocksProps extends Omit<SectionProps, "heading" | "children"> {
  copy: FeatureBlocksCopy | null | undefined;
}

type Variant = "promise" | "advantage" | "culture";

/**
 * The desktop's blocks a row: all of up to four, else 4 or 3 when it divides the count, else the
 * first of 4, 3 and 5 that leaves more than one block on the last row (issue 28: 7 = 4 + 3).
 */
function featureColumns(count: number): number {
  if (count <= 4) return count;
  return (
    [4, 3].find((width) => count % width === 0) ??
    [4, 3, 5].find((width) => count % width !== 1) ??
    4
  );
}

function FeatureText({ text }: { text: FeatureItem["text"] }) {
  if (text === undefined || text === "") return null;
  if (typeof text === "string") return <p className="feature-blocks__text">{text}</p>;
  if (text.length === 0) return null;
  return (
    <ul className="feature-blocks__lines">
      {text.map((line, index) => (
        <li key={index}>{line}</li>
      ))}
    </ul>
  );
}

function FeatureBlocks({
  copy,
  variant,
  className,
  tone,
  ...props
}: FeatureBlocksProps & { variant: Variant }) {
  const items = copy?.items;
  if (!hasItems(items)) return null;
  const numbered = copy?.numbered === true;
  const List = numbered ? "ol" : "ul";
  // Issue 28: promises and advantages are like cards, a swipe row on a phone; the culture
  // page's vision, mission and values stay three statements one under the other.
  const swipe = variant !== "culture";
  return (
    <Section
      heading={copy}
      tone={tone ?? (variant === "promise" ? "navy" : "plain")}
      className={cn("feature-blocks", className)}
      data-variant={variant}
      {...props}
    >
      <List
        className={cn("feature-blocks__list", swipe && "swipe-row")}
        data-columns={featureColumns(items.length)}
        data-balanced-grid=""
        // The blocks hold no control: on a phone the keyboard reaches the row to scroll it.
        tabIndex={swipe ? 0 : undefined}
      >
        {items.map((item, index) => (
          <li className="feature-blocks__item" key={`${item.title}-${index}`}>
            {numbered ? (
              <span className="feature-blocks__number" aria-hidden="true">
                {String(index + 1).padStart(2, "0")}
              </span>
            ) : null}
            {item.icon ? (
              <span className="feature-blocks__icon">
                {renderIcon(item.icon, "feature-blocks__icon-svg")}
              </span>
            ) : null}
            {item.eyebrow ? <p className="feature-blocks__eyebrow">{item.eyebrow}</p> : null}
            <ItemHeading className="feature-blocks__title">{item.title}</ItemHeading>
            <FeatureText text={item.text} />
          </li>
        ))}
      </List>
    </Section>
  );
}

/** Spec 2.4: the four promises of the home page (professional team, transparent price, ...). */
export function PromiseBlocks(props: FeatureBlocksProps) {
  return <FeatureBlocks variant="promise" {...props} />;
}

/** Advantages of a service group, and the four service advantages of the profile page. */
export function Advantages(props: FeatureBlocksProps) {
  return <FeatureBlocks variant="advantage" {...props} />;
}

/** Spec 2.8: the culture page's vision, mission and values. */
export function CultureBlocks(props: FeatureBlocksProps) {
  return <FeatureBlocks variant="culture" {...props} />;
}
