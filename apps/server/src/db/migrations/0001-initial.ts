// Frozen once released: a schema change is a new migration, never an edit here.
// Types mean the same on both engines: integer ids, text, and through ../dialect.ts numbered
// ids and points in time (on SQLite exactly the schema this migration always made).
import type { CreateTableBuilder, Kysely, Migration } from "kysely";
import { numberedId, timestampType } from "../dialect";

// Migrations outlive the current schema type: they see no tables, only the schema builder.
type AnyDb = Kysely<unknown>;

function contentColumns<T extends string>(
  db: AnyDb,
  table: CreateTableBuilder<T, never>,
  idColumn: string,
  { withLanguage = true } = {},
) {
  let builder = table.addColumn(idColumn, "integer", (col) => col.primaryKey());
  if (withLanguage) builder = builder.addColumn("language", "integer", (col) => col.notNull());
  return builder
    .addColumn("sort_order", "integer", (col) => col.notNull())
    .addColumn("created_at", timestampType(db), (col) => col.notNull())
    .addColumn("updated_at", timestampType(db), (col) => col.notNull());
}

const text = "text" as const;

export const initial: Migration = {
  async up(db: AnyDb) {
    const time = timestampType(db);
    await contentColumns(db, db.schema.createTable("classify"), "id")
      .addColumn("parent_id", "integer", (col) => col.references("classify.id").onDelete("cascade"))
      .addColumn("label", text, (col) => col.notNull())
      .addColumn("classify_path", text, (col) => col.notNull())
      .addColumn("classify_img", text)
      .addColumn("classify_img2", text)
      .execute();

    await contentColumns(db, db.schema.createTable("personnel"), "personnel_id")
      .addColumn("personnel_type", "integer", (col) => col.notNull())
      .addColumn("personnel_name", text, (col) => col.notNull())
      .addColumn("personnel_position", text, (col) => col.notNull())
      .addColumn("personnel_img", text)
      .addColumn("remark", text, (col) => col.notNull())
      .execute();

    // "case" is a reserved word in SQL.
    await contentColumns(db, db.schema.createTable("case_study"), "case_id")
      .addColumn("case_type", "integer", (col) => col.notNull())
      .addColumn("case_title", text, (col) => col.notNull())
      .addColumn("case_title2", text, (col) => col.notNull())
      .addColumn("case_content", text, (col) => col.notNull())
      .addColumn("case_hs", text, (col) => col.notNull())
      .addColumn("case_img", text)
      .execute();

    await contentColumns(db, db.schema.createTable("dynamic"), "dynamic_id")
      .addColumn("dynamic_type", "integer", (col) => col.notNull())
      .addColumn("dynamic_title", text, (col) => col.notNull())
      .addColumn("dynamic_title2", text, (col) => col.notNull())
      .addColumn("dynamic_content", text, (col) => col.notNull())
      .addColumn("dynamic_img", text)
      .addColumn("dynamic_date", text, (col) => col.notNull())
      .addColumn("dynamic_name", text, (col) => col.notNull())
      .execute();

    await contentColumns(db, db.schema.createTable("client"), "client_id", { withLanguage: false })
      .addColumn("client_img", text)
      .execute();

    await contentColumns(db, db.schema.createTable("config"), "config_id")
      .addColumn("config_name", text, (col) => col.notNull())
      .addColumn("icp_ba", text, (col) => col.notNull())
      .execute();

    await contentColumns(db, db.schema.createTable("brief"), "brief_id")
      .addColumn("brief_about", text, (col) => col.notNull())
      .addColumn("brief_imgs", text, (col) => col.notNull())
      .addColumn("brief_yg_number", "integer", (col) => col.notNull())
      .addColumn("brief_zyrc_number", "integer", (col) => col.notNull())
      .addColumn("brief_fgs_number", "integer", (col) => col.notNull())
      .execute();

    await contentColumns(db, db.schema.createTable("chairman"), "chairman_id")
      .addColumn("chairman_title", text, (col) => col.notNull())
      .addColumn("chairman_stitle", text, (col) => col.notNull())
      .addColumn("chairman_img", text)
      .addColumn("chairman_content", text, (col) => col.notNull())
      .addColumn("chairman_brief", text, (col) => col.notNull())
      .execute();

    await contentColumns(db, db.schema.createTable("mileage"), "mileage_id")
      .addColumn("mileage_year", text, (col) => col.notNull())
      .addColumn("mileage_title", text, (col) => col.notNull())
      .addColumn("mileage_img", text)
      .addColumn("mileage_content", text, (col) => col.notNull())
      .execute();

    await contentColumns(db, db.schema.createTable("contact"), "contact_id")
      .addColumn("dept_name", text, (col) => col.notNull())
      .addColumn("contact_user", text, (col) => col.notNull())
      .addColumn("contact_phone", text, (col) => col.notNull())
      .addColumn("contact_address", text, (col) => col.notNull())
      .execute();

    await contentColumns(db, db.schema.createTable("address"), "address_id")
      .addColumn("address_zname", text, (col) => col.notNull())
      .addColumn("address_yname", text, (col) => col.notNull())
      .addColumn("address_code", text, (col) => col.notNull())
      .execute();

    await contentColumns(db, db.schema.createTable("staff"), "staff_id")
      .addColumn("staff_code", text, (col) => col.notNull())
      .addColumn("staff_name", text, (col) => col.notNull())
      .addColumn("staff_company", text, (col) => col.notNull())
      .addColumn("staff_phone", text, (col) => col.notNull())
      .addColumn("staff_address", text, (col) => col.notNull())
      .addColumn("staff_post", text, (col) => col.notNull())
      .addColumn("staff_img", text)
      .addColumn("color", text)
      .execute();

    await contentColumns(db, db.schema.createTable("cooperation"), "cooperation_id")
      .addColumn("cooperation_img", text)
      .addColumn("cooperation_content", text, (col) => col.notNull())
      .execute();

    for (const [table, typeColumn] of [
      ["classify", null],
      ["personnel", "personnel_type"],
      ["case_study", "case_type"],
      ["dynamic", "dynamic_type"],
      ["config", null],
      ["brief", null],
      ["chairman", null],
      ["mileage", null],
      ["contact", null],
      ["address", null],
      ["staff", null],
      ["cooperation", null],
    ] as const) {
      const columns = typeColumn
        ? ["language", typeColumn, "sort_order"]
        : ["language", "sort_order"];
      await db.schema.createIndex(`${table}_order_idx`).on(table).columns(columns).execute();
    }

    await db.schema
      .createTable("consultation")
      .addColumn("id", "integer", numberedId(db))
      .addColumn("name", text, (col) => col.notNull())
      .addColumn("tel", text, (col) => col.notNull())
      .addColumn("content", text, (col) => col.notNull())
      .addColumn("created_at", time, (col) => col.notNull())
      .execute();

    await db.schema
      .createTable("complaint")
      .addColumn("id", "integer", numberedId(db))
      .addColumn("customer_name", text, (col) => col.notNull())
      .addColumn("customer_phone", text, (col) => col.notNull())
      .addColumn("customer_company", text, (col) => col.notNull())
      .addColumn("customer_gwname", text, (col) => col.notNull())
      .addColumn("customer_type", "integer", (col) => col.notNull())
      .addColumn("customer_type_content", text, (col) => col.notNull())
      .addColumn("remark", text, (col) => col.notNull())
      .addColumn("customer_imgs", text, (col) => col.notNull())
      .addColumn("customer_solve", "integer", (col) => col.notNull())
      .addColumn("customer_solve_content", text, (col) => col.notNull())
      .addColumn("created_at", time, (col) => col.notNull())
      .execute();

    await db.schema
      .createTable("visit")
      .addColumn("id", "integer", numberedId(db))
      .addColumn("user_type", text, (col) => col.notNull())
      .addColumn("created_at", time, (col) => col.notNull())
      .execute();

    await db.schema
      .createTable("upload")
      .addColumn("id", "integer", numberedId(db))
      .addColumn("file_name", text, (col) => col.notNull().unique())
      .addColumn("stored_name", text, (col) => col.notNull().unique())
      .addColumn("original_filename", text, (col) => col.notNull())
      .addColumn("content_type", text, (col) => col.notNull())
      .addColumn("size_bytes", "integer", (col) => col.notNull())
      .addColumn("created_at", time, (col) => col.notNull())
      .addColumn("claimed_at", time)
      .execute();

    await db.schema
      .createTable("webhook_outbox")
      .addColumn("id", "integer", numberedId(db))
      .addColumn("kind", text, (col) => col.notNull())
      .addColumn("record_id", "integer", (col) => col.notNull())
      .addColumn("payload", text, (col) => col.notNull())
      .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("next_attempt_at", time, (col) => col.notNull())
      .addColumn("delivered_at", time)
      .addColumn("last_error", text)
      .addColumn("created_at", time, (col) => col.notNull())
      .execute();

    for (const table of ["consultation", "complaint", "visit", "upload"]) {
      await db.schema.createIndex(`${table}_created_idx`).on(table).column("created_at").execute();
    }
    await db.schema
      .createIndex("webhook_outbox_due_idx")
      .on("webhook_outbox")
      .columns(["delivered_at", "next_attempt_at"])
      .execute();
  },
};
