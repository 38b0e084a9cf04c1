import { BannerCarousel, VideoCarousel } from "@site/ui/carousel";
import { HomeTemplate } from "@site/ui/templates";
import type { HomePageCopy } from "../edition-copy";
import { useHomeData } from "../page-data";
import type { PageView } from "../view-context";
import { consultParts } from "./consult";

export const view = ((copy, { edition, detailHref }) => {
  const { ConsultAction, ConsultDialogHost } = consultParts(edition);
  const newsHref = detailHref(1);
  return function HomePage() {
    const { data, expertPager } = useHomeData();
    return (
      <>
        <HomeTemplate
          data={data}
          copy={copy.template}
          expertPager={expertPager}
          newsHref={newsHref}
          bannerCarousel={<BannerCarousel slides={copy.banners.slides} copy={copy.banners.copy} />}
          videoCarousel={<VideoCarousel videos={copy.videos.slides} copy={copy.videos.copy} />}
          consultAction={<ConsultAction />}
        />
        <ConsultDialogHost />
      </>
    );
  };
}) satisfies PageView<HomePageCopy>;
