import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * `listing_cards`: one row per product and language it has texts in, carrying everything a
 * listing filters, sorts and shows (issue 16, cold listing pages). A listing page used to join
 * products, product_texts (a product is listed in a language only when it has texts in it),
 * product_images and product_tags; the count alone looked up a text row per product of the
 * merchant. Now the count is a range of one index and the page one table.
 *
 * Kept in step by triggers in the same statement as every write to products, product_texts,
 * product_images and product_tags, whoever writes (back office, CSV import, bulk import, tests),
 * so it can never disagree with them. Tag ids are a comma-separated list (read order is not
 * guaranteed on SQLite; the reader sorts them).
 */
const PRODUCT_COLUMNS = [
  'merchant_number',
  'status',
  'code',
  'type',
  'category_id',
  'subcategory_id',
  'country_id',
  'state_id',
  'city_id',
  'currency',
  'from_price',
  'from_original_price',
  'sales_count',
  'recommend_score',
  'created_at',
] as const;

/** Han, Hangul and Kana runs (a copy of catalog/search-strategy.ts's shortWordKeys as of this migration). */
const DENSE_RUN = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]+/gu;
function shortWordKeys(body: string): string[] {
  const keys = new Set<string>();
  for (const run of body.toLowerCase().match(DENSE_RUN) ?? []) {
    const chars = [...run];
    chars.forEach((c, i) => {
      keys.add(c);
      if (i + 1 < chars.length) keys.add(c + chars[i + 1]);
    });
  }
  return [...keys];
}

/**
 * Keyword search of words of one or two Han, Hangul or Kana characters (悉尼, 门票, 투어), which
 * no trigram index answers: each search document gets its short-word keys (every such character
 * and neighbouring pair), indexed. SQLite: an FTS5 table of the keys, same rowids as
 * product_search (one range per merchant), without positions. PostgreSQL: a text[] column of
 * keys prefixed with the merchant number, GIN-indexed, so a key's list is one merchant's.
 */
async function addShortWordKeys(db: Kysely<unknown>, postgres: boolean) {
  const CHUNK = 500;
  if (postgres) {
    await sql`alter table product_search add column short_keys text[] not null default '{}'`.execute(db);
    for (let after = 0; ;) {
      const { rows } = await sql<{ product_id: number; merchant_number: string; body: string }>`select product_id,
        merchant_number, body from product_search where product_id > ${after} order by product_id limit ${CHUNK}`.execute(
        db,
      );
      if (rows.length === 0) break;
      after = rows[rows.length - 1]!.product_id;
      const values = rows.map(
        (r) =>
          sql`(${r.product_id}::integer, ${shortWordKeys(r.body).map((k) => `${r.merchant_number}:${k}`)}::text[])`,
      );
      await sql`update product_search s set short_keys = v.keys from (values ${sql.join(values)}) v(id, keys)
        where s.product_id = v.id`.execute(db);
    }
    await sql`create index product_search_short_keys on product_search using gin (short_keys)`.execute(db);
    return;
  }
  await sql`create virtual table product_search_keys using fts5(body, tokenize = 'unicode61 remove_diacritics 0', detail = none)`.execute(
    db,
  );
  for (let after = -1; ;) {
    const { rows } = await sql<{ rowid: number; body: string }>`select rowid, body from product_search
      where rowid > ${after} order by rowid limit ${CHUNK}`.execute(db);
    if (rows.length === 0) break;
    after = rows[rows.length - 1]!.rowid;
    await sql`insert into product_search_keys (rowid, body) values ${sql.join(
      rows.map((r) => sql`(${r.rowid}, ${shortWordKeys(r.body).join(' ')})`),
    )}`.execute(db);
  }
}

