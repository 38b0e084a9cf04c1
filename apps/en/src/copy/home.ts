import type { HomePageCopy } from "@site/pages/edition";
import type { BannerSlide, CarouselCopy, VideoSlide } from "@site/ui/carousel";
import type { HomeTemplateCopy } from "@site/ui/templates";
import { media } from "../urls";
import { links } from "../links";
import { consultSetup } from "./consult";

/** Banner `n`: the wide picture and the phone one (D10), both without words (issue 28). */
const banner = (n: number) => ({
  imageUrl: media(`/profile/banner/banner-en-${n}.svg`),
  phoneImageUrl: media(`/profile/banner/banner-en-${n}-phone.svg`),
});

/**
 * Spec 2.4: 5 banners. On /indexE slide 1 opens overseas, slide 2 partnership and slide 3
 * culture (D7 keys), so the pictures are ordered to match their targets. Issue 28: each says
 * one thing and offers one action; its words are here only.
 */
export const bannerSlides: BannerSlide[] = [
  {
    ...banner(2),
    title: "Helping Chinese businesses go global",
    text: "Overseas bank accounts, VIE structures, VAT and EPR, export tax refunds",
    action: { label: "Explore overseas services", href: links.href("haiwai") },
  },
  {
    ...banner(3),
    title: "Grow with us as a partner",
    text: "Join a network that serves businesses from start-up to expansion",
    action: { label: "Partner with us", href: links.href("shangye") },
  },
  {
    ...banner(4),
    title: "Values our clients can rely on",
    text: "Integrity, expertise, innovation and shared success",
    action: { label: "Discover our culture", href: links.href("qiyewenhua") },
  },
  {
    ...banner(1),
    title: "One group for every business service",
    text: "Accounting, construction qualifications, loans, IP and overseas services",
    action: { label: "About the group", href: links.href("aboutus") },
  },
  {
    ...banner(5),
    title: "Trusted by more than 60,000 clients",
    text: "Qualified advisers, transparent fees, strict confidentiality",
    action: { label: consultSetup.copy.trigger, opens: "consult" },
  },
];

/** Film `n`: wordless (issue 28), so the same file as the Chinese edition's; its title is here. */
const video = (n: number, title: string): VideoSlide => ({
  src: media(`/profile/video/video-${n}.mp4`),
  poster: media(`/profile/video/video-${n}-cover.webp`),
  title,
});

/** Spec 2.4 / 9: three muted videos, 4000 ms apart, with English titles. */
export const videoSlides: VideoSlide[] = [
  video(1, "Accounting and tax: bookkeeping, tax planning, company registration and audit advice"),
  video(
    2,
    "Qualifications and finance: construction qualifications, safety production permits and business loans",
  ),
  video(
    3,
    "Global services: overseas bank accounts, VIE structures, VAT/EPR and export tax refunds",
  ),
];

// D8: the carousel controls' names.
const carouselControls = {
  previous: "Previous slide",
  next: "Next slide",
  pause: "Pause slideshow",
  play: "Play slideshow",
  slide: "Slide {n} of {total}",
};

export const bannerCarouselCopy: CarouselCopy = {
  ...carouselControls,
  label: "Highlights",
  goTo: "Show slide {n}",
};

export const videoCarouselCopy: CarouselCopy = {
  ...carouselControls,
  label: "Group videos",
  playVideo: "Play video",
  pauseVideo: "Pause video",
};

/** Spec 2.4: the five business groups, each linking to its page (D7 key 2). */
const serviceScope = [
  {
    title: "Accounting & Registration",
    href: links.href("kuaiji"),
    icon: "calculator",
    description:
      "Bookkeeping, company registration, tax planning and tax compliance, handled in one place.",
  },
  {
    title: "Construction Qualifications",
    href: links.href("zizhi"),
    icon: "building",
    description: "New qualifications, additions, upgrades and renewals, plus work safety licences.",
  },
  {
    title: "Enterprise Loans",
    href: links.href("qidai"),
    icon: "coins",
    description:
      "Operating loans, tax-based loans and supply chain finance through more than 50 partner lenders.",
  },
  {
    title: "Integrated Services",
    href: links.href("zonghe"),
    icon: "grid",
    description:
      "Business permits, industrial park entry, subsidies and specialised and innovative SME certification.",
  },
  {
    title: "Intellectual Property",
    href: links.href("zhichan"),
    icon: "lightbulb",
    description:
      "Trademark registration, patent applications, copyright registration and high-tech enterprise certification.",
  },
] as const;

export const homeCopy: HomeTemplateCopy = {
  title: "Tiancheng Holdings Group: One-Stop Business Services",
  statistics: {
    eyebrow: "Group scale",
    title: "Tiancheng in figures",
    subtitle:
      "Since 2012, our teams in mainland China and abroad have supported businesses at every stage of their growth",
    figures: [
      { value: 14, label: "Companies in mainland China" },
      { value: 9, label: "Overseas companies" },
      { value: "1,521", label: "Employees" },
      { value: "2,000", label: "Standardised services" },
      { value: "60,000", unit: "+", label: "Clients served" },
      { value: 197, label: "Certified professionals" },
      { value: 23, label: "Regions covered" },
      { value: 178, label: "Industry experts" },
      { value: 50, unit: "+", label: "Partner financial institutions" },
    ],
  },
  services: {
    eyebrow: "Our services",
    title: "What we do",
    subtitle:
      "Five business groups working together, from incorporation and day-to-day operations to financing and innovation",
    items: serviceScope,
  },
  video: {
    eyebrow: "About us",
    title: "Get to know Tiancheng",
    subtitle: "Short films on our accounting, qualification, financing and global services",
  },
  experts: {
    eyebrow: "Our experts",
    title: "Senior experts",
    subtitle:
      "Certified public accountants, certified tax agents, lawyers and industry experts advising your business",
    // D8: the pager's names.
    pager: { previous: "Previous page", next: "Next page", label: "Browse experts" },
  },
  news: {
    eyebrow: "News",
    title: "Latest news",
    more: { label: "More group news", href: links.href("zixun") },
  },
  clients: {
    eyebrow: "Clients",
    title: "Our clients",
    subtitle: "Trusted by more than 60,000 businesses",
  },
  // Spec 2.4: the promise blocks are Chinese only.
};

export const homePage: HomePageCopy = {
  template: homeCopy,
  banners: { slides: bannerSlides, copy: bannerCarouselCopy },
  videos: { slides: videoSlides, copy: videoCarouselCopy },
};
