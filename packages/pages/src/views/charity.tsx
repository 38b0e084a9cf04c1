import { CharityTemplate, type CharityTemplateProps } from "@site/ui/templates";
import { usePageData } from "../page-data";
import type { PageView } from "../view-context";

export const view = ((copy, { edition, detailHref }) => {
  const newsHref = edition.charityItemsOpenDetail ? detailHref(3) : undefined;
  return function CharityPage() {
    return <CharityTemplate data={usePageData("gongyi").data} copy={copy} newsHref={newsHref} />;
  };
}) satisfies PageView<CharityTemplateProps["copy"]>;
