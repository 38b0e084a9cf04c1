import type { ComponentProps } from "react";
import { CaseCard, type CaseCardCopy, type CaseStudyLike } from "./case-card";
import { cn } from "../lib/cn";
import { hasItems } from "./section";
import "./card-grid.css";
import "./case-list.css";
import "./swipe-row.css";

export interface CaseListProps extends Omit<ComponentProps<"ul">, "children"> {
  cases: readonly CaseStudyLike[] | null | undefined;
  copy: CaseCardCopy;
}

/**
 * Spec 7.1: three cases a row, or the 2 + 2 of types 1 and 3 as two rows of two; on a phone one
 * row that swipes sideways (swipe-row.css; each card takes the keyboard's focus).
 */
export function CaseList({ cases, copy, className, ...props }: CaseListProps) {
  if (!hasItems(cases)) return null;
  const columns = cases.length % 3 === 0 ? 3 : Math.min(cases.length, 2);
  return (
    <ul
      className={cn("card-grid", "case-list", "swipe-row", className)}
      data-columns={columns}
      {...props}
    >
      {cases.map((caseStudy, index) => (
        <li key={caseStudy.id ?? `${caseStudy.title}-${index}`}>
          <CaseCard caseStudy={caseStudy} copy={copy} />
        </li>
      ))}
    </ul>
  );
}
