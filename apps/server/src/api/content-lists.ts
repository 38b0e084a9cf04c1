// The list reads of spec 7.1, as RuoYi TableDataInfo bodies, with D9's filters and paging.
import { apiPath, endpoints, type Endpoint } from "@site/api/endpoints";
import type { EntityName } from "@site/api/schemas";
import type { FastifyInstance } from "fastify";
import type { SiteDb } from "../db/database";
import type { ContentTableName, Database } from "../db/schema";
import { tableBody } from "../ruoyi";
import { readCodeFilter, readPaging, type CodeFilter, type Query } from "./query";
import { wireRow } from "./rows";

/** The content tables answered by a list call; the menu and the chairman are single reads. */
type ListTable = Exclude<ContentTableName, "classify" | "chairman">;

/** A column of any of the list tables (the query is built for the union of them). */
type ListColumn = { [Table in ListTable]: keyof Database[Table] & string }[ListTable];

export type ListRoute = {
  [Table in ListTable]: {
    endpoint: Endpoint;
    /** The entity each row is (`@site/api/schemas`), for the contract test. */
    entity: EntityName;
    table: Table;
    idKey: keyof Database[Table] & string;
    /** The dictionary column a query may filter on. */
    typeKey?: keyof Database[Table] & string;
    /** spec 7.1: TckgClient/list is one list for both editions. */
    hasLanguage?: false;
  };
}[ListTable];

export const LISTS: readonly ListRoute[] = [
  { endpoint: endpoints.config, entity: "config", table: "config", idKey: "configId" },
  {
    endpoint: endpoints.news,
    entity: "dynamic",
    table: "dynamic",
    idKey: "dynamicId",
    typeKey: "dynamicType",
  },
  {
    endpoint: endpoints.experts,
    entity: "personnel",
    table: "personnel",
    idKey: "personnelId",
    typeKey: "personnelType",
  },
  {
    endpoint: endpoints.clients,
    entity: "client",
    table: "client",
    idKey: "clientId",
    hasLanguage: false,
  },
  {
    endpoint: endpoints.cases,
    entity: "case",
    table: "caseStudy",
    idKey: "caseId",
    typeKey: "caseType",
  },
  { endpoint: endpoints.contacts, entity: "contact", table: "contact", idKey: "contactId" },
  { endpoint: endpoints.profile, entity: "brief", table: "brief", idKey: "briefId" },
  { endpoint: endpoints.milestones, entity: "mileage", table: "mileage", idKey: "mileageId" },
  { endpoint: endpoints.offices, entity: "address", table: "address", idKey: "addressId" },
  { endpoint: endpoints.staff, entity: "staff", table: "staff", idKey: "staffId" },
  {
    endpoint: endpoints.cooperation,
    entity: "cooperation",
    table: "cooperation",
    idKey: "cooperationId",
  },
];

export function registerContentLists(app: FastifyInstance, db: SiteDb): void {
  for (const list of LISTS) {
    // The table is picked at run time: the query is typed for the union of the list tables.
    const from = () => db.selectFrom(list.table);
    type Select = ReturnType<typeof from>;
    const applyFilter = (query: Select, column: ListColumn, filter: CodeFilter): Select => {
      if (filter.kind === "any") return query;
      if (filter.kind === "none") return query.where((eb) => eb.val(1), "=", 0);
      return query.where(column, "=", filter.value);
    };

    app.get(apiPath(list.endpoint), async (request) => {
      const query = request.query as Query;
      let select = from();
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
      const found = await rows.execute();
      return tableBody(found.map(wireRow), total);
    });
  }
}
