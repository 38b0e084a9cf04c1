// @vitest-environment node
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  AssociationTemplate,
  BranchTemplate,
  ChairmanTemplate,
  CharityTemplate,
  CompositionTemplate,
  CultureTemplate,
  DetailTemplate,
  GlobalLayoutTemplate,
  HistoryTemplate,
  HomeTemplate,
  NewsTemplate,
  PartnershipTemplate,
  PrivacyTemplate,
  ProfileTemplate,
  SchoolEnterpriseTemplate,
  ServiceGroupTemplate,
} from ".";
import type {
  AssociationTemplateProps,
  BranchTemplateCopy,
  ChairmanTemplateProps,
  CharityTemplateProps,
  CompositionTemplateProps,
  CultureTemplateProps,
  DetailTemplateCopy,
  GlobalLayoutTemplateCopy,
  HistoryTemplateProps,
  HomeTemplateCopy,
  NewsTemplateCopy,
  PartnershipTemplateCopy,
  PrivacyTemplateCopy,
  ProfileTemplateCopy,
  SchoolEnterpriseTemplateCopy,
  ServiceGroupTemplateCopy,
} from ".";

// Sample data and copy, written out for this test.
const page = <T,>(rows: readonly T[], total = rows.length) => ({ rows: [...rows], total });

