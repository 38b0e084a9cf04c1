import type { SectionCopy } from "../sections/section";
import { StatisticsStrip, type StatisticFigure } from "../sections/statistics-strip";
import { TextSection, type TextSectionCopy } from "../sections/text-section";
import { TemplateHero } from "./template-hero";
import type { HeroCopy } from "./types";

export interface SchoolEnterpriseTemplateCopy {
  hero: HeroCopy;
  /** Spec 9: 200 graduate jobs, 1000+ firms with free bookkeeping, 12000+ free handlings. */
  figures?: SectionCopy & { items: readonly StatisticFigure[] };
  /** Static text and images on graduate employment and small-enterprise support. */
  sections: readonly TextSectionCopy[];
}

export interface SchoolEnterpriseTemplateProps {
  copy: SchoolEnterpriseTemplateCopy;
}

/** Spec 2.9: school-enterprise cooperation (static). */
export function SchoolEnterpriseTemplate({ copy }: SchoolEnterpriseTemplateProps) {
  return (
    <>
      <TemplateHero hero={copy.hero} />
      <StatisticsStrip figures={copy.figures?.items} copy={copy.figures} />
      {copy.sections.map((section, index) => (
        <TextSection
          key={section.title ?? index}
          copy={{ ...section, imageSide: section.imageSide ?? (index % 2 === 0 ? "end" : "start") }}
          tone={index % 2 === 0 ? "muted" : "plain"}
          // Issue 28, rhythm: every other text a quiet heading, never three marked in a row.
          headingForm={index % 2 === 0 ? "marked" : "quiet"}
        />
      ))}
    </>
  );
}
