/**
 * The customer centre's number as a `tel:` link: digits only. Without zod, because the web's entry reads it (the
 * system error page's contact block); the settings' schemas stay in `customer-centre.ts`.
 */
export const customerCentreTelHref = (phone: string): string => `tel:${phone.replace(/\D/g, '')}`;
