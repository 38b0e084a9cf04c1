import type { ReactNode } from "react";
import {
  OfficeDirectoryView,
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
  /** The directory as the edition runs it (an island, issue 24); default `OfficeDirectoryView`. */
  directoryIsland?: ReactNode;
}

/** Spec 2.8: global layout, offices and staff cards with the code highlight (D8). */
export function GlobalLayoutTemplate({ data, copy, directoryIsland }: GlobalLayoutTemplateProps) {
  const offices = rowsOf(data.offices);
  const staff = rowsOf(data.staff);
  return (
    <>
      <TemplateHero hero={copy.hero} />
      {offices.length > 0 || staff.length > 0 ? (
        <Section heading={copy.directory}>
          {directoryIsland ?? (
            <OfficeDirectoryView
              offices={offices}
              staff={staff}
              staffCopy={copy.staff}
              primaryName={copy.primaryName}
              officeLinks={copy.officeLinks}
            />
          )}
        </Section>
      ) : null}
    </>
  );
}
