import { newsDetailHref } from "@site/api/links";
import { useHomeData } from "@site/api/page-data";
import { BannerCarousel, VideoCarousel } from "@site/ui/carousel";
import { HomeTemplate } from "@site/ui/templates";
import { ConsultAction } from "../consult-action";
import {
  bannerCarouselCopy,
  bannerSlides,
  homeCopy,
  videoCarouselCopy,
  videoSlides,
} from "../copy/home";

// D7: home news open the detail page with type 1.
const newsHref = (item: { id?: number }) => newsDetailHref(item, 1);

export function HomePage() {
  const { data, expertPager } = useHomeData();
  return (
    <HomeTemplate
      data={data}
      copy={homeCopy}
      expertPager={expertPager}
      newsHref={newsHref}
      bannerCarousel={<BannerCarousel slides={bannerSlides} copy={bannerCarouselCopy} />}
      videoCarousel={<VideoCarousel videos={videoSlides} copy={videoCarouselCopy} />}
      consultAction={<ConsultAction />}
    />
  );
}
