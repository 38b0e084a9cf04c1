import type { PageId } from "@site/api/page-catalog";
import type { FunctionComponent } from "react";
import type { EditionCopy } from "./edition-copy";
import type { ApiSetup } from "./islands/island-api";
import { newsDetailHref } from "./links";
import type { EditionLinks } from "./routes";
import type { PageView, ViewContext } from "./view-context";

/**
 * Every page of the site, each in a module of its own that its route loads (issue 12, item 7):
 * the template of its kind fed by the page's data (its loader primed the reads of its
 * `@site/api/page-catalog` entry) and the edition's copy, whose type each view states. The page
 * ids are the spec's route names (pinyin, 2.1); the modules are named for the page as a reader
 * knows it (spec 2, the name of its template): this map is the one place that ties an id to its
 * view (issue 29, item 8). The editions name their copy modules alike. A page id without a view
 * fails the typecheck.
 */
export const pageViewModules = {
  home: () => import("./views/home"),
  kuaiji: () => import("./views/accounting"),
  zizhi: () => import("./views/qualifications"),
  qidai: () => import("./views/enterprise-loans"),
  zonghe: () => import("./views/integrated-services"),
  zhichan: () => import("./views/intellectual-property"),
  haiwai: () => import("./views/overseas"),
  shangye: () => import("./views/partnership"),
  zixun: () => import("./views/news"),
  content: () => import("./views/news-detail"),
  aboutus: () => import("./views/profile"),
  dongshizhang: () => import("./views/chairman"),
  qiyewenhua: () => import("./views/culture"),
  jituangoucheng: () => import("./views/group-composition"),
  fazhanlicheng: () => import("./views/history"),
  quanqiubujv: () => import("./views/global-layout"),
  xiaoqi: () => import("./views/school-enterprise"),
  shangxiehui: () => import("./views/associations"),
  gongyi: () => import("./views/charity"),
  beijing: () => import("./views/beijing-branch"),
  yinsi: () => import("./views/privacy"),
} satisfies { [Id in PageId]: () => Promise<{ view: PageView<never> }> };

type ViewOf<Id extends PageId> = Awaited<ReturnType<(typeof pageViewModules)[Id]>>["view"];

/** The copy of each page of the site, as its view takes it. */
export type PageCopy = { [Id in PageId]: Parameters<ViewOf<Id>>[0] };

/** Loads a page's component: its view's module and the edition's copy of the page. */
export type PageLoader<Page extends PageId> = (page: Page) => Promise<FunctionComponent>;

/** How an edition loads each page of its route table. */
export function createPageLoader<Page extends PageId>(
  edition: EditionCopy<Page>,
  links: EditionLinks<PageId>,
  api: ApiSetup,
): PageLoader<Page> {
  const context: ViewContext = {
    edition: edition as EditionCopy<PageId>,
    detailHref: (type) => (item) => newsDetailHref(links, item, type),
    api,
  };
  const loaded = new Map<Page, Promise<FunctionComponent>>();
  return (page) => {
    let component = loaded.get(page);
    if (!component) {
      component = Promise.all([pageViewModules[page](), edition.pages[page]()]).then(
        ([{ view }, copy]) => (view as PageView<PageCopy[Page]>)(copy, context),
      );
      loaded.set(page, component);
    }
    return component;
  };
}
