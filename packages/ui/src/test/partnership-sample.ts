// Sample data and copy of partnership-template.test.tsx, shared with the server-rendering test
// (templates.server.test.tsx); the editions' copy and @site/api fixtures are out of reach of
// packages/ui (site/layers).
import type { ContactLike } from "../sections";
import type { PartnershipTemplateCopy } from "../templates";

export const templateCopy: {
  en: { partnership: PartnershipTemplateCopy };
  zh: { partnership: PartnershipTemplateCopy };
} = {
  en: {
    partnership: {
      hero: {
        title: "Business partnership",
        subtitle: "Work with Tiancheng and share a team of more than 1,500 professionals",
        eyebrow: "Partnership",
        imageUrl: "/api/profile/upload/picture-1.svg",
      },
      objectives: {
        title: "Cooperation objectives",
        numbered: true,
        items: [
          { title: "Shared clients", text: "Reach more than 60,000 business clients together." },
          { title: "Shared network", text: "Build service points in 23 regions together." },
          { title: "Shared growth", text: "Transparent revenue sharing for the long term." },
        ],
      },
      why: {
        title: "Why work with us",
        items: [
          {
            title: "Trusted brand",
            text: "More than ten years in business services.",
            icon: "award",
          },
          {
            title: "Full product range",
            text: "Five business groups for every client need.",
            icon: "layers",
          },
          {
            title: "Systems",
            text: "Free access to our bookkeeping and CRM systems.",
            icon: "grid",
          },
          {
            title: "Training",
            text: "Regular training gets partners up to speed.",
            icon: "graduation",
          },
        ],
      },
      process: {
        title: "Cooperation process",
        steps: [
          { title: "Express interest", text: "Tell us about your business" },
          { title: "Discuss", text: "Agree how we work together" },
          { title: "Sign", text: "Roles and revenue sharing in writing" },
          { title: "Start", text: "Training, then serving clients together" },
        ],
      },
      support: {
        eyebrow: "Support team",
        title: "A team behind every partner",
        subtitle: "More than 1,500 professionals support our partners at every step",
        cards: [
          {
            value: "1,078",
            label: "Advisers",
            text: "Consultants across the country",
            icon: "users",
          },
          {
            value: 132,
            label: "Operations",
            text: "Marketing, brand and client care",
            icon: "chart",
          },
          { value: 311, label: "Delivery", text: "Professional handling, on time", icon: "check" },
        ],
      },
      contacts: {
        eyebrow: "Contact",
        title: "Partnership contacts",
        person: "Contact",
        phone: "Phone",
        address: "Address",
      },
    },
  },
  zh: {
    partnership: {
      hero: {
        title: "商业合作",
        subtitle: "与天诚携手，共享千余人的顾问、运营与交付团队",
        eyebrow: "PARTNERSHIP",
        imageUrl: "/api/profile/upload/picture-1.svg",
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
        imageUrl: "/api/profile/upload/picture-2.svg",
        alt: "天诚集团微信公众号二维码",
        caption: "微信扫码，了解合作详情",
      },
    },
  },
};

export const sampleData = {
  zh: {
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
      {
        id: 3,
        department: "海外业务部",
        person: "孙经理",
        phone: "+852 3188 6620",
        address: "香港湾仔港湾道18号中环广场35楼",
      },
      {
        id: 4,
        department: "人力资源部",
        person: "赵老师",
        phone: "010-8577 6630",
        address: "北京市朝阳区建国路88号SOHO现代城A座16层",
      },
    ],
  },
} satisfies { zh: { contacts: ContactLike[] } };
