// Copy and HTML of the three brochures (A4, Chinese pages first, English after, bilingual
// back cover). make-brochures.ts prints them with Chromium; all art is inline SVG.
import type { Lang } from "@site/forms/lang";

import {
  bankCard,
  certificate,
  circle,
  coinStack,
  crane,
  documentSheet,
  globe,
  hardHat,
  lightbulb,
  passport,
  receipt,
  calculator,
  car,
  shieldCheck,
  gear,
} from "./scene-parts";
import { aboutPicture, coverPicture } from "./duotone-scenes";
import { beijing } from "./specials";
import { BRAND, escapeXml, rng } from "./svg-kit";

type IconKind =
  | "accounting"
  | "qualification"
  | "loan"
  | "general"
  | "ip"
  | "overseas"
  | "certificate"
  | "safety"
  | "records"
  | "renewal"
  | "passport"
  | "bank"
  | "structure"
  | "vat"
  | "refund";

interface Service {
  icon: IconKind;
  title: string;
  text: string;
}

interface Edition {
  title: string;
  tagline: string;
  intro: string[];
  services: Service[];
  steps: [string, string][];
}

export interface Brochure {
  file: string;
  cover: "group" | "qualification" | "international";
  zh: Edition;
  en: Edition;
}

const INTRO_ZH = [
  "天诚控股集团成立于2012年，总部位于北京，是一家专注于为中小微企业提供全生命周期服务的综合性企业服务集团，业务覆盖工商财税、建筑资质、企业融资、综合政务、知识产权与海外业务。",
  "集团旗下设有五大事业群及海外事业部，坚持“专业团队、透明价格、严格保密、售后无忧”四项服务承诺：客户咨询30分钟内响应，签约前出具明细报价，服务完成后持续跟进回访。",
];
const INTRO_EN = [
  "Founded in 2012 and headquartered in Beijing, Tiancheng Holdings Group is an integrated business services group serving small and micro businesses throughout their life cycle: company registration and tax, construction qualifications, financing, government formalities, intellectual property and overseas business.",
  "Five business groups and an Overseas Division keep four promises: a professional team, transparent prices, strict confidentiality and reliable after-sales support. Every enquiry is answered within 30 minutes and every service comes with an itemised quotation before signing.",
];

const FIGURES: Record<Lang, [string, string][]> = {
  zh: [
    ["14", "家国内公司"],
    ["9", "家海外公司"],
    ["1521", "名员工"],
    ["60000+", "企业客户"],
    ["197", "名专业人才"],
    ["23", "个覆盖地区"],
    ["178", "位资深专家"],
    ["50+", "家合作金融机构"],
  ],
  en: [
    ["14", "companies in China"],
    ["9", "companies abroad"],
    ["1,521", "employees"],
    ["60,000+", "business customers"],
    ["197", "professionals"],
    ["23", "regions covered"],
    ["178", "senior experts"],
    ["50+", "partner financial institutions"],
  ],
};

export const HOTLINE = "400-800-1234";
const ADDRESS = {
  zh: "北京市朝阳区光华路16号天诚国际中心A座18层",
  en: "18/F, Tower A, Tiancheng International Centre, 16 Guanghua Road, Chaoyang District, Beijing",
};

