// @vitest-environment node
// Pages will render on a server later: every part A component must render without a DOM
// (no window or document during render; effects do not run here).
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import {
  BannerCarousel,
  VideoCarousel,
  type BannerSlide,
  type CarouselCopy,
  type VideoSlide,
} from "../carousel";
import {
  ComplaintDialog,
  ConsultDialog,
  Toast,
  type ComplaintDialogCopy,
  type ConsultDialogCopy,
} from "../dialogs";
import { RichText } from "../rich-text";
import { SiteShell, type ShellConfig, type ShellCopy, type ShellMenuItem } from "../shell";

type IconKind = "home" | "grid" | "globe" | "hand" | "news" | "info" | "heart";

let nextId = 100;
function item(
  label: string,
  path: string,
  icon?: IconKind,
  children: ShellMenuItem[] = [],
): ShellMenuItem {
  return {
    id: nextId++,
    label,
    path,
    icon: icon ? `/api/profile/menu/${icon}.svg` : null,
    iconHover: icon ? `/api/profile/menu/${icon}-hover.svg` : null,
    children,
  };
}

/** The Chinese menu tree as the server sends it (labels may hold HTML). */
const menuZh: ShellMenuItem[] = [
  item("首页", "/", "home"),
  item("服务事业群", "/kuaiji", "grid", [
    item("会计事业群", "/kuaiji", undefined, [
      item("代理记账", "/kuaiji#bookkeeping"),
      item("公司注册", "/kuaiji#registration"),
    ]),
    item("资质事业群", "/zizhi"),
    item("企贷事业群", "/qidai"),
    item("综合事业群", "/zonghe"),
    item("知识产权事业群", "/zhichan"),
  ]),
  item("海外业务", "/haiwai", "globe"),
  item("商业合作", "/shangye", "hand"),
  item("集团资讯", "/zixun", "news"),
  item("关于我们", "/aboutus", "info", [
    item("集团简介", "/aboutus"),
    item("董事长致辞", "/dongshizhang"),
    item("企业文化", "/qiyewenhua"),
    item("集团构成", "/jituangoucheng"),
    item("发展历程", "/fazhanlicheng"),
    item("全球布局", "/quanqiubujv"),
  ]),
  item("社会<span>责任</span>", "/shangxiehui", "heart", [
    item("校企合作", "/xiaoqi"),
    item("商协会", "/shangxiehui"),
    item("公益慈善", "/gongyi"),
  ]),
];

const menus = { zh: menuZh };

const configs: { zh: ShellConfig } = {
  zh: { name: "Copyright © 2008-2026 天诚控股集团 版权所有", icp: "京ICP备12345678号-1" },
};

