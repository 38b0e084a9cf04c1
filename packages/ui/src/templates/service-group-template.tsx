import type { ReactNode } from "react";
import type { CaseStudyLike } from "../sections/case-card";
import { CaseList } from "../sections/case-list";
import type { ExpandToggleCopy } from "../sections/expand-toggle";
import type { ExpertLike } from "../sections/expert-card";
import { ExpertToggle } from "../sections/expert-toggle";
import { Advantages, type FeatureBlocksCopy } from "../sections/feature-blocks";
import {
  OtherServicesLinks,
  type OtherServiceLink,
  type OtherServicesLinksCopy,
} from "../sections/other-services-links";
import { Section, SectionsDrawnWhenNear, type SectionCopy } from "../sections/section";
import { ServiceFlow, type ServiceFlowCopy } from "../sections/service-flow";
import { TextSection, type TextSectionCopy } from "../sections/text-section";
import { TemplateHero } from "./template-hero";
import { rowsOf, totalOf, type HeroCopy, type Maybe, type PageLike } from "./types";
import "./templates.css";

export interface ServiceGroupTemplateData {
  /** The group's experts: page 1 of 8, or every one once the edition fetched them all. */
  experts: Maybe<PageLike<ExpertLike>>;
  /** Spec 7.1: one list of 3, or two lists of 2 (types 1 and 3), shown together. */
  cases: readonly Maybe<PageLike<CaseStudyLike>>[];
}

export interface ServiceGroupTemplateCopy {
  hero: HeroCopy;
  /** What we can do. */
  intro?: TextSectionCopy;
  /** Service contents. */
  services?: FeatureBlocksCopy;
  experts: SectionCopy & { toggle: ExpandToggleCopy };
  flow?: ServiceFlowCopy;
  advantages?: FeatureBlocksCopy;
  cases: SectionCopy & { duration: string };
  /** The other groups (and, on the overseas page, the subsidiary's own site). */
  otherServices?: OtherServicesLinksCopy & { items: readonly OtherServiceLink[] };
  /** A closing call to consult, around `consultAction`. */
  consult?: SectionCopy;
}

export interface ServiceGroupTemplateProps {
  data: ServiceGroupTemplateData;
  copy: ServiceGroupTemplateCopy;
  /**
   * Spec 2.5 / D7: the accounting page (and English staff lists) expand to every expert; the
   * edition fetches them in `onExpand`. Without it, the toggle only appears for experts held.
   */
  experts?: { onExpand?: () => void; loading?: boolean };
  /**
   * The interactive sections as the edition runs them (islands of a server-rendered page,
   * issue 24): the experts' toggle and the case cards; without them, the plain components.
   */
  islands?: { experts?: ReactNode; cases?: ReactNode };
  consultAction?: ReactNode;
}

/** Spec 2.5: the five service groups and overseas. */
export function ServiceGroupTemplate({
  data,
  copy,
  experts,
  islands,
  consultAction,
}: ServiceGroupTemplateProps) {
  const expertRows = rowsOf(data.experts);
  const cases = (data.cases ?? []).flatMap((page) => rowsOf(page));
  return (
    <SectionsDrawnWhenNear value={true}>
      <TemplateHero hero={copy.hero} actions={consultAction} />
      <TextSection copy={copy.intro} />
      <Advantages copy={copy.services} tone="muted" headingForm="quiet" />
      {expertRows.length > 0 ? (
        <Section heading={copy.experts}>
          {islands?.experts ?? (
            <ExpertToggle
              experts={expertRows}
              total={totalOf(data.experts)}
              onExpand={experts?.onExpand}
              loading={experts?.loading}
              copy={copy.experts.toggle}
            />
          )}
        </Section>
      ) : null}
      <ServiceFlow copy={copy.flow} tone="muted" headingForm="quiet" />
      <Advantages copy={copy.advantages} />
      {cases.length > 0 ? (
        <Section heading={copy.cases} tone="muted" headingForm="quiet">
          {islands?.cases ?? <CaseList cases={cases} copy={copy.cases} />}
        </Section>
      ) : null}
      <OtherServicesLinks
        items={copy.otherServices?.items}
        copy={copy.otherServices}
        headingForm="quiet"
      />
      {consultAction && copy.consult ? (
        <Section heading={copy.consult} tone="navy">
          <div className="template-actions">{consultAction}</div>
        </Section>
      ) : null}
    </SectionsDrawnWhenNear>
  );
}
