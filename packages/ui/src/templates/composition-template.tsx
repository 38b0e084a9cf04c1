import { CompositionList, type CompositionItemLike } from "../sections/composition-list";
import { Section, type SectionCopy } from "../sections/section";
import { TemplateHero } from "./template-hero";
import { rowsOf, type HeroCopy, type Maybe, type PageLike } from "./types";

export interface CompositionTemplateProps {
  /** News of type 7, without paging. */
  data: { items: Maybe<PageLike<CompositionItemLike>> };
  copy: { hero: HeroCopy; list?: SectionCopy };
}

/** Spec 2.8: group composition. */
export function CompositionTemplate({ data, copy }: CompositionTemplateProps) {
  const items = rowsOf(data.items);
  return (
    <>
      <TemplateHero hero={copy.hero} />
      {items.length > 0 ? (
        <Section heading={copy.list}>
          <CompositionList items={items} />
        </Section>
      ) : null}
    </>
  );
}
