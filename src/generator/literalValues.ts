/**
 * Literal values for the state fields of a task: one traveller or employee per task, dates
 * that follow each other (check-out after check-in), amounts with a currency symbol unless
 * the currency is its own field.
 */
import {
  ADDRESSES,
  AMOUNTS,
  CHANNELS,
  CITIES,
  COMPANIES,
  COORDINATES,
  DOC_TEMPLATES,
  DOC_TITLES,
  FILES,
  FIRST_NAMES,
  FOLDERS,
  FUNNELS,
  JOB_TITLES,
  LAST_NAMES,
  MAIL_DOMAINS,
  METRICS,
  PRODUCTS,
} from './literalPools';
import type { Rng } from '../core/index';

const ALPHANUM = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const SYMBOL: Readonly<Record<string, string>> = { USD: '$', EUR: '€', GBP: '£' };

function ascii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
}

function isoDay(dayOfYear: number): string {
  return new Date(Date.UTC(2026, 0, 1 + dayOfYear)).toISOString().slice(0, 10);
}

function code(rng: Rng, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHANUM.charAt(rng.int(0, ALPHANUM.length - 1));
  return /\d/.test(out) ? out : `${out.slice(0, -1)}7`;
}

function money(value: number): string {
  const [whole = '0', cents] = value.toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return Number.isInteger(value) ? grouped : `${grouped}.${cents ?? '00'}`;
}

/** Values for `fields` (normalized names); `examples` overrides the default pools. */
export function literalValues(
  fields: readonly string[],
  rng: Rng,
  examples?: Readonly<Record<string, readonly string[]>>,
): Record<string, string> {
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(LAST_NAMES);
  const [company, domain] = rng.pick(COMPANIES) as readonly [string, string];
  const day = rng.int(4, 330);
  const span = rng.int(2, 12);
  const hour = rng.int(8, 17);
  const [fileName, format] = rng.pick(FILES) as readonly [string, string];
  const cities = rng.shuffle([...CITIES]);
  const [lat, lng] = rng.pick(COORDINATES) as readonly [number, number];
  const currency = rng.pick(['USD', 'EUR', 'GBP']);
  const amount = money(rng.pick(AMOUNTS));
  const time = (h: number, m: number): string =>
    `${isoDay(day)} ${String(h).padStart(2, '0')}:${m === 0 ? '00' : String(m)}`;
  const generators: Readonly<Record<string, () => string>> = {
    order_id: () =>
      rng.pick([
        String(rng.int(10000, 99999)),
        `#A-${rng.int(1000, 9999)}`,
        `#${rng.int(1000, 9999)}`,
        `SO-${rng.int(100000, 999999)}`,
      ]),
    payment_id: () => `${rng.pick(['pay_', 'pi_3'])}${code(rng, 14)}`,
    ticket_id: () => `#${rng.int(10000, 99999)}`,
    booking_id: () => code(rng, 6),
    seat_number: () => `${rng.int(3, 38)}${rng.pick(['A', 'B', 'C', 'D', 'E', 'F'])}`,
    email: () => `${ascii(first)}.${ascii(last)}@${rng.pick(MAIL_DOMAINS)}`,
    work_email: () => `${ascii(first)}.${ascii(last)}@${domain}`,
    first_name: () => first,
    last_name: () => last,
    company_name: () => company,
    product_name: () => rng.pick(PRODUCTS),
    quantity: () => String(rng.int(5, 250)),
    amount: () => (fields.includes('currency') ? amount : `${SYMBOL[currency] ?? '$'}${amount}`),
    currency: () => currency,
    city: () => cities[0] ?? 'Lisbon',
    origin_city: () => cities[1] ?? 'Porto',
    destination_city: () => cities[2] ?? 'Berlin',
    origin: () => cities[3] ?? 'Madrid',
    destination: () => cities[4] ?? 'Seville',
    address: () => rng.pick(ADDRESSES),
    latitude: () => (lat + (rng.next() - 0.5) / 50).toFixed(4),
    longitude: () => (lng + (rng.next() - 0.5) / 50).toFixed(4),
    phone_number: () =>
      rng.pick([
        `+1 415 555 ${rng.int(1000, 9999)}`,
        `+44 20 7946 ${rng.int(1000, 9999)}`,
        `+351 912 ${rng.int(100, 999)} ${rng.int(100, 999)}`,
        `+49 30 ${rng.int(1000000, 9999999)}`,
      ]),
    date: () => isoDay(day),
    departure_date: () => isoDay(day),
    check_in_date: () => isoDay(day),
    check_out_date: () => isoDay(day + span),
    pickup_date: () => isoDay(day),
    dropoff_date: () => isoDay(day + span),
    start_date: () => isoDay(day),
    end_date: () => isoDay(day + span),
    start_time: () => time(hour, 0),
    end_time: () => time(hour + 1, rng.pick([0, 30])),
    template_name: () => rng.pick(DOC_TEMPLATES),
    channel_name: () => rng.pick(CHANNELS),
    job_title: () => rng.pick(JOB_TITLES),
    metric: () => rng.pick(METRICS),
    funnel_name: () => rng.pick(FUNNELS),
    file_name: () => fileName,
    target_format: () => format,
    path: () => rng.pick(FOLDERS),
    title: () => rng.pick(DOC_TITLES),
  };
  const out: Record<string, string> = {};
  for (const field of fields) {
    const pool = examples?.[field];
    const generate = generators[field];
    if (pool !== undefined) out[field] = rng.pick(pool);
    else if (generate !== undefined) out[field] = generate();
    else throw new Error(`no literal value generator for state field "${field}"`);
  }
  return out;
}
