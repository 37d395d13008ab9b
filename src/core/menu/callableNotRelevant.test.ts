import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import { catalogOf, tool } from '../testing/fixtures';
import { buildMenus } from './buildMenus';
import { menuParams } from './params';

/**
 * Issue 31, point 3: a tool that shares nothing with the request and feeds no likely target does
 * not enter the top 8 because s0 covers its inputs, or because it has none. Both catalogs hold
 * eight or more tools the request speaks of, so the top 8 can be filled without the others.
 */
const unrelated = ['suggest_yoga_type', 'design_logo', 'load_vr_environment', 'create_character', 'random_song'];

describe('callable is not relevant', () => {
  it('a rich s0 does not bring unrelated callable tools into the top 8 (nestools-6 shaped)', async () => {
    const catalog = catalogOf([
      tool(
        'm.create_marketing_campaign',
        'Create a marketing campaign targeting a country on a platform.',
        ['country', 'platform', 'budget'],
        ['campaign_id'],
      ),
      tool('m.run_video_ads', 'Run video ads for a marketing campaign.', ['campaign_id', 'video_url'], ['ad_id']),
      tool(
        'm.analyze_market_feedback',
        'Analyze the feedback of a marketing campaign.',
        ['campaign_id'],
        ['feedback_report'],
      ),
      tool('m.plan_marketing_strategy', 'Plan a marketing strategy for a product launch.', ['product'], ['strategy']),
      tool('m.campaign_budget_report', 'Report the spend of a campaign.', ['campaign_id'], ['spend']),
      tool('m.target_audience', 'Find the target audience of a country for ads.', ['country'], ['audience_id']),
      tool('m.upload_video', 'Upload a video for ads.', ['video_file'], ['video_url']),
      tool('m.feedback_survey', 'Send a feedback survey to campaign viewers.', ['campaign_id'], ['survey_id']),
      tool('m.launch_facebook_page', 'Launch a Facebook page for the campaign.', ['campaign_id'], ['page_id']),
      tool('x.suggest_yoga_type', 'Suggest a yoga type for a beginner.', ['budget'], ['yoga_type']),
      tool('x.design_logo', 'Design a logo in a given style.', ['platform'], ['logo']),
      tool('x.load_vr_environment', 'Load a virtual reality environment.', ['country'], ['vr_scene']),
      tool('x.create_character', 'Create a game character.', ['platform', 'budget'], ['character_id']),
      tool('x.random_song', 'Play a random song.', [], ['song']),
    ]);
    const index = buildCatalogIndex(catalog);
    const pair = await buildMenus(
      index,
      {
        query: 'Launch a marketing campaign targeting France on Facebook, run video ads and analyze the feedback',
        state: ['country', 'platform', 'budget', 'video_file'],
      },
      { params: menuParams({ budget: 12 }) },
    );
    const top8 = pair.statePath.slots.slice(0, 8).map((s) => s.toolId);
    for (const name of unrelated) expect(top8).not.toContain(`x.${name}`);
    expect(top8).toEqual(
      expect.arrayContaining(['m.create_marketing_campaign', 'm.run_video_ads', 'm.analyze_market_feedback']),
    );
  });

  it('zero-input tools in an empty-state catalog stay out of the top 8 unless the request speaks of them', async () => {
    const catalog = catalogOf([
      tool(
        's.search_flights',
        'Search flights between two cities on a date.',
        ['origin', 'destination', 'date'],
        ['flight_id'],
      ),
      tool('s.book_flight', 'Book a flight for a passenger.', ['flight_id', 'passenger_name'], ['booking_id']),
      tool('s.pay_booking', 'Pay for a flight booking.', ['booking_id'], ['receipt_id']),
      tool('s.flight_status', 'Get the status of a flight.', ['flight_id'], ['status']),
      tool('s.cancel_booking', 'Cancel a flight booking.', ['booking_id'], ['refund_id']),
      tool('s.seat_map', 'Show the seat map of a flight.', ['flight_id'], ['seats']),
      tool('s.choose_seat', 'Choose a seat on a booked flight.', ['booking_id', 'seat'], ['seat_id']),
      tool('s.email_receipt', 'Email the receipt of a flight booking.', ['receipt_id', 'email'], ['sent']),
      tool('z.random_song', 'Play a random song.', [], ['song']),
      tool('z.current_time', 'The current time.', [], ['time']),
      tool('z.list_yoga_types', 'List the yoga types.', [], ['yoga_types']),
      tool('z.get_joke', 'Tell a joke.', [], ['joke']),
    ]);
    const index = buildCatalogIndex(catalog);
    const pair = await buildMenus(
      index,
      { query: 'Search flights from Paris to Rome on May 3, book the flight for Ana and pay the booking', state: [] },
      { params: menuParams({ budget: 12 }) },
    );
    const top8 = pair.statePath.slots.slice(0, 8).map((s) => s.toolId);
    for (const id of ['z.random_song', 'z.current_time', 'z.list_yoga_types', 'z.get_joke'])
      expect(top8).not.toContain(id);
    expect(top8).toEqual(expect.arrayContaining(['s.search_flights', 's.book_flight', 's.pay_booking']));
    // The chain's first step opens the menu.
    expect(top8[0]).toBe('s.search_flights');
  });
});
