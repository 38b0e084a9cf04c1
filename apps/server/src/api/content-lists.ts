// The list reads of spec 7.1, as RuoYi TableDataInfo bodies, with D9's filters and paging.
import { apiPath, endpoints, type Endpoint } from "@site/api/endpoints";
import type { EntityName } from "@site/api/schemas";
import type { FastifyInstance } from "fastify";
import type { SiteDb } from "../db/database";
import type { Database } from "../db/schema";
import { tableBody } from "../ruoyi";
import {
  countListRows,
  readListRows,
  type CodeMatch,
  type ListSource,
  type ListTable,
} from "../stores/content-reads";
import { readCodeFilter, readPaging, type Query } from "./query";
import { wireRow } from "./rows";

export type ListRoute = {
  [Table in ListTable]: Extract<ListSource, { table: Table }> & {
    endpoint: Endpoint;
    /** The entity each row is (`@site/api/schemas`), for the contract test. */
    entity: EntityName;
    /** The dictionary column a query may filter on. */
    typeKey?: keyof Database[Table] & string;
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
    app.get(apiPath(list.endpoint), async (request) => {
      const query = request.query as Query;
      const matches: CodeMatch[] = [];
      const match = (column: CodeMatch["column"]) => {
        const filter = readCodeFilter(query, column);
        if (filter.kind === "any") return;
        matches.push({ column, code: filter.kind === "equals" ? filter.value : null });
      };
      if (list.hasLanguage !== false) match("language");
      if (list.typeKey) match(list.typeKey);
      const total = await countListRows(db, list, matches);
      const paging = readPaging(query);
      if (paging.kind === "page" && paging.limit === 0) return tableBody([], total);
      const rows = await readListRows(
        db,
        list,
        matches,
        paging.kind === "page" ? paging : undefined,
      );
      return tableBody(rows.map(wireRow), total);
    });
  }
}
