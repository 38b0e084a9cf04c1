// Sample news and copy of news-template.test.tsx, shared with home-template.test.tsx (the home
// page's news) and the server-rendering test (templates.server.test.tsx); the editions' copy and
// @site/api fixtures are out of reach of packages/ui (site/layers).
import type { NewsItemLike } from "../sections";
import type { DetailTemplateCopy, NewsDetailItemLike, NewsTemplateCopy } from "../templates";

export const templateCopy: {
  en: { detail: DetailTemplateCopy; news: NewsTemplateCopy };
  zh: { detail: DetailTemplateCopy; news: NewsTemplateCopy };
} = {
  en: {
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
    news: {
      hero: {
        title: "Group news",
        subtitle: "Featured stories, company news and global hot spots",
        eyebrow: "News",
      },
      featured: { eyebrow: "Featured", title: "Featured stories" },
      company: { title: "Company news" },
      globalHot: { title: "Global hot spots" },
      publications: {
        eyebrow: "Downloads",
        title: "Brochures",
        newTabHint: "(PDF, opens in a new tab)",
        badge: "PDF",
        items: [
          {
            title: "Group introduction",
            href: "/PDF/group-introduction-en.pdf",
            description: "Tiancheng Business Services Group",
          },
          {
            title: "Business services brochure",
            href: "/PDF/business-services-en.pdf",
            description: "All business groups",
          },
          {
            title: "International brochure",
            href: "/PDF/international-en.pdf",
            description: "Overseas services",
          },
        ],
      },
    },
  },
  zh: {
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
    news: {
      hero: { title: "集团资讯", subtitle: "精选资讯、公司动态与全球热点", eyebrow: "NEWS" },
      featured: { eyebrow: "FEATURED", title: "精选资讯" },
      company: { title: "公司动态" },
      globalHot: { title: "全球热点" },
      publications: {
        eyebrow: "DOWNLOADS",
        title: "品牌手册",
        newTabHint: "（PDF，在新标签页打开）",
        badge: "PDF",
        items: [
          {
            title: "集团介绍",
            href: "/PDF/group-introduction.pdf",
            description: "天诚企业服务集团",
          },
          {
            title: "建筑资质品牌手册",
            href: "/PDF/qualification-brochure.pdf",
            description: "资质事业群",
          },
          {
            title: "国际业务手册",
            href: "/PDF/international-brochure.pdf",
            description: "海外事业群",
          },
        ],
      },
    },
  },
};

export const newsZh1 = [
  {
    id: 1,
    title: "天诚集团2026年度合作伙伴大会在京召开 | 共话中小企业财税服务新机遇",
    headline: "天诚集团2026年度合作伙伴大会在京召开",
    subline: "共话中小企业财税服务新机遇",
    summaryHtml:
      "<p>来自全国23个地区的300余位合作伙伴齐聚北京，共同探讨中小企业财税服务的新模式。</p>",
    contentHtml:
      "<p>3月18日，天诚企业服务集团2026年度合作伙伴大会在北京国家会议中心召开，来自全国23个地区的300余位合作伙伴参会。</p><p>大会发布了“企业服务一站通”合作计划，集团将向合作伙伴开放会计、资质、企贷、知识产权等五大事业群的服务能力。</p>",
    imageUrl: "/api/profile/upload/picture-1.svg",
    date: "2026-03-18",
    source: "集团品牌中心",
  },
  {
    id: 2,
    title: "会计事业群上线智能记账平台 | 服务企业突破6万家",
    headline: "会计事业群上线智能记账平台",
    subline: "服务企业突破6万家",
    summaryHtml:
      "<p>新平台支持票据自动识别、纳税申报提醒与月度经营报表，客户可随时在线查看账务。</p>",
    contentHtml:
      "<p>1月9日，会计事业群智能记账平台正式上线。平台支持发票自动识别、纳税申报到期提醒和月度经营报表，客户可通过手机随时查看账务进度。</p><p>截至目前，会计事业群累计服务企业已突破6万家，其中小规模纳税人占比超过七成。</p>",
    imageUrl: "/api/profile/upload/picture-2.svg",
    date: "2026-01-09",
    source: "会计事业群",
  },
] satisfies (NewsItemLike & NewsDetailItemLike)[];

export const newsZh2 = [
  {
    id: 4,
    headline: "集团荣获“2025年度优秀企业服务机构”称号",
    subline: "",
    summaryHtml: "<p>集团凭借在小微企业财税服务领域的专业表现获得表彰。</p>",
    contentHtml:
      "<p>2月27日，在北京市中小企业服务联盟年度评选中，天诚企业服务集团荣获“2025年度优秀企业服务机构”称号。</p><p>评审认为，集团在免费记账帮扶、跨区域业务代办等方面为小微企业减轻了负担。</p>",
    imageUrl: "/api/profile/upload/picture-1.svg",
    date: "2026-02-27",
    source: "集团品牌中心",
  },
  {
    id: 5,
    headline: "资质事业群举办建筑业企业资质新规解读会",
    subline: "",
    summaryHtml: "<p>专家团队逐条解读资质标准调整，帮助建筑企业提前做好人员与业绩准备。</p>",
    contentHtml:
      "<p>1月16日，资质事业群在北京举办建筑业企业资质新规解读会，120余家建筑企业负责人到场参会。</p><p>资深顾问围绕施工总承包资质、专业承包资质的人员配置与业绩要求进行了详细讲解，并现场解答了企业关心的资质延续和升级问题。</p>",
    imageUrl: "/api/profile/upload/picture-2.svg",
    date: "2026-01-16",
    source: "资质事业群",
  },
] satisfies NewsItemLike[];

