import type { DetailLinkType, PageId } from "@site/api/page-catalog";
import type { ServiceGroupPageId } from "@site/api/type-codes";
import { BannerCarousel, VideoCarousel } from "@site/ui/carousel";
import { ConsultDialog } from "@site/ui/dialogs";
import {
  AssociationTemplate,
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
  PageCopy,
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

/**
 * Every page of an edition: the template of its kind, fed by the page's data (its loader
 * primed the reads) and the edition's copy, one for each page of the route table.
 */
export function createEditionPages<Page extends PageId>(
  edition: EditionCopy<Page>,
  links: EditionLinks<PageId>,
): { [Id in Page]: FunctionComponent } {
  const detailHref =
    (type: DetailLinkType) =>
    (item: { id?: number | null }): string =>
      newsDetailHref(links, item, type);

  function ConsultAction() {
    return <ConsultDialog {...edition.consult} {...useFormActions().consult} />;
  }

  // Every page of the site has a view: a new page id fails the typecheck until it gets one.
  const views: { [Id in PageId]: (copy: PageCopy[Id]) => FunctionComponent } = {
    home: (copy) => {
      const newsHref = detailHref(1);
      return function HomePage() {
        const { data, expertPager } = useHomeData();
        return (
          <HomeTemplate
            data={data}
            copy={copy.template}
            expertPager={expertPager}
            newsHref={newsHref}
            bannerCarousel={
              <BannerCarousel slides={copy.banners.slides} copy={copy.banners.copy} />
            }
            videoCarousel={<VideoCarousel videos={copy.videos.slides} copy={copy.videos.copy} />}
            consultAction={<ConsultAction />}
          />
        );
      };
    },
    kuaiji: (copy) => serviceGroupPage("kuaiji", copy),
    zizhi: (copy) => serviceGroupPage("zizhi", copy),
    qidai: (copy) => serviceGroupPage("qidai", copy),
    zonghe: (copy) => serviceGroupPage("zonghe", copy),
    zhichan: (copy) => serviceGroupPage("zhichan", copy),
    haiwai: (copy) => serviceGroupPage("haiwai", copy),
    shangye: (copy) =>
      function PartnershipPage() {
        return <PartnershipTemplate data={usePageData("shangye").data} copy={copy} />;
      },
    zixun: (copy) => {
      const newsHref = detailHref(2);
      return function NewsPage() {
        return <NewsTemplate data={usePageData("zixun").data} copy={copy} newsHref={newsHref} />;
      };
    },
    content: (copy) =>
      function DetailPage() {
        return <DetailTemplate data={{ detail: useNewsDetail() }} copy={copy} />;
      },
    aboutus: (copy) =>
      function ProfilePage() {
        return <ProfileTemplate data={usePageData("aboutus").data} copy={copy} />;
      },
    dongshizhang: (copy) =>
      function ChairmanPage() {
        return <ChairmanTemplate data={usePageData("dongshizhang").data} copy={copy} />;
      },
    qiyewenhua: (copy) =>
      function CulturePage() {
        return <CultureTemplate copy={copy} />;
      },
    jituangoucheng: (copy) =>
      function CompositionPage() {
        return <CompositionTemplate data={usePageData("jituangoucheng").data} copy={copy} />;
      },
    fazhanlicheng: (copy) =>
      function HistoryPage() {
        return <HistoryTemplate data={usePageData("fazhanlicheng").data} copy={copy} />;
      },
    quanqiubujv: (copy) =>
      function GlobalLayoutPage() {
        return <GlobalLayoutTemplate data={usePageData("quanqiubujv").data} copy={copy} />;
      },
    xiaoqi: (copy) =>
      function SchoolEnterprisePage() {
        return <SchoolEnterpriseTemplate copy={copy} />;
      },
    shangxiehui: (copy) => {
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
    },
    gongyi: (copy) => {
      const newsHref = edition.charityItemsOpenDetail ? detailHref(3) : undefined;
      return function CharityPage() {
        return (
          <CharityTemplate data={usePageData("gongyi").data} copy={copy} newsHref={newsHref} />
        );
      };
    },
    beijing: (copy) =>
      function BranchPage() {
        return <BranchTemplate data={usePageData("beijing").data} copy={copy} />;
      },
    yinsi: (copy) =>
      function PrivacyPage() {
        return <PrivacyTemplate copy={copy} />;
      },
  };

  function serviceGroupPage(page: ServiceGroupPageId, own: ServiceGroupPageCopy) {
    const expandable = EXPANDABLE_EXPERTS.has(page);
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
  }

  const built: Partial<Record<PageId, FunctionComponent>> = {};
  for (const id of Object.keys(edition.pages) as Page[]) {
    const view = views[id] as (copy: PageCopy[Page]) => FunctionComponent;
    built[id] = view(edition.pages[id]);
  }
  return built as { [Id in Page]: FunctionComponent };
}
