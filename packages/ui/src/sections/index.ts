// Public entry of @site/ui/sections: the sections and cards that page templates compose.
export {
  Section,
  hasItems,
  type SectionCopy,
  type SectionProps,
  type SectionTone,
} from "./section";
export { SectionHeading, type SectionHeadingProps } from "./section-heading";
export { PageHero, type PageHeroProps } from "./page-hero";
export { Icon, iconNames, type IconName, type IconProps, type IconSource } from "../lib/icons";
export { Media, type MediaProps } from "./media";
export {
  StatisticsStrip,
  type StatisticFigure,
  type StatisticsStripProps,
} from "./statistics-strip";
export {
  ServiceScopeGrid,
  type ServiceScopeGridProps,
  type ServiceScopeItem,
} from "./service-scope-grid";
export {
  Advantages,
  CultureBlocks,
  PromiseBlocks,
  type FeatureBlocksCopy,
  type FeatureBlocksProps,
  type FeatureItem,
} from "./feature-blocks";
export {
  ServiceFlow,
  type ServiceFlowCopy,
  type ServiceFlowProps,
  type ServiceFlowStep,
} from "./service-flow";
export {
  OtherServicesLinks,
  type OtherServiceLink,
  type OtherServicesLinksCopy,
  type OtherServicesLinksProps,
} from "./other-services-links";
export { ExpertCard, type ExpertCardProps, type ExpertLike } from "./expert-card";
export { ExpertGrid, type ExpertGridProps } from "./expert-grid";
export {
  EXPERT_PAGE_SIZE,
  ExpertPager,
  type ExpertPagerCopy,
  type ExpertPagerProps,
} from "./expert-pager";
export { ExpertToggle, type ExpertToggleProps } from "./expert-toggle";
export { PagedExperts, type PagedExpertsProps } from "./paged-experts";
export { ExpandToggle, type ExpandToggleCopy, type ExpandToggleProps } from "./expand-toggle";
export { useExpandable, type Expandable, type ExpandableOptions } from "./use-expandable";
export { CaseCard, type CaseCardCopy, type CaseCardProps, type CaseStudyLike } from "./case-card";
export { CaseList, type CaseListProps } from "./case-list";
export { NewsListItem, type NewsItemLike, type NewsListItemProps } from "./news-list-item";
export { NewsList, type NewsListProps } from "./news-list";
export { NewsFeatured, type NewsFeaturedProps } from "./news-featured";
export { ClientLogoWall, type ClientLike, type ClientLogoWallProps } from "./client-logo-wall";
export {
  SupportCards,
  type SupportCardItem,
  type SupportCardsCopy,
  type SupportCardsProps,
} from "./support-cards";
export {
  ContactCards,
  type ContactCardsCopy,
  type ContactCardsProps,
  type ContactLike,
} from "./contact-cards";
export {
  Timeline,
  type MilestoneLike,
  type MilestoneMonthLike,
  type TimelineProps,
} from "./timeline";
export {
  CompositionList,
  type CompositionItemLike,
  type CompositionListProps,
} from "./composition-list";
export {
  OfficeDirectory,
  OfficeDirectoryView,
  OfficeList,
  StaffCards,
  type OfficeDirectoryProps,
  type OfficeDirectoryViewProps,
  type OfficeLike,
  type OfficeListProps,
  type StaffCardsCopy,
  type StaffCardsProps,
  type StaffLike,
} from "./office-directory";
export {
  COOPERATION_PAGE_SIZE,
  CooperationGrid,
  type CooperationGridProps,
  type CooperationLike,
} from "./cooperation-grid";
export { RichTextBlock, type RichTextBlockProps } from "./rich-text-block";
export {
  PublicationLinks,
  type PublicationLink,
  type PublicationLinksCopy,
  type PublicationLinksProps,
} from "./publication-links";
export {
  ChairmanMessage,
  type ChairmanLike,
  type ChairmanMessageCopy,
  type ChairmanMessageProps,
} from "./chairman-message";
export {
  ProfileFigures,
  type FigureCopy,
  type ProfileFiguresCopy,
  type ProfileFiguresLike,
  type ProfileFiguresProps,
} from "./profile-figures";
export {
  TextSection,
  type TextSectionCopy,
  type TextSectionImage,
  type TextSectionProps,
} from "./text-section";
export { telHref } from "../lib/tel-href";