const templateCopy: {
  zh: {
    association: AssociationTemplateProps["copy"];
    branch: BranchTemplateCopy;
    chairman: ChairmanTemplateProps["copy"];
    charity: CharityTemplateProps["copy"];
    composition: CompositionTemplateProps["copy"];
    culture: CultureTemplateProps["copy"];
    detail: DetailTemplateCopy;
    globalLayout: GlobalLayoutTemplateCopy;
    history: HistoryTemplateProps["copy"];
    home: HomeTemplateCopy;
    news: NewsTemplateCopy;
    partnership: PartnershipTemplateCopy;
    privacy: PrivacyTemplateCopy;
    profile: ProfileTemplateCopy;
    schoolEnterprise: SchoolEnterpriseTemplateCopy;
    serviceGroup: ServiceGroupTemplateCopy;
  };
} = {
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
    branch: {
      hero: { title: "北京分公司", subtitle: "集团总部所在地", eyebrow: "BEIJING" },
      officeName: "北京",
      intro: {
        title: "分公司简介",
        paragraphs: [
          "北京分公司位于朝阳区建国路，是集团总部所在地，统筹会计、资质、企贷、综合与知识产权五大事业群在京业务。",
        ],
        image: { src: "/api/profile/upload/picture-1.svg", alt: "北京总部办公区" },
      },
      staffHeading: { title: "负责人" },
      staff: { phone: "电话", address: "地址" },
    },
    chairman: { hero: { title: "董事长致辞", eyebrow: "CHAIRMAN" } },
    charity: {
      hero: { title: "公益慈善", subtitle: "以专业回馈社会", eyebrow: "CHARITY" },
      list: { title: "公益活动" },
    },
    composition: {
      hero: { title: "集团构成", subtitle: "五大事业群与海外事业部", eyebrow: "STRUCTURE" },
    },
    culture: {
      hero: { title: "企业文化", subtitle: "专业、诚信、协作、创新", eyebrow: "CULTURE" },
      blocks: {
        items: [
          {
            eyebrow: "VISION",
            title: "愿景",
            text: "成为中小微企业最信赖的成长伙伴。",
            icon: "eye",
          },
          {
            eyebrow: "MISSION",
            title: "使命",
            text: "以专业服务降低企业经营成本，让创业更简单。",
            icon: "compass",
          },
          {
            eyebrow: "VALUES",
            title: "价值观",
            text: ["客户第一", "专业诚信", "团队协作", "持续创新"],
            icon: "heart",
          },
        ],
      },
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
    globalLayout: {
      hero: { title: "全球布局", subtitle: "国内14家公司，境外9家公司", eyebrow: "GLOBAL" },
      directory: { title: "分支机构", subtitle: "将鼠标移到城市上，查看当地负责人" },
      staff: { phone: "电话", address: "地址" },
      primaryName: "name",
      officeLinks: { 北京: "/BeiJing" },
    },
    history: {
      hero: { title: "发展历程", subtitle: "从一间记账办公室到企业服务集团", eyebrow: "HISTORY" },
    },
    home: {
      title: "天诚企业服务集团",
      statistics: {
        eyebrow: "GROUP STRENGTH",
        title: "集团实力",
        figures: [
          { value: 14, unit: "家", label: "国内公司" },
          { value: 9, unit: "家", label: "海外公司" },
          { value: 1521, unit: "人", label: "员工" },
          { value: 2000, unit: "项", label: "服务项目" },
          { value: "60,000", unit: "+", label: "服务客户" },
          { value: 197, unit: "人", label: "专业人才" },
          { value: 23, unit: "个", label: "覆盖地区" },
          { value: 178, unit: "位", label: "行业专家" },
          { value: 50, unit: "+", label: "合作金融机构" },
        ],
      },
      services: {
        eyebrow: "OUR SERVICES",
        title: "服务范围",
        subtitle: "五大事业群与海外事业部，覆盖企业从注册到出海的全生命周期",
        items: [
          {
            title: "会计事业群",
            description: "代理记账、工商注册、税务筹划与财税合规，一站办结。",
            href: "/kuaiji?key=2",
            icon: "calculator",
          },
          {
            title: "资质事业群",
            description: "建筑业企业资质新办、增项、升级与延续。",
            href: "/zizhi?key=2",
            icon: "building",
          },
          {
            title: "企贷事业群",
            description: "经营贷、税票贷与供应链融资，匹配50余家金融机构。",
            href: "/qidai?key=2",
            icon: "coins",
          },
          {
            title: "综合事业群",
            description: "小客车指标、许可证、园区入驻、房租补贴与专精特新认定。",
            href: "/zonghe?key=2",
            icon: "grid",
          },
          {
            title: "知识产权事业群",
            description: "商标注册、专利申请、版权登记与高新技术企业认定。",
            href: "/zhichan?key=2",
            icon: "lightbulb",
          },
        ],
      },
      video: { eyebrow: "ABOUT US", title: "走进天诚", subtitle: "十余年专注中小微企业服务" },
      experts: {
        eyebrow: "OUR EXPERTS",
        title: "资深专家",
        subtitle: "行业资深专家团队，为您的企业保驾护航",
        pager: { previous: "上一页", next: "下一页", label: "专家翻页" },
      },
      news: {
        eyebrow: "NEWS",
        title: "集团动态",
        more: { label: "查看更多资讯", href: "/zixun?key=5" },
      },
      clients: { eyebrow: "CLIENTS", title: "合作客户" },
      promises: {
        title: "我们的承诺",
        items: [
          { title: "专业团队", text: "持证顾问一对一服务，专家团队全程把关。", icon: "users" },
          { title: "价格透明", text: "服务内容与费用事先写明，绝无隐形收费。", icon: "tag" },
          { title: "严格保密", text: "签署保密协议，客户资料专人专管。", icon: "shield" },
          { title: "售后无忧", text: "办结后持续跟进，问题24小时内响应。", icon: "headset" },
        ],
      },
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
    partnership: {
      hero: {
        title: "商业合作",
        subtitle: "与天诚携手，共享千余人的顾问、运营与交付团队",
        eyebrow: "PARTNERSHIP",
        imageUrl: "/api/profile/upload/picture-3.svg",
      },
      objectives: {
        title: "合作目标",
        numbered: true,
        items: [
          { title: "共享客户资源", text: "6万余家企业客户，与合作伙伴互通有无。" },
          { title: "共建服务网络", text: "在23个地区共同建设企业服务网点。" },
          { title: "共赢长期发展", text: "透明分成，长期稳定的合作关系。" },
        ],
      },
      why: {
        title: "为什么选择我们",
        items: [
          { title: "品牌背书", text: "十余年深耕企业服务，口碑良好。", icon: "award" },
          { title: "产品齐全", text: "五大事业群产品线，满足客户多元需求。", icon: "layers" },
          { title: "系统支持", text: "智能记账与客户管理系统免费开放。", icon: "grid" },
          { title: "培训赋能", text: "定期业务培训，合作伙伴快速上手。", icon: "graduation" },
        ],
      },
      process: {
        title: "合作流程",
        steps: [
          { title: "提交意向", text: "填写合作意向与基本信息" },
          { title: "洽谈评估", text: "商务经理沟通合作方式" },
          { title: "签署协议", text: "明确权责与分成方式" },
          { title: "开展合作", text: "培训上岗，共同服务客户" },
        ],
      },
      support: {
        eyebrow: "SUPPORT TEAM",
        title: "强大的支撑团队",
        subtitle: "千余人的专业团队，为合作伙伴提供全流程支持",
        cards: [
          { value: 1078, unit: "人", label: "顾问团队", text: "覆盖全国的咨询顾问", icon: "users" },
          {
            value: 132,
            unit: "人",
            label: "运营团队",
            text: "市场、品牌与客户运营",
            icon: "chart",
          },
          { value: 311, unit: "人", label: "交付团队", text: "专业办理，按时交付", icon: "check" },
        ],
      },
      contacts: {
        eyebrow: "CONTACT",
        title: "合作联系",
        person: "联系人",
        phone: "电话",
        address: "地址",
      },
      qrCode: {
        imageUrl: "/api/profile/upload/picture-4.svg",
        alt: "天诚集团微信公众号二维码",
        caption: "微信扫码，了解合作详情",
      },
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
    profile: {
      hero: { title: "集团简介", subtitle: "为中小微企业提供全生命周期服务", eyebrow: "ABOUT US" },
      figures: {
        title: "集团规模",
        employees: { label: "员工", unit: "人" },
        talents: { label: "专业人才", unit: "人" },
        branches: { label: "分公司", unit: "家" },
      },
      about: { title: "关于天诚", imageAlts: ["集团前台", "服务大厅", "团队合影"] },
      advantages: {
        title: "服务优势",
        items: [
          { title: "专业", text: "持证专家团队，业务规范严谨。", icon: "award" },
          { title: "速度", text: "标准化流程，办理时效行业领先。", icon: "rocket" },
          { title: "深度", text: "深耕细分领域，提供纵深解决方案。", icon: "layers" },
          { title: "广度", text: "覆盖企业全生命周期的服务矩阵。", icon: "expand" },
        ],
      },
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
          image: { src: "/api/profile/upload/picture-5.svg", alt: "毕业生在导师指导下实习" },
        },
        {
          title: "小微企业扶持",
          paragraphs: [
            "面向初创小微企业推出免费记账扶持计划，已为1000余家企业提供3至12个月免费记账服务，并免费代办12000余次异地业务。",
          ],
          image: { src: "/api/profile/upload/picture-6.svg", alt: "" },
        },
      ],
    },
    serviceGroup: {
      hero: {
        title: "会计事业群",
        subtitle: "代理记账、工商注册与财税合规，一站办结",
        eyebrow: "ACCOUNTING",
        imageUrl: "/api/profile/upload/picture-7.svg",
      },
      intro: {
        eyebrow: "WHAT WE DO",
        title: "我们能为您做什么",
        paragraphs: [
          "会计事业群为中小微企业提供代理记账、工商注册、税务筹划与财税合规服务。我们以专业的团队、透明的价格和严格的保密制度，帮助企业把精力集中在经营上。",
        ],
        points: ["新公司注册与变更", "月度记账与纳税申报", "年度汇算清缴", "财税健康检查"],
      },
      services: {
        eyebrow: "SERVICES",
        title: "服务内容",
        items: [
          {
            title: "代理记账",
            text: "票据整理、账簿登记、纳税申报，月度报表按时送达。",
            icon: "calculator",
          },
          {
            title: "工商注册",
            text: "公司设立、变更、注销，最快3个工作日办结。",
            icon: "building",
          },
          { title: "税务筹划", text: "依法合规降低税负，量身定制筹划方案。", icon: "chart" },
          { title: "财税合规", text: "账务健康检查与风险排查，防患于未然。", icon: "shield" },
        ],
      },
      experts: {
        eyebrow: "OUR EXPERTS",
        title: "资深专家",
        subtitle: "行业资深专家团队，为您的企业保驾护航",
        toggle: { expand: "展开全部", collapse: "收起" },
      },
      flow: {
        eyebrow: "PROCESS",
        title: "服务流程",
        steps: [
          { title: "需求咨询", text: "顾问了解企业现状与需求" },
          { title: "方案定制", text: "出具服务方案与报价" },
          { title: "签约付款", text: "签订服务合同，明确交付标准" },
          { title: "专人办理", text: "专人跟进，进度实时同步" },
          { title: "交付回访", text: "交付成果并定期回访" },
        ],
      },
      advantages: {
        eyebrow: "WHY US",
        title: "我们的优势",
        items: [
          { title: "十余年经验", text: "服务6万余家企业，熟悉各行业财税实务。", icon: "award" },
          { title: "响应迅速", text: "专属顾问30分钟内响应，紧急事项当日处理。", icon: "rocket" },
          { title: "服务全面", text: "从注册到上市前规范，一家机构全部覆盖。", icon: "layers" },
          { title: "全国网络", text: "23个地区设有服务网点，异地业务就近办理。", icon: "globe" },
        ],
      },
      cases: { eyebrow: "CASES", title: "成功案例", duration: "办理周期" },
      otherServices: {
        title: "其他服务",
        newTabHint: "（在新标签页打开）",
        items: [
          { title: "资质事业群", href: "/zizhi?key=2", icon: "building" },
          { title: "企贷事业群", href: "/qidai?key=2", icon: "coins" },
          { title: "综合事业群", href: "/zonghe?key=2", icon: "grid" },
          { title: "知识产权事业群", href: "/zhichan?key=2", icon: "lightbulb" },
          { title: "海外事业群", href: "/haiwai?key=3", icon: "globe" },
        ],
      },
      consult: { title: "还有疑问？与顾问聊聊", subtitle: "我们将在30分钟内与您联系" },
    },
  },
};

