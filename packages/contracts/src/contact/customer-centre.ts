import { z } from 'zod';

/**
 * The customer centre (カスタマーセンター): its toll-free number and hours. A setting of the deployment, not a constant:
 * the spec gives the hours (portal.md §9: "weekdays and weekends/holidays 10:00-18:00 (contract line 10:00-19:00)") but
 * no number. The BFF reads it from its environment (required in production) and serves it in GET /v1/config; the system
 * error page, the contact mails and the CMS seed's contact paragraphs all show that one setting.
 */

/** A time of day as the pages write it: `10:00`. */
const TimeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time of day as HH:MM');

/** Opening hours, written in settings as `10:00-18:00`. */
export const OpeningHoursSchema = z.object({ opens: TimeOfDaySchema, closes: TimeOfDaySchema });
export type OpeningHours = z.infer<typeof OpeningHoursSchema>;

/** A Japanese phone number as members dial it: digits with hyphens (`0120-123-456`). */
const PhoneSchema = z.string().regex(/^0\d{1,4}-\d{1,4}-\d{3,4}$/, 'a phone number such as 0120-123-456');

export const CustomerCentreSchema = z.object({
  phone: PhoneSchema,
  /** Every day, weekdays, weekends and holidays alike. */
  hours: OpeningHoursSchema,
  /** The line for questions about the membership contract (ご契約に関するお問い合わせ). */
  contractLineHours: OpeningHoursSchema,
});
export type CustomerCentre = z.infer<typeof CustomerCentreSchema>;

/**
 * Development's default: a SAMPLE number nobody answers (0120-000-000), and the spec's hours. Production must set
 * its own (CUSTOMER_CENTRE_PHONE, CUSTOMER_CENTRE_HOURS, CUSTOMER_CENTRE_CONTRACT_LINE_HOURS).
 */
export const SAMPLE_CUSTOMER_CENTRE: CustomerCentre = {
  phone: '0120-000-000',
  hours: { opens: '10:00', closes: '18:00' },
  contractLineHours: { opens: '10:00', closes: '19:00' },
};

/** A setting `10:00-18:00` as opening hours; the closing time must come after the opening. */
export const OpeningHoursSettingSchema = z
  .string()
  .trim()
  .regex(/^\d{2}:\d{2}-\d{2}:\d{2}$/, 'opening hours as HH:MM-HH:MM, e.g. 10:00-18:00')
  .transform((value) => {
    const [opens, closes] = value.split('-');
    return { opens, closes };
  })
  .pipe(OpeningHoursSchema)
  .refine((hours) => hours.opens < hours.closes, 'the closing time must come after the opening time');

/** The three settings, as the BFF and the CMS seed read them from their environment; unset: the sample. */
export const CustomerCentreSettingsSchema = z.object({
  CUSTOMER_CENTRE_PHONE: PhoneSchema.default(SAMPLE_CUSTOMER_CENTRE.phone),
  CUSTOMER_CENTRE_HOURS: OpeningHoursSettingSchema.default(SAMPLE_CUSTOMER_CENTRE.hours),
  CUSTOMER_CENTRE_CONTRACT_LINE_HOURS: OpeningHoursSettingSchema.default(SAMPLE_CUSTOMER_CENTRE.contractLineHours),
});

/** The customer centre of an environment (unset settings: the sample); throws on a malformed setting. */
export function customerCentreFromEnv(env: Record<string, string | undefined>): CustomerCentre {
  const settings = CustomerCentreSettingsSchema.parse({
    CUSTOMER_CENTRE_PHONE: env.CUSTOMER_CENTRE_PHONE?.trim() || undefined,
    CUSTOMER_CENTRE_HOURS: env.CUSTOMER_CENTRE_HOURS?.trim() || undefined,
    CUSTOMER_CENTRE_CONTRACT_LINE_HOURS: env.CUSTOMER_CENTRE_CONTRACT_LINE_HOURS?.trim() || undefined,
  });
  return {
    phone: settings.CUSTOMER_CENTRE_PHONE,
    hours: settings.CUSTOMER_CENTRE_HOURS,
    contractLineHours: settings.CUSTOMER_CENTRE_CONTRACT_LINE_HOURS,
  };
}

export { customerCentreTelHref } from './customer-centre-tel.ts';
