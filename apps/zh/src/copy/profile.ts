import type { ProfileTemplateCopy } from "@site/ui/templates";
import { media } from "../urls";
import { links } from "../links";

export const profileCopy: ProfileTemplateCopy = {
  hero: {
    eyebrow: "ABOUT US",
    title: "集团简介",
    subtitle: "十余年专注中小微企业服务，从注册记账到融资出海，陪伴企业走好每一步",
    imageUrl: media("/profile/news/news-46.webp"),
    action: { label: "查看全球布局", href: links.href("quanqiubujv") },
  },
  // Spec 2.8: employees, professional talent and branch offices come from the profile.
  figures: {
    eyebrow: "GROUP SCALE",
    title: "集团规模",
    employees: { label: "员工", unit: "人" },
    talents: { label: "持证专业人才", unit: "人" },
    branches: { label: "分支机构", unit: "家" },
  },
  about: {
    eyebrow: "WHO WE ARE",
    title: "关于天诚",
    imageAlts: ["天诚控股集团总部办公区", "暮色中的集团总部大楼", "集团客户服务大厅"],
  },
  // Spec 2.8: the four service advantages, in this order.
  advantages: {
    eyebrow: "OUR ADVANTAGES",
    title: "服务优势",
    subtitle: "专业、速度、深度、广度，是客户选择天诚的四个理由",
    items: [
      {
        title: "专业",
        text: "注册会计师、税务师、律师与178位行业专家组成的团队，每项业务都有专人把关。",
        icon: "award",
      },
      {
        title: "速度",
        text: "标准化流程与数字化工具，咨询30分钟内响应，办理进度全程可查。",
        icon: "rocket",
      },
      {
        title: "深度",
        text: "深耕财税、资质、融资与知识产权等细分领域，给出可落地的解决方案。",
        icon: "layers",
      },
      {
        title: "广度",
        text: "境内14家、境外9家公司，2000余项服务覆盖企业从设立到出海的全生命周期。",
        icon: "expand",
      },
    ],
  },
};
