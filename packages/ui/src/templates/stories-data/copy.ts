// Sample copy of every template in both editions, for stories and tests.
import { sampleCopy } from "../../sections/stories-data/copy";
import { photo, qr } from "../../sections/stories-data/images";
import type { SampleLang } from "../../sections/stories-data/models";
import type {
  BranchTemplateCopy,
  DetailTemplateCopy,
  GlobalLayoutTemplateCopy,
  HomeTemplateCopy,
  NewsTemplateCopy,
  PartnershipTemplateCopy,
  PrivacyTemplateCopy,
  ProfileTemplateCopy,
  SchoolEnterpriseTemplateCopy,
  ServiceGroupTemplateCopy,
} from "..";
import type { AssociationTemplateProps } from "../association-template";
import type { ChairmanTemplateProps } from "../chairman-template";
import type { CharityTemplateProps } from "../charity-template";
import type { CompositionTemplateProps } from "../composition-template";
import type { CultureTemplateProps } from "../culture-template";
import type { HistoryTemplateProps } from "../history-template";

export interface TemplateCopy {
  home: HomeTemplateCopy;
  serviceGroup: ServiceGroupTemplateCopy;
  overseas: ServiceGroupTemplateCopy;
  partnership: PartnershipTemplateCopy;
  news: NewsTemplateCopy;
  detail: DetailTemplateCopy;
  profile: ProfileTemplateCopy;
  chairman: ChairmanTemplateProps["copy"];
  culture: CultureTemplateProps["copy"];
  composition: CompositionTemplateProps["copy"];
  history: HistoryTemplateProps["copy"];
  globalLayout: GlobalLayoutTemplateCopy;
  schoolEnterprise: SchoolEnterpriseTemplateCopy;
  association: AssociationTemplateProps["copy"];
  charity: CharityTemplateProps["copy"];
  branch: BranchTemplateCopy;
  privacy: PrivacyTemplateCopy;
}

const zh = sampleCopy.zh;
const en = sampleCopy.en;

