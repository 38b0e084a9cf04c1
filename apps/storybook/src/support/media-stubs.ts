import type { BannerSlide, CarouselCopy, VideoSlide } from "../carousel";
import { placeholderImage } from "./sample-images";

export const carouselCopy: {
  banner: { zh: CarouselCopy; en: CarouselCopy };
  video: { zh: CarouselCopy; en: CarouselCopy };
} = {
  banner: {
    zh: {
      label: "首页横幅",
      previous: "上一张",
      next: "下一张",
      pause: "暂停轮播",
      play: "开始轮播",
      slide: "{n} / {total}",
      goTo: "显示第 {n} 张",
    },
    en: {
      label: "Featured",
      previous: "Previous slide",
      next: "Next slide",
      pause: "Pause rotation",
      play: "Start rotation",
      slide: "{n} / {total}",
      goTo: "Show slide {n}",
    },
  },
  video: {
    zh: {
      label: "集团视频",
      previous: "上一张",
      next: "下一张",
      pause: "暂停轮播",
      play: "开始轮播",
      slide: "{n} / {total}",
    },
    en: {
      label: "Group videos",
      previous: "Previous slide",
      next: "Next slide",
      pause: "Pause rotation",
      play: "Start rotation",
      slide: "{n} / {total}",
    },
  },
};

const palette: Array<[string, string]> = [
  ["#14213d", "#a4161a"],
  ["#0f3d5e", "#1d4ed8"],
  ["#3b0a0d", "#a4161a"],
  ["#14213d", "#0f766e"],
  ["#1f3157", "#b45309"],
];

function banner(i: number, text: string): string {
  const [from, to] = palette[i % palette.length]!;
  return placeholderImage({ width: 1920, height: 520, from, to, text });
}

/** spec 2.4: 5 banners; Chinese 2nd → overseas, 3rd → /shangye, 4th → culture. */
export const bannerSlides: { zh: BannerSlide[]; en: BannerSlide[] } = {
  zh: [
    { imageUrl: banner(0, "TIANCHENG 2026"), alt: "天诚控股集团：一站式企业服务" },
    { imageUrl: banner(1, "GLOBAL"), alt: "海外业务：跨境企业服务", href: "/haiwai?key=3" },
    { imageUrl: banner(2, "PARTNERS"), alt: "商业合作：携手共赢", href: "/shangye?key=4" },
    {
      imageUrl: banner(3, "CULTURE"),
      alt: "企业文化：专业、诚信、共赢",
      href: "/qiyewenhua?key=6",
    },
    { imageUrl: banner(4, "60,000+"), alt: "服务客户超过60000家" },
  ],
  en: [
    {
      imageUrl: banner(1, "GLOBAL"),
      alt: "Overseas services for cross-border business",
      href: "/haiwaiE?key=3",
    },
    { imageUrl: banner(2, "PARTNERS"), alt: "Business partnership", href: "/shangyeE?key=4" },
    {
      imageUrl: banner(3, "CULTURE"),
      alt: "Our culture: expertise, integrity, shared success",
      href: "/qiyewenhuaE?key=6",
    },
    { imageUrl: banner(0, "TIANCHENG 2026"), alt: "Tiancheng Holding: one-stop business services" },
    { imageUrl: banner(4, "60,000+"), alt: "More than 60,000 customers served" },
  ],
};

function poster(i: number, text: string): string {
  const [from, to] = palette[(i + 2) % palette.length]!;
  return placeholderImage({ width: 1200, height: 530, from, to, text });
}

/** spec 2.4: 3 videos served under /api/profile/video/ (no server in Storybook: covers only). */
export const videoSlides: { zh: VideoSlide[]; en: VideoSlide[] } = {
  zh: [
    { src: "/api/profile/video/video-1.mp4", poster: poster(0, "▶ 01"), title: "集团宣传片" },
    { src: "/api/profile/video/video-2.mp4", poster: poster(1, "▶ 02"), title: "财税服务介绍" },
    { src: "/api/profile/video/video-3.mp4", poster: poster(2, "▶ 03"), title: "海外业务介绍" },
  ],
  en: [
    { src: "/api/profile/video/video-1.mp4", poster: poster(0, "▶ 01"), title: "About the group" },
    {
      src: "/api/profile/video/video-2.mp4",
      poster: poster(1, "▶ 02"),
      title: "Accounting and tax services",
    },
    {
      src: "/api/profile/video/video-3.mp4",
      poster: poster(2, "▶ 03"),
      title: "Overseas services",
    },
  ],
};

/**
 * Stubs media playback for story tests: `play()` and `pause()` fire their events, so stories
 * test the carousel's rules without video files. Returns the restore function.
 */
export function stubMediaPlayback(): () => void {
  const proto = HTMLMediaElement.prototype;
  const { play, pause } = proto;
  proto.play = function (this: HTMLMediaElement) {
    Object.defineProperty(this, "paused", { value: false, configurable: true });
    this.dispatchEvent(new Event("play"));
    return Promise.resolve();
  };
  proto.pause = function (this: HTMLMediaElement) {
    const wasPlaying = this.paused === false;
    Object.defineProperty(this, "paused", { value: true, configurable: true });
    if (wasPlaying) this.dispatchEvent(new Event("pause"));
  };
  return () => {
    proto.play = play;
    proto.pause = pause;
  };
}

/** Makes `prefers-reduced-motion: reduce` match for one story. Returns the restore function. */
export function stubReducedMotion(): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    if (!query.includes("prefers-reduced-motion")) return original.call(window, query);
    const list: MediaQueryList = {
      matches: query.includes("reduce"),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
    return list;
  };
  return () => {
    window.matchMedia = original;
  };
}
