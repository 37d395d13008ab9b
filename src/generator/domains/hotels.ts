/**
 * Hotels and car rentals. Each hotel platform has its own destination id: TripAdvisor's
 * `geo_id` (searched as `dest_geo_id`), Booking.com's `dest_id`, Expedia's `region_id`.
 */
import type { FamilySpec } from '../spec';

export const HOTELS: FamilySpec = {
  key: 'hotels',
  category: 'travel',
  noun: 'Stays',
  base: { latency_ms: 1100, cost_usd: 0.006, success_rate: 0.965 },
  entities: ['wishlist', 'rate_plan', 'property_photo'],
  tails: [
    'Prices are for the whole stay, taxes included.',
    'Availability is live.',
    'Free cancellation depends on the rate.',
  ],
  endpoints: [
    {
      key: 'location',
      names: ['search_location', 'location_search', 'search_destination'],
      effects: 'read',
      about: [
        'Finds a destination (city, region or landmark) and returns its id.',
        'Destination autocomplete for hotel searches.',
      ],
      inputs: ['city'],
      outputs: ['geo_id', 'display_name', 'country_code'],
    },
    {
      key: 'search',
      names: ['search_hotels', 'hotel_search', 'find_hotels'],
      effects: 'read',
      about: [
        'Searches hotels with availability in a destination for given dates.',
        'Lists available hotels, cheapest first, for a stay.',
      ],
      inputs: ['dest_geo_id', 'check_in_date', 'check_out_date', '?adults:integer', '?rooms:integer'],
      outputs: ['hotel_ids:array', 'lowest_price:number'],
      notes: { dest_geo_id: 'The geo id returned by the location search.' },
    },
    {
      key: 'offers',
      names: ['get_hotel_offers', 'hotel_offers', 'get_room_offers'],
      effects: 'read',
      about: ['Room types and rates available at a hotel for a stay.', 'Live room offers with cancellation policy.'],
      inputs: ['hotel_id', 'check_in_date', 'check_out_date'],
      outputs: ['offer_ids:array', 'cheapest_offer_id', 'rate_plans:array'],
    },
    {
      key: 'book',
      names: ['book_hotel', 'create_hotel_booking', 'reserve_room'],
      effects: 'irreversible',
      about: [
        'Books a room offer for a guest and charges the card on file.',
        'Reserves a room; a confirmation email goes to the guest.',
      ],
      inputs: ['offer_id', 'guest_first_name', 'guest_last_name', 'guest_email'],
      outputs: ['confirmation_number', 'reservation_id'],
    },
    {
      key: 'reviews',
      names: ['hotel_reviews', 'get_reviews', 'list_reviews'],
      effects: 'read',
      about: ['Guest reviews and average rating of a hotel.'],
      inputs: ['hotel_id'],
      outputs: ['rating:number', 'reviews:array'],
    },
    {
      key: 'details',
      names: ['hotel_details', 'get_hotel'],
      effects: 'read',
      about: ['Hotel facts: address, star rating, amenities and photos.'],
      inputs: ['hotel_id'],
      outputs: ['name', 'address', 'amenities:array', 'star_rating:number'],
    },
    {
      key: 'cancel',
      names: ['cancel_reservation', 'cancel_hotel_booking'],
      effects: 'irreversible',
      about: ['Cancels a hotel reservation.'],
      inputs: ['reservation_id'],
      outputs: ['cancellation_fee:number'],
    },
  ],
  vendors: [
    {
      slug: 'tripadvisor',
      display: 'Tripadvisor',
      style: 'camel',
      only: ['location', 'search', 'offers', 'book', 'reviews', 'details'],
    },
    {
      slug: 'booking',
      display: 'Booking.com',
      style: 'snake',
      rename: {
        geo_id: 'dest_id',
        dest_geo_id: 'dest_id',
        'offers:cheapest_offer_id': 'block_id',
        'book:offer_id': 'block_id',
      },
    },
    {
      slug: 'expedia',
      display: 'Expedia Rapid',
      spoken: 'Expedia',
      style: 'camel',
      tier: 'premium',
      rename: { geo_id: 'region_id', dest_geo_id: 'region_id' },
      names: { location: 'search_regions' },
    },
    {
      slug: 'hotelbeds',
      display: 'Hotelbeds',
      style: 'snake',
      tier: 'budget',
      only: ['location', 'search', 'offers', 'book', 'cancel'],
      rename: { geo_id: 'destination_code', dest_geo_id: 'destination_code' },
    },
    {
      slug: 'agoda',
      display: 'Agoda',
      style: 'camel',
      only: ['search', 'offers', 'book', 'details'],
      rename: { dest_geo_id: 'city_id' },
    },
  ],
};

export const CARS: FamilySpec = {
  key: 'cars',
  category: 'travel',
  noun: 'Cars',
  base: { latency_ms: 1000, cost_usd: 0.005, success_rate: 0.965 },
  entities: ['rental_location', 'insurance_option'],
  endpoints: [
    {
      key: 'search',
      names: ['search_car_rentals', 'search_cars', 'find_rental_cars'],
      effects: 'read',
      about: ['Available rental cars in a city between two dates.', 'Searches car rentals, cheapest first.'],
      inputs: ['city', 'pickup_date', 'dropoff_date'],
      outputs: ['car_offer_ids:array', 'lowest_price:number'],
    },
    {
      key: 'book',
      names: ['book_car', 'reserve_car'],
      effects: 'irreversible',
      about: ['Reserves a rental car for a driver.'],
      inputs: ['car_offer_id', 'first_name', 'last_name', 'email'],
      outputs: ['confirmation_number'],
    },
  ],
  vendors: [
    { slug: 'rentalcars', display: 'Rentalcars.com', style: 'snake' },
    { slug: 'hertz', display: 'Hertz', style: 'camel', tier: 'premium' },
    { slug: 'sixt', display: 'SIXT', style: 'camel' },
  ],
};
