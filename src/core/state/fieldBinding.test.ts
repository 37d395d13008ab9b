import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import { rankByRelevance } from '../relevance/rankByRelevance';
import { catalogOf, tool } from '../testing/fixtures';
import {
  BINDING_FEATURE_COUNT,
  BINDING_FEATURES,
  bindingCandidates,
  bindingProbabilities,
  FITTED_BINDING,
  fitsFieldShape,
} from './fieldBinding';
import { inferState, literalState } from './inferState';

const index = buildCatalogIndex(
  catalogOf([
    tool('ops.device_status', 'Check the status of a device.', ['device_id'], ['status']),
    tool('lib.book_details', 'Details of a book by its title.', ['title'], ['author']),
    tool('media.extract_audio', 'Extract the audio track from a video.', ['video'], ['audio']),
    tool('media.denoise_audio', 'Remove noise from an audio track.', ['audio'], ['audio']),
    tool('kids.development', 'How a child develops at a given age.', ['age'], ['milestones']),
    tool('net.call_details', 'Details of a phone call.', ['call_sid'], ['duration']),
    tool('ops.restart_server', 'Restart a server by its name.', ['server_name'], ['status']),
  ]),
);

/** The binding's candidates for a request: field name → its features and the evidence text. */
function candidates(query: string): Map<string, { x: Record<string, number>; evidence: string }> {
  const c = bindingCandidates(index, query, rankByRelevance(index, query), literalState(index, query));
  const out = new Map<string, { x: Record<string, number>; evidence: string }>();
  c.fields.forEach((fieldId, i) => {
    const x = Object.fromEntries(BINDING_FEATURES.map((f, k) => [f, c.x[i * BINDING_FEATURE_COUNT + k] ?? NaN]));
    out.set(index.vocab.names[fieldId] ?? '', { x, evidence: c.evidence[i]?.text ?? '' });
  });
  return out;
}

const bound = (query: string): Record<string, string> =>
  Object.fromEntries(
    inferState(index, query)
      .filter((f) => f.rule === 'field binding')
      .map((f) => [f.name, f.evidence?.text ?? '']),
  );

