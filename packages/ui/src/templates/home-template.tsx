import type { ReactNode } from "react";
import type { ClientLike } from "../sections/client-logo-wall";
import { ClientLogoWall } from "../sections/client-logo-wall";
import type { ExpertLike } from "../sections/expert-card";
import type { ExpertPagerCopy } from "../sections/expert-pager";
import { PromiseBlocks, type FeatureBlocksCopy } from "../sections/feature-blocks";
import { NewsList } from "../sections/news-list";
import { PagedExperts } from "../sections/paged-experts";
import type { NewsItemLike } from "../sections/news-list-item";
import { Section, SectionsDrawnWhenNear, type SectionCopy } from "../sections/section";
import { ServiceScopeGrid, type ServiceScopeItem } from "../sections/service-scope-grid";
import { AppLink } from "../lib/app-link";
import { StatisticsStrip, type StatisticFigure } from "../sections/statistics-strip";
import { rowsOf, totalOf, type Maybe, type PageLike } from "./types";
import "./templates.css";

export interface HomeTemplateData<News extends NewsItemLike = NewsItemLike> {
  /** One page of the home experts (type 0, size 8). */
  experts: Maybe<PageLike<ExpertLike>>;
  /** The two home news items (type 1). */
  news: Maybe<PageLike<News>>;
  clients: Maybe<PageLike<ClientLike>>;
}

export interface HomeTemplateCopy {
  /** The page's h1, read by assistive technology (the banner carousel is its visual top). */
  title: string;
  statistics?: SectionCopy & { figures: readonly StatisticFigure[] };
  services?: SectionCopy & { items: readonly ServiceScopeItem[] };
  video?: SectionCopy;
  experts: SectionCopy & { pager: ExpertPagerCopy };
  news: SectionCopy & { more?: { label: string; href: string } };
  clients?: SectionCopy;
  /** Spec 2.4: Chinese only; the English edition leaves it out. */
  promises?: FeatureBlocksCopy;
}

export interface HomeTemplateProps<News extends NewsItemLike = NewsItemLike> {
  data: HomeTemplateData<News>;
  copy: HomeTemplateCopy;
  /** Spec 4: the edition keeps the page (from 1) and fetches each page of 8. */
  expertPager?: { page: number; onPageChange: (page: number) => void; loading?: boolean };
  /**
   * The experts and their pager as the edition runs them (an island of a server-rendered page,
   * issue 24); without it, `PagedExperts` on `expertPager`.
   */
  experts?: ReactNode;
  /** D7: home news open the detail page with type 1. */
  newsHref: (item: News) => string;
  bannerCarousel?: ReactNode;
  videoCarousel?: ReactNode;
  /** The consult dialog trigger (D8: named 立即咨询 / Consult now). */
  consultAction?: ReactNode;
}

/** Spec 2.4: the home page. */
export function HomeTemplate<News extends NewsItemLike = NewsItemLike>({
  data,
  copy,
  expertPager,
  experts: pagedExperts,
  newsHref,
  bannerCarousel,
  videoCarousel,
  consultAction,
}: HomeTemplateProps<News>) {
  const experts = rowsOf(data.experts);
  const news = rowsOf(data.news);
  const showExperts = experts.length > 0 || expertPager?.loading === true;
  return (
    <SectionsDrawnWhenNear value={true}>
      <h1 className="ui-visually-hidden">{copy.title}</h1>
      {bannerCarousel}
      <StatisticsStrip
        figures={copy.statistics?.figures}
        copy={copy.statistics}
        className="home-statistics"
      />
      <ServiceScopeGrid items={copy.services?.items} copy={copy.services} tone="muted" />
      {videoCarousel || consultAction ? (
        <Section heading={copy.video} headingForm="quiet" className="home-video">
          {videoCarousel}
          {consultAction ? <div className="template-actions">{consultAction}</div> : null}
        </Section>
      ) : null}
      {showExperts ? (
        <Section heading={copy.experts} tone="muted">
          {pagedExperts ?? (
            <PagedExperts
              experts={experts}
              total={totalOf(data.experts)}
              page={expertPager?.page ?? 1}
              onPageChange={expertPager?.onPageChange ?? (() => {})}
              loading={expertPager?.loading}
              copy={copy.experts.pager}
            />
          )}
        </Section>
      ) : null}
      {news.length > 0 ? (
        <Section heading={copy.news} headingForm="quiet">
          <NewsList items={news} itemHref={newsHref} />
          {copy.news.more ? (
            <p className="template-more">
              <AppLink
                externalInNewTab={false}
                className="template-more__link"
                href={copy.news.more.href}
              >
                {copy.news.more.label}
              </AppLink>
            </p>
          ) : null}
        </Section>
      ) : null}
      <ClientLogoWall
        clients={rowsOf(data.clients)}
        copy={copy.clients}
        tone="muted"
        headingForm="quiet"
      />
      <PromiseBlocks copy={copy.promises} />
    </SectionsDrawnWhenNear>
  );
}
