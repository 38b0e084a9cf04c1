import { useId } from "react";
import { RichText } from "../rich-text";
import { Icon } from "../lib/icons";
import { AppLink } from "../lib/app-link";
import { NotFoundView, type NotFoundViewProps } from "../not-found";
import type { Maybe } from "./types";
import "../sections/base.css";
import "./templates.css";

/** Structurally the `NewsItem` of @site/api, as the detail call gives it. */
export interface NewsDetailItemLike {
  id?: number;
  title: string;
  headline: string;
  subline: string;
  /** Full body: sanitized here (D3), images kept. */
  contentHtml: string;
  date: string;
  source: string;
}

/** Structurally the `NewsDetail` of @site/api. */
export type NewsDetailLike =
  { status: "found"; item: NewsDetailItemLike } | { status: "not-found" } | { status: "failed" };

export interface DetailTemplateCopy {
  /** The page's h1 while there is no article (D3: a failed call leaves the body empty). */
  title: string;
  dateLabel: string;
  sourceLabel: string;
  /** D3: `该资讯不存在或已下线` / `This article is no longer available`. */
  notFound: NotFoundViewProps;
  back?: { label: string; href: string };
}

export interface DetailTemplateProps {
  data: { detail: Maybe<NewsDetailLike> };
  copy: DetailTemplateCopy;
}

/** Spec 2.9: a news item's title, date, source and body; the not-found view (D3). */
export function DetailTemplate({ data, copy }: DetailTemplateProps) {
  const titleId = useId();
  const detail = data.detail;
  if (detail?.status === "not-found") return <NotFoundView {...copy.notFound} />;
  if (detail?.status !== "found") {
    return <h1 className="ui-visually-hidden">{copy.title}</h1>;
  }
  const { item } = detail;
  const heading = item.headline || item.title;
  return (
    <div className="template-detail">
      <article className="template-detail__article" aria-labelledby={titleId}>
        {copy.back ? (
          <AppLink externalInNewTab={false} className="template-detail__back" href={copy.back.href}>
            <Icon name="chevron-left" />
            {copy.back.label}
          </AppLink>
        ) : null}
        <h1 id={titleId} className="template-detail__title">
          {heading}
        </h1>
        {item.subline ? <p className="template-detail__subline">{item.subline}</p> : null}
        {item.date || item.source ? (
          <dl className="template-detail__meta">
            {item.date ? (
              <div>
                <dt>{copy.dateLabel}</dt>
                <dd>
                  <time dateTime={item.date}>{item.date}</time>
                </dd>
              </div>
            ) : null}
            {item.source ? (
              <div>
                <dt>{copy.sourceLabel}</dt>
                <dd>{item.source}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        <RichText
          className="template-detail__body"
          html={item.contentHtml}
          topHeading={2}
          leadImage
        />
      </article>
    </div>
  );
}
