import { useId, type ComponentProps } from "react";
import { cn } from "../lib/cn";
import { Media } from "./media";
import "./expert-card.css";
import { ItemHeading } from "./item-heading";

/** Structurally the `Expert` of @site/api (which this package does not import). */
export interface ExpertLike {
  id?: number;
  name: string;
  position: string;
  imageUrl: string | null;
  /** Spec 3: the remark split on the Chinese full stop. */
  highlights: readonly string[];
}

export interface ExpertCardProps extends ComponentProps<"article"> {
  expert: ExpertLike;
  /** By default one below the enclosing section's heading. */
  headingLevel?: 2 | 3 | 4;
}

export function ExpertCard({ expert, headingLevel, className, ...props }: ExpertCardProps) {
  const nameId = useId();
  const highlights = Array.isArray(expert.highlights)
    ? expert.highlights.filter((line) => line.trim() !== "")
    : [];
  return (
    <article className={cn("expert-card", className)} aria-labelledby={nameId} {...props}>
      {/* The name beside the portrait says who it is: the image itself is decoration. */}
      <Media className="expert-card__portrait" src={expert.imageUrl} placeholder="user" />
      <div className="expert-card__body">
        <ItemHeading level={headingLevel} id={nameId} className="expert-card__name">
          {expert.name}
        </ItemHeading>
        {expert.position ? <p className="expert-card__position">{expert.position}</p> : null}
        {highlights.length > 0 ? (
          <ul className="expert-card__highlights">
            {highlights.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
