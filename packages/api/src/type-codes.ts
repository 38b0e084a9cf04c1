// The type codes of spec 3 as the wire carries them; the server and the page layer read them here.

/** dynamicType values (spec 3). */
export const NewsType = {
  home: 1,
  company: 2,
  globalHot: 3,
  featured: 4,
  association: 5,
  charity: 6,
  composition: 7,
} as const;
export type NewsTypeCode = (typeof NewsType)[keyof typeof NewsType];

/** News rows that are articles with a detail page of their own; composition rows are company cards. */
export const articleNewsTypes: readonly NewsTypeCode[] = Object.values(NewsType).filter(
  (type) => type !== NewsType.composition,
);

/** personnelType and caseType of each service group page (spec 3); 0 is the home experts. */
export const serviceGroupType = {
  zizhi: 1,
  qidai: 2,
  zonghe: 3,
  haiwai: 4,
  kuaiji: 5,
  zhichan: 6,
} as const;
export type ServiceGroupPageId = keyof typeof serviceGroupType;
export const HOME_EXPERT_TYPE = 0;
