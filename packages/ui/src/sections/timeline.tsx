import { useId, type ComponentProps } from "react";
import { cn } from "../lib/cn";
import { Media } from "./media";
import { hasItems } from "./section";
import "./timeline.css";
import { ItemHeading } from "./item-heading";

export interface MilestoneMonthLike {
  month: string;
  content: string;
}

/** Structurally the `Milestone` of @site/api. */
export interface MilestoneLike {
  id?: number;
  year: string;
  title: string;
  imageUrl: string | null;
  /** D3: empty when mileageContent was not a valid list; the entry shows without months. */
  months: readonly MilestoneMonthLike[];
}

export interface TimelineProps extends Omit<ComponentProps<"ol">, "children"> {
  milestones: readonly MilestoneLike[] | null | undefined;
}

function validMonths(months: unknown): MilestoneMonthLike[] {
  if (!Array.isArray(months)) return [];
  return months.filter(
    (entry): entry is MilestoneMonthLike =>
      typeof entry === "object" &&
      entry !== null &&
      typeof (entry as MilestoneMonthLike).month === "string" &&
      typeof (entry as MilestoneMonthLike).content === "string",
  );
}

function TimelineEntry({ milestone, side }: { milestone: MilestoneLike; side: "start" | "end" }) {
  const titleId = useId();
  const months = validMonths(milestone.months);
  return (
    <li className="timeline__entry" data-side={side}>
      <p className="timeline__year" aria-hidden="true">
        {milestone.year}
      </p>
      <span className="timeline__dot" aria-hidden="true" />
      <article className="timeline__card" aria-labelledby={titleId}>
        {milestone.imageUrl ? <Media className="timeline__media" src={milestone.imageUrl} /> : null}
        <div className="timeline__body">
          <ItemHeading id={titleId} className="timeline__title">
            <span className="timeline__title-year">{milestone.year}</span>{" "}
            <span className="timeline__title-text">{milestone.title}</span>
          </ItemHeading>
          {months.length > 0 ? (
            <dl className="timeline__months">
              {months.map((entry, index) => (
                <div className="timeline__month" key={`${entry.month}-${index}`}>
                  <dt>{entry.month}</dt>
                  <dd>{entry.content}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      </article>
    </li>
  );
}

/** Spec 2.8: the history, alternating left and right, each year with its months. */
export function Timeline({ milestones, className, ...props }: TimelineProps) {
  if (!hasItems(milestones)) return null;
  return (
    <ol className={cn("timeline", className)} {...props}>
      {milestones.map((milestone, index) => (
        <TimelineEntry
          key={milestone.id ?? `${milestone.year}-${index}`}
          milestone={milestone}
          side={index % 2 === 0 ? "start" : "end"}
        />
      ))}
    </ol>
  );
}
