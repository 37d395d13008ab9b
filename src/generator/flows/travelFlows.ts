/**
 * Travel flows: airport search feeding both ends of a flight search, and trips of up to ten
 * calls (price, book, ticket, then a hotel found through its own destination id).
 */
import type { FlowSpec } from '../spec';

const SEARCHERS = ['skyscanner', 'kayak', 'amadeus'];
const BOOKERS = ['sabre', 'travelport', 'amadeus', 'kiwi'];
const STAYS = ['tripadvisor', 'booking', 'expedia', 'hotelbeds'];
const TRAVELLER = ['first_name', 'last_name', 'email'];

const FLIGHT_TO_QUOTE = [['{fs}.airports'], ['{fs}.search'], ['{fs}.details'], ['{bk}.quote']];
const HOTEL_BOOKING = [['{ht}.location'], ['{ht}.search'], ['{ht}.offers'], ['{ht}.book']];

export const TRAVEL_FLOWS: readonly FlowSpec[] = [
  {
    key: 'airports',
    steps: [['skyscanner.airports', 'kayak.airports', 'amadeus.airports']],
    state: ['city'],
    queries: ['Which airports serve {city}?', 'What are the airport codes for {city}?'],
  },
  {
    key: 'flight-search',
    vars: { fs: SEARCHERS },
    steps: [['{fs}.airports'], ['{fs}.search']],
    state: ['origin_city', 'destination_city', 'departure_date'],
    queries: [
      'Find flights from {origin_city} to {destination_city} on {departure_date}.',
      'What is the cheapest flight from {origin_city} to {destination_city} on {departure_date}?',
    ],
  },
  {
    key: 'cheapest-day',
    vars: { fs: ['skyscanner', 'kayak'] },
    steps: [['{fs}.airports'], ['{fs}.price_calendar']],
    state: ['origin_city', 'destination_city'],
    queries: [
      'Which day next month is cheapest to fly from {origin_city} to {destination_city}?',
      'When is the cheapest day to fly {origin_city} → {destination_city} over the next weeks?',
      'Find me the lowest fare date from {origin_city} to {destination_city}.',
    ],
  },
  {
    key: 'hotel-search',
    vars: { ht: STAYS },
    steps: [['{ht}.location'], ['{ht}.search']],
    state: ['city', 'check_in_date', 'check_out_date'],
    queries: [
      'Which hotels in {city} have rooms from {check_in_date} to {check_out_date}?',
      'Hotel availability in {city}, {check_in_date} to {check_out_date}.',
    ],
  },
  {
    key: 'hotel-geodb',
    steps: [['geodb.city'], ['tripadvisor.search']],
    state: ['city', 'check_in_date', 'check_out_date'],
    queries: [
      'Find Tripadvisor hotels in {city} for {check_in_date} to {check_out_date}.',
      "Show me Tripadvisor's hotel list for {city}, {check_in_date} to {check_out_date}.",
    ],
  },
  {
    key: 'car-rental',
    vars: { car: ['rentalcars', 'hertz', 'sixt'] },
    steps: [['{car}.search'], ['{car}.book']],
    state: ['city', 'pickup_date', 'dropoff_date', ...TRAVELLER],
    queries: [
      'Rent a car in {city} from {pickup_date} to {dropoff_date} for {first_name} {last_name} ({email}).',
      'Book a rental car for {first_name} {last_name} in {city}, picking up {pickup_date} and returning {dropoff_date}; send the confirmation to {email}.',
    ],
  },
  {
    key: 'seat',
    steps: [['sabre.seat', 'travelport.seat', 'duffel.seat']],
    state: ['booking_id', 'seat_number'],
    queries: [
      'Put me in seat {seat_number} on booking {booking_id}.',
      'Change my seat to {seat_number} for booking {booking_id}.',
    ],
  },
  {
    key: 'cancel-flight',
    steps: [['sabre.cancel', 'amadeus.cancel', 'duffel.cancel']],
    state: ['booking_id'],
    queries: [
      'Cancel flight booking {booking_id}{@} and refund what can be refunded.',
      'Booking {booking_id} is no longer needed: cancel it.',
    ],
  },
  {
    key: 'flight-details',
    vars: { fs: SEARCHERS },
    steps: [['{fs}.airports'], ['{fs}.search'], ['{fs}.details']],
    state: ['origin_city', 'destination_city', 'departure_date'],
    queries: [
      'Show me the flight details (baggage allowance, layovers) of the cheapest {origin_city}–{destination_city} flight on {departure_date}.',
      'Get the details of the cheapest flight from {origin_city} to {destination_city} on {departure_date}: which layovers, and is baggage included?',
    ],
  },
  {
    key: 'flight-quote',
    vars: { fs: SEARCHERS, bk: BOOKERS },
    steps: FLIGHT_TO_QUOTE,
    state: ['origin_city', 'destination_city', 'departure_date'],
    queries: [
      'Get me a confirmed price quote for the cheapest flight from {origin_city} to {destination_city} on {departure_date}.',
      'Before I commit, confirm the real price of the cheapest {origin_city}–{destination_city} fare on {departure_date}.',
    ],
  },
  {
    key: 'hotel-book',
    vars: { ht: STAYS },
    steps: HOTEL_BOOKING,
    state: ['city', 'check_in_date', 'check_out_date', ...TRAVELLER],
    queries: [
      'Book the cheapest available hotel room in {city}{@} from {check_in_date} to {check_out_date} for {first_name} {last_name}, confirmation to {email}.',
      'Reserve a hotel room in {city}{@} for {first_name} {last_name} ({email}), checking in {check_in_date} and out {check_out_date}; cheapest option is fine.',
    ],
  },
  {
    key: 'hotel-reviews',
    vars: { ht: ['tripadvisor', 'booking', 'expedia'] },
    steps: [['{ht}.location'], ['{ht}.search'], ['{ht}.reviews']],
    state: ['city', 'check_in_date', 'check_out_date'],
    queries: [
      'Are the hotels with rooms in {city} from {check_in_date} to {check_out_date} any good? Check their reviews.',
      'Which available hotel in {city} for {check_in_date}–{check_out_date} has the best guest reviews?',
    ],
  },
  {
    key: 'flight-book',
    vars: { fs: SEARCHERS, bk: BOOKERS },
    steps: [...FLIGHT_TO_QUOTE, ['{bk}.book']],
    state: ['origin_city', 'destination_city', 'departure_date', ...TRAVELLER],
    queries: [
      'Book the cheapest flight from {origin_city} to {destination_city} on {departure_date} for {first_name} {last_name} ({email}).',
      'Book {first_name} {last_name} on a flight {origin_city} → {destination_city} on {departure_date}{@}; contact {email}.',
      'Find and book the cheapest {origin_city}–{destination_city} flight on {departure_date} for {first_name} {last_name} ({email}).',
    ],
  },
  {
    key: 'flights-and-hotel',
    vars: { fs: SEARCHERS, ht: STAYS },
    steps: [['{fs}.airports'], ['{fs}.search'], ...HOTEL_BOOKING],
    state: ['origin_city', 'destination_city', 'departure_date', 'check_in_date', 'check_out_date', ...TRAVELLER],
    queries: [
      'Look up flights from {origin_city} to {destination_city} on {departure_date} and book a hotel room there from {check_in_date} to {check_out_date} for {first_name} {last_name} ({email}).',
      '{first_name} {last_name} ({email}) is going from {origin_city} to {destination_city} on {departure_date}: show the flights and book a hotel room from {check_in_date} to {check_out_date}.',
    ],
  },
  {
    key: 'flight-ticket',
    vars: { fs: SEARCHERS, bk: ['sabre', 'travelport'] },
    steps: [...FLIGHT_TO_QUOTE, ['{bk}.book'], ['{bk}.issue'], ['{bk}.send_eticket']],
    state: ['origin_city', 'destination_city', 'departure_date', ...TRAVELLER],
    queries: [
      'Book and ticket the cheapest {origin_city}–{destination_city} flight on {departure_date} for {first_name} {last_name}, then email the e-ticket to {email}.',
      'Get {first_name} {last_name} ({email}) ticketed on a flight from {origin_city} to {destination_city} on {departure_date} and send the e-ticket.',
      'Please book, ticket and email the e-ticket for {first_name} {last_name} ({email}) on the cheapest {origin_city} to {destination_city} flight on {departure_date}.',
    ],
  },
  {
    key: 'trip',
    vars: { fs: SEARCHERS, bk: BOOKERS, ht: STAYS },
    steps: [...FLIGHT_TO_QUOTE, ['{bk}.book'], ...HOTEL_BOOKING],
    state: ['origin_city', 'destination_city', 'departure_date', 'check_in_date', 'check_out_date', ...TRAVELLER],
    queries: [
      'Plan a trip for {first_name} {last_name} ({email}): book the cheapest flight from {origin_city} to {destination_city} on {departure_date} and a hotel room there from {check_in_date} to {check_out_date}.',
      'Book {first_name} {last_name} ({email}) on the cheapest flight {origin_city} to {destination_city} on {departure_date} and reserve a hotel room for {check_in_date}–{check_out_date}.',
      'I need a flight and a hotel room booked for {first_name} {last_name}: {origin_city} → {destination_city} on {departure_date}, staying {check_in_date} to {check_out_date}. Confirmations to {email}.',
    ],
  },
  {
    key: 'trip-ticketed',
    vars: { fs: SEARCHERS, bk: ['sabre', 'travelport', 'amadeus'], ht: STAYS },
    steps: [...FLIGHT_TO_QUOTE, ['{bk}.book'], ['{bk}.issue'], ...HOTEL_BOOKING],
    state: ['origin_city', 'destination_city', 'departure_date', 'check_in_date', 'check_out_date', ...TRAVELLER],
    queries: [
      "Fully book {first_name} {last_name}'s trip ({email}): ticketed flight {origin_city} to {destination_city} on {departure_date}, hotel room booked from {check_in_date} to {check_out_date}.",
      'Issue tickets for {first_name} {last_name} ({email}) on the cheapest {origin_city}–{destination_city} flight on {departure_date} and book their hotel room from {check_in_date} to {check_out_date}.',
    ],
  },
];