const sampleData = {
  zh: {
    chairman: {
      title: "董事长致辞",
      subtitle: "以专业守护每一家企业的成长",
      imageUrl: "/api/profile/upload/picture-1.svg",
      contentHtml:
        "<p>各位朋友：</p><p>十余年前，我们从一间小小的记账办公室起步。那时我们就相信，每一家小微企业都值得被认真对待。</p><p>今天，天诚已成长为拥有1521名员工、服务6万余家客户的企业服务集团。无论是一张营业执照、一份纳税申报，还是一次出海布局，我们都将以专业、透明、保密的服务，陪伴企业走好每一步。</p><p>感谢每一位客户与合作伙伴的信任。</p>",
      briefLead: "天诚企业服务集团董事长",
      briefTail: "李明远",
    },
    clients: [
      { id: 1, logoUrl: "/api/profile/upload/picture-2.svg" },
      { id: 2, logoUrl: "/api/profile/upload/picture-3.svg" },
    ],
    contacts: [
      {
        id: 1,
        department: "商务合作部",
        person: "王经理",
        phone: "010-8577 6620",
        address: "北京市朝阳区建国路88号SOHO现代城A座18层",
      },
      {
        id: 2,
        department: "渠道合作部",
        person: "李经理",
        phone: "010-8577 6621",
        address: "北京市朝阳区建国路88号SOHO现代城A座18层",
      },
    ],
    cooperation: [
      {
        id: 1,
        imageUrl: "/api/profile/upload/picture-4.svg",
        content: "北京市中小企业服务联盟 理事单位",
      },
      {
        id: 2,
        imageUrl: "/api/profile/upload/picture-5.svg",
        content: "浙江省跨境电子商务协会 战略合作伙伴",
      },
    ],
    milestones: [
      {
        id: 1,
        year: "2012",
        title: "在北京创立",
        imageUrl: "/api/profile/upload/picture-6.svg",
        months: [
          { month: "3月", content: "天诚财税咨询有限公司在北京朝阳区成立" },
          { month: "10月", content: "服务企业突破500家" },
        ],
      },
      {
        id: 2,
        year: "2015",
        title: "业务多元化",
        imageUrl: "/api/profile/upload/picture-7.svg",
        months: [
          { month: "4月", content: "成立资质事业群" },
          { month: "11月", content: "成立企贷事业群，与首批10家银行建立合作" },
        ],
      },
    ],
    offices: [
      { id: 1, name: "北京", englishName: "Beijing", code: "BJ" },
      { id: 2, name: "上海", englishName: "Shanghai", code: "SH" },
    ],
    profile: {
      aboutHtml:
        "<p>天诚企业服务集团成立于2012年，总部位于北京，是一家为中小微企业提供全生命周期服务的综合性企业服务集团。</p><p>集团旗下设有会计、资质、企贷、综合、知识产权五大事业群及海外事业部，在国内拥有14家公司、境外拥有9家公司，累计服务客户6万余家。</p>",
      images: [
        "/api/profile/upload/picture-8.svg",
        "/api/profile/upload/picture-9.svg",
        "/api/profile/upload/picture-10.svg",
      ],
      employees: 1521,
      talents: 197,
      branches: 23,
    },
    staff: [
      {
        id: 1,
        code: "BJ",
        name: "李明远",
        company: "天诚企业服务集团（北京总部）",
        phone: "010-8577 6600",
        address: "北京市朝阳区建国路88号SOHO现代城A座18层",
        postHtml: "<p>集团董事长</p><p>北京总部负责人</p>",
        imageUrl: "/api/profile/upload/picture-11.svg",
        color: "#b81c22",
      },
      {
        id: 2,
        code: "SH",
        name: "陈晓东",
        company: "天诚财税咨询（上海）有限公司",
        phone: "021-6288 3300",
        address: "上海市静安区南京西路1266号恒隆广场二期22层",
        postHtml: "<p>上海分公司总经理</p>",
        imageUrl: "/api/profile/upload/picture-12.svg",
        color: "#1f4e9c",
      },
    ],
  },
};