export const BROCHURES: Brochure[] = [
  {
    file: "group-introduction.pdf",
    cover: "group",
    zh: {
      title: "集团介绍",
      tagline: "一站式企业服务集团",
      intro: INTRO_ZH,
      services: [
        {
          icon: "accounting",
          title: "会计事业群",
          text: "公司注册、代理记账、税务筹划、审计与年报等全流程财税服务。",
        },
        {
          icon: "qualification",
          title: "资质事业群",
          text: "建筑业企业资质新办、升级、增项及安全生产许可证办理。",
        },
        {
          icon: "loan",
          title: "企贷事业群",
          text: "对接50余家金融机构，提供税票贷、经营贷、供应链融资方案。",
        },
        {
          icon: "general",
          title: "综合事业群",
          text: "小客车指标、经营许可、园区入驻、房租补贴与专精特新认定。",
        },
        {
          icon: "ip",
          title: "知识产权事业群",
          text: "商标注册、专利申请、版权登记与知识产权保护。",
        },
        {
          icon: "overseas",
          title: "海外事业部",
          text: "海外银行开户、VIE架构、VAT/EPR、出口退税与ODI备案。",
        },
      ],
      steps: [
        ["咨询需求", "30分钟内响应"],
        ["方案评估", "专家分析条件"],
        ["签约报价", "明细透明报价"],
        ["专人办理", "全程进度跟踪"],
        ["交付回访", "售后持续服务"],
      ],
    },
    en: {
      title: "Group Introduction",
      tagline: "One-stop business services group",
      intro: INTRO_EN,
      services: [
        {
          icon: "accounting",
          title: "Accounting",
          text: "Company registration, bookkeeping, tax planning, audits and annual reports.",
        },
        {
          icon: "qualification",
          title: "Qualifications",
          text: "New construction qualifications, upgrades, additions and work safety licences.",
        },
        {
          icon: "loan",
          title: "Enterprise loans",
          text: "Tax-based loans, business loans and supply chain finance with 50+ institutions.",
        },
        {
          icon: "general",
          title: "Integrated services",
          text: "Vehicle plate quotas, permits, industrial parks, rent subsidies and specialised SME certification.",
        },
        {
          icon: "ip",
          title: "Intellectual property",
          text: "Trademark registration, patent applications, copyright and IP protection.",
        },
        {
          icon: "overseas",
          title: "Overseas",
          text: "Bank accounts, VIE structures, VAT/EPR, export tax refunds and ODI filing.",
        },
      ],
      steps: [
        ["Consultation", "Answer within 30 min"],
        ["Assessment", "Experts review your case"],
        ["Quotation", "Itemised, transparent"],
        ["Handling", "One dedicated adviser"],
        ["Delivery", "Follow-up after service"],
      ],
    },
  },
  {
    file: "qualification-brochure.pdf",
    cover: "qualification",
    zh: {
      title: "建筑资质服务手册",
      tagline: "资质新办 · 升级增项 · 安许证 · 资质延续",
      intro: INTRO_ZH,
      services: [
        {
          icon: "certificate",
          title: "资质新办",
          text: "施工总承包、专业承包资质首次申请，材料准备与申报一站完成。",
        },
        {
          icon: "qualification",
          title: "升级与增项",
          text: "评估业绩与人员条件，规划升级路径，补齐资质短板。",
        },
        {
          icon: "safety",
          title: "安全生产许可证",
          text: "新办、延期与变更，配套编制安全管理制度文件。",
        },
        {
          icon: "renewal",
          title: "资质延续与变更",
          text: "证书到期延续、名称地址变更及跨省迁移办理。",
        },
        {
          icon: "records",
          title: "人员与业绩咨询",
          text: "注册建造师、职称人员配置及工程业绩整理。",
        },
        {
          icon: "loan",
          title: "资质 + 融资",
          text: "依托企贷事业群，为取证企业匹配工程类融资方案。",
        },
      ],
      steps: [
        ["资质评估", "核查现有条件"],
        ["方案制定", "确定申报路径"],
        ["材料准备", "专人编制整理"],
        ["申报跟进", "全程进度反馈"],
        ["取证交付", "证书送达归档"],
      ],
    },
    en: {
      title: "Construction Qualification Services",
      tagline: "New qualifications · Upgrades · Safety permits · Renewals",
      intro: INTRO_EN,
      services: [
        {
          icon: "certificate",
          title: "New qualifications",
          text: "First applications for general and specialised contracting, documents and filing in one place.",
        },
        {
          icon: "qualification",
          title: "Upgrades and additions",
          text: "We assess projects and staff, plan the upgrade path and close the gaps.",
        },
        {
          icon: "safety",
          title: "Work safety licence",
          text: "New licences, extensions and changes, with the safety management documents they require.",
        },
        {
          icon: "renewal",
          title: "Renewals and changes",
          text: "Renewal before expiry, name and address changes, moves between provinces.",
        },
        {
          icon: "records",
          title: "Staff and project records",
          text: "Registered constructors, titled staff and project records put in order.",
        },
        {
          icon: "loan",
          title: "Qualification + finance",
          text: "With our loans group, financing plans for newly qualified contractors.",
        },
      ],
      steps: [
        ["Assessment", "Check current conditions"],
        ["Plan", "Choose the filing path"],
        ["Documents", "Prepared by our team"],
        ["Filing", "Progress reported"],
        ["Certificate", "Delivered and archived"],
      ],
    },
  },
  {
    file: "international-brochure.pdf",
    cover: "international",
    zh: {
      title: "国际业务手册",
      tagline: "全球服务 助力企业出海",
      intro: [
        INTRO_ZH[0] ?? "",
        "集团依托香港、新加坡、吉隆坡、迪拜等地的本地团队，在境外拥有9家公司，为出海企业提供境外公司注册、银行开户、VIE架构搭建、VAT与EPR合规、出口退税及ODI境外投资备案等服务。",
      ],
      services: [
        {
          icon: "passport",
          title: "境外公司注册",
          text: "香港、新加坡、马来西亚、阿联酋等地公司设立与年审。",
        },
        { icon: "bank", title: "海外银行开户", text: "协助开立境外公司账户与跨境收款账户。" },
        {
          icon: "structure",
          title: "VIE架构搭建",
          text: "境外融资与上市所需的红筹/VIE架构设计与落地。",
        },
        { icon: "vat", title: "VAT与EPR合规", text: "欧洲VAT注册与申报、EPR生产者责任延伸注册。" },
        { icon: "refund", title: "出口退税", text: "出口退（免）税备案、申报与单证管理。" },
        { icon: "overseas", title: "ODI境外投资备案", text: "发改、商务及外汇登记全流程办理。" },
      ],
      steps: [
        ["需求沟通", "明确出海目标"],
        ["方案设计", "架构与税务规划"],
        ["文件准备", "境内外材料"],
        ["递交办理", "本地团队跟进"],
        ["开通交付", "持续合规服务"],
      ],
    },
    en: {
      title: "International Services",
      tagline: "Global services for going overseas",
      intro: [
        INTRO_EN[0] ?? "",
        "With 9 companies abroad and local teams in Hong Kong, Singapore, Kuala Lumpur and Dubai, we help companies incorporate offshore, open bank accounts, build VIE structures, stay compliant with VAT and EPR, claim export tax refunds and file outbound investment (ODI).",
      ],
      services: [
        {
          icon: "passport",
          title: "Offshore companies",
          text: "Incorporation and annual filings in Hong Kong, Singapore, Malaysia, the UAE and more.",
        },
        {
          icon: "bank",
          title: "Bank accounts",
          text: "Corporate accounts abroad and cross-border collection accounts.",
        },
        {
          icon: "structure",
          title: "VIE structures",
          text: "Red-chip and VIE structures for offshore financing and listing.",
        },
        {
          icon: "vat",
          title: "VAT and EPR",
          text: "European VAT registration and returns, EPR registrations.",
        },
        {
          icon: "refund",
          title: "Export tax refund",
          text: "Refund registration, returns and document management.",
        },
        {
          icon: "overseas",
          title: "ODI filing",
          text: "Outbound investment filing with NDRC, MOFCOM and SAFE.",
        },
      ],
      steps: [
        ["Needs", "Define your goals"],
        ["Design", "Structure and tax plan"],
        ["Documents", "At home and abroad"],
        ["Filing", "Local teams follow up"],
        ["Go live", "Ongoing compliance"],
      ],
    },
  },
];

