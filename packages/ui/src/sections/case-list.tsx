import type { ComponentProps } from "react";
import { CaseCard, type CaseCardCopy, type CaseStudyLike } from "./case-card";
import { cn } from "../lib/cn";
import { hasItems } from "./section";
import "./balanced-grid.css";
import "./card-grid.css";
import "./case-list.css";
import "./swipe-row.css";

export interface CaseListProps extends Omit<ComponentProps<"ul">, "children"> {
  cases: readonly CaseStudyLike[] | null | undefined;
  copy: CaseCardCopy;
}

/**
 * Three a row when three divide the count, two when two do (the 2 + 2 of types 1 and 3), else
 * three (5 = 3 + 2): never one case alone on the last row (issue 28).
 */
function caseColumns(count: number): number {
  if (count === 1) return 1;
  if (count % 3 === 0) return 3;
  return count % 2 === 0 ? 2 : 3;
}

/**
 * Spec 7.1: three cases a row, or the 2 + 2 of types 1 and 3 as two rows of two; on a phone one
 * row that swipes sideways (swipe-row.css; each card takes the keyboard's focus).
 */
export function CaseList({ cases, copy, className, ...props }: CaseListProps) {
  if (!hasItems(cases)) return null;
  const columns = caseColumns(cases.length);
  return (
    <ul
      className={cn("card-grid", "case-list", "swipe-row", className)}
      data-columns={columns}
      data-balanced-grid=""
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
