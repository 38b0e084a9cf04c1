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
  {
    imageUrl: "/api/profile/banner/banner-1.svg",
    title: "一站式企业服务集团",
    text: "会计财税、建筑资质、企业贷款、知识产权与海外服务",
    action: { label: "了解天诚", href: "/aboutus?key=6" },
  },
  {
    imageUrl: "/api/profile/banner/banner-2.svg",
    title: "全球服务，助力企业出海",
    text: "海外开户、VIE架构与出口退税",
    action: { label: "了解海外服务", href: "/haiwai?key=3" },
  },
  {
    imageUrl: "/api/profile/banner/banner-3.svg",
    title: "携手共赢，共创未来",
    action: { label: "洽谈商业合作", href: "/shangye?key=4" },
  },
  {
    imageUrl: "/api/profile/banner/banner-4.svg",
    title: "诚信、专业、创新、共赢",
    text: "以客户为中心",
    action: { label: "了解企业文化", href: "/qiyewenhua?key=6" },
  },
  {
    imageUrl: "/api/profile/banner/banner-5.svg",
    title: "服务六万余家企业客户",
    text: "专业团队、价格透明、严格保密、售后无忧",
    action: { label: "立即咨询", opens: "consult" },
  },
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
  poster: `/api/profile/video/video-${n}-cover.webp`,
  title: ["集团宣传片", "财税服务介绍", "海外业务介绍"][i]!,
}));
