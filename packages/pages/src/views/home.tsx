import { BannerCarousel, VideoCarousel } from "@site/ui/carousel";
import { HomeTemplate } from "@site/ui/templates";
import type { HomePageCopy } from "../edition-copy";
import { useHomeData } from "../page-data";
import type { PageView } from "../view-context";

export const view = ((copy, { detailHref, ConsultAction, ConsultDialog }) => {
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
        <ConsultDialog />
      </>
    );
  };
}) satisfies PageView<HomePageCopy>;
