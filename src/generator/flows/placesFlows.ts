/**
 * Weather and maps flows: look-alike weather APIs, weather that needs a geocoder first
 * (coordinates or a location key), places near an address, and results sent by SMS.
 */
import type { FlowSpec } from '../spec';

const CITY_GEOCODERS = ['geodb.city', 'googlemaps.city', 'opencage.city', 'nominatim.city'];
const COORD_FORECASTS = ['openmeteo.forecast', 'pirateweather.forecast', 'noaa.forecast', 'metno.forecast'];
const TEXTERS = ['twilio.send', 'sinch.send', 'messagebird.send', 'clicksend.send'];

export const PLACES_FLOWS: readonly FlowSpec[] = [
  {
    key: 'weather-now',
    steps: [['openweather.current', 'weatherbit.current', 'aeris.current']],
    state: ['city'],
    queries: [
      'What is the current weather in {city}?',
      'Is it raining in {city} at the moment? Check the current weather.',
      'Current temperature and wind in {city}, please.',
    ],
  },
  {
    key: 'weather-forecast',
    steps: [['openweather.forecast', 'weatherbit.forecast', 'aeris.forecast']],
    state: ['city'],
    queries: [
      'Will it rain in {city} this weekend? Check the forecast.',
      'Five-day forecast for {city}.',
      'Look at the forecast: do I need an umbrella in {city} over the next few days?',
    ],
  },
  {
    key: 'weather-accu',
    steps: [['accuweather.locate'], ['accuweather.current']],
    state: ['city'],
    queries: [
      'Using AccuWeather, what are the current conditions in {city}?',
      'AccuWeather current conditions for {city} right now.',
    ],
  },
  {
    key: 'alerts-accu',
    steps: [['accuweather.locate'], ['accuweather.alerts']],
    state: ['city'],
    queries: [
      'Are there any AccuWeather severe weather alerts for {city}?',
      'Check AccuWeather for active storm or heat alerts in {city}.',
    ],
  },
  {
    key: 'weather-outlook',
    steps: [CITY_GEOCODERS, COORD_FORECASTS],
    state: ['city'],
    queries: [
      'Give me the 7-day temperature forecast for {city}.',
      'How warm will it get in {city} this week? Check the daily forecast.',
    ],
  },
  {
    key: 'air-quality',
    steps: [CITY_GEOCODERS, ['openmeteo.air']],
    state: ['city'],
    queries: ['How bad is the air pollution in {city} today?', 'Is the air in {city} safe for a run this morning?'],
  },
  {
    key: 'uv',
    steps: [['openweather.uv']],
    state: ['city'],
    queries: [
      'How strong is the sun in {city} today? I need the UV index.',
      'Is the UV index in {city} high enough today that I need sunscreen?',
    ],
  },
  {
    key: 'rain-history',
    steps: [CITY_GEOCODERS, ['openmeteo.history', 'meteostat.history']],
    state: ['city', 'date'],
    queries: [
      'Look up the weather history: how much did it rain in {city} on {date}?',
      'What was the historical weather in {city} on {date}?',
    ],
  },
  {
    key: 'local-time',
    vars: { geo: ['geodb', 'googlemaps'] },
    steps: [['{geo}.city'], ['{geo}.timezone']],
    state: ['city'],
    queries: ['What is the local time in {city} right now, and in which time zone?', 'Which time zone is {city} in?'],
  },
  {
    key: 'drive-time',
    steps: [['googlemaps.directions', 'mapbox.directions', 'here.directions', 'tomtom.directions']],
    state: ['origin', 'destination'],
    queries: [
      'Get driving directions and the route from {origin} to {destination}{@}: how long is the drive?',
      'Route, distance and directions from {origin} to {destination}, please.',
    ],
  },
  {
    key: 'reverse-geocode',
    steps: [['googlemaps.reverse', 'mapbox.reverse', 'opencage.reverse', 'nominatim.reverse', 'locationiq.reverse']],
    state: ['latitude', 'longitude'],
    queries: [
      'Reverse geocode {latitude}, {longitude}: what is the street address there?',
      'Which postcode and street address is the point {latitude},{longitude} at? Reverse-geocode it.',
    ],
  },
  {
    key: 'geocode',
    steps: [['googlemaps.geocode', 'tomtom.geocode', 'locationiq.geocode']],
    state: ['address'],
    queries: [
      'Geocode the address {address}{@}: I need its coordinates.',
      'Where exactly is {address} on the map? Geocode the address.',
    ],
  },
  {
    key: 'nearby-place',
    vars: { maps: ['googlemaps', 'tomtom'] },
    steps: [['{maps}.geocode'], ['{maps}.nearby'], ['{maps}.details']],
    state: ['address'],
    queries: [
      'Find a pharmacy open near {address} and give me its place details{@}: phone number and opening hours.',
      'Which café within walking distance of {address} has the best rating? Show me its place details.',
    ],
  },
  {
    key: 'nearby-text',
    vars: { maps: ['googlemaps', 'tomtom'] },
    steps: [['{maps}.geocode'], ['{maps}.nearby'], ['{maps}.details'], TEXTERS],
    state: ['address', 'phone_number'],
    queries: [
      'Send {phone_number} a text message{@} with the name and phone of the closest vegan restaurant to {address}.',
      'Send {phone_number} an SMS{@} with the nearest open pharmacy to {address}.',
    ],
  },
  {
    key: 'weather-text',
    steps: [CITY_GEOCODERS, ['openmeteo.current', 'metno.current', 'pirateweather.current'], TEXTERS],
    state: ['city', 'phone_number'],
    queries: [
      'Send an SMS{@} to {phone_number} with the current temperature in {city}.',
      'SMS {phone_number}{@} whether they need a jacket in {city} right now.',
    ],
  },
];
