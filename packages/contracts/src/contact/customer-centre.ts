/**
 * The customer centre (カスタマーセンター): its toll-free number and hours (spec portal.md §9: "weekdays and
 * weekends/holidays 10:00-18:00 (contract line 10:00-19:00)"). The one source of the system error page, the contact
 * mails and the CMS seed's contact paragraphs.
 */
export const CUSTOMER_CENTRE = {
  phone: '0120-555-310',
  /** Every day, weekdays, weekends and holidays alike. */
  hours: { opens: '10:00', closes: '18:00' },
  /** The line for questions about the membership contract (ご契約に関するお問い合わせ). */
  contractLineHours: { opens: '10:00', closes: '19:00' },
} as const;
/** The number as a `tel:` link: digits only. */
export const customerCentreTelHref = (phone: string = CUSTOMER_CENTRE.phone): string =>
  `tel:${phone.replace(/\D/g, '')}`;