const casesZh5 = [
  {
    id: 15,
    title: "初创科技公司注册与代理记账",
    summaryHtml: "<p>北京某人工智能初创公司</p><p>三天领取营业执照</p>",
    content:
      "创始团队希望尽快开展业务。顾问协助完成核名、注册与税务登记，三天取得营业执照，此后按月提供记账报税服务。",
    duration: "3个工作日",
    imageUrl: "/api/profile/upload/picture-1.svg",
    type: 5,
  },
  {
    id: 16,
    title: "电商企业税务异常处理与账务整理",
    summaryHtml: "<p>广州某电商公司</p><p>解除税务异常状态</p>",
    content:
      "企业因长期零申报被列为税务异常。顾问整理两年账务并补充申报，协助企业解除异常状态，恢复正常开票。",
    duration: "30个工作日",
    imageUrl: "/api/profile/upload/picture-2.svg",
    type: 5,
  },
];

const expertsZh0 = [
  {
    id: 1,
    name: "王立群",
    position: "集团首席财税专家",
    imageUrl: "/api/profile/upload/picture-1.svg",
    highlights: [
      "中国注册会计师、注册税务师",
      "从业22年，主持大型企业集团税务筹划项目60余个",
      "曾任大型会计师事务所合伙人",
    ],
    type: 0,
  },
  {
    id: 2,
    name: "陈思远",
    position: "资质事业群首席顾问",
    imageUrl: "/api/profile/upload/picture-2.svg",
    highlights: ["一级建造师", "深耕建筑资质领域15年", "累计协助1200余家企业取得或升级资质"],
    type: 0,
  },
];

