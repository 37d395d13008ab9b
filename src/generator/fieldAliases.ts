/**
 * The catalog-level `field_aliases` of the demo: true synonyms only, the way different
 * vendors spell one concept. canonical name → other names.
 */
export const DEMO_FIELD_ALIASES: Readonly<Record<string, readonly string[]>> = {
  email: ['email_address', 'e_mail'],
  customer_email: ['contact_email', 'client_email'],
  phone_number: ['phone', 'mobile_number', 'msisdn'],
  postal_code: ['zip', 'zipcode', 'zip_code', 'postcode'],
  latitude: ['lat'],
  longitude: ['lng', 'lon', 'long'],
  city: ['city_name', 'locality', 'town'],
  check_in_date: ['checkin_date', 'arrival_date'],
  check_out_date: ['checkout_date'],
  tracking_number: ['tracking_code', 'tracking_id'],
  file_url: ['download_url', 'attachment_url', 'document_url'],
  country_code: ['country_iso'],
};

/** A fresh, mutable copy for a catalog (the catalog owns its alias lists). */
export function demoFieldAliases(): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [canonical, names] of Object.entries(DEMO_FIELD_ALIASES)) out[canonical] = [...names];
  return out;
}
