// D7: branch phones, the hotline and the overseas subsidiary's site are edition copy, kept here.

/** The overseas subsidiary's own site. */
export const overseasSiteUrl = "https://global.tiancheng-group.com";

export const hotline = {
  label: "全国免费服务热线",
  phone: "400-818-6688",
  note: "每天 8:30–21:00",
};

/** Spec 2.3 / 9: the branch phones of 14 cities. */
export const branchPhones = [
  { city: "北京", phone: "010-8527 6688" },
  { city: "上海", phone: "021-6132 8866" },
  { city: "广州", phone: "020-3739 6688" },
  { city: "深圳", phone: "0755-8327 6688" },
  { city: "天津", phone: "022-5829 6688" },
  { city: "重庆", phone: "023-6378 6688" },
  { city: "成都", phone: "028-8533 6688" },
  { city: "杭州", phone: "0571-8782 6688" },
  { city: "南京", phone: "025-8471 6688" },
  { city: "武汉", phone: "027-8576 6688" },
  { city: "西安", phone: "029-8831 6688" },
  { city: "郑州", phone: "0371-6552 6688" },
  { city: "济南", phone: "0531-8890 6688" },
  { city: "石家庄", phone: "0311-8529 6688" },
];

export const overseasEntities = [
  { name: "天诚国际（香港）有限公司", phone: "+852 3958 6688" },
  { name: "天诚国际（新加坡）有限公司", phone: "+65 6812 6688" },
  { name: "天诚国际官网", href: overseasSiteUrl },
];
