import type { HomePageCopy } from "@site/pages/edition";
import type { BannerSlide, CarouselCopy, VideoSlide } from "@site/ui/carousel";
import type { HomeTemplateCopy } from "@site/ui/templates";
import { media } from "../urls";
import { serviceLinks } from "./services";
import { links } from "../links";
import { consultSetup } from "./consult";

/** Banner `n`: the wide picture and the phone one (D10), both without words (issue 28). */
const banner = (n: number) => ({
  imageUrl: media(`/profile/banner/banner-zh-${n}.svg`),
  phoneImageUrl: media(`/profile/banner/banner-zh-${n}-phone.svg`),
});

/**
 * Spec 2.4: 5 banners; the 2nd opens overseas, the 3rd partnership, the 4th culture (D7 keys).
 * Issue 28: each says one thing and offers one action; its words are here only.
 */
export const bannerSlides: BannerSlide[] = [
  {
    ...banner(1),
    title: "一站式企业服务集团",
    text: "会计财税、建筑资质、企业贷款、知识产权与海外服务，一家办齐",
    action: { label: "了解天诚", href: links.href("aboutus") },
  },
  {
    ...banner(2),
    title: "全球服务，助力企业出海",
    text: "海外开户、VIE架构、VAT/EPR、出口退税与境外投资备案",
    action: { label: "了解海外服务", href: links.href("haiwai") },
  },
  {
    ...banner(3),
    title: "携手共赢，共创未来",
    text: "诚邀合作伙伴，共享一站式企业服务生态",
    action: { label: "洽谈商业合作", href: links.href("shangye") },
  },
  {
    ...banner(4),
    title: "诚信、专业、创新、共赢",
    text: "以客户为中心，做值得信赖的企业服务伙伴",
    action: { label: "了解企业文化", href: links.href("qiyewenhua") },
  },
  {
    ...banner(5),
    title: "服务六万余家企业客户",
    text: "专业团队、价格透明、严格保密、售后无忧",
    action: { label: consultSetup.copy.trigger, opens: "consult" },
  },
];

const video = (n: number, title: string): VideoSlide => ({
  src: media(`/profile/video/video-${n}.mp4`),
  poster: media(`/profile/video/video-${n}-cover.webp`),
  title,
});

/** Spec 2.4 / 9: three muted videos, 4000 ms apart. */
export const videoSlides: VideoSlide[] = [
  video(1, "专业财税：代理记账、税务筹划、公司注册与审计咨询"),
  video(2, "资质与融资：建筑资质、安许证办理与企业贷款方案"),
  video(3, "全球服务：海外开户、VIE架构、VAT/EPR与出口退税"),
];

const carouselControls = {
  previous: "上一张",
  next: "下一张",
  pause: "暂停轮播",
  play: "开始轮播",
  slide: "第 {n} 张，共 {total} 张",
};

export const bannerCarouselCopy: CarouselCopy = {
  ...carouselControls,
  label: "首页横幅",
  goTo: "显示第 {n} 张",
};

export const videoCarouselCopy: CarouselCopy = {
  ...carouselControls,
  label: "集团视频",
  playVideo: "播放视频",
  pauseVideo: "暂停视频",
};

const scope = (link: (typeof serviceLinks)[keyof typeof serviceLinks], description: string) => ({
  title: link.title,
  href: link.href,
  icon: link.icon,
  description,
});

export const homeCopy: HomeTemplateCopy = {
  title: "天诚控股集团：一站式企业服务",
  statistics: {
    eyebrow: "GROUP STRENGTH",
    title: "集团实力",
    subtitle: "十余年深耕企业服务，国内外机构协同，为企业提供全生命周期支持",
    figures: [
      { value: 14, unit: "家", label: "国内公司" },
      { value: 9, unit: "家", label: "海外公司" },
      { value: 1521, unit: "人", label: "员工" },
      { value: 2000, unit: "项", label: "服务项目" },
      { value: 60000, unit: "+", label: "服务客户" },
      { value: 197, unit: "人", label: "持证专业人才" },
      { value: 23, unit: "个", label: "覆盖地区" },
      { value: 178, unit: "位", label: "行业专家" },
      { value: 50, unit: "+", label: "合作金融机构" },
    ],
  },
  services: {
    eyebrow: "OUR SERVICES",
    title: "服务范围",
    subtitle: "五大事业群协同服务，覆盖企业从注册、经营、融资到创新的每一步",
    items: [
      scope(serviceLinks.kuaiji, "代理记账、工商注册、税务筹划与财税合规，一站办结。"),
      scope(serviceLinks.zizhi, "建筑业企业资质新办、增项、升级与安全生产许可证。"),
      scope(serviceLinks.qidai, "经营贷、税票贷与供应链融资，对接50余家金融机构。"),
      scope(serviceLinks.zonghe, "各类经营许可证、园区入驻、政策补贴与专精特新认定。"),
      scope(serviceLinks.zhichan, "商标注册、专利申请、版权登记与高新技术企业认定。"),
    ],
  },
  video: {
    eyebrow: "ABOUT US",
    title: "走进天诚",
    subtitle: "一组短片，看天诚如何为企业服务",
  },
  experts: {
    eyebrow: "OUR EXPERTS",
    title: "资深专家",
    subtitle: "注册会计师、税务师、律师与行业专家组成的顾问团队",
    pager: { previous: "上一页", next: "下一页", label: "专家翻页" },
  },
  news: {
    eyebrow: "BUSINESS NEWS",
    title: "业务动态",
    more: { label: "查看更多集团资讯", href: links.href("zixun") },
  },
  clients: { eyebrow: "OUR CLIENTS", title: "合作客户", subtitle: "六万余家企业的共同选择" },
  promises: {
    eyebrow: "OUR PROMISE",
    title: "服务承诺",
    items: [
      { title: "专业团队", text: "持证顾问一对一服务，资深专家全程把关。", icon: "users" },
      { title: "价格透明", text: "服务内容与费用事先写入合同，绝无隐形收费。", icon: "tag" },
      { title: "严格保密", text: "签署保密协议，客户资料专人专管、加密存储。", icon: "shield" },
      { title: "售后无忧", text: "办结后持续跟进回访，问题24小时内响应。", icon: "headset" },
    ],
  },
};

export const homePage: HomePageCopy = {
  template: homeCopy,
  banners: { slides: bannerSlides, copy: bannerCarouselCopy },
  videos: { slides: videoSlides, copy: videoCarouselCopy },
};
