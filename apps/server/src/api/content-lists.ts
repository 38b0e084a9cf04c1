// The list reads of spec 7.1, as RuoYi TableDataInfo bodies, with D9's filters and paging.
import type { FastifyInstance } from "fastify";
import type { Kysely, SelectQueryBuilder } from "kysely";
import type { SiteDb } from "../db/database";
import type { ContentTableName } from "../db/schema";
import { tableBody } from "../ruoyi";
import { readCodeFilter, readPaging, type CodeFilter, type Query } from "./query";
import { wireRow } from "./rows";

interface ListRoute {
  /** The controller name under /api/pcsystem/. */
  controller: string;
  table: ContentTableName;
  idKey: string;
  /** The dictionary column a query may filter on. */
  typeKey?: string;
  /** spec 7.1: TckgClient/list is one list for both editions. */
  hasLanguage?: false;
}

const LISTS: readonly ListRoute[] = [
  { controller: "TckgConfig", table: "config", idKey: "configId" },
  { controller: "TckgDynamic", table: "dynamic", idKey: "dynamicId", typeKey: "dynamicType" },
  {
    controller: "TckgPersonnel",
    table: "personnel",
    idKey: "personnelId",
    typeKey: "personnelType",
  },
  { controller: "TckgClient", table: "client", idKey: "clientId", hasLanguage: false },
  { controller: "TckgCase", table: "caseStudy", idKey: "caseId", typeKey: "caseType" },
  { controller: "TckgContact", table: "contact", idKey: "contactId" },
  { controller: "TckgBrief", table: "brief", idKey: "briefId" },
  { controller: "TckgMileage", table: "mileage", idKey: "mileageId" },
  { controller: "TckgAddress", table: "address", idKey: "addressId" },
  { controller: "TckgStaff", table: "staff", idKey: "staffId" },
  { controller: "TckgCooperation", table: "cooperation", idKey: "cooperationId" },
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table is picked at run time
type AnySelect = SelectQueryBuilder<any, any, any>;

function applyFilter(query: AnySelect, column: string, filter: CodeFilter): AnySelect {
  if (filter.kind === "any") return query;
  if (filter.kind === "none") return query.where((eb) => eb.val(1), "=", 0);
  return query.where(column, "=", filter.value);
}

export function registerContentLists(app: FastifyInstance, db: SiteDb): void {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see AnySelect
  const loose = db as unknown as Kysely<any>;
  for (const list of LISTS) {
    app.get(`/api/pcsystem/${list.controller}/list`, async (request) => {
      const query = request.query as Query;
      let select: AnySelect = loose.selectFrom(list.table);
      if (list.hasLanguage !== false) {
        select = applyFilter(select, "language", readCodeFilter(query, "language"));
      }
      if (list.typeKey)
        select = applyFilter(select, list.typeKey, readCodeFilter(query, list.typeKey));

      const counted = await select
        .select((eb) => eb.fn.countAll<number>().as("total"))
        .executeTakeFirst();
      const total = Number(counted?.total ?? 0);
      const paging = readPaging(query);
      let rows = select.selectAll();
      if (list.hasLanguage !== false) rows = rows.orderBy("language");
      rows = rows.orderBy("sortOrder").orderBy(list.idKey);
      if (paging.kind === "page") {
        if (paging.limit === 0) return tableBody([], total);
        rows = rows.limit(paging.limit).offset(paging.offset);
      }
      const found = (await rows.execute()) as Record<string, unknown>[];
      return tableBody(found.map(wireRow), total);
    });
  }
}