const expertsZh5 = [
  {
    id: 11,
    name: "张丽华",
    position: "会计事业群总经理",
    imageUrl: "/api/profile/upload/picture-1.svg",
    highlights: ["中国注册会计师", "从业18年", "服务中小企业逾5000家"],
    type: 5,
  },
  {
    id: 12,
    name: "李明",
    position: "主办会计",
    imageUrl: "/api/profile/upload/picture-2.svg",
    highlights: ["中级会计师", "擅长商贸、电商企业账务处理", "熟悉出口退税申报"],
    type: 5,
  },
];

const newsZh1 = [
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
    type: 1,
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
    type: 1,
  },
];

const newsZh2 = [
  {
    id: 4,
    title: "集团荣获“2025年度优秀企业服务机构”称号",
    headline: "集团荣获“2025年度优秀企业服务机构”称号",
    subline: "",
    summaryHtml: "<p>集团凭借在小微企业财税服务领域的专业表现获得表彰。</p>",
    contentHtml:
      "<p>2月27日，在北京市中小企业服务联盟年度评选中，天诚企业服务集团荣获“2025年度优秀企业服务机构”称号。</p><p>评审认为，集团在免费记账帮扶、跨区域业务代办等方面为小微企业减轻了负担。</p>",
    imageUrl: "/api/profile/upload/picture-1.svg",
    date: "2026-02-27",
    source: "集团品牌中心",
    type: 2,
  },
  {
    id: 5,
    title: "资质事业群举办建筑业企业资质新规解读会",
    headline: "资质事业群举办建筑业企业资质新规解读会",
    subline: "",
    summaryHtml: "<p>专家团队逐条解读资质标准调整，帮助建筑企业提前做好人员与业绩准备。</p>",
    contentHtml:
      "<p>1月16日，资质事业群在北京举办建筑业企业资质新规解读会，120余家建筑企业负责人到场参会。</p><p>资深顾问围绕施工总承包资质、专业承包资质的人员配置与业绩要求进行了详细讲解，并现场解答了企业关心的资质延续和升级问题。</p>",
    imageUrl: "/api/profile/upload/picture-2.svg",
    date: "2026-01-16",
    source: "资质事业群",
    type: 2,
  },
];

