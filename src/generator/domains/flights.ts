/**
 * Flights: metasearch (find airports, search itineraries, details) and booking platforms
 * (price a fare, book, issue the ticket, email the e-ticket). The airport search returns
 * one `sky_id` that the flight search takes twice, as `origin_sky_id` and
 * `destination_sky_id`; Amadeus speaks of location codes and offers instead.
 */
import type { FamilySpec } from '../spec';

export const FLIGHTS: FamilySpec = {
  key: 'flights',
  category: 'travel',
  noun: 'Air',
  base: { latency_ms: 1400, cost_usd: 0.01, success_rate: 0.965 },
  entities: ['fare_alert', 'loyalty_account', 'traveler_profile'],
  tails: [
    'Prices are per adult, taxes included.',
    'Results are cached for 15 minutes.',
    'Fares are not guaranteed until priced.',
  ],
  endpoints: [
    {
      key: 'airports',
      names: ['search_airport', 'search_airports', 'airport_lookup'],
      effects: 'read',
      about: [
        'Finds airports serving a city.',
        'Autocompletes a city or airport name into the ids the flight search needs.',
      ],
      inputs: ['city', '?locale'],
      outputs: ['sky_id', 'entity_id', 'airport_name'],
    },
    {
      key: 'search',
      names: ['search_flights', 'flight_search', 'find_flights'],
      effects: 'read',
      about: [
        'Searches one-way or return flights between two places on a date.',
        'Returns itineraries sorted by price, with a session for follow-up calls.',
        'Live flight search across airlines and agencies.',
      ],
      inputs: [
        'origin_sky_id',
        'destination_sky_id',
        'departure_date',
        '?return_date',
        '?adults:integer',
        '?cabin_class',
      ],
      outputs: ['itinerary_ids:array', 'session_id', 'cheapest_price:number', 'currency'],
      notes: {
        origin_sky_id: 'Sky id of the departure airport, as returned by the airport search.',
        destination_sky_id: 'Sky id of the arrival airport, from the airport search.',
      },
    },
    {
      key: 'details',
      names: ['get_flight_details', 'flight_details', 'get_itinerary'],
      effects: 'read',
      about: [
        'Segments, baggage and fare rules of one itinerary.',
        'Expands an itinerary: legs, layovers, fare brand and a booking token.',
      ],
      inputs: ['itinerary_id', 'session_id'],
      outputs: ['booking_token', 'segments:array', 'price:number', 'fare_brand', 'baggage_allowance'],
    },
    {
      key: 'price_calendar',
      names: ['price_calendar', 'cheapest_dates', 'get_price_calendar'],
      effects: 'read',
      about: ['Cheapest fare per day for a route over a month.'],
      inputs: ['origin_sky_id', 'destination_sky_id', '?month'],
      outputs: ['days:array', 'cheapest_date'],
    },
    {
      key: 'quote',
      names: ['create_price_quote', 'price_itinerary', 'confirm_price'],
      effects: 'read',
      about: [
        'Confirms the live price and availability of a fare before booking.',
        'Re-prices a fare; the quote is valid for 20 minutes.',
      ],
      inputs: ['booking_token'],
      outputs: ['quote_id', 'total_price:number', 'currency', 'expires_at'],
    },
    {
      key: 'book',
      names: ['book_flight', 'create_booking', 'create_flight_order'],
      effects: 'irreversible',
      about: [
        'Books a priced fare for a passenger and charges the agency account.',
        'Creates the booking (PNR); the fare is held until ticketing.',
      ],
      inputs: ['quote_id', 'first_name', 'last_name', 'email', '?date_of_birth', '?phone_number'],
      outputs: ['booking_id', 'booking_reference', 'status'],
    },
    {
      key: 'issue',
      names: ['issue_ticket', 'issue_tickets', 'ticket_booking'],
      effects: 'irreversible',
      about: ['Issues the e-tickets of a booking.', 'Tickets a booking; after this, changes incur airline fees.'],
      inputs: ['booking_id'],
      outputs: ['ticket_numbers:array', 'eticket_url'],
    },
    {
      key: 'send_eticket',
      names: ['send_eticket', 'email_eticket', 'send_itinerary_email'],
      effects: 'irreversible',
      about: ['Emails the e-ticket receipt to the traveller.', 'Sends the itinerary and e-ticket number by email.'],
      inputs: ['ticket_number', 'email'],
      outputs: ['message_id'],
    },
    {
      key: 'get_booking',
      names: ['get_booking', 'retrieve_booking'],
      effects: 'read',
      about: ['Returns a booking with passengers, segments and ticketing status.'],
      inputs: ['booking_id'],
      outputs: ['status', 'segments:array', 'passengers:array'],
    },
    {
      key: 'cancel',
      names: ['cancel_booking', 'void_booking'],
      effects: 'irreversible',
      about: ['Cancels a booking; refundable fares are refunded to the original payment.'],
      inputs: ['booking_id'],
      outputs: ['refund_amount:number'],
    },
    {
      key: 'seat',
      names: ['select_seat', 'assign_seat'],
      effects: 'write',
      about: ['Assigns a seat on a booked flight.'],
      inputs: ['booking_id', 'seat_number'],
      outputs: ['seat_number', 'fee:number'],
    },
  ],
  vendors: [
    {
      slug: 'skyscanner',
      display: 'Skyscanner',
      style: 'camel',
      only: ['airports', 'search', 'details', 'price_calendar'],
      names: { airports: 'search_airport', search: 'search_flights' },
    },
    {
      slug: 'kayak',
      display: 'KAYAK',
      style: 'camel',
      only: ['airports', 'search', 'details', 'price_calendar'],
      rename: {
        sky_id: 'airport_code',
        origin_sky_id: 'origin_airport_code',
        destination_sky_id: 'destination_airport_code',
      },
    },
    {
      slug: 'amadeus',
      display: 'Amadeus',
      style: 'snake',
      tier: 'premium',
      only: ['airports', 'search', 'details', 'quote', 'book', 'issue', 'get_booking', 'cancel'],
      rename: {
        sky_id: 'location_code',
        origin_sky_id: 'origin_location_code',
        destination_sky_id: 'destination_location_code',
        itinerary_id: 'offer_id',
        itinerary_ids: 'offer_ids',
        booking_token: 'offer_token',
      },
      names: {
        airports: 'search_locations',
        search: 'flight_offers_search',
        details: 'get_flight_offer',
        quote: 'flight_offers_price',
        book: 'create_flight_order',
      },
    },
    {
      slug: 'kiwi',
      display: 'Kiwi.com',
      style: 'camel',
      tier: 'budget',
      only: ['airports', 'search', 'quote', 'book'],
      rename: {
        sky_id: 'code',
        origin_sky_id: 'fly_from',
        destination_sky_id: 'fly_to',
        booking_token: 'booking_token',
      },
    },
    {
      slug: 'sabre',
      display: 'Sabre',
      style: 'camel',
      tier: 'legacy',
      only: ['quote', 'book', 'issue', 'send_eticket', 'get_booking', 'cancel', 'seat'],
    },
    {
      slug: 'travelport',
      display: 'Travelport',
      style: 'snake',
      only: ['quote', 'book', 'issue', 'send_eticket', 'seat'],
    },
    {
      slug: 'duffel',
      display: 'Duffel',
      style: 'snake',
      only: ['search', 'quote', 'book', 'get_booking', 'cancel', 'seat'],
      rename: { origin_sky_id: 'origin', destination_sky_id: 'destination' },
      names: { search: 'create_offer_request', book: 'create_order' },
    },
  ],
};
