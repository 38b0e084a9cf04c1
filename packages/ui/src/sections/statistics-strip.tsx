import { Section, hasItems, type SectionCopy, type SectionProps } from "./section";
import { cn } from "../lib/cn";
import "./statistics-strip.css";

export interface StatisticFigure {
  /** As the copy writes it ("1521", "60,000"); the unit and any "+" go in `unit`. */
  value: string | number;
  unit?: string;
  label: string;
}

export interface StatisticsStripProps extends Omit<SectionProps, "heading" | "children"> {
  figures: readonly StatisticFigure[] | null | undefined;
  copy?: SectionCopy;
}

function columns(count: number): number {
  return count <= 6 ? count : Math.ceil(count / 2);
}

/**
 * A phone's figures a row: three when they divide the count (3, 6, 9), else two, an odd count's
 * last three sharing a row (statistics-strip.css), so no figure stands alone (issue 28).
 */
function phoneColumns(count: number): number {
  if (count === 1) return 1;
  return count % 3 === 0 ? 3 : 2;
}

/**
 * Figures with their units and labels (spec 9's marketing figures come from copy), as a
 * full-bleed band (issue 28, rhythm): edge to edge on the brand's navy, a quiet heading, big
 * numbers with their labels under them.
 */
export function StatisticsStrip({
  figures,
  copy,
  className,
  tone = "navy",
  headingForm = "quiet",
  ...props
}: StatisticsStripProps) {
  if (!hasItems(figures)) return null;
  return (
    <Section
      heading={copy}
      className={cn("statistics-strip", className)}
      tone={tone}
      headingForm={headingForm}
      data-form="band"
      {...props}
    >
      <dl
        className="statistics-strip__list"
        data-columns={columns(figures.length)}
        data-rows={columns(figures.length) === figures.length ? 1 : 2}
        data-phone-columns={phoneColumns(figures.length)}
        data-balanced-grid=""
      >
        {figures.map((figure, index) => (
          <div className="statistics-strip__item" key={`${figure.label}-${index}`}>
            <dt className="statistics-strip__label">{figure.label}</dt>
            <dd className="statistics-strip__figure">
              <span className="statistics-strip__value">{figure.value}</span>
              {figure.unit ? <span className="statistics-strip__unit">{figure.unit}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