const newsZh3 = [
  {
    id: 7,
    title: "欧盟增值税电商新规解读：跨境卖家需关注的五个变化",
    headline: "欧盟增值税电商新规解读：跨境卖家需关注的五个变化",
    subline: "",
    summaryHtml: "<p>从一站式申报（OSS）到平台代扣代缴，新规影响每一位欧洲站卖家。</p>",
    contentHtml:
      "<p>欧盟增值税电商新规实施以来，远程销售起征点统一为1万欧元，一站式申报（OSS）成为主流申报方式。</p><p>我们建议卖家核对各国注册情况，保留完整的物流与销售记录，并按季度完成申报。</p>",
    imageUrl: "/api/profile/upload/picture-1.svg",
    date: "2026-03-02",
    source: "海外事业部",
    type: 3,
  },
  {
    id: 8,
    title: "德国、法国包装法EPR合规要点一览",
    headline: "德国、法国包装法EPR合规要点一览",
    subline: "",
    summaryHtml: "<p>未完成生产者责任延伸注册的卖家，可能面临商品下架与罚款。</p>",
    contentHtml:
      "<p>德国包装法要求向德国消费者销售商品的卖家在LUCID系统注册并加入回收体系；法国则按品类分别要求取得唯一识别码（UIN）。</p><p>集团海外团队可协助卖家完成注册、年度申报与平台资料提交。</p>",
    imageUrl: "/api/profile/upload/picture-2.svg",
    date: "2026-02-11",
    source: "海外事业部",
    type: 3,
  },
];

