import { useId } from "react";
import { NewsFeatured } from "../sections/news-featured";
import { NewsList } from "../sections/news-list";
import type { NewsItemLike } from "../sections/news-list-item";
import {
  PublicationLinks,
  type PublicationLink,
  type PublicationLinksCopy,
} from "../sections/publication-links";
import { ItemHeadingLevelContext } from "../sections/item-heading";
import { Section, SectionsDrawnWhenNear, type SectionCopy } from "../sections/section";
import { TemplateHero } from "./template-hero";
import { rowsOf, type HeroCopy, type Maybe, type PageLike } from "./types";
import "./templates.css";

export interface NewsTemplateData<News extends NewsItemLike = NewsItemLike> {
  /** Type 4, 3 items. */
  featured: Maybe<PageLike<News>>;
  /** Type 2, 2 items. */
  company: Maybe<PageLike<News>>;
  /** Type 3, 5 items. */
  globalHot: Maybe<PageLike<News>>;
}

export interface NewsTemplateCopy {
  hero: HeroCopy;
  featured?: SectionCopy;
  /** Column titles: company dynamics and global hot spots. */
  company: { title: string };
  globalHot: { title: string };
  /** Spec 2.6: three brochures under /PDF. */
  publications: PublicationLinksCopy & { items: readonly PublicationLink[] };
}

export interface NewsTemplateProps<News extends NewsItemLike = NewsItemLike> {
  data: NewsTemplateData<News>;
  copy: NewsTemplateCopy;
  /** D7: news page items open the detail page with type 2. */
  newsHref: (item: News) => string;
}

/** Spec 2.6: group news. */
export function NewsTemplate<News extends NewsItemLike = NewsItemLike>({
  data,
  copy,
  newsHref,
}: NewsTemplateProps<News>) {
  const companyTitleId = useId();
  const globalTitleId = useId();
  const featured = rowsOf(data.featured);
  const company = rowsOf(data.company);
  const globalHot = rowsOf(data.globalHot);
  return (
    <SectionsDrawnWhenNear value={true}>
      <TemplateHero hero={copy.hero} />
      {featured.length > 0 ? (
        <Section heading={copy.featured}>
          <NewsFeatured items={featured} itemHref={newsHref} />
        </Section>
      ) : null}
      {company.length > 0 || globalHot.length > 0 ? (
        <Section tone="muted">
          <ItemHeadingLevelContext value={3}>
            <div className="template-columns" data-layout="wide-narrow">
              {company.length > 0 ? (
                <section aria-labelledby={companyTitleId}>
                  <h2 id={companyTitleId} className="template-column-title">
                    {copy.company.title}
                  </h2>
                  <NewsList items={company} itemHref={newsHref} />
                </section>
              ) : null}
              {globalHot.length > 0 ? (
                <section aria-labelledby={globalTitleId}>
                  <h2 id={globalTitleId} className="template-column-title">
                    {copy.globalHot.title}
                  </h2>
                  <NewsList items={globalHot} itemHref={newsHref} variant="compact" />
                </section>
              ) : null}
            </div>
          </ItemHeadingLevelContext>
        </Section>
      ) : null}
      <PublicationLinks
        items={copy.publications.items}
        copy={copy.publications}
        headingForm="quiet"
      />
    </SectionsDrawnWhenNear>
  );
}