// ---------------------------------------------------------------- art

function icon(kind: IconKind): string {
  const r = rng(`icon-${kind}`);
  const parts: Record<IconKind, () => string> = {
    accounting: () => calculator(66, 40, 0.62, BRAND.ink, "#cfe3d6", "#c8ccd2", "#e0a43a"),
    qualification: () =>
      crane(70, 170, 120, "#e0a43a", BRAND.ink, 70) + hardHat(140, 168, 0.5, BRAND.red),
    loan: () => coinStack(80, 160, 6, 30, "#e0a43a") + coinStack(130, 165, 3, 30, "#e0a43a"),
    general: () => car(30, 140, 140, BRAND.red, "#1d3d63"),
    ip: () => lightbulb(100, 100, 0.8, "#e0a43a", BRAND.ink),
    overseas: () => globe(100, 100, 62, "#3f7fb5", "#7fb069", "#ffffff"),
    certificate: () => certificate(40, 55, 120, 90, "#ffffff", BRAND.red, "#2f3b4c", r),
    safety: () => shieldCheck(100, 100, 1.05, BRAND.red),
    records: () =>
      documentSheet(44, 52, 82, 108, "#ffffff", BRAND.ink, r) +
      documentSheet(76, 38, 82, 108, "#ffffff", BRAND.ink, r, BRAND.red),
    renewal: () => documentSheet(55, 40, 90, 120, "#ffffff", BRAND.ink, r, BRAND.red),
    passport: () => passport(62, 44, 76, BRAND.red, "#e0a43a", -6),
    bank: () => bankCard(36, 62, 128, "#2f3b4c", -6),
    structure: () =>
      gear(80, 90, 42, 9, BRAND.red, "#f4ece4") + gear(132, 130, 28, 7, "#2f3b4c", "#f4ece4"),
    vat: () => receipt(60, 40, 80, 120, "#ffffff", BRAND.ink, r),
    refund: () =>
      coinStack(100, 160, 5, 34, "#e0a43a") + receipt(115, 40, 60, 80, "#ffffff", BRAND.ink, r),
  };
  return `<svg viewBox="0 0 200 200" class="icon">${circle(100, 100, 96, "#f4ece4")}${parts[kind]()}</svg>`;
}

