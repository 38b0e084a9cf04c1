import type { DetailLinkType, PageId } from "@site/api/page-catalog";
import type { ServiceGroupPageId } from "@site/api/type-codes";
import { BannerCarousel, VideoCarousel } from "@site/ui/carousel";
import { ConsultDialog } from "@site/ui/dialogs";
import {
  AssociationTemplate,
  type AssociationTemplateProps,
  type BranchTemplateCopy,
  type ChairmanTemplateProps,
  type CharityTemplateProps,
  type CompositionTemplateProps,
  type CultureTemplateProps,
  type DetailTemplateCopy,
  type GlobalLayoutTemplateCopy,
  type HistoryTemplateProps,
  type NewsTemplateCopy,
  type PartnershipTemplateCopy,
  type PrivacyTemplateCopy,
  type ProfileTemplateCopy,
  type SchoolEnterpriseTemplateCopy,
  BranchTemplate,
  ChairmanTemplate,
  CharityTemplate,
  CompositionTemplate,
  CultureTemplate,
  DetailTemplate,
  GlobalLayoutTemplate,
  HistoryTemplate,
  HomeTemplate,
  NewsTemplate,
  PartnershipTemplate,
  PrivacyTemplate,
  ProfileTemplate,
  SchoolEnterpriseTemplate,
  ServiceGroupTemplate,
  type ServiceGroupTemplateCopy,
} from "@site/ui/templates";
import type { FunctionComponent } from "react";
import type {
  EditionCopy,
  HomePageCopy,
  ServiceGroupPageCopy,
  ServiceGroupsCopy,
} from "./edition-copy";
import { newsDetailHref } from "./links";
import {
  useAssociationData,
  useFormActions,
  useHomeData,
  useNewsDetail,
  usePageData,
  useServiceGroupData,
} from "./page-data";
import type { EditionLinks } from "./routes";

/** Spec 2.5: the accounting page alone expands its experts from the first 8 to all. */
const EXPANDABLE_EXPERTS: ReadonlySet<ServiceGroupPageId> = new Set(["kuaiji"]);

/** The order of the service groups in "links to the other services". */
const SERVICE_GROUP_ORDER: readonly ServiceGroupPageId[] = [
  "kuaiji",
  "zizhi",
  "qidai",
  "zonghe",
  "zhichan",
  "haiwai",
];

/** Spec 2.5: a service group page's full copy, its own parts plus what the groups share. */
export function serviceGroupCopy(
  page: ServiceGroupPageId,
  own: ServiceGroupPageCopy,
  shared: ServiceGroupsCopy,
): ServiceGroupTemplateCopy {
  const others = SERVICE_GROUP_ORDER.filter((id) => id !== page).map((id) => shared.links[id]);
  return {
    ...own,
    experts: shared.experts,
    cases: shared.cases,
    consult: shared.consult,
    otherServices: {
      ...shared.otherServices,
      items: page === "haiwai" ? [shared.overseasSite, ...others] : others,
    },
  };
}

/** What every view of an edition shares: its links, its copy and its consult dialog. */
interface ViewContext {
  edition: EditionCopy<PageId>;
  detailHref: (type: DetailLinkType) => (item: { id?: number | null }) => string;
  ConsultAction: FunctionComponent;
}

/** A page's view: given the edition's copy of the page, the page component. */
type PageView<Copy> = (copy: Copy, context: ViewContext) => FunctionComponent;

function serviceGroupView(page: ServiceGroupPageId): PageView<ServiceGroupPageCopy> {
  const expandable = EXPANDABLE_EXPERTS.has(page);
  return (own, { edition, ConsultAction }) => {
    const copy = serviceGroupCopy(page, own, edition.serviceGroups);
    return function ServiceGroupPage() {
      const { data, experts } = useServiceGroupData(page);
      return (
        <ServiceGroupTemplate
          data={data}
          copy={copy}
          experts={expandable ? experts : undefined}
          consultAction={<ConsultAction />}
        />
      );
    };
  };
}

/**
 * Every page of the site: the template of its kind, fed by the page's data (its loader primed
 * the reads of its `@site/api/page-catalog` entry) and the edition's copy, whose type each
 * view states. A page id without a view fails the typecheck.
 */
