import { DetailTemplate, type DetailTemplateCopy } from "@site/ui/templates";
import { useCurrentRoute } from "../current-route";
import { useNewsDetail } from "../page-data";
import { ArticleHead } from "../seo/article-head";
import type { PageView } from "../view-context";

export const view = ((copy, { edition }) =>
  function DetailPage() {
    const route = useCurrentRoute();
    return (
      <>
        {route ? <ArticleHead route={route} notFoundTitle={edition.notFound.title} /> : null}
        <DetailTemplate data={{ detail: useNewsDetail() }} copy={copy} />
      </>
    );
  }) satisfies PageView<DetailTemplateCopy>;
