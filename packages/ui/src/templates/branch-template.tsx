import {
  OfficeDirectory,
  StaffCards,
  type OfficeLike,
  type StaffCardsCopy,
  type StaffLike,
} from "../sections/office-directory";
import { Section, type SectionCopy } from "../sections/section";
import { TextSection, type TextSectionCopy } from "../sections/text-section";
import { TemplateHero } from "./template-hero";
import { rowsOf, type HeroCopy, type Maybe, type PageLike } from "./types";
import "./templates.css";

export interface BranchTemplateCopy {
  hero: HeroCopy;
  /** The office this page is about, by its `name` (spec 2.1: 北京). */
  officeName: string;
  intro?: TextSectionCopy;
  staffHeading?: SectionCopy;
  staff: StaffCardsCopy;
}

export interface BranchTemplateProps {
  data: { offices: Maybe<PageLike<OfficeLike>>; staff: Maybe<PageLike<StaffLike>> };
  copy: BranchTemplateCopy;
}

/** Spec 2.1: the Beijing branch, reached from the global layout page. */
export function BranchTemplate({ data, copy }: BranchTemplateProps) {
  const office = rowsOf(data.offices).find((entry) => entry.name === copy.officeName);
  const staff = office ? rowsOf(data.staff).filter((member) => member.code === office.code) : [];
  return (
    <>
      <TemplateHero hero={copy.hero} />
      <TextSection copy={copy.intro} />
      {staff.length > 0 ? (
        <Section heading={copy.staffHeading} tone="muted" headingForm="quiet">
          <OfficeDirectory className="branch-staff">
            <StaffCards staff={staff} copy={copy.staff} />
          </OfficeDirectory>
        </Section>
      ) : null}
    </>
  );
}
