import { HOME_EXPERT_TYPE } from "@site/api/type-codes";
import { HomeTemplate } from "@site/ui/templates";
import type { HomePageCopy } from "../edition-copy";
import { Island } from "../islands/island";
import { island as bannerCarouselIsland } from "../islands/banner-carousel.island";
import { island as homeExpertsIsland } from "../islands/home-experts.island";
import { island as videoCarouselIsland } from "../islands/video-carousel.island";
import { usePageData } from "../page-data";
import type { PageView } from "../view-context";
import { consultParts } from "./consult";

export const view = ((copy, { edition, detailHref, api }) => {
  const { ConsultAction, ConsultDialogHost } = consultParts(edition, api);
  const newsHref = detailHref(1);
  return function HomePage() {
    const { data } = usePageData("home");
    const experts = data.experts;
    return (
      <>
        <HomeTemplate
          data={data}
          copy={copy.template}
          newsHref={newsHref}
          bannerCarousel={
            <Island
              island={bannerCarouselIsland}
              props={{ slides: copy.banners.slides, copy: copy.banners.copy }}
            />
          }
          videoCarousel={
            <Island
              island={videoCarouselIsland}
              props={{ videos: copy.videos.slides, copy: copy.videos.copy }}
            />
          }
          experts={
            experts ? (
              <Island
                island={homeExpertsIsland}
                props={{
                  firstPage: { rows: experts.rows, total: experts.total },
                  type: HOME_EXPERT_TYPE,
                  copy: copy.template.experts.pager,
                  api,
                }}
              />
            ) : undefined
          }
          consultAction={<ConsultAction />}
        />
        <ConsultDialogHost />
      </>
    );
  };
}) satisfies PageView<HomePageCopy>;
