import {
  OfficeDirectory,
  OfficeList,
  StaffCards,
  type OfficeLike,
  type StaffCardsCopy,
  type StaffLike,
} from "../sections/office-directory";
import { Section, type SectionCopy } from "../sections/section";
import { TemplateHero } from "./template-hero";
import { rowsOf, type HeroCopy, type Maybe, type PageLike } from "./types";

export interface GlobalLayoutTemplateCopy {
  hero: HeroCopy;
  directory?: SectionCopy;
  staff: StaffCardsCopy;
  /** Which office name leads: Chinese edition `name`, English edition `englishName`. */
  primaryName?: "name" | "englishName";
  /** Offices that open a page, by office name (spec 2.1: 北京 → /BeiJing). */
  officeLinks?: Readonly<Record<string, string>>;
}

export interface GlobalLayoutTemplateProps {
  data: { offices: Maybe<PageLike<OfficeLike>>; staff: Maybe<PageLike<StaffLike>> };
  copy: GlobalLayoutTemplateCopy;
}

/** Spec 2.8: global layout, offices and staff cards with the code highlight (D8). */
export function GlobalLayoutTemplate({ data, copy }: GlobalLayoutTemplateProps) {
  const offices = rowsOf(data.offices);
  const staff = rowsOf(data.staff);
  return (
    <>
      <TemplateHero hero={copy.hero} />
      {offices.length > 0 || staff.length > 0 ? (
        <Section heading={copy.directory}>
          <OfficeDirectory>
            <OfficeList
              offices={offices}
              primaryName={copy.primaryName}
              officeLinks={copy.officeLinks}
            />
            <StaffCards staff={staff} copy={copy.staff} />
          </OfficeDirectory>
        </Section>
      ) : null}
    </>
  );
}