/** An inline copy of a picture: its ids made its own, since the brochure holds several. */
function inline(svg: string, key: string, className: string): string {
  return (
    svg
      // the lit windows' pattern prints as many small tiles: a third more bytes for little
      .replace(/<clipPath id="\w+">.*?<\/clipPath><rect [^>]*clip-path="[^"]*"[^>]*\/>/g, "")
      .replace(/ id="(\w+)"/g, ` id="${key}-$1"`)
      .replace(/url\(#(\w+)\)/g, `url(#${key}-$1)`)
      .replace("<svg ", `<svg class="${className}" `)
  );
}

function coverArt(kind: Brochure["cover"]): string {
  return inline(coverPicture(kind), `cover-${kind}`, "cover-art");
}

function qrSvg(svg: string): string {
  return svg.replace(/ width="\d+" height="\d+"/, "").replace("<svg ", '<svg class="qr" ');
}

// ---------------------------------------------------------------- pages

const esc = escapeXml;

function header(e: Edition, lang: Lang, page: number): string {
  return `<header class="page-head"><span class="brand"><i></i>${lang === "zh" ? "天诚控股集团" : "Tiancheng Holdings Group"}</span><span>${esc(e.title)} · ${String(page).padStart(2, "0")}</span></header>`;
}

function sectionTitle(num: string, title: string, sub: string): string {
  return `<div class="section-title"><b>${num}</b><div><h2>${esc(title)}</h2><small>${esc(sub)}</small></div></div>`;
}

function aboutPage(e: Edition, lang: Lang, page: number): string {
  const zh = lang === "zh";
  const figures = FIGURES[lang]
    .map(
      ([num, label]) =>
        `<div class="figure"><strong>${esc(num)}</strong><span>${esc(label)}</span></div>`,
    )
    .join("");
  const promises = zh
    ? ["专业团队", "透明价格", "严格保密", "售后无忧"]
    : ["Professional team", "Transparent prices", "Confidentiality", "After-sales care"];
  return `<section class="page ${lang}" lang="${lang === "zh" ? "zh-CN" : "en"}">${header(e, lang, page)}
    ${sectionTitle("01", zh ? "关于集团" : "About the group", zh ? "About the group" : "天诚控股集团")}
    ${e.intro.map((p) => `<p class="lead">${esc(p)}</p>`).join("")}
    <div class="figures">${figures}</div>
    <div class="about-art">${inline(aboutPicture(1), `about-${lang}`, "about-pic")}</div>
    <div class="promises">${promises.map((p, i) => `<div><b>0${i + 1}</b>${esc(p)}</div>`).join("")}</div>
  </section>`;
}

function servicesPage(e: Edition, lang: Lang, page: number): string {
  const zh = lang === "zh";
  const cards = e.services
    .map(
      (s) =>
        `<div class="service">${icon(s.icon)}<div><h3>${esc(s.title)}</h3><p>${esc(s.text)}</p></div></div>`,
    )
    .join("");
  const steps = e.steps
    .map(
      ([t, d], i) =>
        `<div class="step"><span class="dot">${i + 1}</span><h4>${esc(t)}</h4><p>${esc(d)}</p></div>`,
    )
    .join("");
  return `<section class="page ${lang}" lang="${lang === "zh" ? "zh-CN" : "en"}">${header(e, lang, page)}
    ${sectionTitle("02", zh ? "服务内容" : "Our services", zh ? "Our services" : "服务内容")}
    <div class="services">${cards}</div>
    ${sectionTitle("03", zh ? "服务流程" : "How we work", zh ? "How we work" : "服务流程")}
    <div class="steps">${steps}</div>
    <div class="promise-band">${
      zh
        ? `咨询热线 <b>${HOTLINE}</b> · 30分钟内联系您`
        : `Hotline <b>${HOTLINE}</b> · We will contact you within 30 minutes`
    }</div>
  </section>`;
}

function coverPage(b: Brochure): string {
  return `<section class="page cover">
    <div class="cover-top"><span class="brand"><i></i>天诚控股集团<em>TIANCHENG HOLDINGS GROUP</em></span></div>
    ${coverArt(b.cover)}
    <div class="cover-band">
      <h1>${esc(b.zh.title)}</h1>
      <p class="en-title">${esc(b.en.title)}</p>
      <p class="tag">${esc(b.zh.tagline)}</p>
      <p class="tag en">${esc(b.en.tagline)}</p>
      <div class="cover-foot"><span>服务热线 Hotline ${HOTLINE}</span><span>中文 · English</span></div>
    </div>
  </section>`;
}

function backPage(qr: { wechat: string; douyin: string }): string {
  return `<section class="page back">
    ${sectionTitle("04", "联系我们", "Contact us")}
    <div class="contact">
      <div><h3>服务热线 <small>Hotline</small></h3><p class="big">${HOTLINE}</p></div>
      <div><h3>集团总部 <small>Headquarters</small></h3><p>${esc(ADDRESS.zh)}</p><p class="en">${esc(ADDRESS.en)}</p></div>
      <div><h3>服务承诺 <small>Our promise</small></h3><p>30分钟内联系您</p><p class="en">We will contact you within 30 minutes</p></div>
    </div>
    <div class="qrs">
      <figure>${qrSvg(qr.wechat)}<figcaption>微信公众号<br><small>WeChat official account</small></figcaption></figure>
      <figure>${qrSvg(qr.douyin)}<figcaption>抖音号<br><small>Douyin</small></figcaption></figure>
    </div>
    <div class="back-art">${beijing().replace("<svg ", '<svg class="skyline" ')}</div>
    <footer class="back-foot">天诚控股集团 · Tiancheng Holdings Group</footer>
  </section>`;
}

const CSS = `
@page { size: A4; margin: 0; }
* { box-sizing: border-box; margin: 0; padding: 0; }
body { font-family: 'Liberation Sans', Arial, 'Noto Sans CJK SC', 'Noto Sans SC', sans-serif; color: ${BRAND.ink}; -webkit-print-color-adjust: exact; }
svg { display: block; }
.page { width: 210mm; height: 297mm; overflow: hidden; position: relative; page-break-after: always; padding: 16mm 16mm 14mm; background: #fff; }
.page:last-child { page-break-after: auto; }
.page-head { display: flex; justify-content: space-between; font-size: 9pt; color: #6b7280; border-bottom: 1px solid #eadfd4; padding-bottom: 3mm; margin-bottom: 8mm; }
.brand { display: inline-flex; align-items: center; gap: 2mm; font-weight: 700; color: ${BRAND.red}; }
.brand i { width: 3mm; height: 3mm; background: ${BRAND.red}; display: inline-block; transform: rotate(45deg); }
.section-title { display: flex; align-items: center; gap: 4mm; margin: 2mm 0 6mm; }
.section-title b { font-size: 26pt; color: ${BRAND.red}; line-height: 1; }
.section-title h2 { font-size: 17pt; line-height: 1.2; }
.section-title small { color: #6b7280; font-size: 9pt; letter-spacing: 0.5px; }
.lead { font-size: 10.5pt; line-height: 1.8; color: #374151; margin-bottom: 3mm; text-align: justify; }
.en .lead { font-size: 10pt; line-height: 1.65; }
.figures { display: grid; grid-template-columns: repeat(4, 1fr); gap: 3mm; margin: 6mm 0; }
.figure { background: #f8f5f1; border-left: 1.2mm solid ${BRAND.red}; padding: 3.5mm 3mm; }
.figure strong { display: block; font-size: 19pt; color: ${BRAND.red}; line-height: 1.1; }
.figure span { font-size: 8.5pt; color: #4a5260; }
.about-art svg { width: 100%; height: auto; border-radius: 3mm; }
.about-art { height: 78mm; overflow: hidden; border-radius: 3mm; }
.promises { display: grid; grid-template-columns: repeat(4, 1fr); gap: 3mm; margin-top: 5mm; }
.promises div { border: 1px solid #eadfd4; border-radius: 2mm; padding: 3mm; font-size: 10pt; font-weight: 700; }
.promises b { display: block; color: ${BRAND.red}; font-size: 9pt; }
.services { display: grid; grid-template-columns: 1fr 1fr; gap: 5mm; margin-bottom: 12mm; }
.service { display: flex; gap: 4mm; align-items: center; background: #faf8f5; border-radius: 3mm; padding: 5mm 4.5mm; min-height: 42mm; }
.service .icon { width: 22mm; height: 22mm; flex: none; }
.service h3 { font-size: 12pt; margin-bottom: 1.5mm; }
.service p { font-size: 9.5pt; line-height: 1.6; color: #4a5260; }
.steps { display: grid; grid-template-columns: repeat(5, 1fr); gap: 2mm; position: relative; margin-bottom: 8mm; }
.steps::before { content: ""; position: absolute; left: 10%; right: 10%; top: 6mm; border-top: 0.6mm dashed #d9c6b4; }
.step { text-align: center; position: relative; }
.step .dot { display: inline-flex; width: 12mm; height: 12mm; border-radius: 50%; background: ${BRAND.red}; color: #fff; font-weight: 700; font-size: 13pt; align-items: center; justify-content: center; border: 1mm solid #fff; }
.step h4 { font-size: 11pt; margin: 3mm 0 1mm; }
.step p { font-size: 8.5pt; color: #6b7280; }
.promise-band { position: absolute; left: 16mm; right: 16mm; bottom: 14mm; background: ${BRAND.red}; color: #fff; border-radius: 3mm; padding: 6mm; font-size: 11pt; }
.promise-band b { font-size: 14pt; }
.cover { padding: 0; background: #f8f5f1; }
.cover-top { padding: 14mm 16mm 4mm; }
.cover-top .brand { font-size: 13pt; }
.cover-top em { font-style: normal; font-weight: 400; color: #6b7280; font-size: 9pt; letter-spacing: 1.5px; margin-left: 2mm; }
.cover-art { width: 210mm; height: auto; }
.cover-band { position: absolute; left: 0; right: 0; bottom: 0; height: 128mm; background: linear-gradient(135deg, ${BRAND.red}, #6e0d10); color: #fff; padding: 18mm 16mm; }
.cover-band h1 { font-size: 34pt; line-height: 1.2; }
.cover-band .en-title { font-size: 16pt; opacity: 0.92; margin-top: 2mm; }
.cover-band .tag { margin-top: 10mm; font-size: 12pt; color: #f6dede; border-left: 1mm solid #f2c46d; padding-left: 3mm; }
.cover-band .tag.en { margin-top: 2mm; font-size: 10.5pt; }
.cover-foot { position: absolute; left: 16mm; right: 16mm; bottom: 14mm; display: flex; justify-content: space-between; font-size: 10pt; color: #f6dede; border-top: 1px solid rgba(255,255,255,0.35); padding-top: 4mm; }
.back { background: #fbf8f4; }
.contact { display: grid; gap: 5mm; margin: 4mm 0 8mm; }
.contact h3 { font-size: 11pt; color: ${BRAND.red}; margin-bottom: 1mm; }
.contact h3 small { color: #6b7280; font-weight: 400; margin-left: 2mm; }
.contact p { font-size: 10.5pt; line-height: 1.6; }
.contact p.en { color: #4a5260; font-size: 9.5pt; }
.contact .big { font-size: 24pt; font-weight: 700; letter-spacing: 1px; }
.qrs { display: flex; gap: 10mm; }
.qrs figure { text-align: center; font-size: 9pt; }
.qrs .qr { width: 30mm; height: 30mm; margin-bottom: 2mm; border: 1px solid #eadfd4; }
.qrs small { color: #6b7280; }
.back-art { position: absolute; left: 0; right: 0; bottom: 12mm; }
.skyline { width: 210mm; height: auto; }
.back-foot { position: absolute; left: 0; right: 0; bottom: 0; height: 12mm; background: ${BRAND.ink}; color: #d5d9df; font-size: 9pt; display: flex; align-items: center; justify-content: center; }
`;

export function brochureHtml(b: Brochure, qr: { wechat: string; douyin: string }): string {
  const pages = [
    coverPage(b),
    aboutPage(b.zh, "zh", 2),
    servicesPage(b.zh, "zh", 3),
    aboutPage(b.en, "en", 4),
    servicesPage(b.en, "en", 5),
    backPage(qr),
  ];
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${esc(b.zh.title)} ${esc(b.en.title)}</title><style>${CSS}</style></head><body>${pages.join("")}</body></html>`;
}
