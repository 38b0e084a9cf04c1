// The API's paths (spec 7), relative to `/api/`. The client, the fixtures' request answering
// and the server's routes all take them from here. React-free: the server imports it.

/** Where the API lives on its origin (the client's ky prefix, the server's routes). */
export const API_PREFIX = "/api";

export const endpoints = {
  ipFlag: "moudle/apisystem/ApiSoft/getIpFlag",
  menu: "pcsystem/TckgClassify/treeselect",
  config: "pcsystem/TckgConfig/list",
  news: "pcsystem/TckgDynamic/list",
  experts: "pcsystem/TckgPersonnel/list",
  clients: "pcsystem/TckgClient/list",
  cases: "pcsystem/TckgCase/list",
  contacts: "pcsystem/TckgContact/list",
  profile: "pcsystem/TckgBrief/list",
  chairman: "pcsystem/TckgChairman/getInfo",
  milestones: "pcsystem/TckgMileage/list",
  offices: "pcsystem/TckgAddress/list",
  staff: "pcsystem/TckgStaff/list",
  cooperation: "pcsystem/TckgCooperation/list",
  visit: "pcsystem/TckgSoftLogin",
  consultation: "pcsystem/TckgConsult",
  complaint: "pcsystem/Tckgcustomer",
  upload: "common/upload2",
} as const;

export type Endpoint = (typeof endpoints)[keyof typeof endpoints];

/** GET /api/pcsystem/TckgDynamic/{id}: the folder that the news detail's id follows. */
export const NEWS_ITEM_FOLDER = "pcsystem/TckgDynamic";

export function newsItemPath(id: string | number): string {
  return `${NEWS_ITEM_FOLDER}/${id}`;
}

/** An endpoint as an absolute path on the API's origin: `/api/<endpoint>`. */
export function apiPath(endpoint: string): string {
  return `${API_PREFIX}/${endpoint}`;
}
