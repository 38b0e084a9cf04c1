import { useId, type ComponentProps } from "react";
import { RichText } from "../rich-text";
import { cn } from "../lib/cn";
import { Icon } from "../lib/icons";
import { AppLink } from "../lib/app-link";
import "./news-list-item.css";
import { ItemHeading } from "./item-heading";

/** Structurally the `NewsItem` of @site/api (the fields a list shows). */
export interface NewsItemLike {
  id?: number;
  /** Spec 2.4: the title split on "|" into a headline and a sub-line (done by the API). */
  headline: string;
  subline: string;
  /** dynamicTitle2: the summary (HTML). */
  summaryHtml: string;
  /** dynamicContent; lists already carry it without images (D3), and we strip them again. */
  contentHtml?: string;
  imageUrl?: string | null;
  /** yyyy-MM-dd, or "". */
  date: string;
  source?: string;
}

export interface NewsListItemProps extends ComponentProps<"article"> {
  item: NewsItemLike;
  /** The detail page with id and type (D7); without it the item opens nothing (English charity). */
  href?: string;
  /** "default": date block, headline, sub-line, summary. "compact": a headline of two lines at most, with the date. */
  variant?: "default" | "compact";
  /** By default one below the enclosing section's heading. */
  headingLevel?: 2 | 3 | 4;
}

function splitDate(date: string): { day: string; month: string } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  return { day: match[3] ?? "", month: `${match[1]}-${match[2]}` };
}

export function NewsListItem({
  item,
  href,
  variant = "default",
  headingLevel,
  className,
  ...props
}: NewsListItemProps) {
  const titleId = useId();
  const parts = splitDate(item.date);
  const summary = item.summaryHtml?.trim() ? item.summaryHtml : (item.contentHtml ?? "");
  const headline = href ? (
    <AppLink
      externalInNewTab={false}
      className="news-item__link"
      href={href}
      // A compact headline may be cut after two lines: the whole of it as the tooltip.
      title={variant === "compact" ? item.headline : undefined}
    >
      {item.headline}
    </AppLink>
  ) : (
    item.headline
  );

  return (
    <article
      className={cn("news-item", className)}
      data-variant={variant}
      data-linked={href ? "true" : "false"}
      aria-labelledby={titleId}
      {...props}
    >
      {variant === "default" && parts ? (
        <time className="news-item__date-block" dateTime={item.date}>
          <span className="news-item__day">{parts.day}</span>
          <span className="news-item__month">{parts.month}</span>
        </time>
      ) : null}
      <div className="news-item__body">
        <ItemHeading level={headingLevel} id={titleId} className="news-item__headline">
          {headline}
        </ItemHeading>
        {item.subline ? <p className="news-item__subline">{item.subline}</p> : null}
        {variant === "default" ? (
          <RichText className="news-item__summary" html={summary} stripImages />
        ) : null}
      </div>
      {variant === "compact" && item.date ? (
        <time className="news-item__date" dateTime={item.date}>
          {item.date}
        </time>
      ) : null}
      {href ? <Icon name="chevron-right" className="news-item__arrow" /> : null}
    </article>
  );
}
