// Sample data and copy of social-templates.test.tsx, shared with the server-rendering test
// (templates.server.test.tsx); the editions' copy and @site/api fixtures are out of reach of
// packages/ui (site/layers).
import type { CooperationLike, NewsItemLike } from "../sections";
import type {
  AssociationTemplateProps,
  CharityTemplateProps,
  PrivacyTemplateCopy,
  SchoolEnterpriseTemplateCopy,
} from "../templates";

export const templateCopy: {
  en: {
    association: AssociationTemplateProps["copy"];
    charity: CharityTemplateProps["copy"];
    privacy: PrivacyTemplateCopy;
  };
  zh: {
    association: AssociationTemplateProps["copy"];
    charity: CharityTemplateProps["copy"];
    schoolEnterprise: SchoolEnterpriseTemplateCopy;
  };
} = {
  en: {
    association: {
      hero: {
        title: "Business associations",
        subtitle: "Serving member companies with associations nationwide",
        eyebrow: "Associations",
      },
      cooperation: {
        title: "Cooperation overview",
        toggle: { expand: "Show all", collapse: "Show less" },
      },
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
  zh: {
    association: {
      hero: {
        title: "商协会",
        subtitle: "与各地商协会携手，服务会员企业",
        eyebrow: "ASSOCIATIONS",
      },
      cooperation: { title: "合作概览", toggle: { expand: "展开全部", collapse: "收起" } },
      news: { title: "商协会动态" },
    },
    charity: {
      hero: { title: "公益慈善", subtitle: "以专业回馈社会", eyebrow: "CHARITY" },
      list: { title: "公益活动" },
    },
    schoolEnterprise: {
      hero: { title: "校企合作", subtitle: "为毕业生就业与小微企业成长助力", eyebrow: "CAMPUS" },
      figures: {
        title: "校企合作成果",
        items: [
          { value: 200, unit: "个", label: "毕业生就业岗位" },
          { value: "1000", unit: "+", label: "小微企业获3-12个月免费记账" },
          { value: "12000", unit: "+", label: "次免费异地业务办理" },
        ],
      },
      sections: [
        {
          title: "毕业生就业",
          paragraphs: [
            "集团与北京多所高校共建实习与就业基地，每年为应届毕业生提供财税、法务、市场等200个就业岗位，并配备导师一对一带教。",
          ],
          points: ["实习基地共建", "导师一对一带教", "职业资格培训"],
          image: { src: "/api/profile/upload/picture-1.svg", alt: "毕业生在导师指导下实习" },
        },
        {
          title: "小微企业扶持",
          paragraphs: [
            "面向初创小微企业推出免费记账扶持计划，已为1000余家企业提供3至12个月免费记账服务，并免费代办12000余次异地业务。",
          ],
          image: { src: "/api/profile/upload/picture-2.svg", alt: "" },
        },
      ],
    },
  },
};

export const sampleData = {
  zh: {
    cooperation: [
      {
        id: 1,
        imageUrl: "/api/profile/upload/picture-1.svg",
        content: "北京市中小企业服务联盟 理事单位",
      },
      {
        id: 2,
        imageUrl: "/api/profile/upload/picture-2.svg",
        content: "浙江省跨境电子商务协会 战略合作伙伴",
      },
      {
        id: 3,
        imageUrl: "/api/profile/upload/picture-3.svg",
        content: "北京市建筑业联合会 会员单位",
      },
      {
        id: 4,
        imageUrl: "/api/profile/upload/picture-4.svg",
        content: "中国知识产权研究会 会员单位",
      },
      {
        id: 5,
        imageUrl: "/api/profile/upload/picture-5.svg",
        content: "北京市朝阳区工商业联合会 会员单位",
      },
      {
        id: 6,
        imageUrl: "/api/profile/upload/picture-6.svg",
        content: "深圳市跨境电子商务协会 合作伙伴",
      },
      {
        id: 7,
        imageUrl: "/api/profile/upload/picture-7.svg",
        content: "北京注册会计师协会 团体会员",
      },
      { id: 8, imageUrl: "/api/profile/upload/picture-8.svg", content: "香港中国商会 会员单位" },
      {
        id: 9,
        imageUrl: "/api/profile/upload/picture-9.svg",
        content: "河北省建筑业协会 合作伙伴",
      },
      {
        id: 10,
        imageUrl: "/api/profile/upload/picture-10.svg",
        content: "北京市高校毕业生就业指导中心 校企合作单位",
      },
      {
        id: 11,
        imageUrl: "/api/profile/upload/picture-11.svg",
        content: "新加坡中华总商会 合作伙伴",
      },
      {
        id: 12,
        imageUrl: "/api/profile/upload/picture-12.svg",
        content: "北京市青年企业家协会 会员单位",
      },
    ],
  },
} satisfies { zh: { cooperation: CooperationLike[] } };

export const newsEn6 = [
  {
    id: 118,
    headline: "Spring Sprout Programme Donates 20,000 Books to Mountain Schools",
    subline: "",
    summaryHtml:
      "<p>Staff donations set up reading corners in 12 village primary schools in Hebei and Gansu.</p>",
    contentHtml:
      "<p>The group's Spring Sprout Programme donated 20,000 books to 12 village primary schools in Hebei and Gansu and set up a reading corner in each.</p>",
    imageUrl: "/api/profile/upload/picture-1.svg",
    date: "2026-02-05",
    source: "Staff Union",
  },
  {
    id: 119,
    headline: "Group Volunteers Offer Free Tax Advice in Local Communities",
    subline: "",
    summaryHtml:
      "<p>Thirty certified accountants answered questions from sole traders and residents.</p>",
    contentHtml:
      "<p>On 20 December thirty certified accountants from the group volunteered in communities of Chaoyang District, giving free tax advice to sole traders and residents.</p>",
    imageUrl: "/api/profile/upload/picture-2.svg",
    date: "2025-12-20",
    source: "Staff Union",
  },
  {
    id: 120,
    headline: "Free Bookkeeping for 3 to 12 Months Given to More Than 1,000 Small Firms",
    subline: "",
    summaryHtml: "<p>The programme supports start-ups and small firms in difficulty.</p>",
    contentHtml:
      "<p>Our support programme has given more than 1,000 start-ups and struggling small firms 3 to 12 months of free bookkeeping, and handled over 12,000 cross-region formalities free of charge.</p>",
    imageUrl: "/api/profile/upload/picture-3.svg",
    date: "2025-10-15",
    source: "Accounting Group",
  },
] satisfies NewsItemLike[];

export const newsZh5 = [
  {
    id: 15,
    headline: "集团受邀出席北京市中小企业服务联盟年会",
    subline: "",
    summaryHtml: "<p>集团代表在会上分享了小微企业全生命周期服务经验。</p>",
    contentHtml:
      "<p>3月6日，北京市中小企业服务联盟年会召开，集团副总裁受邀作主题发言，分享了从注册、记账到融资、资质的全生命周期服务经验。</p>",
    imageUrl: "/api/profile/upload/picture-1.svg",
    date: "2026-03-06",
    source: "集团品牌中心",
  },
  {
    id: 16,
    headline: "与浙江省跨境电子商务协会签署战略合作协议",
    subline: "",
    summaryHtml: "<p>双方将在海外税务合规、品牌保护等领域开展合作。</p>",
    contentHtml:
      "<p>1月12日，集团与浙江省跨境电子商务协会在杭州签署战略合作协议，将为协会会员企业提供VAT、EPR及海外商标注册服务。</p>",
    imageUrl: "/api/profile/upload/picture-2.svg",
    date: "2026-01-12",
    source: "海外事业部",
  },
  {
    id: 17,
    headline: "商协会走进企业：知识产权保护专题沙龙成功举办",
    subline: "",
    summaryHtml: "<p>80余家企业参与，围绕商标布局与专利申请展开交流。</p>",
    contentHtml:
      "<p>12月12日，集团联合多家商协会举办知识产权保护专题沙龙，知识产权事业群专家就商标布局、专利申请与维权路径进行分享。</p>",
    imageUrl: "/api/profile/upload/picture-3.svg",
    date: "2025-12-12",
    source: "知识产权事业群",
  },
] satisfies NewsItemLike[];

export const newsZh6 = [
  {
    id: 18,
    headline: "“春苗计划”为山区学校捐赠图书两万册",
    subline: "",
    summaryHtml: "<p>集团员工自发募捐，为河北、甘肃12所乡村小学建立图书角。</p>",
    contentHtml:
      "<p>集团“春苗计划”向河北、甘肃两省12所乡村小学捐赠图书两万册，并为每所学校建立图书角。</p>",
    imageUrl: "/api/profile/upload/picture-1.svg",
    date: "2026-02-05",
    source: "集团工会",
  },
  {
    id: 19,
    headline: "集团志愿者走进社区开展免费财税咨询",
    subline: "",
    summaryHtml: "<p>30名持证会计师为个体工商户解答个税与经营问题。</p>",
    contentHtml:
      "<p>12月20日，集团30名持证会计师志愿者走进朝阳区多个社区，为个体工商户和居民提供免费财税咨询。</p>",
    imageUrl: "/api/profile/upload/picture-2.svg",
    date: "2025-12-20",
    source: "集团工会",
  },
  {
    id: 20,
    headline: "为1000余家小微企业提供3至12个月免费记账服务",
    subline: "",
    summaryHtml: "<p>帮扶计划覆盖初创企业与受困小微企业。</p>",
    contentHtml:
      "<p>集团持续开展小微企业帮扶计划，累计为1000余家初创及受困小微企业提供3至12个月免费记账服务，并提供12000余次免费跨区域业务代办。</p>",
    imageUrl: "/api/profile/upload/picture-3.svg",
    date: "2025-10-15",
    source: "会计事业群",
  },
] satisfies NewsItemLike[];
