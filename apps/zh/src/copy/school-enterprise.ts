import type { SchoolEnterpriseTemplateCopy } from "@site/ui/templates";
import { media } from "../urls";
import { links } from "../links";

export const schoolEnterpriseCopy: SchoolEnterpriseTemplateCopy = {
  hero: {
    eyebrow: "SCHOOL-ENTERPRISE COOPERATION",
    title: "校企合作",
    subtitle: "为高校毕业生搭建就业桥梁，为小微企业减轻起步负担",
    imageUrl: media("/profile/news/news-38.webp"),
    action: { label: "洽谈商业合作", href: links.href("shangye") },
  },
  // Spec 9: the static school-enterprise figures.
  figures: {
    eyebrow: "WHAT WE HAVE DONE",
    title: "合作成果",
    items: [
      { value: 200, unit: "个", label: "毕业生就业岗位" },
      { value: "1000", unit: "余家", label: "小微企业获3–12个月免费记账" },
      { value: "12000", unit: "余次", label: "免费跨区域业务办理" },
    ],
  },
  sections: [
    {
      eyebrow: "GRADUATE EMPLOYMENT",
      title: "毕业生就业",
      paragraphs: [
        "集团与多所高校的会计、财税、法学与国际贸易专业共建实习与就业基地，每年为应届毕业生提供约200个财税顾问、资质专员、知识产权代理与海外业务助理等就业岗位。",
        "新员工入职后由资深顾问一对一带教，参加集团统一的业务与职业资格培训，优秀实习生可提前获得录用。",
      ],
      points: ["共建实习与就业基地", "资深顾问一对一带教", "会计、税务职业资格培训支持"],
      image: { src: media("/profile/xiaoqi/graduates.webp"), alt: "合作高校的教学楼" },
    },
    {
      eyebrow: "SMALL BUSINESS SUPPORT",
      title: "小微企业扶持",
      paragraphs: [
        "面向初创期小微企业和大学生创业团队，集团推出免费记账扶持计划：符合条件的企业可享受3至12个月的免费代理记账与纳税申报服务，至今已惠及1000余家小微企业。",
        "依托遍布各地的分支机构，集团为企业免费代办跨区域的工商、税务等业务，累计已办理12000余次，让企业少跑路、少花钱。",
      ],
      points: ["3–12个月免费代理记账", "免费跨区域业务代办", "创业政策与补贴申报指导"],
      image: { src: media("/profile/xiaoqi/small-business.webp"), alt: "街边亮着灯的小微企业店铺" },
    },
    {
      eyebrow: "TRAINING",
      title: "走进校园",
      paragraphs: [
        "集团专家定期走进高校，开设财税实务、企业合规与创业指导讲座，帮助在校学生了解企业服务行业，提前做好职业规划。",
      ],
      image: {
        src: media("/profile/xiaoqi/training.webp"),
        alt: "为财税实务讲座布置好的高校报告厅",
      },
    },
  ],
};
