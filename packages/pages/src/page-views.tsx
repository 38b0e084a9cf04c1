import type { PageId } from "@site/api/page-catalog";
import type { FunctionComponent } from "react";
import type { EditionCopy } from "./edition-copy";
import type { ApiSetup } from "./islands/island-api";
import { newsDetailHref } from "./links";
import type { EditionLinks } from "./routes";
import type { PageView, ViewContext } from "./view-context";

/**
 * Every page of the site, each in a module of its own that its route loads (issue 12, item 7):
 * `views/<page id>.tsx`, the template of its kind fed by the page's data (its loader primed the
 * reads of its `@site/api/page-catalog` entry) and the edition's copy, whose type each view
 * states. A server render names the module of the page it renders by that file name. A page
 * id without a view fails the typecheck.
 */
const pageViewModules = {
  home: () => import("./views/home"),
  kuaiji: () => import("./views/kuaiji"),
  zizhi: () => import("./views/zizhi"),
  qidai: () => import("./views/qidai"),
  zonghe: () => import("./views/zonghe"),
  zhichan: () => import("./views/zhichan"),
  haiwai: () => import("./views/haiwai"),
  shangye: () => import("./views/shangye"),
  zixun: () => import("./views/zixun"),
  content: () => import("./views/content"),
  aboutus: () => import("./views/aboutus"),
  dongshizhang: () => import("./views/dongshizhang"),
  qiyewenhua: () => import("./views/qiyewenhua"),
  jituangoucheng: () => import("./views/jituangoucheng"),
  fazhanlicheng: () => import("./views/fazhanlicheng"),
  quanqiubujv: () => import("./views/quanqiubujv"),
  xiaoqi: () => import("./views/xiaoqi"),
  shangxiehui: () => import("./views/shangxiehui"),
  gongyi: () => import("./views/gongyi"),
  beijing: () => import("./views/beijing"),
  yinsi: () => import("./views/yinsi"),
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
