// D7: branch phones, the hotline, the overseas subsidiary's site and the footer's contact list
// are edition copy, kept here.

/** The overseas subsidiary's own site. */
export const overseasSiteUrl = "https://global.tiancheng-group.com";

export const hotline = {
  label: "Toll-free hotline (China)",
  phone: "400-818-6688",
  note: "Daily 8:30–21:00 (UTC+8)",
};

/** Spec 2.3 / 9: the branch phones of 14 cities. */
export const branchPhones = [
  { city: "Beijing", phone: "+86 10 8527 6688" },
  { city: "Shanghai", phone: "+86 21 6132 8866" },
  { city: "Guangzhou", phone: "+86 20 3739 6688" },
  { city: "Shenzhen", phone: "+86 755 8327 6688" },
  { city: "Tianjin", phone: "+86 22 5829 6688" },
  { city: "Chongqing", phone: "+86 23 6378 6688" },
  { city: "Chengdu", phone: "+86 28 8533 6688" },
  { city: "Hangzhou", phone: "+86 571 8782 6688" },
  { city: "Nanjing", phone: "+86 25 8471 6688" },
  { city: "Wuhan", phone: "+86 27 8576 6688" },
  { city: "Xi'an", phone: "+86 29 8831 6688" },
  { city: "Zhengzhou", phone: "+86 371 6552 6688" },
  { city: "Jinan", phone: "+86 531 8890 6688" },
  { city: "Shijiazhuang", phone: "+86 311 8529 6688" },
];

export const overseasEntities = [
  { name: "Tiancheng International (Hong Kong) Limited", phone: "+852 3958 6688" },
  { name: "Tiancheng International (Singapore) Pte. Ltd.", phone: "+65 6812 6688" },
  { name: "Tiancheng International website", href: overseasSiteUrl },
];

/** Spec 2.3: the English footer's contact list. */
export const footerContacts = [
  {
    label: "Head office",
    value:
      "18/F, Tower A, Tiancheng International Centre, 16 Guanghua Road, Chaoyang District, Beijing",
  },
  { label: "Phone", value: "+86 10 8527 6688", href: "tel:+861085276688" },
  {
    label: "Email",
    value: "service@tiancheng-group.com",
    href: "mailto:service@tiancheng-group.com",
  },
  {
    label: "Overseas desk",
    value: "global@tiancheng-group.com",
    href: "mailto:global@tiancheng-group.com",
  },
  { label: "Business hours", value: "Daily 8:30–21:00 (UTC+8)" },
];
