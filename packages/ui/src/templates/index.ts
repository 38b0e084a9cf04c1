// Public entry of @site/ui/templates: one template per page kind. An edition's page passes its
// loader data and its copy (style.md).
export { rowsOf, totalOf, type HeroCopy, type Maybe, type PageLike } from "./types";
export {
  HomeTemplate,
  type HomeTemplateCopy,
  type HomeTemplateData,
  type HomeTemplateProps,
} from "./home-template";
export {
  ServiceGroupTemplate,
  type ServiceGroupTemplateCopy,
  type ServiceGroupTemplateData,
  type ServiceGroupTemplateProps,
} from "./service-group-template";
export {
  PartnershipTemplate,
  type PartnershipTemplateCopy,
  type PartnershipTemplateData,
  type PartnershipTemplateProps,
  type QrCodeCopy,
} from "./partnership-template";
export {
  NewsTemplate,
  type NewsTemplateCopy,
  type NewsTemplateData,
  type NewsTemplateProps,
} from "./news-template";
export {
  DetailTemplate,
  type DetailTemplateCopy,
  type DetailTemplateProps,
  type NewsDetailItemLike,
  type NewsDetailLike,
} from "./detail-template";
export {
  ProfileTemplate,
  type ProfileLike,
  type ProfileTemplateCopy,
  type ProfileTemplateProps,
} from "./profile-template";
export { ChairmanTemplate, type ChairmanTemplateProps } from "./chairman-template";
export { CultureTemplate, type CultureTemplateProps } from "./culture-template";
export { CompositionTemplate, type CompositionTemplateProps } from "./composition-template";
export { HistoryTemplate, type HistoryTemplateProps } from "./history-template";
export {
  GlobalLayoutTemplate,
  type GlobalLayoutTemplateCopy,
  type GlobalLayoutTemplateProps,
} from "./global-layout-template";
export {
  SchoolEnterpriseTemplate,
  type SchoolEnterpriseTemplateCopy,
  type SchoolEnterpriseTemplateProps,
} from "./school-enterprise-template";
export { AssociationTemplate, type AssociationTemplateProps } from "./association-template";
export { CharityTemplate, type CharityTemplateProps } from "./charity-template";
export {
  BranchTemplate,
  type BranchTemplateCopy,
  type BranchTemplateProps,
} from "./branch-template";
export {
  PrivacyTemplate,
  type PrivacyTemplateCopy,
  type PrivacyTemplateProps,
} from "./privacy-template";
