import { useId, type ComponentProps } from "react";
import { cn } from "./class-names";
import { Media } from "./media";
import "./expert-card.css";

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
  headingLevel?: 3 | 4;
}

export function ExpertCard({ expert, headingLevel = 3, className, ...props }: ExpertCardProps) {
  const nameId = useId();
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const highlights = Array.isArray(expert.highlights)
    ? expert.highlights.filter((line) => line.trim() !== "")
    : [];
  return (
    <article className={cn("expert-card", className)} aria-labelledby={nameId} {...props}>
      {/* The name beside the portrait says who it is: the image itself is decoration. */}
      <Media className="expert-card__portrait" src={expert.imageUrl} placeholder="user" />
      <div className="expert-card__body">
        <Heading id={nameId} className="expert-card__name">
          {expert.name}
        </Heading>
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
