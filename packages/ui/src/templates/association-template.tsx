import type { ReactNode } from "react";
import { CooperationGrid, type CooperationLike } from "../sections/cooperation-grid";
import type { ExpandToggleCopy } from "../sections/expand-toggle";
import { NewsList } from "../sections/news-list";
import type { NewsItemLike } from "../sections/news-list-item";
import { Section, type SectionCopy } from "../sections/section";
import { TemplateHero } from "./template-hero";
import { rowsOf, totalOf, type HeroCopy, type Maybe, type PageLike } from "./types";

export interface AssociationTemplateProps<News extends NewsItemLike = NewsItemLike> {
  data: {
    /** Collapsed: the first 9 (pageSize 9); the edition fetches every item on expanding. */
    cooperation: Maybe<PageLike<CooperationLike>>;
    /** Type 5, 3 items. */
    news: Maybe<PageLike<News>>;
  };
  copy: {
    hero: HeroCopy;
    cooperation: SectionCopy & { toggle: ExpandToggleCopy };
    news: SectionCopy;
  };
  cooperation?: { onExpand?: () => void; loading?: boolean };
  /** The cooperation grid as the edition runs it (an island, issue 24); default the plain one. */
  cooperationIsland?: ReactNode;
  /** D7: association news open the detail page with type 3. */
  newsHref: (item: News) => string;
}

/** Spec 2.9: business association. */
export function AssociationTemplate<News extends NewsItemLike = NewsItemLike>({
  data,
  copy,
  cooperation,
  cooperationIsland,
  newsHref,
}: AssociationTemplateProps<News>) {
  const items = rowsOf(data.cooperation);
  const news = rowsOf(data.news);
  return (
    <>
      <TemplateHero hero={copy.hero} />
      {items.length > 0 ? (
        <Section heading={copy.cooperation}>
          {cooperationIsland ?? (
            <CooperationGrid
              items={items}
              total={totalOf(data.cooperation)}
              onExpand={cooperation?.onExpand}
              loading={cooperation?.loading}
              copy={copy.cooperation.toggle}
            />
          )}
        </Section>
      ) : null}
      {news.length > 0 ? (
        <Section heading={copy.news} tone="muted" headingForm="quiet">
          <NewsList items={news} itemHref={newsHref} />
        </Section>
      ) : null}
    </>
  );
}
