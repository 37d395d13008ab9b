/** Every API family of the demo catalog, in catalog order. */
import type { FamilySpec } from '../spec';
import { ANALYTICS } from './analytics';
import { CALENDAR, MEETINGS } from './calendar';
import { COMMERCE } from './commerce';
import { CRM } from './crm';
import { DOCUMENTS } from './documents';
import { EMAIL } from './email';
import { FILES } from './files';
import { FLIGHTS } from './flights';
import { CARS, HOTELS } from './hotels';
import { HR } from './hr';
import { MAPS } from './maps';
import { CHAT, SMS } from './messaging';
import { PAYMENTS } from './payments';
import { SHIPPING } from './shipping';
import { SUPPORT } from './support';
import { WEATHER } from './weather';

export const ALL_FAMILIES: readonly FamilySpec[] = [
  COMMERCE,
  PAYMENTS,
  CRM,
  EMAIL,
  CALENDAR,
  MEETINGS,
  FILES,
  DOCUMENTS,
  FLIGHTS,
  HOTELS,
  CARS,
  MAPS,
  WEATHER,
  SMS,
  CHAT,
  SHIPPING,
  SUPPORT,
  HR,
  ANALYTICS,
];
