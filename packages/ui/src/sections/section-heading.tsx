import type { ComponentProps, ReactNode } from "react";
import { cn } from "../lib/cn";
import type { SectionHeadingForm } from "./section";
import "./section.css";

export interface SectionHeadingProps extends Omit<ComponentProps<"header">, "title"> {
  title: ReactNode;
  eyebrow?: ReactNode;
  subtitle?: ReactNode;
  /** The id of the heading element, for the section's `aria-labelledby`. */
  headingId?: string;
  align?: "center" | "start";
  /** h2 by default: the page's one h1 is its hero (D8). */
  level?: 2 | 3;
  /** `quiet`: the title and its one line, without the eyebrow and the bar. */
  form?: SectionHeadingForm;
}

export function SectionHeading({
  title,
  eyebrow,
  subtitle,
  headingId,
  align = "center",
  level = 2,
  form = "marked",
  className,
  ...props
}: SectionHeadingProps) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <header
      className={cn("section-heading", className)}
      data-align={align}
      data-form={form}
      {...props}
    >
      {eyebrow && form === "marked" ? <p className="section-heading__eyebrow">{eyebrow}</p> : null}
      <Heading id={headingId} className="section-heading__title">
        {title}
      </Heading>
      {subtitle ? <p className="section-heading__subtitle">{subtitle}</p> : null}
    </header>
  );
}
