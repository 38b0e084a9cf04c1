import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "../lib/cn";
import "./page-hero.css";

export interface PageHeroProps extends Omit<ComponentProps<"section">, "title"> {
  /** The page's one h1 (D8): the hero's one message. */
  title: string;
  /** At most one short line under the title. */
  subtitle?: string;
  /**
   * Decorative picture, a drawing or an editor's photograph of any size: it covers its box
   * (`object-fit: cover`) and never lies under the text, which sits on the solid navy band.
   */
  imageUrl?: string | null;
  /** The hero's one call to action: a link, or the consult dialog's trigger the edition wires. */
  actions?: ReactNode;
}

/**
 * A page's hero (issue 28): one message and one call to action on a solid navy band, so its
 * contrast holds (and axe can check it) whatever the picture beside it; from 1024px the picture
 * fills the band's far side and fades into it, below it stands above the text.
 */
export function PageHero({
  title,
  subtitle,
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
        <div className="page-hero__text">
          <h1 id={titleId} className="page-hero__title">
            {title}
          </h1>
          {subtitle ? <p className="page-hero__subtitle">{subtitle}</p> : null}
          {actions ? <div className="page-hero__actions">{actions}</div> : null}
          {children}
        </div>
      </div>
    </section>
  );
}