export const newsZh3 = [
  {
    id: 7,
    headline: "欧盟增值税电商新规解读：跨境卖家需关注的五个变化",
    subline: "",
    summaryHtml: "<p>从一站式申报（OSS）到平台代扣代缴，新规影响每一位欧洲站卖家。</p>",
    contentHtml:
      "<p>欧盟增值税电商新规实施以来，远程销售起征点统一为1万欧元，一站式申报（OSS）成为主流申报方式。</p><p>我们建议卖家核对各国注册情况，保留完整的物流与销售记录，并按季度完成申报。</p>",
    imageUrl: "/api/profile/upload/picture-1.svg",
    date: "2026-03-02",
    source: "海外事业部",
  },
  {
    id: 8,
    headline: "德国、法国包装法EPR合规要点一览",
    subline: "",
    summaryHtml: "<p>未完成生产者责任延伸注册的卖家，可能面临商品下架与罚款。</p>",
    contentHtml:
      "<p>德国包装法要求向德国消费者销售商品的卖家在LUCID系统注册并加入回收体系；法国则按品类分别要求取得唯一识别码（UIN）。</p><p>集团海外团队可协助卖家完成注册、年度申报与平台资料提交。</p>",
    imageUrl: "/api/profile/upload/picture-2.svg",
    date: "2026-02-11",
    source: "海外事业部",
  },
  {
    id: 9,
    headline: "境外投资备案（ODI）办理流程与常见问题",
    subline: "",
    summaryHtml: "<p>发改委、商务部门备案及外汇登记三个环节，缺一不可。</p>",
    contentHtml:
      "<p>企业对外投资需依次完成发展改革部门备案、商务主管部门备案以及银行外汇登记，整体周期通常为2至3个月。</p><p>常见问题包括投资主体成立时间不足、资金来源说明不充分等，建议提前准备审计报告与可行性研究材料。</p>",
    imageUrl: "/api/profile/upload/picture-3.svg",
    date: "2026-01-22",
    source: "海外事业部",
  },
  {
    id: 10,
    headline: "出口退税申报时限与单证备案要求提醒",
    subline: "",
    summaryHtml: "<p>出口企业应在规定期限内完成退税申报，并按要求留存备案单证。</p>",
    contentHtml:
      "<p>出口企业应在货物报关出口之日次月起至次年4月30日前的各增值税纳税申报期内，收齐有关凭证，申报出口退税。</p><p>购销合同、出口货物运输单据等备案单证应在申报退税之日起15日内完成备案。</p>",
    imageUrl: "/api/profile/upload/picture-4.svg",
    date: "2025-12-18",
    source: "会计事业群",
  },
  {
    id: 11,
    headline: "香港公司银行开户最新审核趋势",
    subline: "",
    summaryHtml: "<p>银行更关注实际业务背景与资金往来的合理性。</p>",
    contentHtml:
      "<p>近期香港各银行对新开户企业的尽职调查更加细致，重点关注实际经营地址、上下游合同与预计资金流水。</p><p>集团可协助客户梳理业务资料，并对接多家银行及持牌虚拟银行，提高开户成功率。</p>",
    imageUrl: "/api/profile/upload/picture-5.svg",
    date: "2025-11-30",
    source: "海外事业部",
  },
] satisfies NewsItemLike[];

export const newsZh4 = [
  {
    id: 12,
    headline: "小规模纳税人增值税减免政策延续至2027年底",
    subline: "",
    summaryHtml: "<p>月销售额10万元以下免征增值税，适用3%征收率的减按1%征收。</p>",
    contentHtml:
      "<p>根据最新公告，小规模纳税人月销售额10万元以下（含本数）的，免征增值税；适用3%征收率的应税销售收入，减按1%征收率征收。</p><p>会计事业群已为服务中的企业逐一核对适用情况。</p>",
    imageUrl: "/api/profile/upload/picture-1.svg",
    date: "2026-03-10",
    source: "会计事业群",
  },
  {
    id: 13,
    headline: "专精特新中小企业认定申报指南（2026年版）",
    subline: "",
    summaryHtml: "<p>从创新型中小企业到专精特新“小巨人”，梳理各级认定条件与材料清单。</p>",
    contentHtml:
      '<p>专精特新中小企业认定围绕专业化、精细化、特色化、新颖化四项指标展开，申报企业需先取得创新型中小企业评价。</p><p>申报材料清单可在<a href="/api/profile/upload/2026/02/20/checklist_20260220103000A018.pdf">这里下载</a>。</p>',
    imageUrl: "/api/profile/upload/picture-2.svg",
    date: "2026-02-20",
    source: "综合事业群",
  },
  {
    id: 14,
    headline: "北京小客车指标与新能源配额政策解读",
    subline: "",
    summaryHtml: "<p>单位申请新能源小客车指标，需满足注册地、纳税和停车位等条件。</p>",
    contentHtml:
      "<p>北京市每年面向单位配置一定数量的小客车指标，单位需在本市注册、依法纳税并具备相应停车条件。</p><p>综合事业群可协助企业准备申请材料，并同步办理园区入驻与租房补贴申报。</p>",
    imageUrl: "/api/profile/upload/picture-3.svg",
    date: "2026-01-30",
    source: "综合事业群",
  },
] satisfies NewsItemLike[];
