import { TextSection, type TextSectionCopy } from "../sections/text-section";
import { TemplateHero } from "./template-hero";
import type { HeroCopy } from "./types";
import "./templates.css";

export interface PrivacyTemplateCopy {
  hero: HeroCopy;
  /** e.g. "更新日期：2026年1月1日". */
  updated?: string;
  sections: readonly TextSectionCopy[];
}

export interface PrivacyTemplateProps {
  copy: PrivacyTemplateCopy;
}

/** D5: the privacy page the forms link to (/yinsi, /yinsiE). */
export function PrivacyTemplate({ copy }: PrivacyTemplateProps) {
  return (
    <>
      <TemplateHero hero={copy.hero} />
      {copy.updated ? <p className="template-privacy__updated">{copy.updated}</p> : null}
      {copy.sections.map((section, index) => (
        <TextSection
          key={section.title ?? index}
          copy={section}
          align="start"
          // One document: its sections follow each other closely (issue 28, rhythm).
          headingForm="quiet"
          className="template-privacy__section"
        />
      ))}
    </>
  );
}