const newsZh4 = [
  {
    id: 12,
    title: "小规模纳税人增值税减免政策延续至2027年底",
    headline: "小规模纳税人增值税减免政策延续至2027年底",
    subline: "",
    summaryHtml: "<p>月销售额10万元以下免征增值税，适用3%征收率的减按1%征收。</p>",
    contentHtml:
      "<p>根据最新公告，小规模纳税人月销售额10万元以下（含本数）的，免征增值税；适用3%征收率的应税销售收入，减按1%征收率征收。</p><p>会计事业群已为服务中的企业逐一核对适用情况。</p>",
    imageUrl: "/api/profile/upload/picture-1.svg",
    date: "2026-03-10",
    source: "会计事业群",
    type: 4,
  },
  {
    id: 13,
    title: "专精特新中小企业认定申报指南（2026年版）",
    headline: "专精特新中小企业认定申报指南（2026年版）",
    subline: "",
    summaryHtml: "<p>从创新型中小企业到专精特新“小巨人”，梳理各级认定条件与材料清单。</p>",
    contentHtml:
      '<p>专精特新中小企业认定围绕专业化、精细化、特色化、新颖化四项指标展开，申报企业需先取得创新型中小企业评价。</p><p>申报材料清单可在<a href="/api/profile/upload/2026/02/20/checklist_20260220103000A018.pdf">这里下载</a>。</p>',
    imageUrl: "/api/profile/upload/picture-2.svg",
    date: "2026-02-20",
    source: "综合事业群",
    type: 4,
  },
];

const newsZh5 = [
  {
    id: 15,
    title: "集团受邀出席北京市中小企业服务联盟年会",
    headline: "集团受邀出席北京市中小企业服务联盟年会",
    subline: "",
    summaryHtml: "<p>集团代表在会上分享了小微企业全生命周期服务经验。</p>",
    contentHtml:
      "<p>3月6日，北京市中小企业服务联盟年会召开，集团副总裁受邀作主题发言，分享了从注册、记账到融资、资质的全生命周期服务经验。</p>",
    imageUrl: "/api/profile/upload/picture-1.svg",
    date: "2026-03-06",
    source: "集团品牌中心",
    type: 5,
  },
  {
    id: 16,
    title: "与浙江省跨境电子商务协会签署战略合作协议",
    headline: "与浙江省跨境电子商务协会签署战略合作协议",
    subline: "",
    summaryHtml: "<p>双方将在海外税务合规、品牌保护等领域开展合作。</p>",
    contentHtml:
      "<p>1月12日，集团与浙江省跨境电子商务协会在杭州签署战略合作协议，将为协会会员企业提供VAT、EPR及海外商标注册服务。</p>",
    imageUrl: "/api/profile/upload/picture-2.svg",
    date: "2026-01-12",
    source: "海外事业部",
    type: 5,
  },
];

const newsZh6 = [
  {
    id: 18,
    title: "“春苗计划”为山区学校捐赠图书两万册",
    headline: "“春苗计划”为山区学校捐赠图书两万册",
    subline: "",
    summaryHtml: "<p>集团员工自发募捐，为河北、甘肃12所乡村小学建立图书角。</p>",
    contentHtml:
      "<p>集团“春苗计划”向河北、甘肃两省12所乡村小学捐赠图书两万册，并为每所学校建立图书角。</p>",
    imageUrl: "/api/profile/upload/picture-1.svg",
    date: "2026-02-05",
    source: "集团工会",
    type: 6,
  },
  {
    id: 19,
    title: "集团志愿者走进社区开展免费财税咨询",
    headline: "集团志愿者走进社区开展免费财税咨询",
    subline: "",
    summaryHtml: "<p>30名持证会计师为个体工商户解答个税与经营问题。</p>",
    contentHtml:
      "<p>12月20日，集团30名持证会计师志愿者走进朝阳区多个社区，为个体工商户和居民提供免费财税咨询。</p>",
    imageUrl: "/api/profile/upload/picture-2.svg",
    date: "2025-12-20",
    source: "集团工会",
    type: 6,
  },
];

