import type { BranchTemplateCopy } from "@site/ui/templates";
import { media } from "../urls";
import { branchPhones, hotline } from "./contacts";
import { links } from "../links";

const beijingPhone = branchPhones.find((branch) => branch.city === "北京")?.phone ?? hotline.phone;

export const beijingBranchCopy: BranchTemplateCopy = {
  hero: {
    eyebrow: "BEIJING BRANCH",
    title: "北京分公司",
    subtitle: "集团总部所在地，统筹华北地区业务",
    imageUrl: media("/profile/news/news-40.webp"),
    action: { label: "查看全球布局", href: links.href("quanqiubujv") },
  },
  // Spec 2.1: the office of this name on the global layout page.
  officeName: "北京",
  intro: {
    eyebrow: "ABOUT THE BRANCH",
    title: "分公司简介",
    paragraphs: [
      "北京分公司与集团总部同在朝阳区光华路，是天诚成立最早的公司。分公司设有会计、资质、企贷、综合与知识产权五大事业群的在京团队，为北京及华北地区的企业提供工商注册、代理记账、建筑资质、企业融资、许可证办理与商标专利等服务。",
      "欢迎预约到访，顾问将在办公室与您面谈；不便到访的客户也可致电，我们将在30分钟内与您联系。",
      "地址：北京市朝阳区光华路16号天诚国际中心A座18层",
      `分公司电话：${beijingPhone}`,
      `${hotline.label}：${hotline.phone}（${hotline.note}）`,
    ],
    image: { src: media("/profile/branch/beijing.webp"), alt: "天诚控股集团北京分公司办公楼" },
  },
  staffHeading: { eyebrow: "CONTACT", title: "分公司负责人" },
  staff: { phone: "电话", address: "地址" },
};
