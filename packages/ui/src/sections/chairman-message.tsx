import { useId } from "react";
import { RichText } from "../rich-text";
import { cn } from "../lib/cn";
import { Media } from "./media";
import { Section, type SectionProps } from "./section";
import "./chairman-message.css";

/** Structurally the `Chairman` of @site/api. */
export interface ChairmanLike {
  title: string;
  subtitle: string;
  imageUrl: string | null;
  /** Sanitized here (D3). */
  contentHtml: string;
  /** The footer line's two parts around its middle dot (spec 2.8). */
  briefLead: string;
  briefTail: string;
}

export interface ChairmanMessageCopy {
  /** The photo's alternative text; defaults to the footer line's second part (the name). */
  photoAlt?: string;
}

export interface ChairmanMessageProps extends Omit<SectionProps, "heading" | "children"> {
  chairman: ChairmanLike | null | undefined;
  copy?: ChairmanMessageCopy;
}

/**
 * Spec 2.8: title, subtitle, photo, the message and its signature line, as a pull quote (issue
 * 28, rhythm): the portrait beside the chairman's motto (the title) and his name and post under
 * it; the message, opened by its salutation (the subtitle), follows in one reading column.
 */
export function ChairmanMessage({ chairman, copy, className, ...props }: ChairmanMessageProps) {
  const titleId = useId();
  if (!chairman) return null;
  const hasBrief = Boolean(chairman.briefLead || chairman.briefTail);
  return (
    <Section className={cn("chairman-message", className)} data-form="quote" {...props}>
      {/* An article, not a named region: its title often repeats the page's own (landmark-unique). */}
      <article
        className="chairman-message__layout"
        aria-labelledby={chairman.title ? titleId : undefined}
      >
        <div className="chairman-message__quote">
          <Media
            className="chairman-message__photo"
            src={chairman.imageUrl}
            alt={copy?.photoAlt ?? chairman.briefTail}
            placeholder="user"
          />
          <div className="chairman-message__words">
            {/* His motto, the message's title, is the pull quote. */}
            {chairman.title ? (
              <h2 id={titleId} className="chairman-message__title">
                {chairman.title}
              </h2>
            ) : null}
            {hasBrief ? (
              <p className="chairman-message__brief">
                {chairman.briefLead ? (
                  <span className="chairman-message__brief-lead">{chairman.briefLead}</span>
                ) : null}
                {chairman.briefLead && chairman.briefTail ? (
                  <span className="chairman-message__brief-dot" aria-hidden="true">
                    ·
                  </span>
                ) : null}
                {chairman.briefTail ? (
                  <span className="chairman-message__brief-tail">{chairman.briefTail}</span>
                ) : null}
              </p>
            ) : null}
          </div>
        </div>
        <div className="chairman-message__body">
          {chairman.subtitle ? (
            <p className="chairman-message__subtitle">{chairman.subtitle}</p>
          ) : null}
          <RichText className="chairman-message__content" html={chairman.contentHtml} />
        </div>
      </article>
    </Section>
  );
}