const logo = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="44" height="44" viewBox="0 0 44 44"><rect width="44" height="44" rx="10" fill="#a4161a"/><path d="M11 14h22M22 14v18M15 22h14" stroke="#fff" stroke-width="3.2" stroke-linecap="round"/></svg>',
)}`;

const branchesZh = [
  ["北京", "010-6588 1234"],
  ["上海", "021-6288 5678"],
  ["广州", "020-3888 2345"],
  ["深圳", "0755-8666 3456"],
  ["天津", "022-2388 4567"],
  ["重庆", "023-6388 5678"],
  ["成都", "028-8588 6789"],
  ["杭州", "0571-8788 7890"],
  ["南京", "025-8488 8901"],
  ["武汉", "027-8588 9012"],
  ["西安", "029-8988 0123"],
  ["郑州", "0371-6588 1235"],
  ["长沙", "0731-8488 2346"],
  ["沈阳", "024-2288 3457"],
] as const;

const qrPublic = "/api/profile/qr/wechat.svg";
const qrVideo = "/api/profile/qr/douyin.svg";

const shellCopy: { zh: ShellCopy } = {
  zh: {
    skipLink: "跳到主要内容",
    brand: { name: "天诚控股集团", logoUrl: logo, homeHref: "/" },
    nav: { label: "主导航", submenu: "子菜单", linkKeys: true },
    language: {
      label: "语言",
      current: { label: "中文", lang: "zh-CN" },
      other: { label: "English", lang: "en", href: "/indexE" },
    },
    sideBar: {
      label: "快捷服务",
      consult: { label: "咨询热线", phone: "400-888-6688" },
      publicAccount: {
        label: "公众号",
        imageUrl: qrPublic,
        alt: "天诚控股集团微信公众号二维码",
        caption: "扫码关注公众号",
      },
      shortVideo: {
        label: "抖音号",
        imageUrl: qrVideo,
        alt: "天诚控股集团抖音号二维码",
        caption: "扫码关注抖音号",
      },
      complaint: "投诉建议",
      backToTop: "返回顶部",
    },
    footer: {
      linkGroups: [
        {
          title: "业务板块",
          links: [
            { label: "会计事业群", href: "/kuaiji?key=2" },
            { label: "资质事业群", href: "/zizhi?key=2" },
            { label: "企贷事业群", href: "/qidai?key=2" },
            { label: "综合事业群", href: "/zonghe?key=2" },
            { label: "知识产权事业群", href: "/zhichan?key=2" },
            { label: "海外业务", href: "/haiwai?key=3" },
          ],
        },
        {
          title: "关于我们",
          links: [
            { label: "集团简介", href: "/aboutus?key=6" },
            { label: "董事长致辞", href: "/dongshizhang?key=6" },
            { label: "企业文化", href: "/qiyewenhua?key=6" },
            { label: "集团资讯", href: "/zixun?key=5" },
            { label: "商业合作", href: "/shangye?key=4" },
            { label: "隐私政策", href: "/yinsi" },
          ],
        },
      ],
      branches: {
        title: "全国分公司",
        items: branchesZh.map(([city, phone]) => ({ city, phone })),
      },
      overseas: {
        title: "海外公司",
        items: [
          { name: "天诚国际（香港）有限公司", phone: "+852 3188 6688" },
          { name: "Tiancheng Global LLC（美国）", phone: "+1 626 388 6688" },
          { name: "天诚海外服务官网", href: "https://example.com/global" },
        ],
      },
      hotline: { label: "全国免费服务热线", phone: "400-888-6688", note: "周一至周日 9:00–21:00" },
      qrCodes: [
        { imageUrl: qrPublic, alt: "微信公众号二维码", caption: "微信公众号" },
        { imageUrl: qrVideo, alt: "抖音号二维码", caption: "抖音号" },
      ],
      icpLabel: "备案号：",
      newTabHint: "（在新标签页打开）",
    },
  },
};

/** D7: the top-level path of each section, Chinese and English. */
const sectionPaths = {
  zh: {
    1: "/",
    2: "/kuaiji",
    3: "/haiwai",
    4: "/shangye",
    5: "/zixun",
    6: "/aboutus",
    7: "/shangxiehui",
  },
} as const;

const consultCopy: { zh: ConsultDialogCopy; en: ConsultDialogCopy } = {
  zh: {
    trigger: "立即咨询",
    title: "在线咨询",
    close: "关闭",
    submit: "提交",
    fields: {
      name: { label: "您的姓名", placeholder: "请输入您的姓名" },
      tel: { label: "联系电话", placeholder: "请输入11位手机号码" },
      content: { label: "咨询内容", placeholder: "请简要描述您需要咨询的业务" },
    },
  },
  en: {
    trigger: "Consult now",
    title: "Online consultation",
    close: "Close",
    submit: "Submit",
    fields: {
      name: { label: "Your name", placeholder: "e.g. Li Ming" },
      tel: { label: "Mobile number", placeholder: "11-digit mobile number" },
      content: { label: "Your message", placeholder: "Tell us briefly what you need" },
    },
  },
};

const complaintCopy: { zh: ComplaintDialogCopy; en: ComplaintDialogCopy } = {
  zh: {
    title: "投诉建议",
    description: "您的意见是我们改进的动力，我们会认真处理每一条反馈。",
    close: "关闭",
    submit: "提交",
    fields: {
      customerName: { label: "您的姓名", placeholder: "请输入您的姓名" },
      customerPhone: { label: "联系电话", placeholder: "请输入11位手机号码" },
      customerCompany: { label: "公司名称", placeholder: "请输入您的公司名称" },
      customerGwname: { label: "对接顾问", placeholder: "请输入与您对接的顾问的姓名" },
      customerType: { legend: "投诉类别" },
      customerTypecontent: { label: "其他类别说明", placeholder: "请注明投诉类别" },
      remark: { label: "问题描述", placeholder: "请描述您所遇到的问题或建议" },
      customerSolve: { legend: "期望的解决方式" },
      customerSolvecontent: { label: "其他解决方式说明", placeholder: "请注明您希望的解决方式" },
    },
    upload: {
      label: "相关图片",
      hint: "支持 JPG/PNG 格式，最多5张，每张不超过10MB",
      choose: "添加图片",
      remove: "移除图片",
      failed: "上传失败",
      progress: "上传进度",
    },
  },
  en: {
    title: "Complaints and suggestions",
    description: "Your feedback helps us improve. We handle every message with care.",
    close: "Close",
    submit: "Submit",
    fields: {
      customerName: { label: "Your name", placeholder: "e.g. Li Ming" },
      customerPhone: { label: "Mobile number", placeholder: "11-digit mobile number" },
      customerCompany: { label: "Company name", placeholder: "Your company" },
      customerGwname: { label: "Your advisor", placeholder: "Name of the advisor you deal with" },
      customerType: { legend: "Category" },
      customerTypecontent: { label: "Other category", placeholder: "Please specify" },
      remark: { label: "Question or suggestion", placeholder: "Describe what happened" },
      customerSolve: { legend: "How should we resolve it?" },
      customerSolvecontent: { label: "Other resolution", placeholder: "Please specify" },
    },
    upload: {
      label: "Images",
      hint: "JPG or PNG, at most 5 images, 10 MB each",
      choose: "Add images",
      remove: "Remove image",
      failed: "Upload failed",
      progress: "Upload progress",
    },
  },
};

/** The edition's privacy page (D5). */
const privacyHref = { zh: "/yinsi", en: "/yinsiE" } as const;

const carouselCopy: {
  banner: { zh: CarouselCopy };
  video: { zh: CarouselCopy };
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
  },
};

const banner = (i: number, _text: string) => `/api/profile/banner/banner-${i + 1}.svg`;

const bannerSlides: { zh: BannerSlide[] } = {
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
};

const poster = (i: number, _text: string) => `/api/profile/video/video-${i + 1}-cover.svg`;

/** spec 2.4: 3 videos served under /api/profile/video/ (no server in Storybook: covers only). */
const videoSlides: { zh: VideoSlide[] } = {
  zh: [
    { src: "/api/profile/video/video-1.mp4", poster: poster(0, "▶ 01"), title: "集团宣传片" },
    { src: "/api/profile/video/video-2.mp4", poster: poster(1, "▶ 02"), title: "财税服务介绍" },
    { src: "/api/profile/video/video-3.mp4", poster: poster(2, "▶ 03"), title: "海外业务介绍" },
  ],
};

const noop = async () => true;

describe("server rendering", () => {
  it("renders the shell with its dialogs and carousels to HTML", () => {
    const html = renderToString(
      <MemoryRouter>
        <SiteShell
          copy={shellCopy.zh}
          menu={menus.zh}
          config={configs.zh}
          activeSection={6}
          sectionPaths={sectionPaths.zh}
          complaint={{
            lang: "zh",
            copy: complaintCopy.zh,
            privacyHref: privacyHref.zh,
            onUpload: async () => null,
            onSubmit: noop,
          }}
        >
          <BannerCarousel slides={bannerSlides.zh} copy={carouselCopy.banner.zh} />
          <VideoCarousel videos={videoSlides.zh} copy={carouselCopy.video.zh} />
          <ConsultDialog lang="zh" copy={consultCopy.zh} privacyHref="/yinsi" onSubmit={noop} />
          <RichText html="<p>简介</p><script>x()</script>" />
          <Toast message={null} />
        </SiteShell>
      </MemoryRouter>,
    );
    expect(html).toContain('aria-label="主导航"');
    expect(html).toContain('aria-current="page"');
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain("立即咨询");
    expect(html).toContain("简介");
    expect(html).not.toContain("<script>");
  });

  it("renders open dialogs to HTML", () => {
    const html = renderToString(
      <MemoryRouter>
        <ConsultDialog
          lang="en"
          copy={consultCopy.en}
          privacyHref="/yinsiE"
          onSubmit={noop}
          defaultOpen
        />
        <ComplaintDialog
          lang="en"
          copy={complaintCopy.en}
          privacyHref="/yinsiE"
          onUpload={async () => null}
          onSubmit={noop}
          defaultOpen
        />
      </MemoryRouter>,
    );
    expect(html).toContain("Consult now");
  });
});