const COLUMNS = ['product_id', 'language', ...PRODUCT_COLUMNS, 'title', 'subtitle', 'image', 'tag_ids'];

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await addShortWordKeys(db, postgres);
  await db.schema
    .createTable('listing_cards')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('language', 'varchar(10)', (c) => c.notNull())
    .addColumn('merchant_number', 'varchar(20)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('code', 'varchar(12)', (c) => c.notNull())
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('subcategory_id', 'integer', (c) => c.notNull())
    .addColumn('country_id', 'varchar(80)', (c) => c.notNull())
    .addColumn('state_id', 'varchar(80)', (c) => c.notNull())
    .addColumn('city_id', 'varchar(80)', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('from_price', 'bigint', (c) => c.notNull())
    .addColumn('from_original_price', 'bigint', (c) => c.notNull())
    .addColumn('sales_count', 'integer', (c) => c.notNull())
    .addColumn('recommend_score', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('subtitle', 'varchar(300)', (c) => c.notNull())
    .addColumn('image', 'varchar(300)', (c) => c.notNull())
    .addColumn('tag_ids', 'varchar(1000)', (c) => c.notNull())
    .addPrimaryKeyConstraint('listing_cards_pk', ['product_id', 'language'])
    .execute();
  // The listing's count and filters from one index: merchant, language, on sale, category, then
  // the sort keys and filtered columns (INCLUDEd on PostgreSQL, key columns on SQLite).
  const rest = [
    'recommend_score',
    'created_at',
    'sales_count',
    'currency',
    'from_price',
    'country_id',
    'subcategory_id',
  ];
  const more = ['state_id', 'city_id', 'type', 'product_id'];
  if (postgres) {
    await sql`create index listing_cards_listing on listing_cards (merchant_number, language, status, category_id) include (${sql.join(
      [...rest, ...more].map((c) => sql.ref(c)),
    )})`.execute(db);
  } else {
    await db.schema
      .createIndex('listing_cards_listing')
      .on('listing_cards')
      .columns(['merchant_number', 'language', 'status', 'category_id', ...rest, ...more])
      .execute();
  }
  // A listing of every category walks its sort's own index and stops after the page.
  for (const key of ['recommend_score', 'created_at', 'sales_count']) {
    await db.schema
      .createIndex(`listing_cards_by_${key}`)
      .on('listing_cards')
      .columns(['merchant_number', 'language', 'status', key])
      .execute();
  }

  const tags = postgres
    ? sql`coalesce((select string_agg(g.tag_id::text, ',' order by g.tag_id) from product_tags g where g.product_id = p.id), '')`
    : sql`coalesce((select group_concat(g.tag_id) from product_tags g where g.product_id = p.id), '')`;
  const image = sql`coalesce((select i.image from product_images i where i.product_id = p.id and i.sort = 0), '')`;
  const select = (textRef: string) =>
    sql`select p.id, ${sql.raw(`${textRef}.language`)}, ${sql.join(PRODUCT_COLUMNS.map((c) => sql.ref(`p.${c}`)))},
      ${sql.raw(`${textRef}.title, ${textRef}.subtitle`)}, ${image}, ${tags}`;
  const insertInto = sql`insert into listing_cards (${sql.join(COLUMNS.map((c) => sql.ref(c)))})`;
  // Every existing product and language.
  await sql`${insertInto} ${select('t')} from products p join product_texts t on t.product_id = p.id`.execute(db);
  // The planner's statistics of the new table and index (a fresh table has none, and without them
  // PostgreSQL guesses its size and SQLite may pick a sort's index over the category's).
  await sql`analyze listing_cards`.execute(db);
  if (postgres) await sql`analyze product_search`.execute(db);

  const setProduct = sql.join(PRODUCT_COLUMNS.map((c) => sql`${sql.ref(c)} = ${sql.raw(`new.${c}`)}`));
  const tagsOf = (ref: string) =>
    postgres
      ? sql.raw(
          `coalesce((select string_agg(g.tag_id::text, ',' order by g.tag_id) from product_tags g where g.product_id = ${ref}), '')`,
        )
      : sql.raw(`coalesce((select group_concat(g.tag_id) from product_tags g where g.product_id = ${ref}), '')`);
  const imageOf = (ref: string) =>
    sql.raw(`coalesce((select i.image from product_images i where i.product_id = ${ref} and i.sort = 0), '')`);
  // The statements each trigger runs: `old`/`new` are the written row.
  const onText = {
    insert: sql`${insertInto} ${select('new')} from products p where p.id = new.product_id`,
    delete: sql`delete from listing_cards where product_id = old.product_id and language = old.language`,
  };
  const onProduct = sql`update listing_cards set ${setProduct} where product_id = new.id`;
  const refreshImage = (ref: string) =>
    sql`update listing_cards set image = ${imageOf('listing_cards.product_id')} where product_id = ${sql.raw(ref)}`;
  const refreshTags = (ref: string) =>
    sql`update listing_cards set tag_ids = ${tagsOf('listing_cards.product_id')} where product_id = ${sql.raw(ref)}`;

  if (postgres) {
    const fn = async (name: string, body: ReturnType<typeof sql>) => {
      await sql`create function ${sql.raw(name)}() returns trigger language plpgsql as $body$
        begin ${body} return null; end $body$`.execute(db);
    };
    await fn(
      'listing_cards_on_text',
      sql`if tg_op <> 'INSERT' then ${onText.delete}; end if;
        if tg_op <> 'DELETE' then ${onText.insert}; end if;`,
    );
    await fn('listing_cards_on_product', sql`${onProduct};`);
    await fn(
      'listing_cards_on_image',
      sql`if tg_op <> 'INSERT' then ${refreshImage('old.product_id')}; end if;
        if tg_op <> 'DELETE' then ${refreshImage('new.product_id')}; end if;`,
    );
    await fn(
      'listing_cards_on_tag',
      sql`if tg_op <> 'INSERT' then ${refreshTags('old.product_id')}; end if;
        if tg_op <> 'DELETE' then ${refreshTags('new.product_id')}; end if;`,
    );
    for (const [table, name, events] of [
      ['product_texts', 'listing_cards_on_text', 'insert or update or delete'],
      ['products', 'listing_cards_on_product', 'update'],
      ['product_images', 'listing_cards_on_image', 'insert or update or delete'],
      ['product_tags', 'listing_cards_on_tag', 'insert or update or delete'],
    ] as const) {
      await sql`create trigger ${sql.raw(name)} after ${sql.raw(events)} on ${sql.raw(table)}
        for each row execute function ${sql.raw(name)}()`.execute(db);
    }
    return;
  }
  const trigger = async (name: string, event: string, table: string, ...body: ReturnType<typeof sql>[]) => {
    await sql`create trigger ${sql.raw(name)} after ${sql.raw(event)} on ${sql.raw(table)} begin
      ${sql.join(
        body.map((b) => sql`${b};`),
        sql` `,
      )} end`.execute(db);
  };
  await trigger('listing_cards_text_insert', 'insert', 'product_texts', onText.insert);
  await trigger('listing_cards_text_update', 'update', 'product_texts', onText.delete, onText.insert);
  await trigger('listing_cards_text_delete', 'delete', 'product_texts', onText.delete);
  await trigger('listing_cards_product_update', 'update', 'products', onProduct);
  await trigger('listing_cards_image_insert', 'insert', 'product_images', refreshImage('new.product_id'));
  await trigger(
    'listing_cards_image_update',
    'update',
    'product_images',
    refreshImage('old.product_id'),
    refreshImage('new.product_id'),
  );
  await trigger('listing_cards_image_delete', 'delete', 'product_images', refreshImage('old.product_id'));
  await trigger('listing_cards_tag_insert', 'insert', 'product_tags', refreshTags('new.product_id'));
  await trigger(
    'listing_cards_tag_update',
    'update',
    'product_tags',
    refreshTags('old.product_id'),
    refreshTags('new.product_id'),
  );
  await trigger('listing_cards_tag_delete', 'delete', 'product_tags', refreshTags('old.product_id'));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop index if exists product_search_short_keys`.execute(db);
    await sql`alter table product_search drop column if exists short_keys`.execute(db);
    for (const [table, name] of [
      ['product_texts', 'listing_cards_on_text'],
      ['products', 'listing_cards_on_product'],
      ['product_images', 'listing_cards_on_image'],
      ['product_tags', 'listing_cards_on_tag'],
    ] as const) {
      await sql`drop trigger if exists ${sql.raw(name)} on ${sql.raw(table)}`.execute(db);
      await sql`drop function if exists ${sql.raw(name)}()`.execute(db);
    }
  } else {
    await sql`drop table if exists product_search_keys`.execute(db);
    for (const table of ['text', 'product', 'image', 'tag'])
      for (const event of ['insert', 'update', 'delete'])
        await sql`drop trigger if exists ${sql.raw(`listing_cards_${table}_${event}`)}`.execute(db);
  }
  await db.schema.dropTable('listing_cards').execute();
}
