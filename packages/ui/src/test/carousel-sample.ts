// Sample carousel copy and slides for the unit tests (Chinese edition).
import type { BannerSlide, CarouselCopy, VideoSlide } from "../carousel";

export const bannerCopy: CarouselCopy = {
  label: "首页横幅",
  previous: "上一张",
  next: "下一张",
  pause: "暂停轮播",
  play: "开始轮播",
  slide: "{n} / {total}",
  goTo: "显示第 {n} 张",
};

export const bannerSlides: BannerSlide[] = [
  { imageUrl: "/api/profile/banner/banner-1.svg", alt: "天诚控股集团：一站式企业服务" },
  {
    imageUrl: "/api/profile/banner/banner-2.svg",
    alt: "海外业务：跨境企业服务",
    href: "/haiwai?key=3",
  },
  {
    imageUrl: "/api/profile/banner/banner-3.svg",
    alt: "商业合作：携手共赢",
    href: "/shangye?key=4",
  },
  {
    imageUrl: "/api/profile/banner/banner-4.svg",
    alt: "企业文化：专业、诚信、共赢",
    href: "/qiyewenhua?key=6",
  },
  { imageUrl: "/api/profile/banner/banner-5.svg", alt: "服务客户超过60000家" },
];

export const videoCopy: CarouselCopy = {
  label: "集团视频",
  previous: "上一张",
  next: "下一张",
  pause: "暂停轮播",
  play: "开始轮播",
  slide: "{n} / {total}",
  playVideo: "播放视频",
  pauseVideo: "暂停视频",
};

/** spec 2.4: 3 videos served under /api/profile/video/. */
export const videoSlides: VideoSlide[] = [1, 2, 3].map((n, i) => ({
  src: `/api/profile/video/video-${n}.mp4`,
  poster: `/api/profile/video/video-${n}-cover.svg`,
  title: ["集团宣传片", "财税服务介绍", "海外业务介绍"][i]!,
}));
