/**
 * Weather APIs: the biggest near-duplicate crowd of the demo. Thirteen vendors answer the
 * same questions (now, forecast, air quality, alerts) but locate places differently: a city
 * name, free text, coordinates, or AccuWeather's location key from its own search.
 */
import type { FamilySpec } from '../spec';

export const WEATHER: FamilySpec = {
  key: 'weather',
  category: 'weather',
  noun: 'Weather',
  base: { latency_ms: 160, cost_usd: 0.0002, success_rate: 0.99 },
  entities: ['station', 'alert_subscription', 'webhook'],
  tails: ['Units default to metric.', 'Data is refreshed every 10 minutes.', 'Free plan: 1,000 calls per day.', 'Times are returned in UTC.'],
  endpoints: [
    {
      key: 'current', names: ['current_weather', 'get_current_weather', 'current_conditions', 'weather_now', 'realtime_weather'], effects: 'read',
      about: [
        'Get the current weather conditions for a location.',
        'Returns the current temperature, humidity, wind and sky conditions from {Vendor}, in real time.',
        'Current observation for a place: temperature, feels-like, humidity and wind speed.',
        'Live current weather at the given location, as reported by the nearest station.',
      ],
      inputs: ['$loc', '?units'], outputs: ['temperature_c:number', 'feels_like_c:number', 'humidity:number', 'wind_speed_kph:number', 'conditions', 'observed_at'],
    },
    {
      key: 'forecast', names: ['forecast', 'get_forecast', 'daily_forecast', 'weather_forecast', 'forecast_daily'], effects: 'read',
      about: [
        'Daily weather forecast for up to 14 days.',
        'Returns the {Vendor} day-by-day forecast: highs, lows, precipitation chance and a summary.',
        'Multi-day forecast for a location, one entry per day.',
      ],
      inputs: ['$loc', '?days:integer'], outputs: ['daily:array', 'temperature_max_c:number', 'temperature_min_c:number', 'precipitation_probability:number', 'summary'],
    },
    {
      key: 'hourly', names: ['hourly_forecast', 'get_hourly_forecast', 'forecast_hourly'], effects: 'read',
      about: ['Hour-by-hour forecast for the next 48 hours.', 'Hourly temperature, precipitation and wind for a location.'],
      inputs: ['$loc', '?hours:integer'], outputs: ['hourly:array', 'precipitation_mm:number'],
    },
    {
      key: 'air', names: ['air_quality', 'get_air_quality', 'air_pollution', 'current_air_quality'], effects: 'read',
      about: ['Current air quality index and pollutant concentrations.', 'Returns AQI plus PM2.5, PM10 and ozone levels for a location.', 'Air pollution data from {Vendor}: AQI and the dominant pollutant.'],
      inputs: ['$loc'], outputs: ['aqi:integer', 'pm2_5:number', 'pm10:number', 'o3:number', 'dominant_pollutant'],
    },
    {
      key: 'alerts', names: ['weather_alerts', 'get_alerts', 'severe_weather_alerts'], effects: 'read',
      about: ['Active severe-weather warnings issued for a location.', 'Lists official weather alerts (storms, heat, floods) in effect.'],
      inputs: ['$loc'], outputs: ['alerts:array', 'severity', 'alert_count:integer'],
    },
    {
      key: 'history', names: ['historical_weather', 'get_history', 'weather_history', 'timemachine'], effects: 'read',
      about: ['Observed weather for a past date.', 'Historical daily observations: temperature, rain and wind on a given day.'],
      inputs: ['$loc', 'date'], outputs: ['temperature_max_c:number', 'temperature_min_c:number', 'precipitation_mm:number'],
    },
    {
      key: 'uv', names: ['uv_index', 'get_uv_index'], effects: 'read',
      about: ['Current UV index and burn risk.', 'Returns the UV index forecast for today.'],
      inputs: ['$loc'], outputs: ['uv_index:number', 'risk_level'],
    },
    {
      key: 'locate', names: ['search_locations'], effects: 'read',
      about: ['Finds {Vendor} locations matching a city name and returns their location keys.', 'City search; the returned key is what every other {Vendor} endpoint takes.'],
      inputs: ['city'], outputs: ['key', 'localized_name', 'country_code'],
    },
  ],
  vendors: [
    { slug: 'openweather', display: 'OpenWeather', style: 'snake', loc: ['city'], only: ['current', 'forecast', 'hourly', 'air', 'alerts', 'history', 'uv'] },
    { slug: 'weatherapi', display: 'WeatherAPI.com', style: 'camel', loc: ['q'], only: ['current', 'forecast', 'history', 'air', 'alerts'] },
    {
      slug: 'accuweather', display: 'AccuWeather', style: 'camel', tier: 'premium', loc: ['location_key'], only: ['locate', 'current', 'forecast', 'hourly', 'alerts'],
      rename: { city: 'city_name' },
    },
    { slug: 'tomorrowio', display: 'Tomorrow.io', style: 'camel', tier: 'premium', loc: ['location'], only: ['current', 'forecast', 'hourly'] },
    { slug: 'visualcrossing', display: 'Visual Crossing', style: 'camel', loc: ['location'], only: ['forecast', 'history'] },
    { slug: 'weatherbit', display: 'Weatherbit', style: 'snake', loc: ['city'], only: ['current', 'forecast', 'air', 'alerts', 'hourly'] },
    { slug: 'openmeteo', display: 'Open-Meteo', style: 'snake', tier: 'budget', loc: ['latitude', 'longitude'], only: ['current', 'forecast', 'hourly', 'air', 'history'] },
    { slug: 'noaa', display: 'NOAA Weather Service', spoken: 'NOAA', style: 'snake', tier: 'legacy', loc: ['lat', 'lon'], only: ['forecast', 'alerts', 'hourly'] },
    { slug: 'weatherstack', display: 'weatherstack', style: 'snake', tier: 'budget', loc: ['query'], only: ['current', 'history'] },
    { slug: 'meteostat', display: 'Meteostat', style: 'snake', tier: 'budget', loc: ['lat', 'lon'], only: ['history', 'hourly'] },
    { slug: 'metno', display: 'MET Norway', style: 'snake', tier: 'budget', loc: ['lat', 'lon'], only: ['forecast', 'current'] },
    { slug: 'aeris', display: 'Xweather (Aeris)', style: 'camel', tier: 'premium', loc: ['city'], only: ['current', 'forecast', 'air', 'alerts'] },
    { slug: 'pirateweather', display: 'Pirate Weather', style: 'snake', tier: 'budget', loc: ['latitude', 'longitude'], only: ['forecast', 'current', 'alerts'] },
  ],
};