export const templateCopy: Record<SampleLang, TemplateCopy> = {
  zh: {
    home: {
      title: "天诚企业服务集团",
      statistics: zh.statistics,
      services: zh.services,
      video: { eyebrow: "ABOUT US", title: "走进天诚", subtitle: "十余年专注中小微企业服务" },
      experts: { ...zh.experts, pager: zh.pager },
      news: { ...zh.news, more: { label: "查看更多资讯", href: "/zixun?key=5" } },
      clients: zh.clients,
      promises: zh.promises,
    },
    serviceGroup: {
      hero: {
        title: "会计事业群",
        subtitle: "代理记账、工商注册与财税合规，一站办结",
        eyebrow: "ACCOUNTING",
        imageUrl: photo(1, 1600, 600),
      },
      intro: zh.intro,
      services: zh.serviceContents,
      experts: { ...zh.experts, toggle: zh.toggle },
      flow: zh.flow,
      advantages: zh.advantages,
      cases: zh.cases,
      otherServices: zh.otherServices,
      consult: { title: "还有疑问？与顾问聊聊", subtitle: "我们将在30分钟内与您联系" },
    },
    overseas: {
      hero: {
        title: "海外事业群",
        subtitle: "境外银行开户、VIE架构、VAT/EPR、出口退税与境外投资备案",
        eyebrow: "OVERSEAS",
        imageUrl: photo(2, 1600, 600),
      },
      experts: { ...zh.experts, toggle: zh.toggle },
      flow: zh.flow,
      cases: zh.cases,
      otherServices: {
        ...zh.otherServices,
        items: [
          ...zh.otherServices.items.slice(0, 4),
          {
            title: "天诚国际官网",
            href: "https://overseas.example.com/",
            icon: "globe",
            newTab: true,
          },
        ],
      },
    },
    partnership: {
      hero: {
        title: "商业合作",
        subtitle: "与天诚携手，共享千余人的顾问、运营与交付团队",
        eyebrow: "PARTNERSHIP",
        imageUrl: photo(3, 1600, 600),
      },
      objectives: zh.objectives,
      why: zh.why,
      process: zh.process,
      support: zh.support,
      contacts: zh.contacts,
      qrCode: {
        imageUrl: qr(2),
        alt: "天诚集团微信公众号二维码",
        caption: "微信扫码，了解合作详情",
      },
    },
    news: {
      hero: { title: "集团资讯", subtitle: "精选资讯、公司动态与全球热点", eyebrow: "NEWS" },
      featured: { eyebrow: "FEATURED", title: "精选资讯" },
      company: { title: "公司动态" },
      globalHot: { title: "全球热点" },
      publications: zh.publications,
    },
    detail: {
      title: "资讯详情",
      dateLabel: "发布时间",
      sourceLabel: "来源",
      notFound: {
        title: "资讯不存在",
        message: "该资讯不存在或已下线",
        homeHref: "/",
        homeLabel: "返回首页",
      },
      back: { label: "返回集团资讯", href: "/zixun?key=5" },
    },
    profile: {
      hero: { title: "集团简介", subtitle: "为中小微企业提供全生命周期服务", eyebrow: "ABOUT US" },
      figures: zh.profileFigures,
      about: { title: "关于天诚", imageAlts: ["集团前台", "服务大厅", "团队合影"] },
      advantages: zh.profileAdvantages,
    },
    chairman: { hero: { title: "董事长致辞", eyebrow: "CHAIRMAN" } },
    culture: {
      hero: { title: "企业文化", subtitle: "专业、诚信、协作、创新", eyebrow: "CULTURE" },
      blocks: zh.culture,
    },
    composition: {
      hero: { title: "集团构成", subtitle: "五大事业群与海外事业部", eyebrow: "STRUCTURE" },
    },
    history: {
      hero: { title: "发展历程", subtitle: "从一间记账办公室到企业服务集团", eyebrow: "HISTORY" },
    },
    globalLayout: {
      hero: { title: "全球布局", subtitle: "国内14家公司，境外9家公司", eyebrow: "GLOBAL" },
      directory: { title: "分支机构", subtitle: "将鼠标移到城市上，查看当地负责人" },
      staff: zh.staff,
      primaryName: "name",
      officeLinks: { 北京: "/BeiJing" },
    },
    schoolEnterprise: {
      hero: { title: "校企合作", subtitle: "为毕业生就业与小微企业成长助力", eyebrow: "CAMPUS" },
      figures: zh.schoolFigures,
      sections: [
        {
          title: "毕业生就业",
          paragraphs: [
            "集团与北京多所高校共建实习与就业基地，每年为应届毕业生提供财税、法务、市场等200个就业岗位，并配备导师一对一带教。",
          ],
          points: ["实习基地共建", "导师一对一带教", "职业资格培训"],
          image: { src: photo(4), alt: "毕业生在导师指导下实习" },
        },
        {
          title: "小微企业扶持",
          paragraphs: [
            "面向初创小微企业推出免费记账扶持计划，已为1000余家企业提供3至12个月免费记账服务，并免费代办12000余次异地业务。",
          ],
          image: { src: photo(6), alt: "" },
        },
      ],
    },
    association: {
      hero: {
        title: "商协会",
        subtitle: "与各地商协会携手，服务会员企业",
        eyebrow: "ASSOCIATIONS",
      },
      cooperation: { title: "合作概览", toggle: zh.toggle },
      news: { title: "商协会动态" },
    },
    charity: {
      hero: { title: "公益慈善", subtitle: "以专业回馈社会", eyebrow: "CHARITY" },
      list: { title: "公益活动" },
    },
    branch: {
      hero: { title: "北京分公司", subtitle: "集团总部所在地", eyebrow: "BEIJING" },
      officeName: "北京",
      intro: {
        title: "分公司简介",
        paragraphs: [
          "北京分公司位于朝阳区建国路，是集团总部所在地，统筹会计、资质、企贷、综合与知识产权五大事业群在京业务。",
        ],
        image: { src: photo(0), alt: "北京总部办公区" },
      },
      staffHeading: { title: "负责人" },
      staff: zh.staff,
    },
    privacy: {
      hero: { title: "隐私政策", eyebrow: "PRIVACY" },
      updated: "更新日期：2026年1月1日",
      sections: [
        {
          title: "我们收集的信息",
          paragraphs: [
            "当您提交在线咨询时，我们收集您的姓名、电话与咨询内容；当您提交投诉建议时，还会收集公司名称、对接顾问姓名与您上传的图片。",
          ],
        },
        {
          title: "我们如何使用",
          paragraphs: [
            "这些信息仅用于联系您、处理您的咨询与投诉，不会用于其他目的，也不会出售给第三方。",
          ],
        },
        {
          title: "保存与删除",
          paragraphs: [
            "投诉图片私密保存，不会公开访问。您可以随时致电客服热线要求查阅或删除您的信息。",
          ],
        },
      ],
    },
  },
  en: {
    home: {
      title: "Tiancheng Business Services Group",
      statistics: en.statistics,
      services: en.services,
      video: {
        eyebrow: "About us",
        title: "Inside Tiancheng",
        subtitle: "More than ten years serving small businesses",
      },
      experts: { ...en.experts, pager: en.pager },
      news: { ...en.news, more: { label: "More news", href: "/zixunE?key=5" } },
      clients: en.clients,
    },
    serviceGroup: {
      hero: {
        title: "Accounting Group",
        subtitle: "Bookkeeping, registration and tax compliance in one place",
        eyebrow: "Accounting",
        imageUrl: photo(1, 1600, 600),
      },
      intro: en.intro,
      services: en.serviceContents,
      experts: { title: "Our staff", eyebrow: "Team", toggle: en.toggle },
      flow: en.flow,
      advantages: en.advantages,
      cases: en.cases,
      otherServices: en.otherServices,
      consult: {
        title: "Questions? Talk to an adviser",
        subtitle: "We will contact you within 30 minutes",
      },
    },
    overseas: {
      hero: {
        title: "Overseas Group",
        subtitle:
          "Bank accounts abroad, VIE structures, VAT/EPR, export tax refunds, outbound filings",
        eyebrow: "Overseas",
        imageUrl: photo(2, 1600, 600),
      },
      experts: { title: "Our staff", toggle: en.toggle },
      flow: en.flow,
      cases: en.cases,
      otherServices: en.otherServices,
    },
    partnership: {
      hero: {
        title: "Business partnership",
        subtitle: "Work with Tiancheng and share a team of more than 1,500 professionals",
        eyebrow: "Partnership",
        imageUrl: photo(3, 1600, 600),
      },
      objectives: en.objectives,
      why: en.why,
      process: en.process,
      support: en.support,
      contacts: en.contacts,
    },
    news: {
      hero: {
        title: "Group news",
        subtitle: "Featured stories, company news and global hot spots",
        eyebrow: "News",
      },
      featured: { eyebrow: "Featured", title: "Featured stories" },
      company: { title: "Company news" },
      globalHot: { title: "Global hot spots" },
      publications: en.publications,
    },
    detail: {
      title: "News detail",
      dateLabel: "Published",
      sourceLabel: "Source",
      notFound: {
        title: "Article not found",
        message: "This article is no longer available",
        homeHref: "/indexE",
        homeLabel: "Back to the home page",
      },
      back: { label: "Back to group news", href: "/zixunE?key=5" },
    },
    profile: {
      hero: {
        title: "Group profile",
        subtitle: "Serving small businesses through their whole life",
        eyebrow: "About us",
      },
      figures: en.profileFigures,
      about: { title: "About Tiancheng", imageAlts: ["Reception", "Service hall", "The team"] },
      advantages: en.profileAdvantages,
    },
    chairman: { hero: { title: "Chairman's message", eyebrow: "Chairman" } },
    culture: {
      hero: {
        title: "Corporate culture",
        subtitle: "Expertise, integrity, teamwork, innovation",
        eyebrow: "Culture",
      },
      blocks: en.culture,
    },
    composition: {
      hero: {
        title: "Group structure",
        subtitle: "Five business groups and an overseas division",
        eyebrow: "Structure",
      },
    },
    history: {
      hero: {
        title: "Our history",
        subtitle: "From a bookkeeping office to a business services group",
        eyebrow: "History",
      },
    },
    globalLayout: {
      hero: {
        title: "Global presence",
        subtitle: "14 companies in China, 9 abroad",
        eyebrow: "Global",
      },
      directory: { title: "Our offices", subtitle: "Point to or focus a city to see its contact" },
      staff: en.staff,
      primaryName: "englishName",
    },
    schoolEnterprise: {
      hero: {
        title: "School-enterprise cooperation",
        subtitle: "Jobs for graduates, support for small firms",
        eyebrow: "Campus",
      },
      figures: en.schoolFigures,
      sections: [
        {
          title: "Jobs for graduates",
          paragraphs: [
            "With universities in Beijing we run internship and employment bases, offering 200 jobs a year in finance, legal and marketing, each with a personal mentor.",
          ],
          points: ["Joint internship bases", "One-to-one mentoring", "Professional training"],
          image: { src: photo(4), alt: "A graduate interning with a mentor" },
        },
        {
          title: "Support for small firms",
          paragraphs: [
            "Our free bookkeeping programme has given more than 1,000 start-ups 3 to 12 months of free bookkeeping, and we have handled more than 12,000 cross-region matters free of charge.",
          ],
          image: { src: photo(6), alt: "" },
        },
      ],
    },
    association: {
      hero: {
        title: "Business associations",
        subtitle: "Serving member companies with associations nationwide",
        eyebrow: "Associations",
      },
      cooperation: { title: "Cooperation overview", toggle: en.toggle },
      news: { title: "Association news" },
    },
    charity: {
      hero: {
        title: "Public welfare",
        subtitle: "Giving back through expertise",
        eyebrow: "Charity",
      },
      list: { title: "Our activities" },
    },
    branch: {
      hero: { title: "Beijing branch", subtitle: "The group's headquarters", eyebrow: "Beijing" },
      officeName: "北京",
      intro: {
        title: "About the branch",
        paragraphs: [
          "The Beijing branch on Jianguo Road, Chaoyang District, is the group's headquarters and coordinates all five business groups in the city.",
        ],
        image: { src: photo(0), alt: "The Beijing headquarters office" },
      },
      staffHeading: { title: "Contact" },
      staff: en.staff,
    },
    privacy: {
      hero: { title: "Privacy policy", eyebrow: "Privacy" },
      updated: "Last updated: 1 January 2026",
      sections: [
        {
          title: "What we collect",
          paragraphs: [
            "When you send a consultation we collect your name, phone number and message; with a complaint, also your company name, your adviser's name and any images you upload.",
          ],
        },
        {
          title: "How we use it",
          paragraphs: [
            "Only to contact you and handle your consultation or complaint. We never sell it to third parties.",
          ],
        },
        {
          title: "Keeping and deleting",
          paragraphs: [
            "Complaint images are stored privately and never published. Call our hotline at any time to see or delete your information.",
          ],
        },
      ],
    },
  },
};
