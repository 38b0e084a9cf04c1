import { NewsList } from "../sections/news-list";
import type { NewsItemLike } from "../sections/news-list-item";
import { Section, type SectionCopy } from "../sections/section";
import { TemplateHero } from "./template-hero";
import { rowsOf, type HeroCopy, type Maybe, type PageLike } from "./types";

export interface CharityTemplateProps<News extends NewsItemLike = NewsItemLike> {
  data: { news: Maybe<PageLike<News>> };
  copy: { hero: HeroCopy; list?: SectionCopy };
  /** Chinese: the detail page with type 3 (D7). English: none, the items open nothing. */
  newsHref?: (item: News) => string;
}

/** Spec 2.9: public charity, the news of type 6. */
export function CharityTemplate<News extends NewsItemLike = NewsItemLike>({
  data,
  copy,
  newsHref,
}: CharityTemplateProps<News>) {
  const news = rowsOf(data.news);
  return (
    <>
      <TemplateHero hero={copy.hero} />
      {news.length > 0 ? (
        <Section heading={copy.list}>
          <NewsList items={news} itemHref={newsHref} />
        </Section>
      ) : null}
    </>
  );
}
