import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`news_blocks_image_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`alt\` text,
  	\`link\` text,
  	\`thumbnail_text\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news_blocks_image\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_blocks_image_items_order_idx\` ON \`news_blocks_image_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_items_parent_id_idx\` ON \`news_blocks_image_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_items_locale_idx\` ON \`news_blocks_image_items\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_items_image_idx\` ON \`news_blocks_image_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`display\` text DEFAULT 'grid',
  	\`margin\` text DEFAULT 'medium',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_blocks_image_order_idx\` ON \`news_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_parent_id_idx\` ON \`news_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_path_idx\` ON \`news_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_image_locale_idx\` ON \`news_blocks_image\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_full_html\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`html\` text,
  	\`margin\` text DEFAULT 'medium',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_blocks_full_html_order_idx\` ON \`news_blocks_full_html\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_full_html_parent_id_idx\` ON \`news_blocks_full_html\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_full_html_path_idx\` ON \`news_blocks_full_html\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_full_html_locale_idx\` ON \`news_blocks_full_html\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_heading\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`heading_type\` text DEFAULT 'h2',
  	\`margin\` text DEFAULT 'medium',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_blocks_heading_order_idx\` ON \`news_blocks_heading\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_heading_parent_id_idx\` ON \`news_blocks_heading\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_heading_path_idx\` ON \`news_blocks_heading\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_heading_locale_idx\` ON \`news_blocks_heading\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_button\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`button_type\` text DEFAULT 'button',
  	\`link_uri\` text,
  	\`link_title\` text,
  	\`alignment\` text DEFAULT 'center',
  	\`margin\` text DEFAULT 'medium',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_blocks_button_order_idx\` ON \`news_blocks_button\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_button_parent_id_idx\` ON \`news_blocks_button\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_button_path_idx\` ON \`news_blocks_button\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_button_locale_idx\` ON \`news_blocks_button\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_list_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news_blocks_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_blocks_list_items_order_idx\` ON \`news_blocks_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_list_items_parent_id_idx\` ON \`news_blocks_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_list_items_locale_idx\` ON \`news_blocks_list_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`list_type\` text DEFAULT 'bullet_list',
  	\`margin\` text DEFAULT 'medium',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_blocks_list_order_idx\` ON \`news_blocks_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_list_parent_id_idx\` ON \`news_blocks_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_list_path_idx\` ON \`news_blocks_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_list_locale_idx\` ON \`news_blocks_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_imagetext\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`format\` text DEFAULT 'horizontal',
  	\`imagetext_type\` text DEFAULT 'image_left_text_right',
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`link\` text,
  	\`margin\` text DEFAULT 'medium',
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_blocks_imagetext_order_idx\` ON \`news_blocks_imagetext\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_imagetext_parent_id_idx\` ON \`news_blocks_imagetext\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_imagetext_path_idx\` ON \`news_blocks_imagetext\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_imagetext_locale_idx\` ON \`news_blocks_imagetext\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_imagetext_image_idx\` ON \`news_blocks_imagetext\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`news_blocks_hierarchical_block\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`open\` integer DEFAULT false,
  	\`margin\` text DEFAULT 'medium',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_blocks_hierarchical_block_order_idx\` ON \`news_blocks_hierarchical_block\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_hierarchical_block_parent_id_idx\` ON \`news_blocks_hierarchical_block\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_hierarchical_block_path_idx\` ON \`news_blocks_hierarchical_block\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`news_blocks_hierarchical_block_locale_idx\` ON \`news_blocks_hierarchical_block\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`news_bscodes\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_bscodes_order_idx\` ON \`news_bscodes\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`news_bscodes_parent_idx\` ON \`news_bscodes\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`pub_date\` text,
  	\`news_type_id\` integer,
  	\`important_news\` integer DEFAULT false,
  	\`sort_order\` numeric DEFAULT 0,
  	\`link\` text,
  	\`related_link_uri\` text,
  	\`alias\` text,
  	\`start_date\` text,
  	\`end_date\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`news_type_id\`) REFERENCES \`news_types\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`news_pub_date_idx\` ON \`news\` (\`pub_date\`);`)
  await db.run(sql`CREATE INDEX \`news_news_type_idx\` ON \`news\` (\`news_type_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_alias_idx\` ON \`news\` (\`alias\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`news_locales\` (
  	\`title\` text,
  	\`display_title\` text,
  	\`related_link_title\` text,
  	\`release_company\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`news_locales_locale_parent_id_unique\` ON \`news_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`news_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`courses_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`courses_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_rels_order_idx\` ON \`news_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_parent_idx\` ON \`news_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_path_idx\` ON \`news_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_courses_id_idx\` ON \`news_rels\` (\`courses_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_image_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`alt\` text,
  	\`link\` text,
  	\`thumbnail_text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v_blocks_image\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_image_items_order_idx\` ON \`_news_v_blocks_image_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_image_items_parent_id_idx\` ON \`_news_v_blocks_image_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_image_items_locale_idx\` ON \`_news_v_blocks_image_items\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_image_items_image_idx\` ON \`_news_v_blocks_image_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`display\` text DEFAULT 'grid',
  	\`margin\` text DEFAULT 'medium',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_image_order_idx\` ON \`_news_v_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_image_parent_id_idx\` ON \`_news_v_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_image_path_idx\` ON \`_news_v_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_image_locale_idx\` ON \`_news_v_blocks_image\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_full_html\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`html\` text,
  	\`margin\` text DEFAULT 'medium',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_full_html_order_idx\` ON \`_news_v_blocks_full_html\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_full_html_parent_id_idx\` ON \`_news_v_blocks_full_html\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_full_html_path_idx\` ON \`_news_v_blocks_full_html\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_full_html_locale_idx\` ON \`_news_v_blocks_full_html\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_heading\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`heading_type\` text DEFAULT 'h2',
  	\`margin\` text DEFAULT 'medium',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_heading_order_idx\` ON \`_news_v_blocks_heading\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_heading_parent_id_idx\` ON \`_news_v_blocks_heading\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_heading_path_idx\` ON \`_news_v_blocks_heading\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_heading_locale_idx\` ON \`_news_v_blocks_heading\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_button\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`button_type\` text DEFAULT 'button',
  	\`link_uri\` text,
  	\`link_title\` text,
  	\`alignment\` text DEFAULT 'center',
  	\`margin\` text DEFAULT 'medium',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_button_order_idx\` ON \`_news_v_blocks_button\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_button_parent_id_idx\` ON \`_news_v_blocks_button\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_button_path_idx\` ON \`_news_v_blocks_button\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_button_locale_idx\` ON \`_news_v_blocks_button\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_list_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v_blocks_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_list_items_order_idx\` ON \`_news_v_blocks_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_list_items_parent_id_idx\` ON \`_news_v_blocks_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_list_items_locale_idx\` ON \`_news_v_blocks_list_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`list_type\` text DEFAULT 'bullet_list',
  	\`margin\` text DEFAULT 'medium',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_list_order_idx\` ON \`_news_v_blocks_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_list_parent_id_idx\` ON \`_news_v_blocks_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_list_path_idx\` ON \`_news_v_blocks_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_list_locale_idx\` ON \`_news_v_blocks_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_imagetext\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`format\` text DEFAULT 'horizontal',
  	\`imagetext_type\` text DEFAULT 'image_left_text_right',
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`link\` text,
  	\`margin\` text DEFAULT 'medium',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_imagetext_order_idx\` ON \`_news_v_blocks_imagetext\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_imagetext_parent_id_idx\` ON \`_news_v_blocks_imagetext\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_imagetext_path_idx\` ON \`_news_v_blocks_imagetext\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_imagetext_locale_idx\` ON \`_news_v_blocks_imagetext\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_imagetext_image_idx\` ON \`_news_v_blocks_imagetext\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_blocks_hierarchical_block\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`open\` integer DEFAULT false,
  	\`margin\` text DEFAULT 'medium',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_hierarchical_block_order_idx\` ON \`_news_v_blocks_hierarchical_block\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_hierarchical_block_parent_id_idx\` ON \`_news_v_blocks_hierarchical_block\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_hierarchical_block_path_idx\` ON \`_news_v_blocks_hierarchical_block\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_blocks_hierarchical_block_locale_idx\` ON \`_news_v_blocks_hierarchical_block\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_version_bscodes\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_version_bscodes_order_idx\` ON \`_news_v_version_bscodes\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_bscodes_parent_idx\` ON \`_news_v_version_bscodes\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_pub_date\` text,
  	\`version_news_type_id\` integer,
  	\`version_important_news\` integer DEFAULT false,
  	\`version_sort_order\` numeric DEFAULT 0,
  	\`version_link\` text,
  	\`version_related_link_uri\` text,
  	\`version_alias\` text,
  	\`version_start_date\` text,
  	\`version_end_date\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_news_type_id\`) REFERENCES \`news_types\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_pub_date_idx\` ON \`_news_v\` (\`version_pub_date\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_news_type_idx\` ON \`_news_v\` (\`version_news_type_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_alias_idx\` ON \`_news_v\` (\`version_alias\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_updated_at_idx\` ON \`_news_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_created_at_idx\` ON \`_news_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version__status_idx\` ON \`_news_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_created_at_idx\` ON \`_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_updated_at_idx\` ON \`_news_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_snapshot_idx\` ON \`_news_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_published_locale_idx\` ON \`_news_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_latest_idx\` ON \`_news_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_locales\` (
  	\`version_title\` text,
  	\`version_display_title\` text,
  	\`version_related_link_title\` text,
  	\`version_release_company\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_news_v_locales_locale_parent_id_unique\` ON \`_news_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`courses_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`courses_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_rels_order_idx\` ON \`_news_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_parent_idx\` ON \`_news_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_path_idx\` ON \`_news_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_courses_id_idx\` ON \`_news_v_rels\` (\`courses_id\`);`)
  await db.run(sql`CREATE TABLE \`news_types\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tag_code\` text NOT NULL,
  	\`weight\` numeric DEFAULT 0,
  	\`icon_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`icon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`news_types_tag_code_idx\` ON \`news_types\` (\`tag_code\`);`)
  await db.run(sql`CREATE INDEX \`news_types_icon_idx\` ON \`news_types\` (\`icon_id\`);`)
  await db.run(sql`CREATE INDEX \`news_types_updated_at_idx\` ON \`news_types\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_types_created_at_idx\` ON \`news_types\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`news_types_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news_types\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`news_types_locales_locale_parent_id_unique\` ON \`news_types_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`block_contents_blocks_image_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`alt\` text,
  	\`link\` text,
  	\`thumbnail_text\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`block_contents_blocks_image\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`block_contents_blocks_image_items_order_idx\` ON \`block_contents_blocks_image_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`block_contents_blocks_image_items_parent_id_idx\` ON \`block_contents_blocks_image_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`block_contents_blocks_image_items_locale_idx\` ON \`block_contents_blocks_image_items\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`block_contents_blocks_image_items_image_idx\` ON \`block_contents_blocks_image_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`block_contents_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`display\` text DEFAULT 'grid',
  	\`margin\` text DEFAULT 'medium',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`block_contents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`block_contents_blocks_image_order_idx\` ON \`block_contents_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`block_contents_blocks_image_parent_id_idx\` ON \`block_contents_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`block_contents_blocks_image_path_idx\` ON \`block_contents_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`block_contents_blocks_image_locale_idx\` ON \`block_contents_blocks_image\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`block_contents_blocks_full_html\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`html\` text,
  	\`margin\` text DEFAULT 'medium',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`block_contents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`block_contents_blocks_full_html_order_idx\` ON \`block_contents_blocks_full_html\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`block_contents_blocks_full_html_parent_id_idx\` ON \`block_contents_blocks_full_html\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`block_contents_blocks_full_html_path_idx\` ON \`block_contents_blocks_full_html\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`block_contents_blocks_full_html_locale_idx\` ON \`block_contents_blocks_full_html\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`block_contents_blocks_heading\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`heading_type\` text DEFAULT 'h2',
  	\`margin\` text DEFAULT 'medium',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`block_contents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`block_contents_blocks_heading_order_idx\` ON \`block_contents_blocks_heading\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`block_contents_blocks_heading_parent_id_idx\` ON \`block_contents_blocks_heading\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`block_contents_blocks_heading_path_idx\` ON \`block_contents_blocks_heading\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`block_contents_blocks_heading_locale_idx\` ON \`block_contents_blocks_heading\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`block_contents_blocks_button\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`button_type\` text DEFAULT 'button',
  	\`link_uri\` text,
  	\`link_title\` text,
  	\`alignment\` text DEFAULT 'center',
  	\`margin\` text DEFAULT 'medium',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`block_contents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`block_contents_blocks_button_order_idx\` ON \`block_contents_blocks_button\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`block_contents_blocks_button_parent_id_idx\` ON \`block_contents_blocks_button\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`block_contents_blocks_button_path_idx\` ON \`block_contents_blocks_button\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`block_contents_blocks_button_locale_idx\` ON \`block_contents_blocks_button\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`block_contents_blocks_list_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`block_contents_blocks_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`block_contents_blocks_list_items_order_idx\` ON \`block_contents_blocks_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`block_contents_blocks_list_items_parent_id_idx\` ON \`block_contents_blocks_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`block_contents_blocks_list_items_locale_idx\` ON \`block_contents_blocks_list_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`block_contents_blocks_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`list_type\` text DEFAULT 'bullet_list',
  	\`margin\` text DEFAULT 'medium',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`block_contents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`block_contents_blocks_list_order_idx\` ON \`block_contents_blocks_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`block_contents_blocks_list_parent_id_idx\` ON \`block_contents_blocks_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`block_contents_blocks_list_path_idx\` ON \`block_contents_blocks_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`block_contents_blocks_list_locale_idx\` ON \`block_contents_blocks_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`block_contents_blocks_imagetext\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`format\` text DEFAULT 'horizontal',
  	\`imagetext_type\` text DEFAULT 'image_left_text_right',
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`link\` text,
  	\`margin\` text DEFAULT 'medium',
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`block_contents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`block_contents_blocks_imagetext_order_idx\` ON \`block_contents_blocks_imagetext\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`block_contents_blocks_imagetext_parent_id_idx\` ON \`block_contents_blocks_imagetext\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`block_contents_blocks_imagetext_path_idx\` ON \`block_contents_blocks_imagetext\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`block_contents_blocks_imagetext_locale_idx\` ON \`block_contents_blocks_imagetext\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`block_contents_blocks_imagetext_image_idx\` ON \`block_contents_blocks_imagetext\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`block_contents_blocks_hierarchical_block\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`open\` integer DEFAULT false,
  	\`margin\` text DEFAULT 'medium',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`block_contents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`block_contents_blocks_hierarchical_block_order_idx\` ON \`block_contents_blocks_hierarchical_block\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`block_contents_blocks_hierarchical_block_parent_id_idx\` ON \`block_contents_blocks_hierarchical_block\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`block_contents_blocks_hierarchical_block_path_idx\` ON \`block_contents_blocks_hierarchical_block\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`block_contents_blocks_hierarchical_block_locale_idx\` ON \`block_contents_blocks_hierarchical_block\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`block_contents_bscodes\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`block_contents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`block_contents_bscodes_order_idx\` ON \`block_contents_bscodes\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`block_contents_bscodes_parent_idx\` ON \`block_contents_bscodes\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`block_contents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`location_code\` text,
  	\`sort_order\` numeric DEFAULT 0,
  	\`css_code\` text,
  	\`js_code\` text,
  	\`start_date\` text,
  	\`end_date\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`block_contents_location_code_idx\` ON \`block_contents\` (\`location_code\`);`)
  await db.run(sql`CREATE INDEX \`block_contents_updated_at_idx\` ON \`block_contents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`block_contents_created_at_idx\` ON \`block_contents\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`block_contents__status_idx\` ON \`block_contents\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`block_contents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`courses_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`block_contents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`courses_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`block_contents_rels_order_idx\` ON \`block_contents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`block_contents_rels_parent_idx\` ON \`block_contents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`block_contents_rels_path_idx\` ON \`block_contents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`block_contents_rels_courses_id_idx\` ON \`block_contents_rels\` (\`courses_id\`);`)
  await db.run(sql`CREATE TABLE \`_block_contents_v_blocks_image_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`alt\` text,
  	\`link\` text,
  	\`thumbnail_text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_block_contents_v_blocks_image\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_block_contents_v_blocks_image_items_order_idx\` ON \`_block_contents_v_blocks_image_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_block_contents_v_blocks_image_items_parent_id_idx\` ON \`_block_contents_v_blocks_image_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_block_contents_v_blocks_image_items_locale_idx\` ON \`_block_contents_v_blocks_image_items\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_block_contents_v_blocks_image_items_image_idx\` ON \`_block_contents_v_blocks_image_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_block_contents_v_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`display\` text DEFAULT 'grid',
  	\`margin\` text DEFAULT 'medium',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_block_contents_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_block_contents_v_blocks_image_order_idx\` ON \`_block_contents_v_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_block_contents_v_blocks_image_parent_id_idx\` ON \`_block_contents_v_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_block_contents_v_blocks_image_path_idx\` ON \`_block_contents_v_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_block_contents_v_blocks_image_locale_idx\` ON \`_block_contents_v_blocks_image\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_block_contents_v_blocks_full_html\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`html\` text,
  	\`margin\` text DEFAULT 'medium',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_block_contents_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_block_contents_v_blocks_full_html_order_idx\` ON \`_block_contents_v_blocks_full_html\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_block_contents_v_blocks_full_html_parent_id_idx\` ON \`_block_contents_v_blocks_full_html\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_block_contents_v_blocks_full_html_path_idx\` ON \`_block_contents_v_blocks_full_html\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_block_contents_v_blocks_full_html_locale_idx\` ON \`_block_contents_v_blocks_full_html\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_block_contents_v_blocks_heading\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`heading_type\` text DEFAULT 'h2',
  	\`margin\` text DEFAULT 'medium',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_block_contents_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_block_contents_v_blocks_heading_order_idx\` ON \`_block_contents_v_blocks_heading\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_block_contents_v_blocks_heading_parent_id_idx\` ON \`_block_contents_v_blocks_heading\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_block_contents_v_blocks_heading_path_idx\` ON \`_block_contents_v_blocks_heading\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_block_contents_v_blocks_heading_locale_idx\` ON \`_block_contents_v_blocks_heading\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_block_contents_v_blocks_button\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`button_type\` text DEFAULT 'button',
  	\`link_uri\` text,
  	\`link_title\` text,
  	\`alignment\` text DEFAULT 'center',
  	\`margin\` text DEFAULT 'medium',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_block_contents_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_block_contents_v_blocks_button_order_idx\` ON \`_block_contents_v_blocks_button\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_block_contents_v_blocks_button_parent_id_idx\` ON \`_block_contents_v_blocks_button\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_block_contents_v_blocks_button_path_idx\` ON \`_block_contents_v_blocks_button\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_block_contents_v_blocks_button_locale_idx\` ON \`_block_contents_v_blocks_button\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_block_contents_v_blocks_list_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_block_contents_v_blocks_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_block_contents_v_blocks_list_items_order_idx\` ON \`_block_contents_v_blocks_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_block_contents_v_blocks_list_items_parent_id_idx\` ON \`_block_contents_v_blocks_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_block_contents_v_blocks_list_items_locale_idx\` ON \`_block_contents_v_blocks_list_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_block_contents_v_blocks_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`list_type\` text DEFAULT 'bullet_list',
  	\`margin\` text DEFAULT 'medium',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_block_contents_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_block_contents_v_blocks_list_order_idx\` ON \`_block_contents_v_blocks_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_block_contents_v_blocks_list_parent_id_idx\` ON \`_block_contents_v_blocks_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_block_contents_v_blocks_list_path_idx\` ON \`_block_contents_v_blocks_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_block_contents_v_blocks_list_locale_idx\` ON \`_block_contents_v_blocks_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_block_contents_v_blocks_imagetext\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`format\` text DEFAULT 'horizontal',
  	\`imagetext_type\` text DEFAULT 'image_left_text_right',
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`link\` text,
  	\`margin\` text DEFAULT 'medium',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_block_contents_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_block_contents_v_blocks_imagetext_order_idx\` ON \`_block_contents_v_blocks_imagetext\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_block_contents_v_blocks_imagetext_parent_id_idx\` ON \`_block_contents_v_blocks_imagetext\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_block_contents_v_blocks_imagetext_path_idx\` ON \`_block_contents_v_blocks_imagetext\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_block_contents_v_blocks_imagetext_locale_idx\` ON \`_block_contents_v_blocks_imagetext\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_block_contents_v_blocks_imagetext_image_idx\` ON \`_block_contents_v_blocks_imagetext\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_block_contents_v_blocks_hierarchical_block\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`open\` integer DEFAULT false,
  	\`margin\` text DEFAULT 'medium',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_block_contents_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_block_contents_v_blocks_hierarchical_block_order_idx\` ON \`_block_contents_v_blocks_hierarchical_block\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_block_contents_v_blocks_hierarchical_block_parent_id_idx\` ON \`_block_contents_v_blocks_hierarchical_block\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_block_contents_v_blocks_hierarchical_block_path_idx\` ON \`_block_contents_v_blocks_hierarchical_block\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_block_contents_v_blocks_hierarchical_block_locale_idx\` ON \`_block_contents_v_blocks_hierarchical_block\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_block_contents_v_version_bscodes\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_block_contents_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_block_contents_v_version_bscodes_order_idx\` ON \`_block_contents_v_version_bscodes\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_block_contents_v_version_bscodes_parent_idx\` ON \`_block_contents_v_version_bscodes\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_block_contents_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_location_code\` text,
  	\`version_sort_order\` numeric DEFAULT 0,
  	\`version_css_code\` text,
  	\`version_js_code\` text,
  	\`version_start_date\` text,
  	\`version_end_date\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`block_contents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_block_contents_v_parent_idx\` ON \`_block_contents_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_block_contents_v_version_version_location_code_idx\` ON \`_block_contents_v\` (\`version_location_code\`);`)
  await db.run(sql`CREATE INDEX \`_block_contents_v_version_version_updated_at_idx\` ON \`_block_contents_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_block_contents_v_version_version_created_at_idx\` ON \`_block_contents_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_block_contents_v_version_version__status_idx\` ON \`_block_contents_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_block_contents_v_created_at_idx\` ON \`_block_contents_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_block_contents_v_updated_at_idx\` ON \`_block_contents_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_block_contents_v_snapshot_idx\` ON \`_block_contents_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_block_contents_v_published_locale_idx\` ON \`_block_contents_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_block_contents_v_latest_idx\` ON \`_block_contents_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_block_contents_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`courses_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_block_contents_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`courses_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_block_contents_v_rels_order_idx\` ON \`_block_contents_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_block_contents_v_rels_parent_idx\` ON \`_block_contents_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_block_contents_v_rels_path_idx\` ON \`_block_contents_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_block_contents_v_rels_courses_id_idx\` ON \`_block_contents_v_rels\` (\`courses_id\`);`)
  await db.run(sql`CREATE TABLE \`special_pages_publish_location\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`special_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`special_pages_publish_location_order_idx\` ON \`special_pages_publish_location\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`special_pages_publish_location_parent_idx\` ON \`special_pages_publish_location\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`special_pages_special_categories\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`special_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`special_pages_special_categories_order_idx\` ON \`special_pages_special_categories\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`special_pages_special_categories_parent_idx\` ON \`special_pages_special_categories\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`special_pages_blocks_image_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`alt\` text,
  	\`link\` text,
  	\`thumbnail_text\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`special_pages_blocks_image\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`special_pages_blocks_image_items_order_idx\` ON \`special_pages_blocks_image_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`special_pages_blocks_image_items_parent_id_idx\` ON \`special_pages_blocks_image_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`special_pages_blocks_image_items_locale_idx\` ON \`special_pages_blocks_image_items\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`special_pages_blocks_image_items_image_idx\` ON \`special_pages_blocks_image_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`special_pages_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`display\` text DEFAULT 'grid',
  	\`margin\` text DEFAULT 'medium',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`special_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`special_pages_blocks_image_order_idx\` ON \`special_pages_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`special_pages_blocks_image_parent_id_idx\` ON \`special_pages_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`special_pages_blocks_image_path_idx\` ON \`special_pages_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`special_pages_blocks_image_locale_idx\` ON \`special_pages_blocks_image\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`special_pages_blocks_full_html\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`html\` text,
  	\`margin\` text DEFAULT 'medium',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`special_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`special_pages_blocks_full_html_order_idx\` ON \`special_pages_blocks_full_html\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`special_pages_blocks_full_html_parent_id_idx\` ON \`special_pages_blocks_full_html\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`special_pages_blocks_full_html_path_idx\` ON \`special_pages_blocks_full_html\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`special_pages_blocks_full_html_locale_idx\` ON \`special_pages_blocks_full_html\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`special_pages_blocks_heading\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`heading_type\` text DEFAULT 'h2',
  	\`margin\` text DEFAULT 'medium',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`special_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`special_pages_blocks_heading_order_idx\` ON \`special_pages_blocks_heading\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`special_pages_blocks_heading_parent_id_idx\` ON \`special_pages_blocks_heading\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`special_pages_blocks_heading_path_idx\` ON \`special_pages_blocks_heading\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`special_pages_blocks_heading_locale_idx\` ON \`special_pages_blocks_heading\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`special_pages_blocks_button\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`button_type\` text DEFAULT 'button',
  	\`link_uri\` text,
  	\`link_title\` text,
  	\`alignment\` text DEFAULT 'center',
  	\`margin\` text DEFAULT 'medium',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`special_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`special_pages_blocks_button_order_idx\` ON \`special_pages_blocks_button\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`special_pages_blocks_button_parent_id_idx\` ON \`special_pages_blocks_button\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`special_pages_blocks_button_path_idx\` ON \`special_pages_blocks_button\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`special_pages_blocks_button_locale_idx\` ON \`special_pages_blocks_button\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`special_pages_blocks_list_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`special_pages_blocks_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`special_pages_blocks_list_items_order_idx\` ON \`special_pages_blocks_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`special_pages_blocks_list_items_parent_id_idx\` ON \`special_pages_blocks_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`special_pages_blocks_list_items_locale_idx\` ON \`special_pages_blocks_list_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`special_pages_blocks_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`list_type\` text DEFAULT 'bullet_list',
  	\`margin\` text DEFAULT 'medium',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`special_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`special_pages_blocks_list_order_idx\` ON \`special_pages_blocks_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`special_pages_blocks_list_parent_id_idx\` ON \`special_pages_blocks_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`special_pages_blocks_list_path_idx\` ON \`special_pages_blocks_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`special_pages_blocks_list_locale_idx\` ON \`special_pages_blocks_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`special_pages_blocks_imagetext\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`format\` text DEFAULT 'horizontal',
  	\`imagetext_type\` text DEFAULT 'image_left_text_right',
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`link\` text,
  	\`margin\` text DEFAULT 'medium',
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`special_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`special_pages_blocks_imagetext_order_idx\` ON \`special_pages_blocks_imagetext\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`special_pages_blocks_imagetext_parent_id_idx\` ON \`special_pages_blocks_imagetext\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`special_pages_blocks_imagetext_path_idx\` ON \`special_pages_blocks_imagetext\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`special_pages_blocks_imagetext_locale_idx\` ON \`special_pages_blocks_imagetext\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`special_pages_blocks_imagetext_image_idx\` ON \`special_pages_blocks_imagetext\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`special_pages_blocks_hierarchical_block\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`open\` integer DEFAULT false,
  	\`margin\` text DEFAULT 'medium',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`special_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`special_pages_blocks_hierarchical_block_order_idx\` ON \`special_pages_blocks_hierarchical_block\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`special_pages_blocks_hierarchical_block_parent_id_idx\` ON \`special_pages_blocks_hierarchical_block\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`special_pages_blocks_hierarchical_block_path_idx\` ON \`special_pages_blocks_hierarchical_block\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`special_pages_blocks_hierarchical_block_locale_idx\` ON \`special_pages_blocks_hierarchical_block\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`special_pages_bscodes\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`special_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`special_pages_bscodes_order_idx\` ON \`special_pages_bscodes\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`special_pages_bscodes_parent_idx\` ON \`special_pages_bscodes\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`special_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alias\` text,
  	\`banner_id\` integer,
  	\`sort_order\` numeric DEFAULT 0,
  	\`css_code\` text,
  	\`js_code\` text,
  	\`start_date\` text,
  	\`end_date\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`special_pages_alias_idx\` ON \`special_pages\` (\`alias\`);`)
  await db.run(sql`CREATE INDEX \`special_pages_banner_idx\` ON \`special_pages\` (\`banner_id\`);`)
  await db.run(sql`CREATE INDEX \`special_pages_updated_at_idx\` ON \`special_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`special_pages_created_at_idx\` ON \`special_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`special_pages__status_idx\` ON \`special_pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`special_pages_locales\` (
  	\`title\` text,
  	\`display_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`special_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`special_pages_locales_locale_parent_id_unique\` ON \`special_pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`special_pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`courses_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`special_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`courses_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`special_pages_rels_order_idx\` ON \`special_pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`special_pages_rels_parent_idx\` ON \`special_pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`special_pages_rels_path_idx\` ON \`special_pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`special_pages_rels_courses_id_idx\` ON \`special_pages_rels\` (\`courses_id\`);`)
  await db.run(sql`CREATE TABLE \`_special_pages_v_version_publish_location\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_special_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_special_pages_v_version_publish_location_order_idx\` ON \`_special_pages_v_version_publish_location\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_special_pages_v_version_publish_location_parent_idx\` ON \`_special_pages_v_version_publish_location\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_special_pages_v_version_special_categories\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_special_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_special_pages_v_version_special_categories_order_idx\` ON \`_special_pages_v_version_special_categories\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_special_pages_v_version_special_categories_parent_idx\` ON \`_special_pages_v_version_special_categories\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_special_pages_v_blocks_image_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`alt\` text,
  	\`link\` text,
  	\`thumbnail_text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_special_pages_v_blocks_image\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_special_pages_v_blocks_image_items_order_idx\` ON \`_special_pages_v_blocks_image_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_special_pages_v_blocks_image_items_parent_id_idx\` ON \`_special_pages_v_blocks_image_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_special_pages_v_blocks_image_items_locale_idx\` ON \`_special_pages_v_blocks_image_items\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_special_pages_v_blocks_image_items_image_idx\` ON \`_special_pages_v_blocks_image_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_special_pages_v_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`display\` text DEFAULT 'grid',
  	\`margin\` text DEFAULT 'medium',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_special_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_special_pages_v_blocks_image_order_idx\` ON \`_special_pages_v_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_special_pages_v_blocks_image_parent_id_idx\` ON \`_special_pages_v_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_special_pages_v_blocks_image_path_idx\` ON \`_special_pages_v_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_special_pages_v_blocks_image_locale_idx\` ON \`_special_pages_v_blocks_image\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_special_pages_v_blocks_full_html\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`html\` text,
  	\`margin\` text DEFAULT 'medium',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_special_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_special_pages_v_blocks_full_html_order_idx\` ON \`_special_pages_v_blocks_full_html\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_special_pages_v_blocks_full_html_parent_id_idx\` ON \`_special_pages_v_blocks_full_html\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_special_pages_v_blocks_full_html_path_idx\` ON \`_special_pages_v_blocks_full_html\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_special_pages_v_blocks_full_html_locale_idx\` ON \`_special_pages_v_blocks_full_html\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_special_pages_v_blocks_heading\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`heading_type\` text DEFAULT 'h2',
  	\`margin\` text DEFAULT 'medium',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_special_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_special_pages_v_blocks_heading_order_idx\` ON \`_special_pages_v_blocks_heading\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_special_pages_v_blocks_heading_parent_id_idx\` ON \`_special_pages_v_blocks_heading\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_special_pages_v_blocks_heading_path_idx\` ON \`_special_pages_v_blocks_heading\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_special_pages_v_blocks_heading_locale_idx\` ON \`_special_pages_v_blocks_heading\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_special_pages_v_blocks_button\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`button_type\` text DEFAULT 'button',
  	\`link_uri\` text,
  	\`link_title\` text,
  	\`alignment\` text DEFAULT 'center',
  	\`margin\` text DEFAULT 'medium',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_special_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_special_pages_v_blocks_button_order_idx\` ON \`_special_pages_v_blocks_button\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_special_pages_v_blocks_button_parent_id_idx\` ON \`_special_pages_v_blocks_button\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_special_pages_v_blocks_button_path_idx\` ON \`_special_pages_v_blocks_button\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_special_pages_v_blocks_button_locale_idx\` ON \`_special_pages_v_blocks_button\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_special_pages_v_blocks_list_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_special_pages_v_blocks_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_special_pages_v_blocks_list_items_order_idx\` ON \`_special_pages_v_blocks_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_special_pages_v_blocks_list_items_parent_id_idx\` ON \`_special_pages_v_blocks_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_special_pages_v_blocks_list_items_locale_idx\` ON \`_special_pages_v_blocks_list_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_special_pages_v_blocks_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`list_type\` text DEFAULT 'bullet_list',
  	\`margin\` text DEFAULT 'medium',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_special_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_special_pages_v_blocks_list_order_idx\` ON \`_special_pages_v_blocks_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_special_pages_v_blocks_list_parent_id_idx\` ON \`_special_pages_v_blocks_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_special_pages_v_blocks_list_path_idx\` ON \`_special_pages_v_blocks_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_special_pages_v_blocks_list_locale_idx\` ON \`_special_pages_v_blocks_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_special_pages_v_blocks_imagetext\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`format\` text DEFAULT 'horizontal',
  	\`imagetext_type\` text DEFAULT 'image_left_text_right',
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`link\` text,
  	\`margin\` text DEFAULT 'medium',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_special_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_special_pages_v_blocks_imagetext_order_idx\` ON \`_special_pages_v_blocks_imagetext\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_special_pages_v_blocks_imagetext_parent_id_idx\` ON \`_special_pages_v_blocks_imagetext\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_special_pages_v_blocks_imagetext_path_idx\` ON \`_special_pages_v_blocks_imagetext\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_special_pages_v_blocks_imagetext_locale_idx\` ON \`_special_pages_v_blocks_imagetext\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_special_pages_v_blocks_imagetext_image_idx\` ON \`_special_pages_v_blocks_imagetext\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_special_pages_v_blocks_hierarchical_block\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`open\` integer DEFAULT false,
  	\`margin\` text DEFAULT 'medium',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_special_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_special_pages_v_blocks_hierarchical_block_order_idx\` ON \`_special_pages_v_blocks_hierarchical_block\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_special_pages_v_blocks_hierarchical_block_parent_id_idx\` ON \`_special_pages_v_blocks_hierarchical_block\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_special_pages_v_blocks_hierarchical_block_path_idx\` ON \`_special_pages_v_blocks_hierarchical_block\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_special_pages_v_blocks_hierarchical_block_locale_idx\` ON \`_special_pages_v_blocks_hierarchical_block\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_special_pages_v_version_bscodes\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_special_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_special_pages_v_version_bscodes_order_idx\` ON \`_special_pages_v_version_bscodes\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_special_pages_v_version_bscodes_parent_idx\` ON \`_special_pages_v_version_bscodes\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_special_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_alias\` text,
  	\`version_banner_id\` integer,
  	\`version_sort_order\` numeric DEFAULT 0,
  	\`version_css_code\` text,
  	\`version_js_code\` text,
  	\`version_start_date\` text,
  	\`version_end_date\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`special_pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_special_pages_v_parent_idx\` ON \`_special_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_special_pages_v_version_version_alias_idx\` ON \`_special_pages_v\` (\`version_alias\`);`)
  await db.run(sql`CREATE INDEX \`_special_pages_v_version_version_banner_idx\` ON \`_special_pages_v\` (\`version_banner_id\`);`)
  await db.run(sql`CREATE INDEX \`_special_pages_v_version_version_updated_at_idx\` ON \`_special_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_special_pages_v_version_version_created_at_idx\` ON \`_special_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_special_pages_v_version_version__status_idx\` ON \`_special_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_special_pages_v_created_at_idx\` ON \`_special_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_special_pages_v_updated_at_idx\` ON \`_special_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_special_pages_v_snapshot_idx\` ON \`_special_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_special_pages_v_published_locale_idx\` ON \`_special_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_special_pages_v_latest_idx\` ON \`_special_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_special_pages_v_locales\` (
  	\`version_title\` text,
  	\`version_display_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_special_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_special_pages_v_locales_locale_parent_id_unique\` ON \`_special_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_special_pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`courses_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_special_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`courses_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_special_pages_v_rels_order_idx\` ON \`_special_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_special_pages_v_rels_parent_idx\` ON \`_special_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_special_pages_v_rels_path_idx\` ON \`_special_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_special_pages_v_rels_courses_id_idx\` ON \`_special_pages_v_rels\` (\`courses_id\`);`)
  await db.run(sql`CREATE TABLE \`other_pages_blocks_image_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`alt\` text,
  	\`link\` text,
  	\`thumbnail_text\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`other_pages_blocks_image\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`other_pages_blocks_image_items_order_idx\` ON \`other_pages_blocks_image_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`other_pages_blocks_image_items_parent_id_idx\` ON \`other_pages_blocks_image_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`other_pages_blocks_image_items_locale_idx\` ON \`other_pages_blocks_image_items\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`other_pages_blocks_image_items_image_idx\` ON \`other_pages_blocks_image_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`other_pages_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`display\` text DEFAULT 'grid',
  	\`margin\` text DEFAULT 'medium',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`other_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`other_pages_blocks_image_order_idx\` ON \`other_pages_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`other_pages_blocks_image_parent_id_idx\` ON \`other_pages_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`other_pages_blocks_image_path_idx\` ON \`other_pages_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`other_pages_blocks_image_locale_idx\` ON \`other_pages_blocks_image\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`other_pages_blocks_full_html\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`html\` text,
  	\`margin\` text DEFAULT 'medium',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`other_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`other_pages_blocks_full_html_order_idx\` ON \`other_pages_blocks_full_html\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`other_pages_blocks_full_html_parent_id_idx\` ON \`other_pages_blocks_full_html\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`other_pages_blocks_full_html_path_idx\` ON \`other_pages_blocks_full_html\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`other_pages_blocks_full_html_locale_idx\` ON \`other_pages_blocks_full_html\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`other_pages_blocks_heading\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`heading_type\` text DEFAULT 'h2',
  	\`margin\` text DEFAULT 'medium',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`other_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`other_pages_blocks_heading_order_idx\` ON \`other_pages_blocks_heading\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`other_pages_blocks_heading_parent_id_idx\` ON \`other_pages_blocks_heading\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`other_pages_blocks_heading_path_idx\` ON \`other_pages_blocks_heading\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`other_pages_blocks_heading_locale_idx\` ON \`other_pages_blocks_heading\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`other_pages_blocks_button\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`button_type\` text DEFAULT 'button',
  	\`link_uri\` text,
  	\`link_title\` text,
  	\`alignment\` text DEFAULT 'center',
  	\`margin\` text DEFAULT 'medium',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`other_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`other_pages_blocks_button_order_idx\` ON \`other_pages_blocks_button\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`other_pages_blocks_button_parent_id_idx\` ON \`other_pages_blocks_button\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`other_pages_blocks_button_path_idx\` ON \`other_pages_blocks_button\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`other_pages_blocks_button_locale_idx\` ON \`other_pages_blocks_button\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`other_pages_blocks_list_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`other_pages_blocks_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`other_pages_blocks_list_items_order_idx\` ON \`other_pages_blocks_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`other_pages_blocks_list_items_parent_id_idx\` ON \`other_pages_blocks_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`other_pages_blocks_list_items_locale_idx\` ON \`other_pages_blocks_list_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`other_pages_blocks_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`list_type\` text DEFAULT 'bullet_list',
  	\`margin\` text DEFAULT 'medium',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`other_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`other_pages_blocks_list_order_idx\` ON \`other_pages_blocks_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`other_pages_blocks_list_parent_id_idx\` ON \`other_pages_blocks_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`other_pages_blocks_list_path_idx\` ON \`other_pages_blocks_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`other_pages_blocks_list_locale_idx\` ON \`other_pages_blocks_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`other_pages_blocks_imagetext\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`format\` text DEFAULT 'horizontal',
  	\`imagetext_type\` text DEFAULT 'image_left_text_right',
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`link\` text,
  	\`margin\` text DEFAULT 'medium',
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`other_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`other_pages_blocks_imagetext_order_idx\` ON \`other_pages_blocks_imagetext\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`other_pages_blocks_imagetext_parent_id_idx\` ON \`other_pages_blocks_imagetext\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`other_pages_blocks_imagetext_path_idx\` ON \`other_pages_blocks_imagetext\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`other_pages_blocks_imagetext_locale_idx\` ON \`other_pages_blocks_imagetext\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`other_pages_blocks_imagetext_image_idx\` ON \`other_pages_blocks_imagetext\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`other_pages_blocks_hierarchical_block\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`open\` integer DEFAULT false,
  	\`margin\` text DEFAULT 'medium',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`other_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`other_pages_blocks_hierarchical_block_order_idx\` ON \`other_pages_blocks_hierarchical_block\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`other_pages_blocks_hierarchical_block_parent_id_idx\` ON \`other_pages_blocks_hierarchical_block\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`other_pages_blocks_hierarchical_block_path_idx\` ON \`other_pages_blocks_hierarchical_block\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`other_pages_blocks_hierarchical_block_locale_idx\` ON \`other_pages_blocks_hierarchical_block\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`other_pages_bscodes\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`other_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`other_pages_bscodes_order_idx\` ON \`other_pages_bscodes\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`other_pages_bscodes_parent_idx\` ON \`other_pages_bscodes\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`other_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`other_id\` text,
  	\`css_code\` text,
  	\`js_code\` text,
  	\`start_date\` text,
  	\`end_date\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`other_pages_other_id_idx\` ON \`other_pages\` (\`other_id\`);`)
  await db.run(sql`CREATE INDEX \`other_pages_updated_at_idx\` ON \`other_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`other_pages_created_at_idx\` ON \`other_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`other_pages__status_idx\` ON \`other_pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`other_pages_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`other_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`other_pages_locales_locale_parent_id_unique\` ON \`other_pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`other_pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`courses_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`other_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`courses_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`other_pages_rels_order_idx\` ON \`other_pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`other_pages_rels_parent_idx\` ON \`other_pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`other_pages_rels_path_idx\` ON \`other_pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`other_pages_rels_courses_id_idx\` ON \`other_pages_rels\` (\`courses_id\`);`)
  await db.run(sql`CREATE TABLE \`_other_pages_v_blocks_image_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`alt\` text,
  	\`link\` text,
  	\`thumbnail_text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_other_pages_v_blocks_image\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_other_pages_v_blocks_image_items_order_idx\` ON \`_other_pages_v_blocks_image_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_other_pages_v_blocks_image_items_parent_id_idx\` ON \`_other_pages_v_blocks_image_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_other_pages_v_blocks_image_items_locale_idx\` ON \`_other_pages_v_blocks_image_items\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_other_pages_v_blocks_image_items_image_idx\` ON \`_other_pages_v_blocks_image_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_other_pages_v_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`display\` text DEFAULT 'grid',
  	\`margin\` text DEFAULT 'medium',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_other_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_other_pages_v_blocks_image_order_idx\` ON \`_other_pages_v_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_other_pages_v_blocks_image_parent_id_idx\` ON \`_other_pages_v_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_other_pages_v_blocks_image_path_idx\` ON \`_other_pages_v_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_other_pages_v_blocks_image_locale_idx\` ON \`_other_pages_v_blocks_image\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_other_pages_v_blocks_full_html\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`html\` text,
  	\`margin\` text DEFAULT 'medium',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_other_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_other_pages_v_blocks_full_html_order_idx\` ON \`_other_pages_v_blocks_full_html\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_other_pages_v_blocks_full_html_parent_id_idx\` ON \`_other_pages_v_blocks_full_html\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_other_pages_v_blocks_full_html_path_idx\` ON \`_other_pages_v_blocks_full_html\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_other_pages_v_blocks_full_html_locale_idx\` ON \`_other_pages_v_blocks_full_html\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_other_pages_v_blocks_heading\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`heading_type\` text DEFAULT 'h2',
  	\`margin\` text DEFAULT 'medium',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_other_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_other_pages_v_blocks_heading_order_idx\` ON \`_other_pages_v_blocks_heading\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_other_pages_v_blocks_heading_parent_id_idx\` ON \`_other_pages_v_blocks_heading\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_other_pages_v_blocks_heading_path_idx\` ON \`_other_pages_v_blocks_heading\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_other_pages_v_blocks_heading_locale_idx\` ON \`_other_pages_v_blocks_heading\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_other_pages_v_blocks_button\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`button_type\` text DEFAULT 'button',
  	\`link_uri\` text,
  	\`link_title\` text,
  	\`alignment\` text DEFAULT 'center',
  	\`margin\` text DEFAULT 'medium',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_other_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_other_pages_v_blocks_button_order_idx\` ON \`_other_pages_v_blocks_button\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_other_pages_v_blocks_button_parent_id_idx\` ON \`_other_pages_v_blocks_button\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_other_pages_v_blocks_button_path_idx\` ON \`_other_pages_v_blocks_button\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_other_pages_v_blocks_button_locale_idx\` ON \`_other_pages_v_blocks_button\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_other_pages_v_blocks_list_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_other_pages_v_blocks_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_other_pages_v_blocks_list_items_order_idx\` ON \`_other_pages_v_blocks_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_other_pages_v_blocks_list_items_parent_id_idx\` ON \`_other_pages_v_blocks_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_other_pages_v_blocks_list_items_locale_idx\` ON \`_other_pages_v_blocks_list_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_other_pages_v_blocks_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`list_type\` text DEFAULT 'bullet_list',
  	\`margin\` text DEFAULT 'medium',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_other_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_other_pages_v_blocks_list_order_idx\` ON \`_other_pages_v_blocks_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_other_pages_v_blocks_list_parent_id_idx\` ON \`_other_pages_v_blocks_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_other_pages_v_blocks_list_path_idx\` ON \`_other_pages_v_blocks_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_other_pages_v_blocks_list_locale_idx\` ON \`_other_pages_v_blocks_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_other_pages_v_blocks_imagetext\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`format\` text DEFAULT 'horizontal',
  	\`imagetext_type\` text DEFAULT 'image_left_text_right',
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`link\` text,
  	\`margin\` text DEFAULT 'medium',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_other_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_other_pages_v_blocks_imagetext_order_idx\` ON \`_other_pages_v_blocks_imagetext\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_other_pages_v_blocks_imagetext_parent_id_idx\` ON \`_other_pages_v_blocks_imagetext\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_other_pages_v_blocks_imagetext_path_idx\` ON \`_other_pages_v_blocks_imagetext\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_other_pages_v_blocks_imagetext_locale_idx\` ON \`_other_pages_v_blocks_imagetext\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_other_pages_v_blocks_imagetext_image_idx\` ON \`_other_pages_v_blocks_imagetext\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_other_pages_v_blocks_hierarchical_block\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`open\` integer DEFAULT false,
  	\`margin\` text DEFAULT 'medium',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_other_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_other_pages_v_blocks_hierarchical_block_order_idx\` ON \`_other_pages_v_blocks_hierarchical_block\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_other_pages_v_blocks_hierarchical_block_parent_id_idx\` ON \`_other_pages_v_blocks_hierarchical_block\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_other_pages_v_blocks_hierarchical_block_path_idx\` ON \`_other_pages_v_blocks_hierarchical_block\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_other_pages_v_blocks_hierarchical_block_locale_idx\` ON \`_other_pages_v_blocks_hierarchical_block\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_other_pages_v_version_bscodes\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_other_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_other_pages_v_version_bscodes_order_idx\` ON \`_other_pages_v_version_bscodes\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_other_pages_v_version_bscodes_parent_idx\` ON \`_other_pages_v_version_bscodes\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_other_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_other_id\` text,
  	\`version_css_code\` text,
  	\`version_js_code\` text,
  	\`version_start_date\` text,
  	\`version_end_date\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`other_pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_other_pages_v_parent_idx\` ON \`_other_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_other_pages_v_version_version_other_id_idx\` ON \`_other_pages_v\` (\`version_other_id\`);`)
  await db.run(sql`CREATE INDEX \`_other_pages_v_version_version_updated_at_idx\` ON \`_other_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_other_pages_v_version_version_created_at_idx\` ON \`_other_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_other_pages_v_version_version__status_idx\` ON \`_other_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_other_pages_v_created_at_idx\` ON \`_other_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_other_pages_v_updated_at_idx\` ON \`_other_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_other_pages_v_snapshot_idx\` ON \`_other_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_other_pages_v_published_locale_idx\` ON \`_other_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_other_pages_v_latest_idx\` ON \`_other_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_other_pages_v_locales\` (
  	\`version_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_other_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_other_pages_v_locales_locale_parent_id_unique\` ON \`_other_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_other_pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`courses_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_other_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`courses_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_other_pages_v_rels_order_idx\` ON \`_other_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_other_pages_v_rels_parent_idx\` ON \`_other_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_other_pages_v_rels_path_idx\` ON \`_other_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_other_pages_v_rels_courses_id_idx\` ON \`_other_pages_v_rels\` (\`courses_id\`);`)
  await db.run(sql`CREATE TABLE \`header_footers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`bscode\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`header_footers_bscode_idx\` ON \`header_footers\` (\`bscode\`);`)
  await db.run(sql`CREATE INDEX \`header_footers_updated_at_idx\` ON \`header_footers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`header_footers_created_at_idx\` ON \`header_footers\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`header_footers__status_idx\` ON \`header_footers\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`header_footers_locales\` (
  	\`field_header\` text,
  	\`field_footer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_footers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`header_footers_locales_locale_parent_id_unique\` ON \`header_footers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_header_footers_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_bscode\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`header_footers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_header_footers_v_parent_idx\` ON \`_header_footers_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_header_footers_v_version_version_bscode_idx\` ON \`_header_footers_v\` (\`version_bscode\`);`)
  await db.run(sql`CREATE INDEX \`_header_footers_v_version_version_updated_at_idx\` ON \`_header_footers_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_header_footers_v_version_version_created_at_idx\` ON \`_header_footers_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_header_footers_v_version_version__status_idx\` ON \`_header_footers_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_header_footers_v_created_at_idx\` ON \`_header_footers_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_header_footers_v_updated_at_idx\` ON \`_header_footers_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_header_footers_v_snapshot_idx\` ON \`_header_footers_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_header_footers_v_published_locale_idx\` ON \`_header_footers_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_header_footers_v_latest_idx\` ON \`_header_footers_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_header_footers_v_locales\` (
  	\`version_field_header\` text,
  	\`version_field_footer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_header_footers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_header_footers_v_locales_locale_parent_id_unique\` ON \`_header_footers_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`courses\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`controller_id\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`courses_controller_id_idx\` ON \`courses\` (\`controller_id\`);`)
  await db.run(sql`CREATE INDEX \`courses_parent_id_idx\` ON \`courses\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`courses_updated_at_idx\` ON \`courses\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`courses_created_at_idx\` ON \`courses\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`media_locales\` (
  	\`alt\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`media_locales_locale_parent_id_unique\` ON \`media_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text DEFAULT 'editor' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`enable_a_p_i_key\` integer,
  	\`api_key\` text,
  	\`api_key_index\` text,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`news_id\` integer,
  	\`news_types_id\` integer,
  	\`block_contents_id\` integer,
  	\`special_pages_id\` integer,
  	\`other_pages_id\` integer,
  	\`header_footers_id\` integer,
  	\`courses_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_types_id\`) REFERENCES \`news_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`block_contents_id\`) REFERENCES \`block_contents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`special_pages_id\`) REFERENCES \`special_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`other_pages_id\`) REFERENCES \`other_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`header_footers_id\`) REFERENCES \`header_footers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`courses_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_types_id_idx\` ON \`payload_locked_documents_rels\` (\`news_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_block_contents_id_idx\` ON \`payload_locked_documents_rels\` (\`block_contents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_special_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`special_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_other_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`other_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_header_footers_id_idx\` ON \`payload_locked_documents_rels\` (\`header_footers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_courses_id_idx\` ON \`payload_locked_documents_rels\` (\`courses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`news_blocks_image_items\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_full_html\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_heading\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_button\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_list_items\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_list\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_imagetext\`;`)
  await db.run(sql`DROP TABLE \`news_blocks_hierarchical_block\`;`)
  await db.run(sql`DROP TABLE \`news_bscodes\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`DROP TABLE \`news_locales\`;`)
  await db.run(sql`DROP TABLE \`news_rels\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_image_items\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_full_html\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_heading\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_button\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_list_items\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_list\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_imagetext\`;`)
  await db.run(sql`DROP TABLE \`_news_v_blocks_hierarchical_block\`;`)
  await db.run(sql`DROP TABLE \`_news_v_version_bscodes\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`_news_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_news_v_rels\`;`)
  await db.run(sql`DROP TABLE \`news_types\`;`)
  await db.run(sql`DROP TABLE \`news_types_locales\`;`)
  await db.run(sql`DROP TABLE \`block_contents_blocks_image_items\`;`)
  await db.run(sql`DROP TABLE \`block_contents_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`block_contents_blocks_full_html\`;`)
  await db.run(sql`DROP TABLE \`block_contents_blocks_heading\`;`)
  await db.run(sql`DROP TABLE \`block_contents_blocks_button\`;`)
  await db.run(sql`DROP TABLE \`block_contents_blocks_list_items\`;`)
  await db.run(sql`DROP TABLE \`block_contents_blocks_list\`;`)
  await db.run(sql`DROP TABLE \`block_contents_blocks_imagetext\`;`)
  await db.run(sql`DROP TABLE \`block_contents_blocks_hierarchical_block\`;`)
  await db.run(sql`DROP TABLE \`block_contents_bscodes\`;`)
  await db.run(sql`DROP TABLE \`block_contents\`;`)
  await db.run(sql`DROP TABLE \`block_contents_rels\`;`)
  await db.run(sql`DROP TABLE \`_block_contents_v_blocks_image_items\`;`)
  await db.run(sql`DROP TABLE \`_block_contents_v_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`_block_contents_v_blocks_full_html\`;`)
  await db.run(sql`DROP TABLE \`_block_contents_v_blocks_heading\`;`)
  await db.run(sql`DROP TABLE \`_block_contents_v_blocks_button\`;`)
  await db.run(sql`DROP TABLE \`_block_contents_v_blocks_list_items\`;`)
  await db.run(sql`DROP TABLE \`_block_contents_v_blocks_list\`;`)
  await db.run(sql`DROP TABLE \`_block_contents_v_blocks_imagetext\`;`)
  await db.run(sql`DROP TABLE \`_block_contents_v_blocks_hierarchical_block\`;`)
  await db.run(sql`DROP TABLE \`_block_contents_v_version_bscodes\`;`)
  await db.run(sql`DROP TABLE \`_block_contents_v\`;`)
  await db.run(sql`DROP TABLE \`_block_contents_v_rels\`;`)
  await db.run(sql`DROP TABLE \`special_pages_publish_location\`;`)
  await db.run(sql`DROP TABLE \`special_pages_special_categories\`;`)
  await db.run(sql`DROP TABLE \`special_pages_blocks_image_items\`;`)
  await db.run(sql`DROP TABLE \`special_pages_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`special_pages_blocks_full_html\`;`)
  await db.run(sql`DROP TABLE \`special_pages_blocks_heading\`;`)
  await db.run(sql`DROP TABLE \`special_pages_blocks_button\`;`)
  await db.run(sql`DROP TABLE \`special_pages_blocks_list_items\`;`)
  await db.run(sql`DROP TABLE \`special_pages_blocks_list\`;`)
  await db.run(sql`DROP TABLE \`special_pages_blocks_imagetext\`;`)
  await db.run(sql`DROP TABLE \`special_pages_blocks_hierarchical_block\`;`)
  await db.run(sql`DROP TABLE \`special_pages_bscodes\`;`)
  await db.run(sql`DROP TABLE \`special_pages\`;`)
  await db.run(sql`DROP TABLE \`special_pages_locales\`;`)
  await db.run(sql`DROP TABLE \`special_pages_rels\`;`)
  await db.run(sql`DROP TABLE \`_special_pages_v_version_publish_location\`;`)
  await db.run(sql`DROP TABLE \`_special_pages_v_version_special_categories\`;`)
  await db.run(sql`DROP TABLE \`_special_pages_v_blocks_image_items\`;`)
  await db.run(sql`DROP TABLE \`_special_pages_v_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`_special_pages_v_blocks_full_html\`;`)
  await db.run(sql`DROP TABLE \`_special_pages_v_blocks_heading\`;`)
  await db.run(sql`DROP TABLE \`_special_pages_v_blocks_button\`;`)
  await db.run(sql`DROP TABLE \`_special_pages_v_blocks_list_items\`;`)
  await db.run(sql`DROP TABLE \`_special_pages_v_blocks_list\`;`)
  await db.run(sql`DROP TABLE \`_special_pages_v_blocks_imagetext\`;`)
  await db.run(sql`DROP TABLE \`_special_pages_v_blocks_hierarchical_block\`;`)
  await db.run(sql`DROP TABLE \`_special_pages_v_version_bscodes\`;`)
  await db.run(sql`DROP TABLE \`_special_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_special_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_special_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`other_pages_blocks_image_items\`;`)
  await db.run(sql`DROP TABLE \`other_pages_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`other_pages_blocks_full_html\`;`)
  await db.run(sql`DROP TABLE \`other_pages_blocks_heading\`;`)
  await db.run(sql`DROP TABLE \`other_pages_blocks_button\`;`)
  await db.run(sql`DROP TABLE \`other_pages_blocks_list_items\`;`)
  await db.run(sql`DROP TABLE \`other_pages_blocks_list\`;`)
  await db.run(sql`DROP TABLE \`other_pages_blocks_imagetext\`;`)
  await db.run(sql`DROP TABLE \`other_pages_blocks_hierarchical_block\`;`)
  await db.run(sql`DROP TABLE \`other_pages_bscodes\`;`)
  await db.run(sql`DROP TABLE \`other_pages\`;`)
  await db.run(sql`DROP TABLE \`other_pages_locales\`;`)
  await db.run(sql`DROP TABLE \`other_pages_rels\`;`)
  await db.run(sql`DROP TABLE \`_other_pages_v_blocks_image_items\`;`)
  await db.run(sql`DROP TABLE \`_other_pages_v_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`_other_pages_v_blocks_full_html\`;`)
  await db.run(sql`DROP TABLE \`_other_pages_v_blocks_heading\`;`)
  await db.run(sql`DROP TABLE \`_other_pages_v_blocks_button\`;`)
  await db.run(sql`DROP TABLE \`_other_pages_v_blocks_list_items\`;`)
  await db.run(sql`DROP TABLE \`_other_pages_v_blocks_list\`;`)
  await db.run(sql`DROP TABLE \`_other_pages_v_blocks_imagetext\`;`)
  await db.run(sql`DROP TABLE \`_other_pages_v_blocks_hierarchical_block\`;`)
  await db.run(sql`DROP TABLE \`_other_pages_v_version_bscodes\`;`)
  await db.run(sql`DROP TABLE \`_other_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_other_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_other_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`header_footers\`;`)
  await db.run(sql`DROP TABLE \`header_footers_locales\`;`)
  await db.run(sql`DROP TABLE \`_header_footers_v\`;`)
  await db.run(sql`DROP TABLE \`_header_footers_v_locales\`;`)
  await db.run(sql`DROP TABLE \`courses\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`media_locales\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
}
