import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseCatalog } from '../catalog/loadCatalog';
import { buildCatalogIndex } from '../catalog/catalogIndex';
import { catalogOf, tool } from '../testing/fixtures';
import { inferState, literalState } from './inferState';

const index = buildCatalogIndex(
  catalogOf([
    tool('shop.get_order', 'Look up an order.', ['order_id'], ['customer_id']),
    tool('ship.track', 'Track a parcel.', ['tracking_number'], ['status']),
    tool('air.search', 'Search flights.', ['origin_city', 'destination_city', 'date'], ['flight_id']),
  ]),
);
const fields = (q: string) =>
  Object.fromEntries(inferState(index, q).map((f) => [f.name, f.value ?? f.evidence?.text]));

describe('inferState', () => {
  it('reads no identifier after "between" (a date range is no between_id)', () => {
    expect(fields('How many orders did we get between 2026-08-16 and 2026-08-28?')).toEqual({ date: '2026-08-16' });
  });

  it("reads a file name as its kind and as the catalog's file name input, where it has one", () => {
    const docs = buildCatalogIndex(
      catalogOf([
        tool('word.create_document', 'Create a new Word document.', ['filename'], ['filename']),
        tool('word.add_heading', 'Add a heading to a Word document.', ['filename', 'text'], []),
      ]),
    );
    const found = inferState(docs, 'Create a Word document quarterly-report.docx with a heading');
    expect(found.filter((f) => f.rule === 'file name').map((f) => [f.name, f.value])).toEqual([
      ['document', 'quarterly-report.docx'],
      ['filename', 'quarterly-report.docx'],
    ]);
    // No file name input in the catalog: the kind alone.
    expect(fields('Summarize notes.txt')).toEqual({ document: 'notes.txt' });
    // A file service's `name` resolves to file_name but is the name of a file to find: no role.
    const drive = buildCatalogIndex(
      catalogOf([tool('drive.find_files', 'Find files in Drive by name.', ['name'], ['file_id'])]),
    );
    expect(drive.vocab.idOf('file_name')).toBeDefined();
    expect(inferState(drive, 'Summarize notes.txt').some((f) => f.name === 'file_name')).toBe(false);
    // Not a file: no file name input either.
    expect(inferState(docs, 'Create a Word document about v1.x').some((f) => f.name === 'filename')).toBe(false);
  });

  it('reads a phone number as the catalog\'s recipient `to`, or its sender `from` after "from", where a tool describes them as phone numbers', () => {
    const phone = (name: string, who: string) => ({
      name,
      type: 'string',
      required: true,
      description: `The ${who}'s phone number in E.164 format.`,
    });
    const calls = buildCatalogIndex(
      catalogOf([
        tool('tw.CreateCall', 'Make a call.', [phone('to', 'recipient'), phone('from', 'caller'), 'url'], ['call_sid']),
      ]),
    );
    const numbers = (q: string, ix = calls) =>
      inferState(ix, q)
        .filter((f) => f.rule === 'phone number')
        .map((f) => [f.name, f.value]);
    expect(numbers('Call +442071838750 from +15005550006 and record it')).toEqual([
      ['phone_number', '+442071838750'],
      ['to', '+442071838750'],
      ['from', '+15005550006'],
    ]);
    expect(numbers('Text +15551234567 the status')).toEqual([
      ['phone_number', '+15551234567'],
      ['to', '+15551234567'],
    ]);
    // What the request spells out by shape alone (requestLiterals, with s0 given) leaves roles out.
    expect(literalState(calls, 'Text +15551234567 the status').map((f) => f.name)).toEqual(['phone_number']);
    // A catalog without them, or whose `to` is an email address: the phone number alone; a date is no phone number.
    expect(numbers('Call +442071838750 from +15005550006', index)).toEqual([['phone_number', '+442071838750']]);
    const mail = buildCatalogIndex(
      catalogOf([
        tool(
          'mail.send',
          'Send an email.',
          [{ name: 'to', type: 'string', required: true, description: 'Recipient email address.' }],
          [],
        ),
      ]),
    );
    expect(numbers('Send an SMS to +44 20 7946 5065', mail)).toEqual([['phone_number', '+44 20 7946 5065']]);
    expect(numbers('Book it from 2026-12-03 to 2026-12-09')).toEqual([]);
  });

  it("reads a trip's two places as the catalog's `from` and `to`, where a tool describes them as places", () => {
    const place = (name: string, way: string) => ({
      name,
      type: 'string',
      required: true,
      description: `The location to book the flight ${way}`,
    });
    const travel = buildCatalogIndex(
      catalogOf([tool('dl.book_flight', 'Book a flight.', ['date', place('from', 'from'), place('to', 'to')], [])]),
    );
    const trip = (q: string, ix = travel) =>
      inferState(ix, q)
        .filter((f) => f.rule === 'origin place' || f.rule === 'destination place')
        .map((f) => [f.name, f.value]);
    expect(trip('Book a flight from New York to Los Angeles on May 20, 2023.')).toEqual([
      ['origin_city', 'New York'],
      ['destination_city', 'Los Angeles'],
      ['from', 'New York'],
      ['to', 'Los Angeles'],
    ]);
    // What the request spells out by shape alone (requestLiterals) leaves the roles out.
    expect(literalState(travel, 'Book a flight from New York to Los Angeles').map((f) => f.name)).toEqual([
      'origin_city',
      'destination_city',
    ]);
    // A catalog whose `to` is a phone number, or that has none: the places by their kind alone.
    const sms = buildCatalogIndex(
      catalogOf([
        tool(
          'tw.send_sms',
          'Send an SMS.',
          [{ name: 'to', type: 'string', required: true, description: "The recipient's phone number." }],
          [],
        ),
      ]),
    );
    expect(trip('Book a flight from New York to Los Angeles', sms)).toEqual([
      ['origin_city', 'New York'],
      ['destination_city', 'Los Angeles'],
    ]);
    expect(trip('Book a flight from New York to Los Angeles', index)).toEqual([
      ['origin_city', 'New York'],
      ['destination_city', 'Los Angeles'],
    ]);
  });

  it("lets a catalog role's field claim no other input in the field binding", () => {
    // Twilio's excerpt (fixtures/quality): the `from` phone number read as near `recording_status`
    // in the word vectors bound it there too.
    const dir = join(dirname(fileURLToPath(import.meta.url)), '../../../fixtures/quality');
    const twilio = buildCatalogIndex(
      parseCatalog(readFileSync(join(dir, 'real-twilio.catalog.json'), 'utf8'), 'real-twilio.catalog.json'),
    );
    const found = inferState(twilio, 'Call +442071838750 from +15005550006 and record the call');
    expect(found.map((f) => [f.name, f.value])).toEqual([
      ['phone_number', '+442071838750'],
      ['to', '+442071838750'],
      ['from', '+15005550006'],
    ]);
  });

  it('reads the name before a noun the catalog has a slug of as that slug, not an adjective', () => {
    const ci = buildCatalogIndex(
      catalogOf([
        tool('ci.list_builds', 'List the builds of a pipeline.', ['org_slug', 'pipeline_slug'], ['build_number']),
        tool('ci.list_agents', 'List the agents of a cluster.', ['cluster_name'], ['agent_id']),
      ]),
    );
    const slugs = (q: string) =>
      inferState(ci, q)
        .filter((f) => f.rule === 'slug before a noun')
        .map((f) => [f.name, f.value]);
    expect(slugs("Why did the last build of acme's web-app pipeline fail?")).toEqual([['pipeline_slug', 'web-app']]);
    expect(slugs('Retry the api pipeline')).toEqual([['pipeline_slug', 'api']]);
    // A determiner that opens the request is one too.
    expect(slugs('The api pipeline is red: retry it')).toEqual([['pipeline_slug', 'api']]);
    expect(slugs('Our api pipeline is red')).toEqual([['pipeline_slug', 'api']]);
    // An adjective names no pipeline; a noun without a slug field (cluster_name) is left to the binding.
    expect(slugs('Show the latest pipeline')).toEqual([]);
    expect(slugs('List the agents of the linux cluster')).toEqual([]);
  });

  it('finds ids after a noun, emails and dates', () => {
    expect(fields('Email the receipt for order 84213 to jane.doe@example.com by 2026-12-03')).toEqual({
      order_id: '84213',
      email: 'jane.doe@example.com',
      date: '2026-12-03',
    });
  });

  it('reads an id after a noun as the identifier a tool takes ("build 512": build_number, not the build_id one outputs)', () => {
    const ci = buildCatalogIndex(
      catalogOf([
        tool('ci.create_build', 'Start a build of a pipeline.', ['pipeline', 'commit'], ['build_id']),
        tool('ci.get_build', 'Get a build of a pipeline.', ['pipeline', 'build_number'], ['jobs']),
        tool('ci.list_artifacts', 'List the artifacts of a build.', ['pipeline', 'build_number'], ['urls']),
      ]),
    );
    const found = inferState(ci, 'List the artifacts of build 512 of the web pipeline');
    expect(found.find((f) => f.rule === 'identifier after a noun')).toMatchObject({
      name: 'build_number',
      value: '512',
    });
  });

  it('reads no identifier from a measure or a count ("located 150 kilometers apart", "containing 100 units")', () => {
    const found = literalState(
      index,
      'Find the path from Warehouse A to Store B, located 150 kilometers apart, in boxes containing 100 units',
    );
    expect(found.filter((f) => f.rule === 'identifier after a noun')).toEqual([]);
    expect(literalState(index, 'Raise prices 150% across the store')).toEqual([]);
    // A number with no measure after it is still an identifier.
    expect(fields('Where is order 12345, ordered 3 days ago?')).toMatchObject({ order_id: '12345' });
  });

  it('reads no identifier after a word no field of the catalog names ("spanning across 1500 nautical miles", "a Boeing 747")', () => {
    const cruises = buildCatalogIndex(
      catalogOf([
        tool('sea.create_cruise_route', 'Plan a cruise route.', ['destination', 'distance', 'stops'], ['route_id']),
        tool('sea.get_order', 'Get an order.', ['order_id', 'within_days'], ['status']),
      ]),
    );
    const ids = (q: string): string[] =>
      literalState(cruises, q)
        .filter((f) => f.rule === 'identifier after a noun')
        .map((f) => `${f.name}=${f.value ?? ''}`);
    expect(ids('Plan a cruise to the Caribbean, spanning across 1500 nautical miles')).toEqual([]);
    expect(ids('Charter a Boeing 747 for the cruise')).toEqual([]);
    // Nor after a word that says where or how much, though a field name uses it (`within_days`).
    expect(ids('List the orders within 1200 of the port')).toEqual([]);
    expect(ids('Move the order 500 m down the quay')).toEqual([]);
    // A noun the catalog names, or an id word between, still makes an identifier.
    expect(ids('Where is order 55210?')).toEqual(['order_id=55210']);
    expect(ids('Charter the plane no. 747 for the cruise')).toEqual(['plane_id=747']);
  });

  it('reads the id a noun is given with ("the robot assigned with ID 1"), short as it is', () => {
    const robots = buildCatalogIndex(
      catalogOf([
        tool('fleet.get_robot_status', 'Get the status of a robot.', ['robot_id'], ['status']),
        tool('fleet.plan_mission', 'Plan a mission.', ['start_point', 'end_point'], ['steps']),
      ]),
    );
    const found = literalState(robots, 'Check the condition of the robot assigned with ID 1, then plan its route');
    expect(found.map((f) => [f.name, f.value, f.rule])).toEqual([['robot_id', '1', 'identifier after a noun']]);
    expect(literalState(robots, 'Is the robot with id 7 charged?').map((f) => [f.name, f.value])).toEqual([
      ['robot_id', '7'],
    ]);
    expect(literalState(robots, 'Analyze the sample identified by the ID ABC123').map((f) => f.name)).toEqual([
      'sample_id',
    ]);
    // A bare short number after a noun stays a quantity, and "search by ID" names no search.
    expect(literalState(robots, 'Send robot 2 to the dock')).toEqual([]);
    expect(literalState(robots, 'Search by ID 42 for the robot').map((f) => f.name)).not.toContain('search_id');
  });

  it('reads "port 5060" as the `port` a tool takes where the catalog has no port id', () => {
    const voip = buildCatalogIndex(
      catalogOf([tool('voip.connect_to_server', 'Connect to a server.', ['ip_address', 'port'], ['session_id'])]),
    );
    expect(
      literalState(voip, 'Connect to the server at 192.168.1.1 on port 5060')
        .filter((f) => f.rule === 'identifier after a noun')
        .map((f) => [f.name, f.value]),
    ).toEqual([['port', '5060']]);
  });

  it('finds places from/to and relative dates', () => {
    expect(fields('Book a flight from Lisbon to New York next Friday')).toMatchObject({
      origin_city: 'Lisbon',
      destination_city: 'New York',
      date: 'next Friday',
    });
  });

  it('finds catalog field names mentioned with a value', () => {
    expect(fields('Where is my parcel? The tracking number is 1Z999AA10123456784')).toMatchObject({
      tracking_number: '1Z999AA10123456784',
    });
  });

  it('keeps evidence spans and marks fields as inferred', () => {
    const [f] = inferState(index, 'Refund order #A-1029');
    expect(f).toMatchObject({ name: 'order_id', source: 'inferred', value: 'A-1029' });
    expect(f?.evidence).toEqual({ start: 7, end: 20, text: 'order #A-1029' });
  });

  it('finds a year on its own, not one inside a date, an amount or an id', () => {
    expect(fields('File my 2022 tax return')).toEqual({ year: '2022' });
    expect(fields('Book it for February 14th, 2023')).toEqual({ date: 'February 14th, 2023' });
    expect(fields('Pay $2000 on 2026-01-05 for order 20231234')).toEqual({
      amount: '$2000',
      date: '2026-01-05',
      order_id: '20231234',
    });
  });

  it('ignores quantities, languages and months', () => {
    expect(fields('Book 2 tickets and translate it to German in March')).toEqual({});
  });

  it("does not read apostrophes as quotes: I'm, King's, What's", () => {
    expect(fields("I'm driving from Baker Street to King's Cross. What's today's plan?")).not.toHaveProperty('text');
    expect(fields('Post \'deploy done\' in the channel, then say "thanks all"')).toMatchObject({
      text: "'deploy done'",
    });
  });

  it('finds file system paths, not a ratio, a unit or a URL', () => {
    expect(fields('Stage README.md in the repo at /home/dev/app')).toMatchObject({ path: '/home/dev/app' });
    expect(fields("Read the 'Sales' sheet of /data/q3.xlsx.")).toMatchObject({ path: '/data/q3.xlsx' });
    expect(fields('Write it to ~/notes/today.md, then ./out/')).toMatchObject({ path: '~/notes/today.md' });
    for (const q of ['Drive at 50 km/h', 'Three 3/4 cups', 'Open https://example.com/a/b'])
      expect(fields(q)).not.toHaveProperty('path');
  });

  it('takes no product, company or unit for a place', () => {
    expect(fields('Show the docs in TanStack Query, the tempo in BPM, and who works at Acme Corp')).not.toHaveProperty(
      'city',
    );
    expect(fields('What is the weather in New York?')).toMatchObject({ city: 'New York' });
  });

  it('reads an owner/name pair as owner and repo where the catalog takes both, not a branch, a path or a fraction', () => {
    const repos = buildCatalogIndex(
      catalogOf([
        tool('gh.create_issue', 'Open an issue in a repository.', ['owner', 'repo', 'title'], ['issue_number']),
        tool('gh.create_branch', 'Create a branch.', ['owner', 'repo', 'branch'], ['ref']),
      ]),
    );
    const found = (q: string) =>
      Object.fromEntries(inferState(repos, q).map((f) => [f.name, [f.value, f.rule, f.evidence?.text]]));
    expect(found('Open an issue in acme/web about the login bug')).toMatchObject({
      owner: ['acme', 'owner/name pair', 'acme/web'],
      repo: ['web', 'owner/name pair', 'acme/web'],
    });
    expect(found('Star vercel/next.js for me')).toMatchObject({
      owner: ['vercel', 'owner/name pair', 'vercel/next.js'],
      repo: ['next.js', 'owner/name pair', 'vercel/next.js'],
    });
    for (const q of ['Make a branch fix/readme-typo', 'Who changed src/auth/session.ts?', 'Drive at 50 km/h'])
      expect(found(q)).not.toHaveProperty('owner');
    // Without owner and repo inputs in the catalog, a slash pair is no repository.
    expect(fields('Compare input/output of order 84213')).toEqual({ order_id: '84213' });
  });

  it("names a URL after the object its path keys where the catalog takes that object's URL, and ends it before punctuation", () => {
    const sentry = buildCatalogIndex(
      catalogOf([tool('sentry.get_issue_details', 'Show an issue.', ['issue_url'], ['title'])]),
    );
    const found = (q: string) =>
      Object.fromEntries(inferState(sentry, q).map((f) => [f.name, f.value ?? f.evidence?.text]));
    expect(found("What's the root cause of https://acme.sentry.io/issues/6012345/ ?")).toEqual({
      issue_url: 'https://acme.sentry.io/issues/6012345/',
    });
    // A page that keys no object is a url; so is any URL where no tool takes an issue_url (one
    // that outputs it is not enough: a generic url input would no longer take the state's URL).
    const outputsOnly = buildCatalogIndex(
      catalogOf([
        tool('sentry.search_issues', 'Search issues.', ['query'], ['issue_url']),
        tool('web.fetch', 'Fetch a page.', ['url'], ['html']),
      ]),
    );
    expect(inferState(outputsOnly, 'Fetch https://acme.sentry.io/issues/6012345/').map((f) => f.name)).toEqual(['url']);
    expect(found('Look at https://example.com/issues/open')).toEqual({ url: 'https://example.com/issues/open' });
    expect(fields('See https://acme.sentry.io/issues/6012345/ now')).toEqual({
      url: 'https://acme.sentry.io/issues/6012345/',
    });
    expect(fields('Use the image file (https://example.com/images/image1.jpg).')).toMatchObject({
      url: 'https://example.com/images/image1.jpg',
    });
  });

  it('reads the bare name a request places the task in as the field most of the catalog requires (the scope)', () => {
    const org = ['organization_slug'];
    const sentry = buildCatalogIndex(
      catalogOf([
        tool('sentry.search_issues', 'Search the issues of an organization.', [...org, 'query'], ['issue_id']),
        tool('sentry.update_issue', 'Resolve, assign or mute an issue.', [...org, 'issue_id'], ['status']),
        tool('sentry.create_project', 'Create a project.', [...org, 'name'], ['project_slug']),
        tool('sentry.create_team', 'Create a team.', [...org, 'name'], ['team_slug']),
        tool('sentry.find_projects', 'List the projects.', org, ['project_slug']),
        tool('sentry.find_teams', 'List the teams.', org, ['team_slug']),
        tool('sentry.find_releases', 'List the releases.', org, ['version']),
        tool('sentry.get_trace', 'Show a trace.', [...org, 'trace_id'], ['span_id']),
        tool('sentry.find_organizations', 'List the organizations you belong to.', [], ['organization_slug']),
      ]),
    );
    const found = (q: string) =>
      Object.fromEntries(inferState(sentry, q).map((f) => [f.name, [f.value, f.rule, f.evidence?.text]]));
    for (const q of [
      'Mark the top issue as resolved in our acme org',
      'In acme, create a Python project checkout-api',
      "Which browsers does the top error in acme's frontend project hit?",
      'Create a team called growth in Acme',
    ])
      expect(found(q).organization_slug?.[0]?.toLowerCase(), q).toBe('acme');
    expect(found('Mark the top issue as resolved in our acme org').organization_slug).toEqual([
      'acme',
      'scope name',
      'acme',
    ]);
    // A word the catalog's tools use names no scope ("in the issues", "in projects"); nor does an
    // owner/name pair's owner, nor a word after "in" that is a common word.
    for (const q of [
      'Find the slow query in the issues',
      'Rename it in projects',
      'Show the trace in acme/web',
      'Find it in time',
    ])
      expect(found(q), q).not.toHaveProperty('organization_slug');
    // Where no field is required by half the catalog's tools, nothing is a scope.
    expect(fields('Track the parcel in acme')).toEqual({});
  });

  it('reads the scope name as the scope field of the server the request is about, in a catalog of several', () => {
    // GitHub's server (bare names, most tools require `owner`) next to Buildkite's (`org`):
    // "in acme" of a pipeline's build is Buildkite's org, of a repository's issue GitHub's owner.
    const repo = ['owner', 'repo'];
    const org = ['org', 'pipeline_slug'];
    const workspace = buildCatalogIndex(
      catalogOf([
        tool('create_issue', 'Create an issue in a repository.', [...repo, 'title'], ['issue_number']),
        tool('list_issues', 'List the issues of a repository.', repo, ['issue_numbers']),
        tool('update_issue', 'Update an issue.', [...repo, 'issue_number'], ['state']),
        tool('list_branches', 'List the branches of a repository.', repo, ['branches']),
        tool('list_commits', 'List the commits of a repository.', repo, ['shas']),
        tool('get_job_logs', 'Get the logs of a workflow job.', [...repo, 'job_id'], ['logs']),
        tool('list_pull_requests', 'List the pull requests of a repository.', repo, ['pull_numbers']),
        tool('merge_pull_request', 'Merge a pull request.', [...repo, 'pull_number'], ['sha']),
        tool('create_branch', 'Create a branch.', [...repo, 'branch'], ['ref']),
        tool('get_file_contents', 'Get a file of a repository.', [...repo, 'path'], ['content']),
        tool('get_latest_release', 'Get the latest release of a repository.', repo, ['tag']),
        tool('list_tags', 'List the tags of a repository.', repo, ['tags']),
        tool('buildkite.list_builds', 'List the builds of a pipeline.', org, ['build_numbers']),
        tool('buildkite.get_build', 'Get a build of a pipeline.', [...org, 'build_number'], ['jobs']),
        tool('buildkite.get_jobs', 'Get the jobs of a build.', [...org, 'build_number'], ['job_uuids']),
        tool('buildkite.get_job_logs', 'Get the log of a build job.', [...org, 'job_uuid'], ['content']),
        tool('buildkite.create_build', 'Start a build of a pipeline.', [...org, 'commit'], ['build_number']),
        tool('buildkite.get_pipeline', 'Get a pipeline.', org, ['steps']),
        tool('buildkite.list_annotations', 'List the annotations of a build.', [...org, 'build_number'], ['notes']),
        tool('buildkite.list_artifacts', 'List the artifacts of a build.', [...org, 'build_number'], ['urls']),
      ]),
    );
    const scope = (q: string) => inferState(workspace, q).find((f) => f.rule === 'scope name');
    expect(
      scope('Show me the log of the failed job of the latest build of the web-app pipeline in acme'),
    ).toMatchObject({
      name: 'org',
      value: 'acme',
    });
    expect(scope('Close the oldest issue of the web repository in acme')).toMatchObject({
      name: 'owner',
      value: 'acme',
    });
    // A namespace's most shared input that its own tools output is content, not a scope
    // (TaskBench's multimedia tools: "in the cleaned audio" names no `text`).
    const media = buildCatalogIndex(
      catalogOf([
        ...['Summarize', 'Translate', 'Paraphrase', 'Correct'].map((verb) =>
          tool(`mm.${verb.toLowerCase()}_text`, `${verb} a text.`, ['text'], ['text']),
        ),
        ...['Sentiment', 'Keywords', 'Topic', 'Language'].map((what) =>
          tool(`mm.text_${what.toLowerCase()}`, `The ${what.toLowerCase()} of a text.`, ['text'], [what.toLowerCase()]),
        ),
        tool('mm.voice_changer', 'Change the voice in an audio.', ['audio'], ['audio']),
        tool('hf.speech_to_text', 'Transcribe an audio into text.', ['audio'], ['text']),
        ...['Classify', 'Segment', 'Caption', 'Upscale', 'Crop', 'Blur', 'Rotate', 'Colorize'].map((verb) =>
          tool(`hf.${verb.toLowerCase()}_image`, `${verb} an image.`, ['image'], ['image']),
        ),
      ]),
    );
    expect(inferState(media, 'Summarize the text in the cleaned transcript').find((f) => f.rule === 'scope name')).toBe(
      undefined,
    );
  });

  it('reads the words a find or search verb applies to as the search input of the top tools that take one', () => {
    const twitter = buildCatalogIndex(
      catalogOf([
        tool('x.search_tweets', 'Search tweets by keyword.', ['keyword'], ['tweet_id', 'username']),
        tool('x.retweet', 'Retweet a tweet.', ['tweet_id'], ['status']),
        tool('x.follow_user', 'Follow a user.', ['username'], ['status']),
      ]),
    );
    const found = (q: string) =>
      Object.fromEntries(inferState(twitter, q).map((f) => [f.name, [f.value, f.rule, f.confidence]]));
    expect(found('Find the latest tweet about the solar eclipse, retweet it and follow whoever posted it')).toEqual({
      keyword: ['the latest tweet about the solar eclipse', 'search terms', 0.6],
    });
    expect(found('Search for posts on rust and then follow their authors').keyword?.[0]).toBe('posts on rust');
    // Without a verb that asks to find, the request's words are no tool's query.
    expect(found('Retweet the latest tweet about the solar eclipse')).not.toHaveProperty('keyword');
    // Nor where no tool the request is about takes a search input.
    expect(fields('Find order 84213 and track it')).toEqual({ order_id: '84213' });
  });

  it('reads "in <Provider>" as the catalog\'s provider, not a place', () => {
    const hr = buildCatalogIndex(
      catalogOf([
        tool('gusto.update_employee', 'Change an employee.', ['work_email', 'job_title'], ['employee_id']),
        tool('outlookcalendar.create_event', 'Create a calendar event.', ['date'], ['event_id']),
        tool('hotels.search', 'Hotels with rooms.', ['city'], ['hotel_id']),
      ]),
    );
    const found = (q: string) => Object.fromEntries(inferState(hr, q).map((f) => [f.name, f.value]));
    expect(found("Change ethan@cyberdyne.ai's title to Engineering Manager in Gusto")).not.toHaveProperty('city');
    expect(found('Get a meeting with Northwind in Outlook Calendar on 2026-04-27')).not.toHaveProperty('city');
    expect(found('Are the hotels with rooms in Madrid any good?')).toMatchObject({ city: 'Madrid' });
  });

  it('keeps an apostrophe between letters inside single quotes as part of the quoted text', () => {
    expect(fields("I have an English text - 'What's the best way to learn a language?'. Translate it")).toEqual({
      text: "'What's the best way to learn a language?'",
    });
    // The apostrophes of "I'm" and "King's" outside quotes open none.
    expect(fields("I'm at King's Cross")).toEqual({ city: "King's Cross" });
  });
});