const pageViews = {
  home: ((copy, { detailHref, ConsultAction }) => {
    const newsHref = detailHref(1);
    return function HomePage() {
      const { data, expertPager } = useHomeData();
      return (
        <HomeTemplate
          data={data}
          copy={copy.template}
          expertPager={expertPager}
          newsHref={newsHref}
          bannerCarousel={<BannerCarousel slides={copy.banners.slides} copy={copy.banners.copy} />}
          videoCarousel={<VideoCarousel videos={copy.videos.slides} copy={copy.videos.copy} />}
          consultAction={<ConsultAction />}
        />
      );
    };
  }) satisfies PageView<HomePageCopy>,
  kuaiji: serviceGroupView("kuaiji"),
  zizhi: serviceGroupView("zizhi"),
  qidai: serviceGroupView("qidai"),
  zonghe: serviceGroupView("zonghe"),
  zhichan: serviceGroupView("zhichan"),
  haiwai: serviceGroupView("haiwai"),
  shangye: ((copy) =>
    function PartnershipPage() {
      return <PartnershipTemplate data={usePageData("shangye").data} copy={copy} />;
    }) satisfies PageView<PartnershipTemplateCopy>,
  zixun: ((copy, { detailHref }) => {
    const newsHref = detailHref(2);
    return function NewsPage() {
      return <NewsTemplate data={usePageData("zixun").data} copy={copy} newsHref={newsHref} />;
    };
  }) satisfies PageView<NewsTemplateCopy>,
  content: ((copy) =>
    function DetailPage() {
      return <DetailTemplate data={{ detail: useNewsDetail() }} copy={copy} />;
    }) satisfies PageView<DetailTemplateCopy>,
  aboutus: ((copy) =>
    function ProfilePage() {
      return <ProfileTemplate data={usePageData("aboutus").data} copy={copy} />;
    }) satisfies PageView<ProfileTemplateCopy>,
  dongshizhang: ((copy) =>
    function ChairmanPage() {
      return <ChairmanTemplate data={usePageData("dongshizhang").data} copy={copy} />;
    }) satisfies PageView<ChairmanTemplateProps["copy"]>,
  qiyewenhua: ((copy) =>
    function CulturePage() {
      return <CultureTemplate copy={copy} />;
    }) satisfies PageView<CultureTemplateProps["copy"]>,
  jituangoucheng: ((copy) =>
    function CompositionPage() {
      return <CompositionTemplate data={usePageData("jituangoucheng").data} copy={copy} />;
    }) satisfies PageView<CompositionTemplateProps["copy"]>,
  fazhanlicheng: ((copy) =>
    function HistoryPage() {
      return <HistoryTemplate data={usePageData("fazhanlicheng").data} copy={copy} />;
    }) satisfies PageView<HistoryTemplateProps["copy"]>,
  quanqiubujv: ((copy) =>
    function GlobalLayoutPage() {
      return <GlobalLayoutTemplate data={usePageData("quanqiubujv").data} copy={copy} />;
    }) satisfies PageView<GlobalLayoutTemplateCopy>,
  xiaoqi: ((copy) =>
    function SchoolEnterprisePage() {
      return <SchoolEnterpriseTemplate copy={copy} />;
    }) satisfies PageView<SchoolEnterpriseTemplateCopy>,
  shangxiehui: ((copy, { detailHref }) => {
    const newsHref = detailHref(3);
    return function AssociationPage() {
      const { data, cooperation } = useAssociationData();
      return (
        <AssociationTemplate
          data={data}
          copy={copy}
          cooperation={cooperation}
          newsHref={newsHref}
        />
      );
    };
  }) satisfies PageView<AssociationTemplateProps["copy"]>,
  gongyi: ((copy, { edition, detailHref }) => {
    const newsHref = edition.charityItemsOpenDetail ? detailHref(3) : undefined;
    return function CharityPage() {
      return <CharityTemplate data={usePageData("gongyi").data} copy={copy} newsHref={newsHref} />;
    };
  }) satisfies PageView<CharityTemplateProps["copy"]>,
  beijing: ((copy) =>
    function BranchPage() {
      return <BranchTemplate data={usePageData("beijing").data} copy={copy} />;
    }) satisfies PageView<BranchTemplateCopy>,
  yinsi: ((copy) =>
    function PrivacyPage() {
      return <PrivacyTemplate copy={copy} />;
    }) satisfies PageView<PrivacyTemplateCopy>,
} satisfies { [Id in PageId]: PageView<never> };

/** The copy of each page of the site, as its view takes it. */
export type PageCopy = { [Id in PageId]: Parameters<(typeof pageViews)[Id]>[0] };

/** Every page of an edition, one for each page of its route table. */
export function createEditionPages<Page extends PageId>(
  edition: EditionCopy<Page>,
  links: EditionLinks<PageId>,
): { [Id in Page]: FunctionComponent } {
  function ConsultAction() {
    return <ConsultDialog {...edition.consult} {...useFormActions().consult} />;
  }
  const context: ViewContext = {
    edition: edition as EditionCopy<PageId>,
    detailHref: (type) => (item) => newsDetailHref(links, item, type),
    ConsultAction,
  };
  const built: Partial<Record<PageId, FunctionComponent>> = {};
  for (const id of Object.keys(edition.pages) as Page[]) {
    const view = pageViews[id] as PageView<PageCopy[Page]>;
    built[id] = view(edition.pages[id], context);
  }
  return built as { [Id in Page]: FunctionComponent };
}