const newsZh7 = [
  {
    id: 21,
    title: "天诚财税咨询有限公司",
    headline: "天诚财税咨询有限公司",
    subline: "",
    summaryHtml: "<p>会计事业群的运营主体。</p>",
    contentHtml:
      "<p>提供公司注册、代理记账、税务筹划、审计验资等服务，拥有注册会计师39名、税务师15名。</p>",
    imageUrl: "/api/profile/upload/picture-1.svg",
    date: "2025-06-01",
    source: "集团品牌中心",
    type: 7,
  },
  {
    id: 22,
    title: "天诚建设工程咨询有限公司",
    headline: "天诚建设工程咨询有限公司",
    subline: "",
    summaryHtml: "<p>资质事业群的运营主体。</p>",
    contentHtml: "<p>专注建筑业企业资质新办、增项、升级与延续，以及安全生产许可证办理。</p>",
    imageUrl: "/api/profile/upload/picture-2.svg",
    date: "2025-06-01",
    source: "集团品牌中心",
    type: 7,
  },
];

// Pages will render on a server later: no browser globals at module scope or during render.
describe("every template renders without a DOM", () => {
  const zh = templateCopy.zh;
  const d = sampleData.zh;
  const href = (item: { id: number }) => `/content?id=${item.id}&type=2`;
  const pages = {
    home: (
      <HomeTemplate
        data={{
          experts: page(expertsZh0),
          news: page(newsZh1),
          clients: page(d.clients),
        }}
        copy={zh.home}
        expertPager={{ page: 1, onPageChange: () => {} }}
        newsHref={href}
      />
    ),
    serviceGroup: (
      <ServiceGroupTemplate
        data={{ experts: page(expertsZh5), cases: [page(casesZh5)] }}
        copy={zh.serviceGroup}
      />
    ),
    partnership: (
      <PartnershipTemplate data={{ contacts: page(d.contacts) }} copy={zh.partnership} />
    ),
    news: (
      <NewsTemplate
        data={{
          featured: page(newsZh4),
          company: page(newsZh2),
          globalHot: page(newsZh3),
        }}
        copy={zh.news}
        newsHref={href}
      />
    ),
    detail: (
      <DetailTemplate data={{ detail: { status: "found", item: newsZh1[0]! } }} copy={zh.detail} />
    ),
    profile: <ProfileTemplate data={{ profile: d.profile }} copy={zh.profile} />,
    chairman: <ChairmanTemplate data={{ chairman: d.chairman }} copy={zh.chairman} />,
    culture: <CultureTemplate copy={zh.culture} />,
    composition: <CompositionTemplate data={{ items: page(newsZh7) }} copy={zh.composition} />,
    history: <HistoryTemplate data={{ milestones: page(d.milestones) }} copy={zh.history} />,
    globalLayout: (
      <GlobalLayoutTemplate
        data={{ offices: page(d.offices), staff: page(d.staff) }}
        copy={zh.globalLayout}
      />
    ),
    schoolEnterprise: <SchoolEnterpriseTemplate copy={zh.schoolEnterprise} />,
    association: (
      <AssociationTemplate
        data={{ cooperation: page(d.cooperation), news: page(newsZh5) }}
        copy={zh.association}
        newsHref={href}
      />
    ),
    charity: <CharityTemplate data={{ news: page(newsZh6) }} copy={zh.charity} newsHref={href} />,
    branch: (
      <BranchTemplate data={{ offices: page(d.offices), staff: page(d.staff) }} copy={zh.branch} />
    ),
    privacy: <PrivacyTemplate copy={zh.privacy} />,
  };

  for (const [name, element] of Object.entries(pages)) {
    it(`${name}: one h1, no script`, () => {
      const html = renderToString(element);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html).not.toMatch(/<script/i);
    });
  }
});