describe('field binding', () => {
  it('binds an identifier named next to its value, with the words as evidence', () => {
    const c = candidates('Check the status of device with ID "mss2qhz2".');
    expect(c.get('device_id')?.x).toMatchObject({ nameShare: 1, valueAfter: 1, idField: 1, idValue: 1 });
    expect(c.get('device_id')?.evidence).toBe('device with ID "mss2qhz2"');
    expect(bound('Check the status of device with ID "mss2qhz2".')).toEqual({
      device_id: 'device with ID "mss2qhz2"',
    });
    expect(inferState(index, 'Check the status of device with ID "mss2qhz2".')).toContainEqual(
      expect.objectContaining({ name: 'device_id', value: 'mss2qhz2', rule: 'field binding' }),
    );
  });

  it('reads a value after the field’s name ("at age 8") and one just before it ("the Apollo server")', () => {
    expect(candidates('How does a child develop at age 8?').get('age')?.x).toMatchObject({
      nameShare: 1,
      valueAfter: 1,
      valueBefore: 0,
    });
    const c = candidates('Restart the Apollo server');
    expect(c.get('server_name')?.x).toMatchObject({ nameShare: 1, valueAfter: 0, valueBefore: 1 });
    expect(c.get('server_name')?.evidence).toBe('Apollo server');
  });

  it('does not bind a field the request only names, without a value ("extract the audio")', () => {
    const c = candidates('Extract the audio from the video and remove its noise');
    expect(c.has('audio')).toBe(false);
    expect(c.has('video')).toBe(false);
    expect(bound('Extract the audio from the video and remove its noise')).toEqual({});
  });

  it('gives a literal to the field of its own kind, not to one that only means something close', () => {
    // example.mp4 is a video (a literal rule's field); `audio` is close in meaning but a tool asks for `video`.
    const c = candidates('Extract the audio from example.mp4 and remove its noise');
    expect(c.has('audio')).toBe(false);
    expect(inferState(index, 'Extract the audio from example.mp4 and remove its noise').map((f) => f.name)).toEqual([
      'video',
    ]);
  });

  it('gives a literal to a field by all its words, or to one named for its kind (one value, one field)', () => {
    const travel = buildCatalogIndex(
      catalogOf([
        tool('travel.book_hotel', 'Book a hotel room for a guest.', ['guest_last_name'], ['booking_id']),
        tool('travel.send_confirmation', 'Send the booking confirmation.', ['booking_id'], ['sent']),
        tool('git.status', 'Show what changed in a git repository.', ['repo_path'], ['changes']),
      ]),
    );
    const literalOf = (query: string, field: string): number | undefined => {
      const c = bindingCandidates(travel, query, rankByRelevance(travel, query), literalState(travel, query));
      const i = c.fields.indexOf(travel.vocab.idOf(field) ?? -1);
      return i < 0 ? undefined : c.x[i * BINDING_FEATURE_COUNT + BINDING_FEATURES.indexOf('literal')];
    };
    // `last` is near `city` in the word vectors, `guest` is not: Lisbon is the city, not the guest's name.
    const hotel = 'Book a hotel in Lisbon for two nights and send the confirmation';
    expect(literalOf(hotel, 'guest_last_name') ?? 0).toBe(0);
    expect(inferState(travel, hotel).map((f) => `${f.name}=${f.value}`)).toEqual(['city=Lisbon']);
    // A path goes to `repo_path`, whose own words name its kind, though `repo` is far from `path`.
    expect(literalOf('Show what changed in the repo at /home/dev/app', 'repo_path')).toBe(1);
  });

  it('never gives a literal to an identifier by meaning (a phone number is not a call_sid)', () => {
    const c = candidates('Show the details of the call to +15551234567');
    expect(c.get('call_sid')?.x.literal ?? 0).toBe(0);
  });

  it('reads words inside quotes as a value, not as the request naming a field', () => {
    // "audio" inside the quoted title does not mention the audio field.
    const c = candidates("Find the details of the book titled 'Audio Engineering 101'");
    expect(c.has('audio')).toBe(false);
    expect(c.get('title')?.x).toMatchObject({ nameShare: 1, valueAfter: 1 });
    expect(bound("Find the details of the book titled 'Audio Engineering 101'")).toHaveProperty('title');
  });

  it('takes a quoted value whole, not its first word ("the book titled \'Audio Engineering 101\'")', () => {
    const query = "Find the details of the book titled 'Audio Engineering 101' and its author";
    expect(inferState(index, query)).toContainEqual(
      expect.objectContaining({ name: 'title', value: 'Audio Engineering 101', rule: 'field binding' }),
    );
    expect(bound(query)).toEqual({ title: "titled 'Audio Engineering 101'" });
  });

  it('reads a possessive before a field as whose it is, not as its value ("Apollo\'s server")', () => {
    expect(candidates('Restart the Apollo server').get('server_name')?.x).toMatchObject({ valueBefore: 1 });
    expect(candidates("Restart Apollo's server").get('server_name')?.x ?? { valueBefore: 0 }).toMatchObject({
      valueBefore: 0,
    });
    expect(bound("Restart Apollo's server")).not.toHaveProperty('server_name');
  });

  it('scores with the fitted model: σ(bias + w·x), higher with evidence that names the field', () => {
    const c = bindingCandidates(
      index,
      'Check the status of device with ID "mss2qhz2".',
      rankByRelevance(index, 'Check the status of device with ID "mss2qhz2".'),
      [],
    );
    const p = bindingProbabilities(c);
    const i = c.fields.indexOf(index.vocab.idOf('device_id') ?? -1);
    let z = FITTED_BINDING.bias;
    for (let f = 0; f < BINDING_FEATURE_COUNT; f++)
      z += (FITTED_BINDING.weights[f] ?? 0) * (c.x[i * BINDING_FEATURE_COUNT + f] ?? 0);
    expect(p[i]).toBeCloseTo(1 / (1 + Math.exp(-z)), 5);
    const without = bindingProbabilities({ ...c, x: c.x.map((v, k) => (k % BINDING_FEATURE_COUNT < 3 ? 0 : v)) });
    expect(without[i] ?? 1).toBeLessThan(p[i] ?? 0);
  });

  it('gives a quantity in a unit to the field of its kind, and counts against a field of another kind', () => {
    const cars = buildCatalogIndex(
      catalogOf([
        tool('car.set_cruise_control', 'Turn on cruise control.', ['speed', 'distance_to_next_vehicle'], ['status']),
        tool('health.bmi_category', 'The BMI category of a person.', ['bmi_value'], ['category']),
      ]),
    );
    const of = (q: string) => {
      const c = bindingCandidates(cars, q, rankByRelevance(cars, q), literalState(cars, q));
      const unitFit = BINDING_FEATURES.indexOf('unitFit');
      return Object.fromEntries(
        c.fields.map((f, i) => [
          cars.vocab.names[f] ?? '',
          { value: c.values[i], unitFit: c.x[i * BINDING_FEATURE_COUNT + unitFit] },
        ]),
      );
    };
    // No word names `speed`: its kind finds "65 mph"; the distance's words find "100 meters".
    expect(of('Turn on cruise control at 65 mph, keeping 100 meters behind the car in front')).toMatchObject({
      speed: { value: '65 mph', unitFit: 1 },
      distance_to_next_vehicle: { value: '100 meters', unitFit: 1 },
    });
    // "175cm" is a height, not a BMI: the candidate stays, its unit counts against it.
    expect(of('What is the BMI category for a person who is 175cm tall?')).toMatchObject({
      bmi_value: { value: '175cm', unitFit: -1 },
    });
    // A number without a unit says nothing either way; digits inside a word are no quantity.
    expect(of('What is the BMI category for BMI value 22.5?')).toMatchObject({ bmi_value: { unitFit: 0 } });
    expect(of('Set cruise control for the B2B fleet').speed?.unitFit ?? 0).toBe(0);
    expect(FITTED_BINDING.weights[BINDING_FEATURES.indexOf('unitFit')]).toBeGreaterThan(0);
  });

  it('reads the word after "called" or "named" as a name, never as an existing thing’s id', () => {
    const named = buildCatalogIndex(
      catalogOf([
        tool('org.create_team', 'Create a team.', ['team_name'], ['team_id']),
        tool('chat.set_topic', 'Set the topic of a channel.', ['channel_id', 'topic'], ['ok']),
        tool('hta.get_report', 'Get the assessment report of a product.', ['product_name'], ['report']),
      ]),
    );
    const values = (q: string) => {
      const c = bindingCandidates(named, q, rankByRelevance(named, q), literalState(named, q));
      return Object.fromEntries(c.fields.map((f, i) => [named.vocab.names[f] ?? '', c.values[i]]));
    };
    expect(values('Create a team called growth')).toMatchObject({ team_name: 'growth' });
    expect(values('Create a team for growth')).not.toHaveProperty('team_name');
    // A channel called proj-atlas is one to make: "proj-atlas" is no channel's id.
    expect(values('Make a channel called proj-atlas and set its topic')).not.toHaveProperty('channel_id');
    // The name is the value that follows the first word ("called drug XYZ").
    expect(values('Get the assessment report of the product called drug XYZ')).toMatchObject({ product_name: 'XYZ' });
  });

  it('reads "Dr. Brown" as a name after a title: the title is no value and its period ends no sentence', () => {
    const doctors = buildCatalogIndex(
      catalogOf([tool('health.see_doctor_online', 'See a specific doctor online.', ['doctor'], ['appointment'])]),
    );
    const q = 'I need a consultation with Dr. Brown online';
    const c = bindingCandidates(doctors, q, rankByRelevance(doctors, q), literalState(doctors, q));
    expect(c.fields.map((f, i) => [doctors.vocab.names[f], c.values[i]])).toEqual([['doctor', 'Brown']]);
  });

  it('binds a field whose name says its shape (to_email, file_url) only a value of that shape', () => {
    const mail = buildCatalogIndex(
      catalogOf([
        tool(
          'sendgrid.send_attachment',
          'Fetch the file at a URL and mail it as an attachment.',
          ['to_email', 'file_url'],
          ['message_id'],
        ),
        tool('mailer.send', 'Send an email to a recipient.', ['recipient_email', 'email_subject'], ['message_id']),
      ]),
    );
    const shown = (q: string) =>
      Object.fromEntries(
        inferState(mail, q)
          .filter((f) => f.rule === 'field binding')
          .map((f) => [f.name, f.value]),
      );
    const candidateValues = (q: string) => {
      const c = bindingCandidates(mail, q, rankByRelevance(mail, q), literalState(mail, q));
      return Object.fromEntries(c.fields.map((f, i) => [mail.vocab.names[f] ?? '', c.values[i]]));
    };
    const query = 'Email "Q3 board deck.pptx" to priya.tanaka@icloud.com as a PDF attachment via SendGrid';
    // "Q3 board deck.pptx" is no email address and `SendGrid` no URL: the email the field takes is
    // the request's email literal; a name whose last word says no shape (`email_subject`) takes any value.
    expect(shown(query)).toEqual({ to_email: 'priya.tanaka@icloud.com' });
    expect(candidateValues(query)).toMatchObject({ email_subject: 'Q3 board deck.pptx' });
    expect(Object.values(candidateValues(query))).not.toContain('SendGrid');
    // The email goes to an email field; a file name is no URL.
    expect(shown('Mail https://acme.io/deck.pdf to priya.tanaka@icloud.com')).toEqual({
      to_email: 'priya.tanaka@icloud.com',
    });
  });

  it('asks a date, time or person-name field for a value of that shape', () => {
    const air = buildCatalogIndex(
      catalogOf([
        tool(
          'sabre.book_flight',
          'Book a flight for a passenger.',
          ['departure_date', 'first_name', 'last_name', 'origin_city', 'destination_city'],
          ['booking_id'],
        ),
      ]),
    );
    const dates = (q: string) =>
      inferState(air, q)
        .filter((f) => f.name === 'departure_date')
        .map((f) => f.value);
    // "Sabre" and "Amsterdam" are no dates (both were bound to departure_date): the date is.
    expect(
      dates('Get Ingrid Reid ticketed on a flight from Vienna to Warsaw on 2026-10-31. Please use Sabre.'),
    ).toEqual(['2026-10-31']);
    expect(dates('Find and book the cheapest Amsterdam–Rome flight on 2026-03-19 for Yuki Novak')).toEqual([
      '2026-03-19',
    ]);
    // The value next to "show" is the show's name, no date: the date the request gives is `show_date`'s.
    const theater = buildCatalogIndex(
      catalogOf([tool('events.reserve_tickets', 'Reserve theater tickets.', ['show_name', 'show_date'], ['code'])]),
    );
    expect(
      inferState(theater, 'Reserve 4 tickets for the theater show "The Phantom of the Opera" on July 30, 2022.')
        .filter((f) => f.name === 'show_date')
        .map((f) => [f.value, f.evidence?.text]),
    ).toEqual([['July 30, 2022', 'July 30, 2022']]);
    const shape = (name: string, value: string) => fitsFieldShape(name.split('_'), value);
    expect(shape('departure_date', '2026-10-31')).toBe(true);
    expect(shape('start_time', '10am')).toBe(true);
    expect(shape('check_in_date', 'tomorrow')).toBe(true);
    expect(shape('first_name', 'Jonas')).toBe(true);
    expect(shape('last_name', "O'Neil")).toBe(true);
    expect(shape('first_name', '2026-07-05')).toBe(false);
    expect(shape('email_address', 'Q3')).toBe(false);
    expect(shape('share_link', 'https://acme.io/s/1')).toBe(true);
    // A name whose last word says no shape takes any value.
    expect(shape('email_subject', 'Q3')).toBe(true);
    expect(shape('file_name', 'Q3 deck.pptx')).toBe(true);
  });

  it('reads a value next to a word of the input’s description, not of an identifier’s or a sibling input’s', () => {
    const input = (name: string, description: string) => ({ name, type: 'string', required: true, description });
    const media = buildCatalogIndex(
      catalogOf([
        tool('home.play_movie_by_title', 'Play a movie.', [input('title', 'The title of the movie to play')], []),
        tool('chat.rename_channel', 'Rename a channel.', [input('channel_id', 'Channel to rename')], []),
        tool(
          'docs.open_page',
          'Open a page of the docs.',
          [input('anchor', 'Section to jump to (<a href="https://docs.example.com/page-anchors">format</a>)')],
          [],
        ),
        tool(
          'chat.set_topic',
          'Set the topic of a conversation.',
          [input('conversation', 'Conversation to set the topic of'), input('topic', 'The new topic')],
          [],
        ),
      ]),
    );
    const features = (query: string) => {
      const c = bindingCandidates(media, query, rankByRelevance(media, query), literalState(media, query));
      return new Map(
        c.fields.map((fieldId, i) => [
          media.vocab.names[fieldId] ?? '',
          { descValue: c.x[i * BINDING_FEATURE_COUNT + BINDING_FEATURES.indexOf('descValue')], value: c.values[i] },
        ]),
      );
    };
    // "movie" is no word of `title`; its description says the title is a movie's.
    expect(features("I want to watch the movie 'Inception' tonight").get('title')).toEqual({
      descValue: 1,
      value: 'Inception',
    });
    // The channel's name after "rename" is no channel id.
    expect(features('Rename #proj-phoenix to proj-phoenix-old').get('channel_id')?.descValue ?? 0).toBe(0);
    // "topic" names the other input: the value after it is the topic, not the conversation.
    expect(
      features("Set the topic to 'Atlas launch' in the design conversation").get('conversation')?.descValue ?? 0,
    ).toBe(0);
    // A description is read as text: the link's address ("…/page-anchors") is no word of it.
    expect(features("Open the page 'Pricing'").get('anchor')?.descValue ?? 0).toBe(0);
  });
});
