import { PageSection, PageTitle } from "./page";

export interface NotFoundViewProps {
  title: string;
  message: string;
  homeHref: string;
  homeLabel: string;
}

/** The edition's "page not found" view (D1), also used for a news item that no longer exists (D3). */
export function NotFoundView({ title, message, homeHref, homeLabel }: NotFoundViewProps) {
  return (
    <PageSection aria-labelledby="not-found-title">
      <PageTitle id="not-found-title">{title}</PageTitle>
      <p>{message}</p>
      <p>
        <a href={homeHref}>{homeLabel}</a>
      </p>
    </PageSection>
  );
}
