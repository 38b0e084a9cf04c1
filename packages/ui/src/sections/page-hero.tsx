import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "../lib/cn";
import "./page-hero.css";

export interface PageHeroProps extends Omit<ComponentProps<"section">, "title"> {
  /** The page's one h1 (D8). */
  title: string;
  subtitle?: string;
  eyebrow?: string;
  /** Decorative background; the title and subtitle say what the page is. */
  imageUrl?: string | null;
  /** Calls to action, e.g. the consult dialog trigger the edition wires. */
  actions?: ReactNode;
}

export function PageHero({
  title,
  subtitle,
  eyebrow,
  imageUrl,
  actions,
  className,
  children,
  ...props
}: PageHeroProps) {
  const titleId = useId();
  return (
    <section
      className={cn("page-hero", className)}
      data-image={imageUrl ? "true" : "false"}
      aria-labelledby={titleId}
      {...props}
    >
      {imageUrl ? (
        <img className="page-hero__image" src={imageUrl} alt="" fetchPriority="high" />
      ) : null}
      <div className="page-hero__inner">
        {eyebrow ? <p className="page-hero__eyebrow">{eyebrow}</p> : null}
        <h1 id={titleId} className="page-hero__title">
          {title}
        </h1>
        {subtitle ? <p className="page-hero__subtitle">{subtitle}</p> : null}
        {actions ? <div className="page-hero__actions">{actions}</div> : null}
        {children}
      </div>
    </section>
  );
}
