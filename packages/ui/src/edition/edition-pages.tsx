import { newsDetailHref, type DetailLinkType } from "@site/api/links";
import type { PageId, ServiceGroupPageId } from "@site/api/pages";
import {
  useAssociationData,
  useChairmanData,
  useCharityData,
  useCompositionData,
  useFormActions,
  useGlobalLayoutData,
  useHistoryData,
  useHomeData,
  useNewsDetail,
  useNewsPageData,
  usePartnershipData,
  useProfileData,
  useServiceGroupData,
} from "@site/api/page-data";
import type { FunctionComponent } from "react";
import { useSearchParams } from "react-router";
import { BannerCarousel, VideoCarousel } from "../carousel";
import { ConsultDialog } from "../dialogs";
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
} from "../templates";
import type {
  EditionCopy,
  EditionPagesCopy,
  ServiceGroupPageCopy,
  ServiceGroupsCopy,
} from "./edition-copy";

type PageComponents = Partial<Record<PageId, FunctionComponent>>;

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
 * Every page of an edition: the template of its kind, fed by the page's data hooks (its
 * loader primed the queries) and the edition's copy. Pages without copy are left out.
 */
export function createEditionPages(edition: EditionCopy): PageComponents {
  const { pages } = edition;
  const detailHref =
    (type: DetailLinkType) =>
    (item: { id?: number | null }): string =>
      newsDetailHref(item, type, edition.detailPath);

  function ConsultAction() {
    return <ConsultDialog {...edition.consult} {...useFormActions().consult} />;
  }

  const components: { [Id in PageId]: (copy: EditionPagesCopy[Id]) => FunctionComponent } = {
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
        return <PartnershipTemplate data={usePartnershipData()} copy={copy} />;
      },
    zixun: (copy) => {
      const newsHref = detailHref(2);
      return function NewsPage() {
        return <NewsTemplate data={useNewsPageData()} copy={copy} newsHref={newsHref} />;
      };
    },
    content: (copy) =>
      function DetailPage() {
        const [search] = useSearchParams();
        return <DetailTemplate data={{ detail: useNewsDetail(search.get("id")) }} copy={copy} />;
      },
    aboutus: (copy) =>
      function ProfilePage() {
        return <ProfileTemplate data={{ profile: useProfileData() }} copy={copy} />;
      },
    dongshizhang: (copy) =>
      function ChairmanPage() {
        return <ChairmanTemplate data={{ chairman: useChairmanData() }} copy={copy} />;
      },
    qiyewenhua: (copy) =>
      function CulturePage() {
        return <CultureTemplate copy={copy} />;
      },
    jituangoucheng: (copy) =>
      function CompositionPage() {
        return <CompositionTemplate data={{ items: useCompositionData() }} copy={copy} />;
      },
    fazhanlicheng: (copy) =>
      function HistoryPage() {
        return <HistoryTemplate data={{ milestones: useHistoryData() }} copy={copy} />;
      },
    quanqiubujv: (copy) =>
      function GlobalLayoutPage() {
        return <GlobalLayoutTemplate data={useGlobalLayoutData()} copy={copy} />;
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
          <CharityTemplate data={{ news: useCharityData() }} copy={copy} newsHref={newsHref} />
        );
      };
    },
    // The route's loader primes the offices and staff, as on the global layout page.
    beijing: (copy) =>
      function BranchPage() {
        return <BranchTemplate data={useGlobalLayoutData()} copy={copy} />;
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

  const built: PageComponents = {};
  for (const id of Object.keys(components) as PageId[]) {
    const copy = pages[id];
    if (copy) built[id] = (components[id] as (copy: unknown) => FunctionComponent)(copy);
  }
  return built;
}
