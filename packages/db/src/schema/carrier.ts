import { boolean, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';

/**
 * Carrier data of the embedded CarrierGateway: who the member is, their contracts and subscriptions.
 * In production this data comes from the carrier over HTTP; here it is seeded from packages/personas.
 */
export const members = pgTable('members', {
  /** The subject (`sub`) of both identity providers. */
  id: text('id').primaryKey(),
  customerNo: text('customer_no').notNull(),
  membrNo: text('membr_no').notNull(),
  familyName: text('family_name').notNull(),
  firstName: text('first_name').notNull(),
  email: text('email').notNull(),
  principal: boolean('principal').notNull(),
  businessCode: text('business_code').notNull(),
  corporationId: text('corporation_id'),
  cafeteriaEnabled: boolean('cafeteria_enabled').notNull(),
  supplementaryCouponEnabled: boolean('supplementary_coupon_enabled').notNull(),
  /** The carrier's flag for convenience-store payment with a one-time password (the entry of the member areas). */
  oneTimePasswordEnabled: boolean('one_time_password_enabled').notNull().default(false),
  eligible: boolean('eligible').notNull(),
});

export const contracts = pgTable(
  'contracts',
  {
    id: serial('id').primaryKey(),
    companyCd: text('company_cd').notNull(),
    customerNo: text('customer_no').notNull(),
    companyName: text('company_name').notNull(),
  },
  (t) => [unique('contracts_company_customer_uq').on(t.companyCd, t.customerNo)],
);

export const subscriptions = pgTable('subscriptions', {
  id: text('id').primaryKey(),
  contractId: integer('contract_id')
    .notNull()
    .references(() => contracts.id),
  memberId: text('member_id')
    .notNull()
    .references(() => members.id),
  boServiceCode: text('bo_service_code').notNull(),
  torinoMembrNo: text('torino_membr_no').notNull(),
  label: text('label').notNull(),
});
