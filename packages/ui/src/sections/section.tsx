import { createContext, use, useId, type ComponentProps } from "react";
import { cn } from "../lib/cn";
import { ItemHeadingLevelContext } from "./item-heading";
import { SectionHeading } from "./section-heading";
import "../lib/lib.css";
import "./base.css";
import "./section.css";

/** The heading copy every section takes: all optional, a section without a title has no heading. */
export interface SectionCopy {
  title?: string;
  eyebrow?: string;
  subtitle?: string;
}

export type SectionTone = "plain" | "muted" | "navy";

/**
 * How a section's heading reads (issue 28, rhythm): `marked`, the eyebrow, title and red bar
 * that open a new part of the page; `quiet`, the title (and its one line) alone, for a section
 * that follows another closely. The copy is the same; a quiet heading leaves the eyebrow out.
 */
export type SectionHeadingForm = "marked" | "quiet";

export interface SectionProps extends ComponentProps<"section"> {
  heading?: SectionCopy | null;
  tone?: SectionTone;
  align?: "center" | "start";
  headingForm?: SectionHeadingForm;
}

/**
 * True inside a page whose sections are all bounded (rows of like cards, lists of a fixed length,
 * the edition's copy: the home, service, partnership and news pages): on a phone each is then
 * drawn only when the visitor nears it (section.css says why).
 */
export const SectionsDrawnWhenNear = createContext(false);

/** A full-width band with a centred 1200px column, named by its heading when it has one. */
export function Section({
  heading,
  tone = "plain",
  align = "center",
  headingForm = "marked",
  className,
  children,
  ...props
}: SectionProps) {
  const headingId = useId();
  const drawnWhenNear = use(SectionsDrawnWhenNear);
  const title = heading?.title;
  return (
    <section
      className={cn("ui-section", className)}
      data-tone={tone}
      data-heading-form={title ? headingForm : undefined}
      data-drawn={drawnWhenNear ? "when-near" : undefined}
      aria-labelledby={title ? headingId : undefined}
      {...props}
    >
      <div className="ui-section__inner">
        {title ? (
          <SectionHeading
            headingId={headingId}
            title={title}
            eyebrow={heading?.eyebrow}
            subtitle={heading?.subtitle}
            align={align}
            form={headingForm}
          />
        ) : null}
        <ItemHeadingLevelContext value={title ? 3 : 2}>{children}</ItemHeadingLevelContext>
      </div>
    </section>
  );
}

/** True when a list from the data has something to show (D3: null means "no data"). */
export function hasItems<T>(items: readonly T[] | null | undefined): items is readonly T[] {
  return Array.isArray(items) && items.length > 0;
}
