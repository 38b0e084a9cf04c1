import { Section, type SectionCopy } from "../sections/section";
import { Timeline, type MilestoneLike } from "../sections/timeline";
import { TemplateHero } from "./template-hero";
import { rowsOf, type HeroCopy, type Maybe, type PageLike } from "./types";

export interface HistoryTemplateProps {
  data: { milestones: Maybe<PageLike<MilestoneLike>> };
  copy: { hero: HeroCopy; timeline?: SectionCopy };
}

/** Spec 2.8: development history. */
export function HistoryTemplate({ data, copy }: HistoryTemplateProps) {
  const milestones = rowsOf(data.milestones);
  return (
    <>
      <TemplateHero hero={copy.hero} />
      {milestones.length > 0 ? (
        <Section heading={copy.timeline}>
          <Timeline milestones={milestones} />
        </Section>
      ) : null}
    </>
  );
}
