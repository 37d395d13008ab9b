/**
 * Maps and geocoding. Every geocoder turns text into coordinates, but spells them
 * differently (`lat`/`lng`, `latitude`/`longitude`, `lat`/`lon`) and names its place ids its
 * own way; GeoDB's city search returns the `geo_id` hotel searches want as `dest_geo_id`.
 */
import type { FamilySpec } from '../spec';

export const MAPS: FamilySpec = {
  key: 'maps',
  category: 'maps',
  noun: 'Maps',
  base: { latency_ms: 120, cost_usd: 0.005, success_rate: 0.993 },
  entities: ['saved_place', 'geofence', 'map_style'],
  tails: ['Results are ranked by relevance.', 'Billed per request.', 'Coordinates use WGS84.'],
  endpoints: [
    {
      key: 'geocode',
      names: ['geocode', 'geocode_address', 'forward_geocode', 'search_address'],
      effects: 'read',
      about: [
        'Converts a street address into latitude/longitude coordinates.',
        'Forward geocoding: address in, coordinates and a place id out.',
        'Resolves a free-form address to its best-matching location with {Vendor}.',
      ],
      inputs: ['address', '?country_code'],
      outputs: ['lat', 'lng', 'formatted_address', 'place_id', 'postal_code'],
    },
    {
      key: 'reverse',
      names: ['reverse_geocode', 'reverse_geocoding', 'lookup_coordinates'],
      effects: 'read',
      about: [
        'Turns coordinates into the nearest street address.',
        'Reverse geocoding: returns the address, city and postal code at a point.',
      ],
      inputs: ['lat', 'lng'],
      outputs: ['formatted_address', 'city', 'postal_code', 'country_code'],
    },
    {
      key: 'city',
      names: ['lookup_city', 'find_city', 'search_cities', 'city_search'],
      effects: 'read',
      about: [
        'Finds cities by name and returns their coordinates, country and population.',
        'City lookup with coordinates, time zone and a stable city id.',
      ],
      inputs: ['city', '?country_code'],
      outputs: ['geo_id', 'lat', 'lng', 'country_code', 'population:integer', 'timezone'],
    },
    {
      key: 'timezone',
      names: ['get_timezone', 'timezone', 'time_zone_lookup'],
      effects: 'read',
      about: [
        'Time zone and UTC offset at a point.',
        'Returns the IANA time zone and current local time for coordinates.',
      ],
      inputs: ['lat', 'lng'],
      outputs: ['timezone_id', 'utc_offset', 'local_time'],
    },
    {
      key: 'nearby',
      names: ['nearby_search', 'search_nearby', 'places_nearby'],
      effects: 'read',
      about: [
        'Places of a given kind around a point (restaurants, pharmacies, ATMs...).',
        'Searches points of interest within a radius, nearest first.',
      ],
      inputs: ['lat', 'lng', '?keyword', '?radius_m:integer'],
      outputs: ['place_ids:array', 'distances_m:array'],
    },
    {
      key: 'details',
      names: ['place_details', 'get_place', 'get_place_details'],
      effects: 'read',
      about: [
        'Full details of a place: name, phone, website, opening hours and rating.',
        'Looks up one place by its id.',
      ],
      inputs: ['place_id'],
      outputs: ['name', 'phone_number', 'website', 'opening_hours:array', 'rating:number', 'formatted_address'],
    },
    {
      key: 'directions',
      names: ['directions', 'get_directions', 'route'],
      effects: 'read',
      about: [
        'Driving, walking or transit directions between two places.',
        'Computes a route with distance, travel time and turn-by-turn steps.',
      ],
      inputs: ['origin', 'destination', '?mode'],
      outputs: ['distance_m:number', 'duration_s:number', 'polyline', 'steps:array'],
    },
    {
      key: 'matrix',
      names: ['distance_matrix', 'travel_time_matrix'],
      effects: 'read',
      about: [
        'Travel distance and time between many origins and destinations.',
        'Distance matrix for up to 25×25 points.',
      ],
      inputs: ['origins:array', 'destinations:array'],
      outputs: ['rows:array'],
    },
    {
      key: 'autocomplete',
      names: ['autocomplete', 'place_autocomplete', 'suggest'],
      effects: 'read',
      about: [
        'Type-ahead suggestions for a partial address or place name.',
        'Autocompletes partial input into candidate places.',
      ],
      inputs: ['input'],
      outputs: ['predictions:array', 'place_ids:array'],
    },
  ],
  vendors: [
    {
      slug: 'googlemaps',
      display: 'Google Maps Platform',
      spoken: 'Google Maps',
      style: 'camel',
      tier: 'premium',
      rename: { geo_id: 'place_id' },
    },
    {
      slug: 'mapbox',
      display: 'Mapbox',
      style: 'snake',
      only: ['geocode', 'reverse', 'directions', 'matrix', 'autocomplete', 'city'],
      rename: { lat: 'latitude', lng: 'longitude', address: 'search_text', geo_id: 'mapbox_id', place_id: 'mapbox_id' },
    },
    {
      slug: 'here',
      display: 'HERE',
      style: 'camel',
      only: ['geocode', 'reverse', 'autocomplete', 'nearby', 'details', 'directions'],
      rename: { address: 'q', place_id: 'here_id', place_ids: 'here_ids' },
    },
    {
      slug: 'opencage',
      display: 'OpenCage',
      style: 'snake',
      tier: 'budget',
      only: ['geocode', 'reverse', 'city'],
      rename: { address: 'q', geo_id: 'geonames_id' },
    },
    {
      slug: 'nominatim',
      display: 'Nominatim (OpenStreetMap)',
      style: 'snake',
      tier: 'budget',
      only: ['geocode', 'reverse', 'city'],
      rename: { address: 'q', lng: 'lon', geo_id: 'osm_id', place_id: 'osm_id' },
    },
    {
      slug: 'positionstack',
      display: 'positionstack',
      style: 'snake',
      tier: 'budget',
      only: ['geocode', 'reverse'],
      rename: { address: 'query', lat: 'latitude', lng: 'longitude' },
    },
    {
      slug: 'geodb',
      display: 'GeoDB Cities',
      style: 'snake',
      only: ['city', 'timezone'],
      names: { city: 'find_cities' },
    },
    {
      slug: 'locationiq',
      display: 'LocationIQ',
      style: 'snake',
      tier: 'budget',
      only: ['geocode', 'reverse', 'autocomplete', 'nearby'],
      rename: { lng: 'lon' },
    },
    {
      slug: 'tomtom',
      display: 'TomTom',
      style: 'camel',
      only: ['geocode', 'nearby', 'details', 'directions', 'matrix'],
      rename: { lng: 'lon' },
    },
  ],
};
